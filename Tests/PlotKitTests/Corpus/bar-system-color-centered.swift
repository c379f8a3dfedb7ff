import PlotKit

// Daily bars in a UIKit system colour, with weekly date labels centred in their interval.
@MainActor
func corpusBarSystemColorCentered() -> String {
  Chart(CorpusData.appItems) {
    BarMark(x: .value("Date", $0.date, unit: .day), y: .value("Value", $0.value))
      .foregroundStyle(Color(.systemBlue))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .day, count: 7)) { _ in
      AxisValueLabel(format: .dateTime.month().day(), centered: true)
    }
  }
  .svg(width: 480, height: 260, id: "corpus-bar-system-color-centered")
}
