import Foundation
import PlotKit

// Source: artemnovichkov/wwdc24-samplecode, Code/CreatingADataVisualizationDashboardWithSwiftCharts/SwiftChartsWWDC24/Charts/MultipleFunctionPlotsInSameChart.swift
// (Apple's WWDC24 sample "Creating a data visualization dashboard with Swift Charts")
// Two function plots told apart by style, one dashed with round caps, in a square plot.
@MainActor
func corpusWWDC24MultipleFunctionPlots() -> String {
  let chart = Chart {
    LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
      .foregroundStyle(by: .value("function", "y = sin(x)"))
      .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round))

    LinePlot(x: "x", y: "y = 3cos(2x)") { 3 * cos(2 * $0) }
      .foregroundStyle(by: .value("function", "y = 3cos(2x)"))
      .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 8]))
      .opacity(0.8)
  }
  .chartXScale(domain: -10...10)
  .chartYScale(domain: -10...10)
  .chartPlotStyle { content in
    content
      .aspectRatio(contentMode: .fit)
  }
  return chart.svg(width: 420, height: 420, id: "corpus-wwdc24-multiple-function-plots")
}
