import Foundation
import PlotKit

// An analytics dashboard: axes built in computed properties, one of them erased to
// AnyAxisContent because its branches differ; percent labels from Decimal's format style.
@MainActor
private struct ConversionChart {
  let rates: [(week: String, rate: Decimal)]
  let compact: Bool

  var xAxis: some AxisContent {
    AxisMarks(values: .automatic) { _ in
      AxisValueLabel()
    }
  }

  var yAxis: AnyAxisContent {
    if compact {
      return AnyAxisContent(AxisMarks(values: .automatic(desiredCount: 2)))
    }
    return AnyAxisContent(
      AxisMarks(format: Decimal.FormatStyle.Percent.percent.precision(.fractionLength(0))))
  }

  func svg() -> String {
    Chart(rates, id: \.week) { item in
      BarMark(x: .value("Week", item.week), y: .value("Rate", item.rate))
    }
    .chartXAxis { xAxis }
    .chartYAxis { yAxis }
    .svg(width: 360, height: 220, id: "corpus-axis-content-property")
  }
}

@MainActor
func corpusAxisContentProperty() -> String {
  let rates: [(week: String, rate: Decimal)] = [
    ("W1", Decimal(string: "0.12")!), ("W2", Decimal(string: "0.18")!),
    ("W3", Decimal(string: "0.09")!), ("W4", Decimal(string: "0.21")!),
  ]
  return ConversionChart(rates: rates, compact: false).svg()
}
