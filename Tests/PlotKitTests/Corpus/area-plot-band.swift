import PlotKit

// WWDC24: a vectorized band from the low to the high.
@MainActor
func corpusAreaPlotBand() -> String {
  Chart {
    AreaPlot(
      CorpusData.weather,
      x: .value("Date", \.date),
      yStart: .value("Low", \.low),
      yEnd: .value("High", \.high)
    )
    .foregroundStyle(.mint.opacity(0.4))
    LinePlot(CorpusData.weather, x: .value("Date", \.date), y: .value("Average", \.average))
      .foregroundStyle(.mint)
  }
  .svg(width: 480, height: 240, id: "corpus-area-plot-band")
}
