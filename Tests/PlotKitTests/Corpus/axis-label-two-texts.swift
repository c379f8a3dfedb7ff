import PlotKit

// AxisValueLabel with a VStack of two Texts: the weekday over the date.
@MainActor
func corpusAxisLabelTwoTexts() -> String {
  let data = CorpusData.steps
  return Chart(data) {
    BarMark(x: .value("Day", $0.weekday, unit: .day), y: .value("Steps", $0.steps))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .day)) { value in
      AxisGridLine()
      AxisValueLabel(centered: true) {
        if let date = value.as(Date.self) {
          VStack {
            Text(date, format: .dateTime.weekday(.abbreviated))
              .font(.caption.bold())
            Text(date, format: .dateTime.day())
              .font(.caption2)
              .foregroundStyle(.secondary)
          }
        }
      }
    }
  }
  .svg(width: 420, height: 240, id: "corpus-axis-label-two-texts")
}
