import Foundation
import PlotKit

// Horizontal bars with String(format:) value labels and aligned leading axis labels.
@MainActor
func corpusBarValueLabelsSpacing() -> String {
  Chart(CorpusData.appItems) { item in
    BarMark(
      x: .value("Value", item.value),
      y: .value("Name", item.name)
    )
    .foregroundStyle(.teal)
    .annotation(position: .trailing, alignment: .leading, spacing: 4) {
      Text(String(format: "%.1f", item.value))
        .font(.caption)
    }
  }
  .chartXAxis(.hidden)
  .chartYAxis {
    AxisMarks(preset: .aligned, position: .leading) { _ in
      AxisValueLabel(horizontalSpacing: 8)
    }
  }
  .svg(width: 480, height: 280, id: "corpus-bar-value-labels-spacing")
}
