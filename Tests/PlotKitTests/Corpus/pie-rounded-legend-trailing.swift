import PlotKit

// A pie with rounded slices and its legend beside it.
@MainActor
func corpusPieRoundedLegendTrailing() -> String {
  Chart(CorpusData.toys) { shape in
    SectorMark(angle: .value("Count", shape.count), angularInset: 2)
      .cornerRadius(8)
      .foregroundStyle(by: .value("Type", shape.type))
      .opacity(shape.color == "Purple" ? 0.6 : 1)
  }
  .chartLegend(position: .trailing, alignment: .center)
  .svg(width: 360, height: 220, id: "corpus-pie-rounded-legend-trailing")
}
