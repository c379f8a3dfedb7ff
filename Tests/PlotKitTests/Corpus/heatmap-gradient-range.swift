import PlotKit

// A heat map with its own gradient: `chartForegroundStyleScale(range: Gradient(...))`.
@MainActor
func corpusHeatmapGradientRange() -> String {
  let cells = CorpusData.tickets
  return Chart(cells) { cell in
    RectangleMark(
      x: .value("Hour", String(cell.hour)),
      y: .value("Weekday", cell.weekday)
    )
    .foregroundStyle(by: .value("Tickets", cell.tickets))
  }
  .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .orange, .red]))
  .svg(width: 560, height: 260, id: "corpus-heatmap-gradient-range")
}
