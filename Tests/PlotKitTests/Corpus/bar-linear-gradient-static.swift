import PlotKit

// `.linearGradient(colors:startPoint:endPoint:)` written as a leading-dot shape style.
@MainActor
func corpusBarLinearGradientStatic() -> String {
  let data = CorpusData.toys
  return Chart(data) { shape in
    BarMark(x: .value("Count", shape.count), y: .value("Shape", shape.type))
      .foregroundStyle(
        .linearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
  }
  .svg(width: 400, height: 200, id: "corpus-bar-linear-gradient-static")
}
