import Foundation
import PlotKit

// Money as Decimal, straight from a model: horizontal bars with the amount annotated.
@MainActor
func corpusBarDecimalBudget() -> String {
  Chart(CorpusData.budget) { line in
    BarMark(
      x: .value("Amount", line.amount),
      y: .value("Department", line.department)
    )
    .annotation(position: .trailing) {
      Text(line.amount, format: .currency(code: "USD"))
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
  .svg(width: 420, height: 180, id: "corpus-bar-decimal-budget")
}
