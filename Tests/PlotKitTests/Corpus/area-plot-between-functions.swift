import PlotKit

// Apple docs (AreaPlot): the area between y = x and y = x^2 - 1.
@MainActor
func corpusAreaPlotBetweenFunctions() -> String {
  Chart {
    AreaPlot(x: "x", yStart: "x", yEnd: "x^2 - 1") { x in
      (yStart: x, yEnd: x * x - 1)
    }
  }
  .chartXScale(domain: -2...2)
  .chartYScale(domain: -4...4)
  .svg(width: 400, height: 240, id: "corpus-area-plot-between-functions")
}
