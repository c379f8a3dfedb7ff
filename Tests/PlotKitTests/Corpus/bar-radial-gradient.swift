import PlotKit

// Bars filled with a radial gradient from their top.
@MainActor
func corpusBarRadialGradient() -> String {
  Chart(CorpusData.steps) {
    BarMark(
      x: .value("Day", $0.weekday, unit: .weekday),
      y: .value("Steps", $0.steps)
    )
    .foregroundStyle(
      RadialGradient(
        gradient: Gradient(colors: [.mint, .blue]),
        center: .top,
        startRadius: 0,
        endRadius: 120
      )
    )
    .cornerRadius(6)
  }
  .svg(width: 360, height: 220, id: "corpus-bar-radial-gradient")
}
