import PlotKit

// Apple docs (LinePlot): a whole collection as one plot, with key-path series and colours.
@MainActor
func corpusLinePlotVectorized() -> String {
  let stocks = CorpusData.stocks
  return Chart {
    LinePlot(
      stocks,
      x: .value("Date", \.date),
      y: .value("Price", \.price),
      series: .value("Asset", \.symbol)
    )
    .foregroundStyle(by: .value("Asset", \.symbol))
  }
  .svg(width: 400, height: 240, id: "corpus-line-plot-vectorized")
}
