import PlotKit

// Apple docs: stacked bars coloured by a category, with a custom colour scale.
@MainActor
func corpusBarStackedColor() -> String {
  let stackedBarData = CorpusData.toys
  return Chart {
    ForEach(stackedBarData) { shape in
      BarMark(
        x: .value("Shape Type", shape.type),
        y: .value("Total Count", shape.count)
      )
      .foregroundStyle(by: .value("Shape Color", shape.color))
    }
  }
  .chartForegroundStyleScale([
    "Green": .green, "Purple": .purple,
  ])
  .svg(width: 400, height: 240, id: "corpus-bar-stacked-color")
}
