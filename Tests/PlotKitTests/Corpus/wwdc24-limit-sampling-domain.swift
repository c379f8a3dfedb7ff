import Foundation
import PlotKit

// Source: artemnovichkov/wwdc24-samplecode, Code/CreatingADataVisualizationDashboardWithSwiftCharts/SwiftChartsWWDC24/Charts/LimitFunctionSamplingDomain.swift
// (Apple's WWDC24 sample) The area between cos and sin, sampled only over part of the x scale.
@MainActor
func corpusWWDC24LimitSamplingDomain() -> String {
  let chart = Chart {
    AreaPlot(
      x: "x", yStart: "cos(x)", yEnd: "sin(x)",
      domain: -135...45
    ) { x in
      (
        yStart: cos(x / 180 * .pi),
        yEnd: sin(x / 180 * .pi)
      )
    }
  }
  .chartXScale(domain: -315...225)
  .chartYScale(domain: -5...5)
  .chartPlotStyle { content in
    content
      .aspectRatio(contentMode: .fit)
  }
  return chart.svg(width: 420, height: 420, id: "corpus-wwdc24-limit-sampling-domain")
}
