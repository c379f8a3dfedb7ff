import PlotKit

// WWDC23: a donut chart whose angle selection is bound to state.
@MainActor
func corpusDonutAngleSelection() -> String {
  @State var selectedCount: Double?
  return Chart(CorpusData.toys) { shape in
    SectorMark(
      angle: .value("Count", shape.count),
      innerRadius: .ratio(0.618),
      angularInset: 1.5
    )
    .cornerRadius(5)
    .foregroundStyle(by: .value("Type", shape.type))
  }
  .chartAngleSelection(value: $selectedCount)
  .svg(width: 300, height: 300, id: "corpus-donut-angle-selection")
}
