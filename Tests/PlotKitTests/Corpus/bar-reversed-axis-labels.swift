import PlotKit

// A horizontal bar chart with a reversed automatic domain and centred date labels.
@MainActor
func corpusBarReversedAxisLabels() -> String {
  Chart(CorpusData.steps) {
    BarMark(
      x: .value("Day", $0.weekday, unit: .day),
      y: .value("Steps", $0.steps)
    )
    .interpolationMethod(.linear)
  }
  .chartYScale(domain: .automatic(includesZero: true, reversed: true))
  .chartXAxis {
    AxisMarks(values: .stride(by: .day)) { _ in
      AxisGridLine()
      AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
    }
  }
  .svg(width: 400, height: 240, id: "corpus-bar-reversed-axis-labels")
}
