import PlotKit

// `Gradient(stops:)` with explicit locations, as an area's style.
@MainActor
func corpusAreaGradientStops() -> String {
  let data = CorpusData.steps
  return Chart(data) {
    AreaMark(x: .value("Day", $0.weekday, unit: .day), y: .value("Steps", $0.steps))
      .foregroundStyle(
        Gradient(stops: [
          .init(color: .green, location: 0),
          .init(color: .yellow, location: 0.6),
          .init(color: .red, location: 1),
        ]))
  }
  .svg(width: 400, height: 240, id: "corpus-area-gradient-stops")
}
