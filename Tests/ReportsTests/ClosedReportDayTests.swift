import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// A report date on which no truck was open (the owner's day off, the usual morning after a
/// rest day): the "today against a typical weekday" section must say the day was closed, and
/// must not claim there is no earlier weekday when there is one.
@MainActor
@Suite struct ClosedReportDayTests {
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")

  /// A report over `csv` (Lisbon, Cachapa at $6.50) for `date`.
  func report(_ csv: String, date: LocalDate) throws -> (NightlyReport, NightlyReportData) {
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: "Cachapa", priceCents: 650)
    try store.importCSV(csv)
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: date)
    return (NightlyReport(date: date, data: data, format: format, generatedAt: "G"), data)
  }

  @Test func aClosedDayWithEarlierSameWeekdaysSaysClosedAndNamesTheTypicalDay() throws {
    // Monday 26 February sold 2 Cachapas ($13.00); Sunday 3 March sold one; the report date,
    // Monday 4 March 2024, sold nothing. The only earlier Monday is 26 February, so the typical
    // Monday (median of the last 8 with data) is $13.00.
    let csv = """
      order_id,ordered_at,city,style,quantity
      A1,2024-02-26T12:00:00,Lisbon,Cachapa,2
      B1,2024-03-03T12:00:00,Lisbon,Cachapa,1

      """
    let (report, _) = try report(csv, date: LocalDate(iso: "2024-03-04")!)
    let today = try #require(report.dashboard.sections.first { $0.id == "today" })
    #expect(
      today.summary
        == "No truck was open on Monday, March 4, 2024; a typical Monday takes $13.00 in net sales."
    )
    #expect(!today.summary.contains("no earlier"))
  }

  @Test func aClosedDayWithoutEarlierSameWeekdaySaysBoth() throws {
    let csv = """
      order_id,ordered_at,city,style,quantity
      B1,2024-03-03T12:00:00,Lisbon,Cachapa,1

      """
    let (_, data) = try report(csv, date: LocalDate(iso: "2024-03-04")!)
    let summaries = ReportSummaries(data: data, format: format)
    #expect(
      summaries.today
        == "No truck was open on Monday, March 4, 2024, and there is no earlier Monday to compare with."
    )
  }

  @Test func aFirstDayWithoutHistoryHasNoLegendForTheMissingTypicalDay() throws {
    // The first day ever sold: there is no typical Monday, so neither its line nor its band is
    // drawn, and the legend must not list them ("Range of the last 0 Mondays").
    let csv = """
      order_id,ordered_at,city,style,quantity
      A1,2024-03-04T12:00:00,Lisbon,Cachapa,2

      """
    let (report, _) = try report(csv, date: LocalDate(iso: "2024-03-04")!)
    let today = try #require(report.dashboard.sections.first { $0.id == "today" })
    #expect(today.svg.contains("This day"))
    #expect(!today.svg.contains("Range of the last"))
    #expect(!today.svg.contains("Typical Monday"))
    // Nor do the points' read-outs name a typical figure.
    #expect(!today.svg.contains("a typical Monday by then"))
    #expect(today.svg.contains(", $13.00</title>"))
  }

  @Test func nothingSoldInTheLast30DaysDrawsNoEmptyTopStylesChart() throws {
    // The only sales are in January; the report date is in March, 40 days later, so the last
    // 30 days sold nothing while the 12-month charts still have data.
    let csv = """
      order_id,ordered_at,city,style,quantity
      A1,2024-01-24T12:00:00,Lisbon,Cachapa,2

      """
    let (report, _) = try report(csv, date: LocalDate(iso: "2024-03-04")!)
    let styles = try #require(report.dashboard.sections.first { $0.id == "top-styles" })
    #expect(styles.summary == "No pancakes were sold in the last 30 days.")
    let html = DashboardRenderer.html(report.dashboard)
    #expect(!html.contains("id=\"top-styles-chart"))
    #expect(!html.contains("href=\"top-styles.svg\""))
    #expect(!report.files.contains { $0.name == "top-styles.svg" })
    #expect(report.files.contains { $0.name == "top-styles.csv" })
  }

  @Test func eachPointOfTheTodayChartSitsOnItsHoursGridLine() throws {
    // One sale at noon: the running total is $0.00 at 12 PM and $13.00 at 1 PM. The 12 PM point
    // must sit on the 12 PM grid line (ticks every two hours), where its read-out puts it; it
    // was drawn half an hour later, in the middle of the following hour.
    let csv = """
      order_id,ordered_at,city,style,quantity
      A1,2024-03-04T12:00:00,Lisbon,Cachapa,2

      """
    let (report, _) = try report(csv, date: LocalDate(iso: "2024-03-04")!)
    let svg = try #require(report.dashboard.sections.first { $0.id == "today" }?.svg)
    let grid = try #require(svg.firstMatch(of: /<g class="grid-x"[^>]*><path d="([^"]*)"/))
    let lines = grid.output.1.matches(of: /M([0-9.]+),/).compactMap { Double($0.output.1) }
    // A point is a circle path "M{x - r},{y}a{r},{r} …" followed by its <title>.
    let noon = try #require(
      svg.firstMatch(
        of:
          /<path d="M([0-9.]+),[0-9.]+a([0-9.]+),[^"]*"[^>]*><title>12\u{202F}PM, \$0\.00<\/title>/)
    )
    let center = (Double(noon.output.1) ?? 0) + (Double(noon.output.2) ?? 0)
    #expect(lines.contains { abs($0 - center) < 0.5 }, "point at \(center), grid lines at \(lines)")
  }
}
