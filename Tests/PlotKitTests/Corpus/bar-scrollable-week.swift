import PlotKit

// WWDC23 "Explore pie charts and interactivity": a scrollable bar chart showing 30 days.
@MainActor
func corpusBarScrollableWeek() -> String {
  let data = CorpusData.sales
  return Chart {
    ForEach(data) { point in
      BarMark(
        x: .value("Day", point.day, unit: .day),
        y: .value("Sales", point.sales)
      )
    }
  }
  .chartScrollableAxes(.horizontal)
  .chartXVisibleDomain(length: 3600 * 24 * 7)
  .chartScrollTargetBehavior(
    .valueAligned(
      matching: DateComponents(hour: 0),
      majorAlignment: .matching(DateComponents(day: 1)))
  )
  .chartScrollPosition(initialX: data[3].day)
  .svg(width: 400, height: 240, id: "corpus-bar-scrollable-week")
}
