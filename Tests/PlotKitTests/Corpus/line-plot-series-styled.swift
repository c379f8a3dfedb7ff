import PlotKit

// WWDC24: one LinePlot for several series, smoothed and dashed.
@MainActor
func corpusLinePlotSeriesStyled() -> String {
  Chart {
    LinePlot(
      CorpusData.revenue,
      x: .value("Month", \.month),
      y: .value("Revenue", \.revenue),
      series: .value("Product", \.product)
    )
    .foregroundStyle(by: .value("Product", \.product))
    .interpolationMethod(.catmullRom)
    .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round))
  }
  .svg(width: 480, height: 240, id: "corpus-line-plot-series-styled")
}
