import PlotKit

// WWDC23/24 pattern: `Plot` groups a line and its points per element.
@MainActor
func corpusPlotLineAndPoints() -> String {
  let data = CorpusData.steps
  return Chart {
    ForEach(data) { item in
      Plot {
        LineMark(
          x: .value("Weekday", item.weekday, unit: .day),
          y: .value("Steps", item.steps)
        )
        PointMark(
          x: .value("Weekday", item.weekday, unit: .day),
          y: .value("Steps", item.steps)
        )
      }
    }
  }
  .svg(width: 400, height: 240, id: "corpus-plot-line-and-points")
}
