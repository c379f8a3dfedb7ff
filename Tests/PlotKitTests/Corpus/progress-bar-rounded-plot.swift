import PlotKit

// A one-dimensional stacked bar used as a progress strip, in a short rounded plot area.
@MainActor
func corpusProgressBarRoundedPlot() -> String {
  Chart(CorpusData.appItems.prefix(5), id: \.name) { item in
    BarMark(x: .value("Value", item.value))
      .foregroundStyle(by: .value("Name", item.name))
  }
  .chartPlotStyle { $0.frame(height: 24).cornerRadius(6) }
  .chartXAxis(.hidden)
  .svg(width: 400, height: 80, id: "corpus-progress-bar-rounded-plot")
}
