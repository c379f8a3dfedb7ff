import Foundation
import PlotKit

// A Mastodon client's activity chart: an observable model bound with @Bindable, symbols from
// a symbol scale of AnyChartSymbolShape, a shadowed style and an SF Symbol in the legend.
private final class ActivityModel {
  var selectedWeek: String? = "W3"
  var kinds = ["Posts", "Boosts", "Replies"]
}

private struct ActivityChart: View {
  @Bindable var model: ActivityModel
  let rows: [(week: String, kind: String, count: Int)]

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: "bubble.left").symbolRenderingMode(.hierarchical)
        Text("Activity")
      }
      Chart(rows, id: \.week) { row in
        PointMark(x: .value("Week", row.week), y: .value("Count", row.count))
          .symbol(by: .value("Kind", row.kind))
          .foregroundStyle(by: .value("Kind", row.kind))
          .symbolSize(row.week == model.selectedWeek ? 120 : 50)
      }
      .chartSymbolScale(range: [
        AnyChartSymbolShape(BasicChartSymbolShape.circle),
        AnyChartSymbolShape(BasicChartSymbolShape.square),
        AnyChartSymbolShape(BasicChartSymbolShape.triangle),
      ])
      .chartXSelection(value: $model.selectedWeek)
      .foregroundStyle(Color.indigo.shadow(.drop(radius: 2)))
      .frame(height: 180)
    }
  }
}

@MainActor
func corpusSymbolScaleBindable() -> String {
  let model = ActivityModel()
  let rows = ["W1", "W2", "W3", "W4"].flatMap {
    (week: String) -> [(week: String, kind: String, count: Int)] in
    model.kinds.enumerated().map {
      (index: Int, kind: String) -> (week: String, kind: String, count: Int) in
      (
        week: week, kind: kind,
        count: 5 + (week.count * 7 + index * 11 + Int(week.last!.asciiValue!)) % 20
      )
    }
  }
  return ActivityChart(model: model, rows: rows).svg(
    width: 360, height: 230, id: "corpus-symbol-scale-bindable")
}
