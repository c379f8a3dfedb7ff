import Foundation
import PlotKit

// A finance dashboard's spending card: a custom legend as a Grid whose amount column is
// right-aligned (gridColumnAlignment) under names of different lengths, and a callout on the
// largest bar that lays its label/value pairs out in a Grid.
private struct Spending: Identifiable {
  let category: String
  let amount: Double
  let color: Color
  var id: String { category }
}

private struct SpendingLegend: View {
  let spending: [Spending]

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
      ForEach(spending) { item in
        GridRow {
          RoundedRectangle(cornerRadius: 2)
            .fill(item.color)
            .frame(width: 10, height: 10)
          Text(item.category)
            .font(.caption)
          Text(item.amount, format: .currency(code: "EUR"))
            .font(.caption.monospacedDigit())
            .gridColumnAlignment(.trailing)
        }
      }
    }
  }
}

@MainActor
func corpusGridColumnsLegend() -> String {
  let spending = [
    Spending(category: "Rent", amount: 1250, color: .blue),
    Spending(category: "Groceries and household", amount: 412.5, color: .green),
    Spending(category: "Travel", amount: 86, color: .orange),
  ]
  let largest = spending.max { $0.amount < $1.amount }!
  return Chart(spending) { item in
    BarMark(x: .value("Category", item.category), y: .value("Amount", item.amount))
      .foregroundStyle(by: .value("Category", item.category))
      .annotation(position: .overlay, alignment: .top) {
        if item.id == largest.id {
          Grid(alignment: .leading, horizontalSpacing: 6) {
            GridRow {
              Text("Share").foregroundStyle(.secondary)
              Text("71%").bold()
            }
            GridRow {
              Text("Budget").foregroundStyle(.secondary)
              Text("1,300 €").bold()
            }
          }
          .font(.caption2)
          .padding(4)
          .background(.white.opacity(0.8), in: RoundedRectangle(cornerRadius: 4))
        }
      }
  }
  .chartForegroundStyleScale(
    domain: spending.map(\.category), range: spending.map(\.color)
  )
  .chartLegend(position: .bottom, alignment: .leading) {
    SpendingLegend(spending: spending)
  }
  .chartXAxis(.hidden)
  .svg(width: 420, height: 300, id: "corpus-grid-columns-legend")
}
