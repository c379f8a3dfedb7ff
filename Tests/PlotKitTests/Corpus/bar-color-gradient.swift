import PlotKit

// Apple's `Color.gradient` on bars (the look of the Health app's weekly bars).
@MainActor
func corpusBarColorGradient() -> String {
  let data = CorpusData.steps
  return Chart(data) {
    BarMark(
      x: .value("Day", $0.weekday, unit: .day),
      y: .value("Steps", $0.steps)
    )
    .foregroundStyle(Color.pink.gradient)
    .cornerRadius(6)
  }
  .svg(width: 400, height: 240, id: "corpus-bar-color-gradient")
}
