import PlotKit

// Grouped bars: one bar per colour inside each type's band, the group filling 90 % of it.
@MainActor
func corpusGroupedBarsPositionSpan() -> String {
  Chart(CorpusData.toys) {
    BarMark(
      x: .value("Shape Type", $0.type),
      y: .value("Total Count", $0.count)
    )
    .foregroundStyle(by: .value("Shape Color", $0.color))
    .position(by: .value("Shape Color", $0.color), axis: .horizontal, span: .ratio(0.9))
  }
  .svg(width: 360, height: 220, id: "corpus-grouped-bars-position-span")
}
