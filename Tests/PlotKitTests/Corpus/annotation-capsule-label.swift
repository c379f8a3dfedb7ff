import PlotKit

// A capsule-shaped annotation with an SF Symbol and bold text over the tallest bar.
@MainActor
func corpusAnnotationCapsuleLabel() -> String {
  let data = CorpusData.toys
  let top = data.max { $0.count < $1.count }!
  return Chart(data) { toy in
    BarMark(x: .value("Shape", toy.type), y: .value("Count", toy.count))
      .foregroundStyle(by: .value("Color", toy.color))
      .annotation(position: .top, spacing: 6) {
        if toy.id == top.id {
          HStack(spacing: 4) {
            Image(systemName: "star.fill")
              .foregroundStyle(.yellow)
            Text("Top seller")
              .bold()
          }
          .font(.caption)
          .padding(.horizontal, 8)
          .padding(.vertical, 3)
          .background(Capsule().fill(.thinMaterial))
          .overlay(Capsule().stroke(.secondary, lineWidth: 0.5))
        }
      }
  }
  .svg(width: 420, height: 260, id: "corpus-annotation-capsule-label")
}
