import PlotKit

// A heat map of tickets per weekday and hour: each cell spans its hour as a range.
@MainActor
func corpusHeatmapHourRanges() -> String {
  Chart(CorpusData.tickets) { cell in
    RectangleMark(
      x: .value("Hour", cell.hour..<(cell.hour + 1)),
      y: .value("Day", cell.weekday)
    )
    .foregroundStyle(by: .value("Tickets", cell.tickets))
  }
  .chartForegroundStyleScale(range: Gradient(colors: [.white, .blue]))
  .svg(width: 480, height: 260, id: "corpus-heatmap-hour-ranges")
}
