import PlotKit

// A scrolling chart showing one week at a time, snapping to days.
@MainActor
func corpusScrollingDailySales() -> String {
  Chart(CorpusData.sales) { point in
    BarMark(x: .value("Day", point.day, unit: .day), y: .value("Sales", point.sales))
  }
  .chartScrollableAxes(.horizontal)
  .chartXVisibleDomain(length: 3600 * 24 * 7)
  .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
  .svg(width: 420, height: 220, id: "corpus-scrolling-daily-sales")
}
