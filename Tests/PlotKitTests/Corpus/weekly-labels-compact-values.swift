import Foundation
import PlotKit

// Stacked daily bars labelled every 7th day (value.index) with compact-name value labels.
@MainActor
func corpusWeeklyLabelsCompactValues() -> String {
  Chart(CorpusData.appItems) { item in
    BarMark(x: .value("Date", item.date, unit: .day), y: .value("Value", item.value))
      .foregroundStyle(by: .value("Category", item.category))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .day)) { value in
      if value.index % 7 == 0 {
        AxisValueLabel(format: .dateTime.month(.abbreviated).day())
        AxisGridLine()
        AxisTick()
      }
    }
  }
  .chartYAxis {
    AxisMarks { value in
      AxisGridLine().foregroundStyle(.gray.opacity(0.3))
      AxisValueLabel {
        if let number = value.as(Double.self) {
          Text(number.formatted(.number.notation(.compactName)))
        }
      }
    }
  }
  .svg(width: 480, height: 280, id: "corpus-weekly-labels-compact-values")
}
