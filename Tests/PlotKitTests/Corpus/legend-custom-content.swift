import PlotKit

// An app's own legend: coloured dots with names, above the chart at the trailing edge.
@MainActor
func corpusLegendCustomContent() -> String {
  let cities = ["Cupertino", "San Francisco"]
  return Chart(CorpusData.salesByCity) { point in
    LineMark(
      x: .value("Day", point.day, unit: .day),
      y: .value("Sales", point.sales)
    )
    .foregroundStyle(by: .value("City", point.city))
  }
  .chartForegroundStyleScale(domain: cities, range: [.blue, .orange])
  .chartLegend(position: .top, alignment: .trailing) {
    HStack(spacing: 12) {
      ForEach(cities, id: \.self) { city in
        HStack(spacing: 4) {
          Circle()
            .fill(city == "Cupertino" ? Color.blue : Color.orange)
            .frame(width: 8, height: 8)
          Text(city)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
  }
  .svg(width: 400, height: 240, id: "corpus-legend-custom-content")
}
