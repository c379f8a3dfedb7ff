import Foundation
import PlotKit

// Apple docs (LinePlot): two function plots told apart by foreground style.
@MainActor
func corpusLinePlotSinCosStyled() -> String {
  Chart {
    LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
      .foregroundStyle(by: .value("expression", "y=sin(x)"))
      .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
      .opacity(0.8)
    LinePlot(x: "x", y: "y = cos(x)") { cos($0) }
      .foregroundStyle(by: .value("expression", "y=cos(x)"))
      .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
      .opacity(0.8)
  }
  .chartXScale(domain: -10...10)
  .chartYScale(domain: -1.5...1.5)
  .svg(width: 400, height: 240, id: "corpus-line-plot-sin-cos-styled")
}
