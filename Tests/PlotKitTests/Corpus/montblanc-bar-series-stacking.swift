import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Charts/BarkMark/Sections/BarMark_Series.swift
// Bars stacked explicitly with `stacking: .standard`, coloured by series.
private struct ChartSeriesDataModel: Identifiable {
  var label: String
  var value: Double
  var series: String
  var id: String { label + series }
  static func mockYearMonthData() -> [ChartSeriesDataModel] {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    var rows: [ChartSeriesDataModel] = []
    for (y, year) in ["2023", "2024"].enumerated() {
      for (m, month) in months.enumerated() {
        let value = Double(10 + (m * 7 + y * 5) % 17)
        rows.append(ChartSeriesDataModel(label: month, value: value, series: year))
      }
    }
    return rows
  }
}

@MainActor
func corpusMontBlancBarSeriesStacking() -> String {
  let data = ChartSeriesDataModel.mockYearMonthData()
  let chart = Chart(data) { item in
    BarMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value),
      stacking: .standard
    )
    .foregroundStyle(by: .value("Series", item.series))
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-bar-series-stacking")
}
