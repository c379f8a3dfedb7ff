import Foundation
import PlotKit

// Apple docs (DateBins): sales binned by week with a calendar unit.
@MainActor
func corpusHistogramDateBins() -> String {
  let data = CorpusData.sales
  let range = data.first!.day...data.last!.day
  let bins = DateBins(unit: .weekOfYear, range: range, calendar: CorpusData.calendar)
  let weekly = Dictionary(grouping: data) { bins.index(for: $0.day) }
    .map { (index, points) in (range: bins[index], total: points.map(\.sales).reduce(0, +)) }
    .sorted { $0.range.lowerBound < $1.range.lowerBound }
  return Chart(weekly, id: \.range.lowerBound) { week in
    BarMark(
      x: .value("Week", week.range),
      y: .value("Sales", week.total)
    )
    .foregroundStyle(.orange)
  }
  .svg(width: 420, height: 240, id: "corpus-histogram-date-bins")
}
