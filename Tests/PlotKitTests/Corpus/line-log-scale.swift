import PlotKit

// Apple docs (ScaleType): a line over several orders of magnitude on a log y scale.
@MainActor
func corpusLineLogScale() -> String {
  let data = CorpusData.steps
  return Chart(data) { day in
    LineMark(
      x: .value("Day", day.weekday, unit: .day),
      y: .value("Steps", day.steps * day.steps / 1000)
    )
  }
  .chartYScale(domain: 1000...100_000, type: .log)
  .chartXAxis {
    AxisMarks(format: .dateTime.weekday(.abbreviated), values: .automatic(desiredCount: 7))
  }
  .chartYAxis {
    AxisMarks(values: .automatic(desiredCount: 4, roundLowerBound: true, roundUpperBound: true))
  }
  .svg(width: 400, height: 240, id: "corpus-line-log-scale")
}
