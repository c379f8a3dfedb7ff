import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Axes/Marks/AxisMarks_Intro.swift and
// AxisMarks_Stroke.swift: currency labels on an extended leading axis with thick strokes, and
// two stroked sets of marks on one axis.
private struct ChartDataModel: Identifiable {
  var label: String
  var value: Double
  var id: String { label }
  static func mockMonthData() -> [ChartDataModel] {
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun"].enumerated().map {
      ChartDataModel(label: $0.element, value: Double(12 + ($0.offset * 13) % 29))
    }
  }
}

@MainActor
func corpusMontBlancAxisCurrencyExtended() -> String {
  let data = ChartDataModel.mockMonthData()
  let view = VStack {
    Chart(data) { item in
      BarMark(
        x: .value("Label", item.label),
        y: .value("Value", item.value)
      )
    }
    .chartYAxis {
      AxisMarks(
        format: .currency(code: "USD"),
        preset: .extended,
        position: .leading,
        values: .automatic(desiredCount: 5),
        stroke: .init(lineWidth: 5)
      )
    }

    Chart(data) { item in
      BarMark(
        x: .value("Label", item.label),
        y: .value("Value", item.value)
      )
    }
    .chartYAxis {
      AxisMarks(stroke: .init(lineWidth: 1))

      AxisMarks(stroke: .init(lineWidth: 8, lineCap: .round, dash: [1, 16]))
    }
    .chartXAxis {
      AxisMarks(stroke: .init(lineWidth: 1, dash: [5, 5]))
    }
  }
  return view.svg(width: 400, height: 520)
}
