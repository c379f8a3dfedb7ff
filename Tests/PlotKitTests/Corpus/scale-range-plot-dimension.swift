import PlotKit

// Bars that keep clear of the plot's edges, with room above the tallest one.
@MainActor
func corpusScaleRangePlotDimension() -> String {
  Chart(CorpusData.steps) {
    BarMark(
      x: .value("Day", $0.weekday, unit: .day),
      y: .value("Steps", $0.steps)
    )
  }
  .chartXScale(range: .plotDimension(padding: 20))
  .chartYScale(domain: 0...12000, range: .plotDimension(startPadding: 0, endPadding: 12))
  .svg(width: 360, height: 220, id: "corpus-scale-range-plot-dimension")
}
