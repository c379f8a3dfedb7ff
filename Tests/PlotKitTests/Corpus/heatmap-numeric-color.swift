import PlotKit

// A heat map: `foregroundStyle(by:)` with a number gives a continuous colour scale.
@MainActor
func corpusHeatmapNumericColor() -> String {
  let cells = CorpusData.tickets
  return Chart(cells) { cell in
    RectangleMark(
      x: .value("Hour", String(cell.hour)),
      y: .value("Weekday", cell.weekday)
    )
    .foregroundStyle(by: .value("Tickets", cell.tickets))
  }
  .svg(width: 560, height: 260, id: "corpus-heatmap-numeric-color")
}
