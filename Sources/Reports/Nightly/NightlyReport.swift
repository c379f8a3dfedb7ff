import Foundation
import Sales
import SalesAnalytics

/// The nightly report: a dashboard page plus one SVG and one CSV per chart and `data.json`.
public struct NightlyReport: Sendable {
  /// The page's content.
  public let dashboard: Dashboard
  /// Every file of the report directory, by name, in a fixed order.
  public let files: [(name: String, contents: Data)]

  /// Builds the report for `date` from `data` (nil when the database has no sales at all).
  ///
  /// `generatedAt` is the only time-dependent text and appears once, on the page; the charts,
  /// CSV and JSON files depend on the data alone, so the same data gives identical files.
  public init(
    date: LocalDate, data: NightlyReportData?, format: ReportFormatter, generatedAt: String
  ) {
    let language = format.locale.identifier.replacingOccurrences(of: "_", with: "-")
    guard let data, data.hasSales else {
      dashboard = Dashboard(
        title: "Griddle daily report", subtitle: "Report for \(format.longDate(date))",
        generatedAt: generatedAt, language: language,
        notice:
          "There are no sales in the 12 months up to \(format.longDate(date)). Import orders with 'griddle import FILE', then run the report again."
      )
      files = [("index.html", Data(DashboardRenderer.html(dashboard).utf8))]
      return
    }
    let summaries = ReportSummaries(data: data, format: format)
    let charts = ReportCharts(data: data, format: format, width: 960)
    let compact = ReportCharts(data: data, format: format, width: 380)
    let currency = format.currencyCode
    func table(_ output: OutputTable) -> DataTable {
      DataTable(output, locale: format.locale, currencyCode: currency)
    }
    let weekdays = SalesTables.weekdays(data.weekdays)
    let series: [(section: DashboardSection, csv: OutputTable)] = [
      (
        DashboardSection(
          id: "top-styles", title: "Top styles, last 30 days", summary: summaries.topStyles,
          svg: charts.topStyles(id: "top-styles"),
          compactSVG: compact.topStyles(id: "top-styles-compact"),
          table: table(SalesTables.styles(data.styles))),
        SalesTables.styles(data.styles)
      ),
      (
        DashboardSection(
          id: "daily-sales", title: "Daily sales by city, last 30 days",
          summary: summaries.dailySales,
          svg: charts.dailySales(id: "daily-sales"),
          compactSVG: compact.dailySales(id: "daily-sales-compact"),
          table: table(SalesTables.dailyByCity(data.dailyByCity)),
          hasPointerReadout: true),
        SalesTables.dailyByCity(data.dailyByCity)
      ),
      (
        DashboardSection(
          id: "weekdays", title: "Sales by weekday and city", summary: summaries.weekdayBars,
          svg: charts.weekdayBars(id: "weekdays"),
          compactSVG: compact.weekdayBars(id: "weekdays-compact"), table: table(weekdays)),
        weekdays
      ),
      (
        DashboardSection(
          id: "weekday-lines", title: "Weekday pattern per city", summary: summaries.weekdayLines,
          svg: charts.weekdayLines(id: "weekday-lines"),
          compactSVG: compact.weekdayLines(id: "weekday-lines-compact"), table: table(weekdays)),
        weekdays
      ),
      (
        DashboardSection(
          id: "monthly-range", title: "Daily range per month", summary: summaries.monthlyRange,
          svg: charts.monthlyRange(id: "monthly-range"),
          compactSVG: compact.monthlyRange(id: "monthly-range-compact"),
          table: table(SalesTables.monthly(data.monthly))),
        SalesTables.monthly(data.monthly)
      ),
      (
        DashboardSection(
          id: "monthly-totals", title: "Monthly totals", summary: summaries.monthlyTotals,
          svg: charts.monthlyTotals(id: "monthly-totals"),
          compactSVG: compact.monthlyTotals(id: "monthly-totals-compact"),
          table: table(SalesTables.monthly(data.monthly))),
        SalesTables.monthly(data.monthly)
      ),
    ]
    dashboard = Dashboard(
      title: "Griddle daily report",
      subtitle: "Sales up to \(format.longDate(date)), in each city's local days",
      generatedAt: generatedAt, language: language,
      tiles: ReportTiles(data: data, format: format).all,
      sections: series.map(\.section), downloads: [("All series (JSON)", "data.json")])
    var files: [(name: String, contents: Data)] = [
      ("index.html", Data(DashboardRenderer.html(dashboard).utf8))
    ]
    for (section, csv) in series {
      files.append(
        (
          "\(section.id).svg",
          Data((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + section.svg + "\n").utf8)
        ))
      files.append(("\(section.id).csv", Data(csv.renderedAsCSV().utf8)))
    }
    files.append(("data.json", Data(Self.dataJSON(data).utf8)))
    self.files = files
  }

  /// Every series as one JSON object with the same shapes as `griddle query --format json`.
  static func dataJSON(_ data: NightlyReportData) -> String {
    let members: [(String, String)] = [
      ("date", OutputTable.jsonString(data.date.description)),
      ("daily", SalesTables.daily(data.daily).renderedAsJSON()),
      ("daily_by_city", SalesTables.dailyByCity(data.dailyByCity).renderedAsJSON()),
      ("styles", SalesTables.styles(data.styles).renderedAsJSON()),
      ("cities", SalesTables.cities(data.cities).renderedAsJSON()),
      ("weekdays", SalesTables.weekdays(data.weekdays).renderedAsJSON()),
      ("monthly", SalesTables.monthly(data.monthly).renderedAsJSON()),
      (
        "overall_average",
        "{\"quantity\": \(data.overallAverage.quantity), \"operating_days\": \(data.overallAverage.operatingDays), "
          + "\"average\": \(OutputTable.Value.decimal(data.overallAverage.average).plainText)}"
      ),
    ]
    let body = members.map { key, value in
      "\"\(key)\": " + value.trimmingCharacters(in: .newlines)
    }.joined(separator: ",\n")
    return "{\n" + body + "\n}\n"
  }
}
