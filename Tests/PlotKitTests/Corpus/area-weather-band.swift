import PlotKit

// Apple docs (AreaMark): a band from the daily low to the high, with the average as a line.
@MainActor
func corpusAreaWeatherBand() -> String {
  Chart(CorpusData.weather) { day in
    AreaMark(
      x: .value("Date", day.date, unit: .day),
      yStart: .value("Low", day.low),
      yEnd: .value("High", day.high)
    )
    .foregroundStyle(.blue.opacity(0.2))
    LineMark(
      x: .value("Date", day.date, unit: .day),
      y: .value("Average", day.average)
    )
    .interpolationMethod(.catmullRom)
    .lineStyle(StrokeStyle(lineWidth: 2))
  }
  .chartYAxisLabel("°C")
  .svg(width: 480, height: 240, id: "corpus-area-weather-band")
}
