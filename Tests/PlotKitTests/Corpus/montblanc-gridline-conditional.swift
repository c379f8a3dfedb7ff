import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Axes/GridLines/GridLines_ConditionalStyle.swift
// Grid lines styled per value: dashed pink up to 20, solid green above.
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
func corpusMontBlancGridlineConditional() -> String {
  let data = ChartDataModel.mockMonthData()
  let chart = Chart(data) { item in
    LineMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value)
    )
  }
  .chartYAxis {
    AxisMarks { axisValue in
      let doubleValue = axisValue.as(Double.self)!

      AxisGridLine(
        stroke: .init(
          dash: doubleValue <= 20 ? [8, 4] : [],
          dashPhase: .zero
        )
      )
      .foregroundStyle(doubleValue <= 20 ? .pink : .green)

      AxisValueLabel()
    }
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-gridline-conditional")
}
