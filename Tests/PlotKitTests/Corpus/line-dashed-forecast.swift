import PlotKit

// A measured line and a dashed forecast continuing it, with a symbol on every point.
@MainActor
func corpusLineDashedForecast() -> String {
  let actual = Array(CorpusData.sales.prefix(8))
  let forecast = Array(CorpusData.sales.suffix(7))
  return Chart {
    ForEach(actual) { point in
      LineMark(
        x: .value("Day", point.day), y: .value("Sales", point.sales),
        series: .value("Kind", "Actual")
      )
      .symbol(.circle)
      .symbolSize(30)
    }
    ForEach(forecast) { point in
      LineMark(
        x: .value("Day", point.day), y: .value("Sales", point.sales),
        series: .value("Kind", "Forecast")
      )
      .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
      .foregroundStyle(.gray)
    }
  }
  .svg(width: 480, height: 240, id: "corpus-line-dashed-forecast")
}
