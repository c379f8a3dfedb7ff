import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Charts/LineMark/Sections/LineMark_LineStyle_Series.swift
// Lines told apart by dash pattern and colour from the same series value.
private struct ChartSeriesDataModel: Identifiable {
  var label: String
  var value: Double
  var series: String
  var id: String { label + series }
  static func mockYearMonthData() -> [ChartSeriesDataModel] {
    ["2022", "2023", "2024"].enumerated().flatMap { y, year in
      ["Jan", "Feb", "Mar", "Apr", "May", "Jun"].enumerated().map {
        ChartSeriesDataModel(
          label: $0.element, value: Double(10 + ($0.offset * 7 + y * 5) % 17), series: year)
      }
    }
  }
}

@MainActor
func corpusMontBlancLineStyleSeries() -> String {
  let data = ChartSeriesDataModel.mockYearMonthData()
  let chart = Chart(data) { item in
    LineMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value)
    )
    .lineStyle(by: .value("Series", item.series))
    .foregroundStyle(by: .value("Series", item.series))
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-line-style-series")
}
