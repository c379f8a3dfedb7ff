import Foundation
import PlotKit

// A server's request handler renders a revenue chart for a dashboard page: no main actor in
// sight, no `Task { @MainActor in … }`; `renderSVG` builds the chart on the main actor and
// hands back the text.
struct RevenueRow: Sendable {
  let month: String
  let revenue: Double
  let region: String
}

struct DashboardHandler: Sendable {
  let rows: [RevenueRow]

  func chartSVG() async -> String {
    let rows = self.rows
    return await renderSVG(width: 560, height: 280, id: "corpus-server-render-async") {
      Chart(rows, id: \.month) { row in
        LineMark(x: .value("Month", row.month), y: .value("Revenue", row.revenue))
          .foregroundStyle(by: .value("Region", row.region))
        PointMark(x: .value("Month", row.month), y: .value("Revenue", row.revenue))
          .foregroundStyle(by: .value("Region", row.region))
      }
      .chartYAxis {
        AxisMarks(position: .leading)
      }
      .chartLegend(position: .top, alignment: .trailing)
    }
  }
}

func corpusServerRenderAsync() async -> String {
  let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
  let rows = months.enumerated().flatMap { index, month in
    [
      RevenueRow(month: month, revenue: 1_200 + Double(index * 170), region: "North"),
      RevenueRow(month: month, revenue: 900 + Double((index * 230) % 500), region: "South"),
    ]
  }
  // Called from a detached task, as a server's worker would.
  return await Task.detached { await DashboardHandler(rows: rows).chartSVG() }.value
}
