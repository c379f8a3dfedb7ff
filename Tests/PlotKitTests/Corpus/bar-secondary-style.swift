import PlotKit

// Hierarchical styles on marks: a muted comparison bar drawn in `.secondary`.
@MainActor
func corpusBarSecondaryStyle() -> String {
  let data = CorpusData.toys
  return Chart(data) { shape in
    BarMark(x: .value("Shape", shape.type), y: .value("Count", shape.count))
      .foregroundStyle(shape.color == "Green" ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
  }
  .svg(width: 400, height: 240, id: "corpus-bar-secondary-style")
}
