import PlotKit

// A continuous colour scale with a fixed domain: `chartForegroundStyleScale(domain:range:)`.
@MainActor
func corpusHeatmapDomainRange() -> String {
  let cells = CorpusData.tickets
  return Chart(cells) { cell in
    RectangleMark(
      x: .value("Hour", String(cell.hour)),
      y: .value("Weekday", cell.weekday)
    )
    .foregroundStyle(by: .value("Tickets", cell.tickets))
  }
  .chartForegroundStyleScale(domain: 0...50, range: Gradient(colors: [.white, .blue]))
  .svg(width: 560, height: 260, id: "corpus-heatmap-domain-range")
}
