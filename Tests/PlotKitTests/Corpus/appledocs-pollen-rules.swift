import Foundation
import PlotKit

// Source: Apple documentation, RuleMark ("Show Range with Rule Marks"), mirrored in
// Averyy/apple-dev-docs, documentation/Charts/rulemark.md
// Horizontal rules spanning each pollen season, one row per source.
private struct Pollen {
  var source: String
  var startDate: Date
  var endDate: Date

  init(startMonth: Int, numMonths: Int, source: String) {
    self.source = source
    let calendar = CorpusData.calendar
    self.startDate = calendar.date(from: DateComponents(year: 2020, month: startMonth, day: 1))!
    self.endDate = calendar.date(byAdding: .month, value: numMonths, to: startDate)!
  }
}

private let data: [Pollen] = [
  Pollen(startMonth: 1, numMonths: 9, source: "Trees"),
  Pollen(startMonth: 12, numMonths: 1, source: "Trees"),
  Pollen(startMonth: 3, numMonths: 8, source: "Grass"),
  Pollen(startMonth: 4, numMonths: 8, source: "Weeds"),
]

@MainActor
func corpusAppleDocsPollenRules() -> String {
  let chart = Chart(data, id: \.startDate) {
    RuleMark(
      xStart: .value("Start Date", $0.startDate),
      xEnd: .value("End Date", $0.endDate),
      y: .value("Pollen Source", $0.source)
    )
  }
  return chart.svg(width: 480, height: 200, id: "corpus-appledocs-pollen-rules")
}
