import PlotKit

// Points coloured with `Color(hue:saturation:brightness:)`, a common way to make a ramp.
@MainActor
func corpusScatterHSBColors() -> String {
  let data = CorpusData.steps
  return Chart {
    ForEach(Array(data.enumerated()), id: \.offset) { index, item in
      PointMark(x: .value("Day", item.weekday), y: .value("Steps", item.steps))
        .foregroundStyle(Color(hue: Double(index) / 7, saturation: 0.8, brightness: 0.8))
        .symbolSize(100)
    }
  }
  .svg(width: 400, height: 240, id: "corpus-scatter-hsb-colors")
}
