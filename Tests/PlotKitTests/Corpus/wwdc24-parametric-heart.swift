import Foundation
import PlotKit

// Source: artemnovichkov/wwdc24-samplecode, Code/CreatingADataVisualizationDashboardWithSwiftCharts/SwiftChartsWWDC24/Charts/ParametricFunction.swift
// (Apple's WWDC24 sample) A parametric heart curve, coloured red from the chart's own
// foregroundStyle, in a square plot.
@MainActor
func corpusWWDC24ParametricHeart() -> String {
  let chart = Chart {
    LinePlot(
      x: "x", y: "y", t: "t", domain: 0 ... .pi * 2
    ) { t in
      let x = sqrt(2) * pow(sin(t), 3)
      let y = cos(t) * (2 - cos(t) - pow(cos(t), 2))
      return (x, y)
    }
    .lineStyle(.init(lineWidth: 3))
  }
  .chartXScale(domain: -4...4)
  .chartYScale(domain: -5...3)
  .chartPlotStyle { content in
    content
      .aspectRatio(contentMode: .fit)
  }
  .foregroundStyle(.red)
  return chart.svg(width: 420, height: 420, id: "corpus-wwdc24-parametric-heart")
}
