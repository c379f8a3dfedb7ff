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
    let text = format.strings
    let language = format.locale.identifier.replacingOccurrences(of: "_", with: "-")
    let labels = (glance: text(.atAGlance), dataTable: text(.dataTable), data: text(.downloads))
    guard let data, data.hasSales else {
      var dashboard = Dashboard(
        title: text(.pageTitle), subtitle: text(.subtitle, ["date": format.longDate(date)]),
        generatedAt: generatedAt, language: language,
        notice: text(.noSales, ["date": format.longDate(date)]))
      dashboard.labels = labels
      self.dashboard = dashboard
      files = [("index.html", Data(DashboardRenderer.html(dashboard).utf8))]
      return
    }
    let summaries = ReportSummaries(data: data, format: format)
    let charts = ReportCharts(data: data, format: format, width: 960)
    let medium = ReportCharts(data: data, format: format, width: 560)
    let compact = ReportCharts(data: data, format: format, width: 300)
    // One chart section: the chart drawn for wide screens and for phones, its data as a table.
    // SVG ids end in `-chart` so they never meet the section's own ids on the page.
    func section(
      _ id: String, _ title: String, _ summary: String, _ csv: OutputTable,
      page: OutputTable? = nil, chart: (ReportCharts) -> (String) -> String,
      readout: Bool = false, note: String? = nil
    ) -> (section: DashboardSection, csv: OutputTable) {
      let section = DashboardSection(
        id: id, title: title, summary: summary, svg: chart(charts)(id + "-chart"),
        mediumSVG: chart(medium)(id + "-chart-medium"),
        compactSVG: chart(compact)(id + "-chart-compact"),
        table: DataTable(page ?? csv, format: format), hasPointerReadout: readout, note: note)
      return (section, csv)
    }
    let monthly = SalesTables.monthly(data.monthly)
    let shownWeekdays = SalesTables.weekdays(charts.weekdayRows)
    var series = [
      section(
        "daily-sales", text(.dailyTitle), summaries.dailySales,
        SalesTables.dailyByCity(data.dailyByCity),
        page: Self.dailyTable(charts.dailyRows, text: text), chart: ReportCharts.dailySales,
        readout: true),
      section(
        "top-styles", text(.stylesTitle), summaries.topStyles, SalesTables.styles(data.styles),
        chart: ReportCharts.topStyles),
      section(
        "weekdays", text(.weekdaysTitle), summaries.weekdayBars,
        SalesTables.weekdays(data.weekdays), page: shownWeekdays, chart: ReportCharts.weekdayBars,
        note: summaries.weekdayNote),
      section(
        "weekday-lines", text(.weekdayLinesTitle), summaries.weekdayLines,
        SalesTables.weekdays(data.weekdays), page: shownWeekdays,
        chart: ReportCharts.weekdayLines),
      section(
        "monthly-range", text(.rangeTitle), summaries.monthlyRange, monthly,
        chart: ReportCharts.monthlyRange),
      section(
        "monthly-totals", text(.totalsTitle), summaries.monthlyTotals, monthly,
        chart: ReportCharts.monthlyTotals),
    ]
    let fleetRows = ReportFigures(data: data).fleet
    if fleetRows.count > ReportFigures.seriesLimit {
      let fleet = FleetTable(rows: fleetRows, format: format)
      series.append(
        (
          DashboardSection(
            id: "fleet", title: text(.fleetTitle), summary: summaries.fleet, svg: "",
            table: DataTable(columns: [], rows: []),
            bodyHTML: fleet.html(caption: text(.fleetTitle))),
          fleet.outputTable
        ))
    }
    let tiles = ReportTiles(data: data, format: format)
    var dashboard = Dashboard(
      title: text(.pageTitle), subtitle: text(.subtitle, ["date": format.longDate(date)]),
      generatedAt: generatedAt, language: language, tileGroups: tiles.groups,
      cityFigures: tiles.cityTable, sections: series.map(\.section),
      downloads: [(text(.allData), "data.json")])
    dashboard.labels = labels
    self.dashboard = dashboard
    var files: [(name: String, contents: Data)] = [
      ("index.html", Data(DashboardRenderer.html(dashboard).utf8))
    ]
    for (section, csv) in series {
      if section.bodyHTML == nil {
        files.append(
          (
            "\(section.id).svg",
            Data((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + section.svg + "\n").utf8)
          ))
      }
      files.append(("\(section.id).csv", Data(csv.renderedAsCSV().utf8)))
    }
    files.append(("data.json", Data(Self.dataJSON(data).utf8)))
    self.files = files
  }

  /// The daily chart's own rows (the largest cities and "Other"), for the table on the page;
  /// the CSV file keeps every city.
  static func dailyTable(
    _ rows: [(city: String, date: LocalDate, net: Int)], text: ReportStrings
  ) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: text(.dayAxis)), .init("city", title: text(.cityLegend)),
        .init("revenue_cents", title: text(.netSalesAxis)),
      ],
      rows: rows.map { [.text($0.date.description), .text($0.city), .cents($0.net)] })
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
