import PlotKit

// A sparkline-like chart: no y axis, a tinted plot area.
@MainActor
func corpusPlotStyleBackground() -> String {
  Chart(CorpusData.steps) { day in
    BarMark(x: .value("Day", day.weekday, unit: .day), y: .value("Steps", day.steps))
      .foregroundStyle(.pink.gradient)
  }
  .chartYAxis(.hidden)
  .chartPlotStyle { plotArea in
    plotArea
      .background(.gray.opacity(0.1))
      .border(.gray.opacity(0.3), width: 1)
  }
  .svg(width: 360, height: 180, id: "corpus-plot-style-background")
}
