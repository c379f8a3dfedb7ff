import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

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
    let half = ReportCharts(data: data, format: format, width: 480)
    func section(
      _ id: String, _ title: String, _ summary: String, _ csv: OutputTable,
      page: OutputTable? = nil, chart: (ReportCharts) -> (String) -> String,
      readout: Bool = false, note: String? = nil, isHalf: Bool = false
    ) -> (section: DashboardSection, csv: OutputTable) {
      // A half-width chart sits beside another on a wide screen; its 480 px layout serves from
      // tablet width up, the 300 px one on phones.
      var section = DashboardSection(
        id: id, title: title, summary: summary,
        svg: chart(isHalf ? half : charts)(id + "-chart"),
        mediumSVG: isHalf ? nil : chart(medium)(id + "-chart-medium"),
        compactSVG: chart(compact)(id + "-chart-compact"),
        table: DataTable(page ?? csv, format: format), hasPointerReadout: readout, note: note)
      section.isHalfWidth = isHalf
      if isHalf { section.maximumChartWidth = 720 }
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
        chart: ReportCharts.topStyles, isHalf: true),
      section(
        "weekdays", text(.weekdaysTitle), summaries.weekdayBars,
        SalesTables.weekdays(data.weekdays), page: shownWeekdays, chart: ReportCharts.weekdayBars,
        note: summaries.weekdayNote, isHalf: true),
      section(
        "weekday-lines", text(.weekdayLinesTitle), summaries.weekdayLines,
        SalesTables.weekdays(data.weekdays), page: shownWeekdays,
        chart: ReportCharts.weekdayLines, isHalf: true),
      section(
        "monthly-range", text(.rangeTitle), summaries.monthlyRange, monthly,
        chart: ReportCharts.monthlyRange, isHalf: true),
      section(
        "monthly-totals", text(.totalsTitle), summaries.monthlyTotals, monthly,
        chart: ReportCharts.monthlyTotals, isHalf: true),
    ]
    if let curve = data.dayCurve, !curve.hours.isEmpty {
      let table = Self.curveTable(curve, text: text)
      series.insert(
        section(
          "today",
          text(
            .todayTitle,
            [
              "date": format.longDate(date), "weekday": format.weekdayName(date.isoWeekday),
            ]), summaries.today, table,
          chart: { charts in
            { id in charts.todayAgainstTypical(curve, id: id, summary: summaries.today) }
          },
          readout: true), at: 0)
    }
    // Nothing sold in the last 30 days (a seasonal truck back from its winter break): the
    // summary says so, and no empty chart (a bare 0.0–1.0 axis) is drawn under it.
    if !data.styles.contains(where: { $0.quantity != 0 || $0.revenueCents != 0 }),
      let index = series.firstIndex(where: { $0.section.id == "top-styles" })
    {
      series[index].section.bodyHTML = ""
    }
    var position = series.firstIndex { $0.section.id == "top-styles" } ?? series.count
    if !data.busyHours.isEmpty {
      let summary = summaries.busyHours(data.busyHours)
      let title = text(.hoursTitle)
      // A heat map reads well at tablet width, so the wide screen shows that layout unscaled.
      let csv = Self.hoursTable([(nil, data.busyHours)], text: text)
      let map = DashboardSection(
        id: "busy-hours", title: title, summary: summary,
        svg: medium.busyHours(
          data.busyHours, id: "busy-hours-chart", title: title, summary: summary),
        compactSVG: compact.busyHours(
          data.busyHours, id: "busy-hours-chart-compact", title: title, summary: summary),
        table: Self.hoursGrid([(nil, data.busyHours)], format: format), hasPointerReadout: true)
      var section = map
      section.maximumChartWidth = 560
      series.insert((section, csv), at: position)
      position += 1
    }
    if !data.busyHoursByCity.isEmpty {
      let cities = data.busyHoursByCity
      let active = cities.flatMap(\.cells).filter { $0.averageTickets > 0 }
      let maximum = active.map(\.averageTickets).max() ?? 0
      let span = (active.map(\.hour).min() ?? 0)...(active.map(\.hour).max() ?? 23)
      var body = "<div class=\"multiples\">\n"
      for (index, entry) in cities.enumerated() {
        let title = text(.hoursCityTitle, ["city": entry.city])
        let summary = summaries.busyHours(entry.cells)
        let id = "busy-hours-city-\(index + 1)"
        body += "<figure tabindex=\"0\" aria-labelledby=\"\(id)-heading\" data-readout>\n"
        body += "<h3 id=\"\(id)-heading\">\(escapeXML(title))</h3>\n"
        body += compact.busyHours(
          entry.cells, id: id + "-chart", title: title, summary: summary, maximum: maximum,
          span: span)
        body += "<div class=\"readout\" aria-live=\"polite\"></div>\n</figure>\n"
      }
      body += "</div>\n"
      let csv = Self.hoursTable(cities.map { ($0.city, $0.cells) }, text: text)
      let summary = summaries.busyHoursByCity(cities)
      series.insert(
        (
          DashboardSection(
            id: "busy-hours-cities", title: text(.hoursByCityTitle), summary: summary, svg: "",
            table: Self.hoursGrid(cities.map { ($0.city, $0.cells) }, format: format),
            bodyHTML: body),
          csv
        ), at: position)
    }
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
            Data(
              (#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + BidiIsolation.isolatingSVG(section.svg) + "\n").utf8)
          ))
      }
      files.append(("\(section.id).csv", Data(csv.renderedAsCSV().utf8)))
    }
    files.append(("data.json", Data(Self.dataJSON(data).utf8)))
    self.files = files
  }
}
