import PlotKit

// Apple docs (AreaMark stacking): each day's shares of the whole, by city.
@MainActor
func corpusAreaStackedNormalized() -> String {
  Chart(CorpusData.salesByCity) { point in
    AreaMark(
      x: .value("Day", point.day, unit: .day),
      y: .value("Sales", point.sales),
      stacking: .normalized
    )
    .foregroundStyle(by: .value("City", point.city))
  }
  .svg(width: 400, height: 240, id: "corpus-area-stacked-normalized")
}
