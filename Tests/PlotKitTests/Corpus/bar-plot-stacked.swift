import PlotKit

// WWDC24: monthly revenue as one BarPlot, stacked by product.
@MainActor
func corpusBarPlotStacked() -> String {
  Chart {
    BarPlot(
      CorpusData.revenue,
      x: .value("Month", \.month, unit: .month),
      y: .value("Revenue", \.revenue)
    )
    .foregroundStyle(by: .value("Product", \.product))
  }
  .svg(width: 520, height: 240, id: "corpus-bar-plot-stacked")
}
