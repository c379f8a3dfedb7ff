import PlotKit

// WWDC22 "Hello Swift Charts": lines per city with symbols and a smooth interpolation.
@MainActor
func corpusLinePointsSeries() -> String {
  let data = CorpusData.salesByCity
  return Chart(data) {
    LineMark(
      x: .value("Day", $0.day, unit: .day),
      y: .value("Sales", $0.sales)
    )
    .foregroundStyle(by: .value("City", $0.city))
    .symbol(by: .value("City", $0.city))
    .interpolationMethod(.catmullRom)
  }
  .svg(width: 480, height: 260, id: "corpus-line-points-series")
}
