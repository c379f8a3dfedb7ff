import PlotKit

// WWDC24 "Swift Charts: Vectorized and function plots": a function plot.
@MainActor
func corpusLinePlotFunction() -> String {
  Chart {
    LinePlot(x: "x", y: "y") { x in
      sin(x)
    }
  }
  .chartXScale(domain: -3.0...3.0)
  .chartYScale(domain: -1.5...1.5)
  .svg(width: 400, height: 240, id: "corpus-line-plot-function")
}
