import Foundation
import PlotKit

// A budget app's legend: series named with String(localized:), a colour scale keyed by
// localized names joined with a suffix, and localized axis titles.
@MainActor
func corpusLocalizedLegendDictionary() -> String {
  let planned = String(localized: "Planned", comment: "Budget series")
  let spent = String(localized: "Spent")
  let rows: [(month: String, kind: String, amount: Double)] = [
    ("Jan", planned, 1200), ("Jan", spent, 980), ("Feb", planned, 1200), ("Feb", spent, 1340),
    ("Mar", planned, 1300), ("Mar", spent, 1105),
  ]
  let chart = Chart(rows, id: \.month) { row in
    BarMark(x: .value(String(localized: "Month"), row.month), y: .value("Amount", row.amount))
      .foregroundStyle(by: .value("Kind", row.kind + " (€)"))
      .position(by: .value("Kind", row.kind))
  }
  .chartForegroundStyleScale([
    String(localized: "Planned") + " (€)": .gray, String(localized: "Spent") + " (€)": .orange,
  ])
  .chartYAxisLabel(String(localized: "Amount", comment: "Y axis title"))
  .chartLegend(position: .top, alignment: .leading)
  return chart.svg(width: 400, height: 240, id: "corpus-localized-legend-dictionary")
}
