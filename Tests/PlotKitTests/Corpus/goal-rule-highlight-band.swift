import Foundation
import PlotKit

// A line against a dashed goal rule with its label, and a shaded date band.
@MainActor
func corpusGoalRuleHighlightBand() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      LineMark(x: .value("Date", item.date), y: .value("Value", item.value))
        .foregroundStyle(Color.blue)
        .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }
    RuleMark(y: .value("Goal", 25))
      .foregroundStyle(Color.red)
      .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
      .annotation(position: .top, alignment: .leading) {
        Text("Goal: 25").font(.caption).foregroundStyle(.red)
      }
    RectangleMark(
      xStart: .value("Start", CorpusData.appItems[3].date),
      xEnd: .value("End", CorpusData.appItems[6].date)
    )
    .foregroundStyle(.gray.opacity(0.15))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .day, count: 3)) { value in
      AxisGridLine()
      AxisValueLabel(format: .dateTime.day().month(.narrow), centered: false)
    }
  }
  .svg(width: 480, height: 280, id: "corpus-goal-rule-highlight-band")
}
