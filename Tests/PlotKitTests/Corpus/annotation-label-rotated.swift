import PlotKit

// Annotations with a `Label` and a turned value, animated on change in the app.
@MainActor
func corpusAnnotationLabelRotated() -> String {
  let data = CorpusData.toys.filter { $0.color == "Green" }
  return Chart(data) { toy in
    BarMark(x: .value("Shape", toy.type), y: .value("Count", toy.count))
      .annotation(position: .top, alignment: .center) {
        Label("\(Int(toy.count))", systemImage: "cube.fill")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .annotation(position: .overlay, alignment: .center) {
        Text(toy.type.uppercased())
          .font(.caption2.bold())
          .foregroundColor(.white)
          .rotationEffect(.degrees(-90))
          .animation(.easeInOut, value: toy.count)
      }
  }
  .svg(width: 360, height: 240, id: "corpus-annotation-label-rotated")
}
