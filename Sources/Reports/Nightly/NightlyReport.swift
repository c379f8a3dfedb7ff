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
    // One chart section: the chart drawn for wide screens and for phones, its data as a table.
    func section(
      _ id: String, _ title: String, _ summary: String, _ csv: OutputTable,
      chart: (ReportCharts) -> (String) -> String, readout: Bool = false
    ) -> (section: DashboardSection, csv: OutputTable) {
      let section = DashboardSection(
        id: id, title: title, summary: summary, svg: chart(charts)(id),
        compactSVG: chart(compact)(id + "-compact"),
        table: DataTable(csv, locale: format.locale, currencyCode: format.currencyCode),
        hasPointerReadout: readout)
      return (section, csv)
    }
    let weekdays = SalesTables.weekdays(data.weekdays)
    let monthly = SalesTables.monthly(data.monthly)
    let series = [
      section(
        "top-styles", "Top styles, last 30 days", summaries.topStyles,
        SalesTables.styles(data.styles),
        chart: ReportCharts.topStyles),
      section(
        "daily-sales", "Daily sales by city, last 30 days", summaries.dailySales,
        SalesTables.dailyByCity(data.dailyByCity), chart: ReportCharts.dailySales, readout: true),
      section(
        "weekdays", "Sales by weekday and city", summaries.weekdayBars, weekdays,
        chart: ReportCharts.weekdayBars),
      section(
        "weekday-lines", "Weekday pattern per city", summaries.weekdayLines, weekdays,
        chart: ReportCharts.weekdayLines),
      section(
        "monthly-range", "Daily range per month", summaries.monthlyRange, monthly,
        chart: ReportCharts.monthlyRange),
      section(
        "monthly-totals", "Monthly totals", summaries.monthlyTotals, monthly,
        chart: ReportCharts.monthlyTotals),
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
