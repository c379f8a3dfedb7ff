import PlotKit

// Point labels above and after each point, never past the plot's edges.
@MainActor
func corpusAnnotationTopTrailing() -> String {
  Chart(CorpusData.steps) { day in
    PointMark(
      x: .value("Day", day.weekday, unit: .day),
      y: .value("Steps", day.steps)
    )
    .annotation(
      position: .topTrailing, alignment: .leading, spacing: 2,
      overflowResolution: .init(x: .fit(to: .plot), y: .fit(to: .plot))
    ) {
      Text(day.steps, format: .number)
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
  }
  .svg(width: 360, height: 220, id: "corpus-annotation-top-trailing")
}
