import PlotKit

// A legend drawn inside the plot, in its top trailing corner.
@MainActor
func corpusLegendOverlayTrailing() -> String {
  Chart(CorpusData.stocks, id: \.date) {
    LineMark(
      x: .value("Date", $0.date),
      y: .value("Price", $0.price)
    )
    .foregroundStyle(by: .value("Symbol", $0.symbol))
  }
  .chartLegend(position: .overlay, alignment: .topTrailing)
  .chartYScale(domain: 150...360)
  .svg(width: 400, height: 240, id: "corpus-legend-overlay-trailing")
}
