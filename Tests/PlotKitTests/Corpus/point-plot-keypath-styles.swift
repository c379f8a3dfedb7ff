import PlotKit

// WWDC24 (vectorized plots): a scatter plot styled by key paths.
@MainActor
func corpusPointPlotKeypathStyles() -> String {
  Chart {
    PointPlot(
      CorpusData.measurements,
      x: .value("Sample", \.id),
      y: .value("Value", \.value)
    )
    .foregroundStyle(by: .value("Group", \.category))
    .symbol(by: .value("Group", \.category))
    .symbolSize(20)
  }
  .svg(width: 480, height: 260, id: "corpus-point-plot-keypath-styles")
}
