import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Axes/Marks/AxisMarks_Values_Stride.swift
// A numeric y axis with a mark every 8 units.
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
func corpusMontBlancAxisStride() -> String {
  let data = ChartDataModel.mockMonthData()
  let chart = Chart(data) { item in
    BarMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value)
    )
  }
  .chartYAxis {
    AxisMarks(values: .stride(by: 8))
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-axis-stride")
}
