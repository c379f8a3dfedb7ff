import PlotKit

// Weekly bars tinted once on the chart, week labels centred, value labels in a rounded
// caption with monospaced digits.
@MainActor
func corpusWeeklyBarsRoundedFont() -> String {
  Chart(CorpusData.appItems) { item in
    BarMark(x: .value("Date", item.date, unit: .weekOfYear), y: .value("Value", item.value))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .weekOfYear)) { value in
      AxisValueLabel(format: .dateTime.week(), centered: true)
    }
  }
  .chartYAxis {
    AxisMarks(values: .automatic) { value in
      AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
      AxisValueLabel {
        if let intValue = value.as(Int.self) {
          Text("\(intValue)").font(.system(.caption, design: .rounded)).monospacedDigit()
        }
      }
    }
  }
  .foregroundStyle(.mint)
  .svg(width: 480, height: 260, id: "corpus-weekly-bars-rounded-font")
}
