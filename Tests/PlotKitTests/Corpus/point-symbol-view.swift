import PlotKit

// PointMark symbols drawn with views: a rounded square with a number inside.
@MainActor
func corpusPointSymbolView() -> String {
  let data = CorpusData.steps
  return Chart(data) { step in
    PointMark(x: .value("Day", step.weekday, unit: .day), y: .value("Steps", step.steps))
      .symbol {
        ZStack {
          RoundedRectangle(cornerRadius: 4)
            .fill(.purple.gradient)
          Text("\(step.steps / 1000)")
            .font(.system(size: 9, weight: .bold))
            .foregroundColor(.white)
        }
        .frame(width: 16, height: 16)
      }
  }
  .svg(width: 420, height: 240, id: "corpus-point-symbol-view")
}
