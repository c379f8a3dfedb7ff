import Foundation
import PlotKit

// A finance widget: a category scale given as an array with a range, a Gradient spread
// over the categories, integer and measurement-free format styles on two axis sets.
@MainActor
func corpusFinanceAxisFormatStyles() -> String {
  let sectors = ["Tech", "Energy", "Health", "Retail", "Banks"]
  let weights = [31.0, 12.5, 18.0, 9.5, 29.0]
  let chart = Chart {
    ForEach(Array(zip(sectors, weights)), id: \.0) { sector, weight in
      BarMark(x: .value("Sector", sector), y: .value("Weight", weight))
        .foregroundStyle(by: .value("Sector", sector))
    }
  }
  .chartForegroundStyleScale(range: Gradient(colors: [.blue, .teal, .green]))
  .chartXScale(domain: sectors, range: .plotDimension(padding: 8))
  .chartYAxis {
    AxisMarks(values: [0, 10, 20, 30]) { _ in
      AxisGridLine()
      AxisValueLabel(format: IntegerFormatStyle<Int>.Percent.percent)
    }
    AxisMarks(values: [15, 25]) { _ in
      AxisTick()
    }
  }
  .chartLegend(.hidden)
  return chart.svg(width: 380, height: 220, id: "corpus-finance-axis-format-styles")
}
