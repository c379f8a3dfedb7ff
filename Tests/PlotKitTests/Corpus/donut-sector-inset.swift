import PlotKit

// Apple docs (SectorMark): a donut with gaps between the sectors.
@MainActor
func corpusDonutSectorInset() -> String {
  Chart(CorpusData.toys) { toy in
    SectorMark(
      angle: .value("Count", toy.count),
      innerRadius: .ratio(0.618),
      angularInset: 1.5
    )
    .foregroundStyle(by: .value("Shape", toy.type))
  }
  .svg(width: 300, height: 260, id: "corpus-donut-sector-inset")
}
