import Foundation
import PlotKit

// Source: artemnovichkov/wwdc24-samplecode, Code/CreatingADataVisualizationDashboardWithSwiftCharts/SwiftChartsWWDC24/Charts/NaNRepresentsNoValue.swift
// (Apple's WWDC24 sample) An area function that returns NaN where it has no value, clipped plot.
@MainActor
func corpusWWDC24NaNNoValue() -> String {
  let chart = Chart {
    AreaPlot(x: "x", y: "1 + x if and only if x ≥ 0") { x in
      guard x >= 0 else {
        return Double.nan
      }
      return 1 + x
    }
  }
  .chartXScale(domain: -5...10)
  .chartYScale(domain: -5...10)
  .chartPlotStyle { content in
    content
      .aspectRatio(contentMode: .fit)
      .clipped()
  }
  return chart.svg(width: 420, height: 420, id: "corpus-wwdc24-nan-no-value")
}
