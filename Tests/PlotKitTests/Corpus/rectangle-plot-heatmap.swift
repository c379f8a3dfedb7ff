import PlotKit

// WWDC24: a heat map as one RectanglePlot, coloured by a numeric key path.
@MainActor
func corpusRectanglePlotHeatmap() -> String {
  Chart {
    RectanglePlot(
      CorpusData.tickets,
      x: .value("Hour", \.hour),
      y: .value("Day", \.weekday)
    )
    .foregroundStyle(by: .value("Tickets", \.tickets))
  }
  .svg(width: 480, height: 260, id: "corpus-rectangle-plot-heatmap")
}
