import PlotKit

// Apple's pie chart sample: a donut of rounded slices with its legend centred below.
@MainActor
func corpusLegendBottomCenteredDonut() -> String {
  Chart(CorpusData.toys) { shape in
    SectorMark(
      angle: .value("Count", shape.count),
      innerRadius: .ratio(0.618),
      angularInset: 1.5
    )
    .cornerRadius(5)
    .foregroundStyle(by: .value("Type", shape.type))
  }
  .chartLegend(position: .bottom, alignment: .center, spacing: 16)
  .svg(width: 300, height: 300, id: "corpus-legend-bottom-centered-donut")
}
