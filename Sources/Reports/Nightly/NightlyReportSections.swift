import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// One chart section of the nightly report with the table its CSV file holds.
typealias ReportSection = (section: DashboardSection, csv: OutputTable)

/// Builds the nightly report's chart sections, each a named step, in reading order.
@MainActor
struct NightlyReportSections {
  let date: LocalDate
  let data: NightlyReportData
  let format: ReportFormatter
  let summaries: ReportSummaries
  /// The chart layouts: wide screens, tablets, phones and half-width cards.
  let charts: ReportCharts
  let medium: ReportCharts
  let compact: ReportCharts
  let half: ReportCharts

  init(date: LocalDate, data: NightlyReportData, format: ReportFormatter) {
    self.date = date
    self.data = data
    self.format = format
    summaries = ReportSummaries(data: data, format: format)
    charts = ReportCharts(data: data, format: format, width: 960)
    medium = ReportCharts(data: data, format: format, width: 560)
    compact = ReportCharts(data: data, format: format, width: 300)
    half = ReportCharts(data: data, format: format, width: 480)
  }

  private var text: ReportStrings { format.strings }

  /// Every section, in reading order.
  var all: [ReportSection] {
    var series = seriesSections
    if let today = todaySection { series.insert(today, at: 0) }
    if let tomorrow = tomorrowSection { series.insert(tomorrow, at: todaySection == nil ? 0 : 1) }
    hideEmptyTopStyles(&series)
    var position = series.firstIndex { $0.section.id == "top-styles" } ?? series.count
    if let map = busyHoursSection {
      series.insert(map, at: position)
      position += 1
    }
    if let cities = busyHoursByCitySection { series.insert(cities, at: position) }
    // Where to park follows the daily charts: a full row, then its two tables side by side.
    let afterDaily =
      (series.lastIndex { ["daily-sales", "truck-spread"].contains($0.section.id) } ?? -1) + 1
    series.insert(contentsOf: parkingSections, at: afterDaily)
    if let fleet = fleetSection { series.append(fleet) }
    return series
  }

  /// One chart section: the chart drawn for wide screens and for phones, its data as a table.
  /// SVG ids end in `-chart` so they never meet the section's own ids on the page.
  func section(
    _ id: String, _ title: String, _ summary: String, _ csv: OutputTable,
    page: OutputTable? = nil, chart: (ReportCharts) -> (String) -> String,
    readout: Bool = false, note: String? = nil, isHalf: Bool = false
  ) -> ReportSection {
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

  /// The daily, styles, weekday and monthly charts.
  private var seriesSections: [ReportSection] {
    let monthly = SalesTables.monthly(data.monthly)
    let shownWeekdays = SalesTables.weekdays(charts.weekdayRows)
    return dailySections + [
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
  }

  /// The daily chart stacked by city; for a large fleet, the fleet's total and, on a per-truck
  /// axis of its own, the spread across trucks (the CSV of the first keeps every city).
  private var dailySections: [ReportSection] {
    let byCity = SalesTables.dailyByCity(data.dailyByCity)
    guard data.isLargeFleet else {
      return [
        section(
          "daily-sales", text(.dailyTitle), summaries.dailySales, byCity,
          page: NightlyReport.dailyTable(charts.dailyRows, text: text),
          chart: ReportCharts.dailySales, readout: true)
      ]
    }
    return [
      section(
        "daily-sales", text(.fleetDailyTitle), summaries.dailySales, byCity,
        page: NightlyReport.spreadTable(data.fleetSpread, text: text, exact: false),
        chart: ReportCharts.fleetDaily, readout: true),
      section(
        "truck-spread", text(.spreadTitle), summaries.truckSpread,
        NightlyReport.spreadTable(data.fleetSpread, text: text, exact: true),
        page: NightlyReport.spreadTable(data.fleetSpread, text: text, exact: false),
        chart: ReportCharts.truckSpread, readout: true, note: text(.spreadNote)),
    ]
  }

  /// The report date's running net sales against a typical same weekday, when there are hourly
  /// figures.
  private var todaySection: ReportSection? {
    guard let curve = data.dayCurve, !curve.hours.isEmpty else { return nil }
    let summary = summaries.today
    return section(
      "today",
      text(
        .todayTitle,
        ["date": format.longDate(date), "weekday": format.weekdayName(date.isoWeekday)]),
      summary, NightlyReport.curveTable(curve, text: text),
      chart: { charts in
        { id in charts.todayAgainstTypical(curve, id: id, summary: summary) }
      },
      readout: true)
  }

  /// Nothing sold in the last 30 days (a seasonal truck back from its winter break): the
  /// summary says so, and no empty chart (a bare 0.0–1.0 axis) is drawn under it.
  private func hideEmptyTopStyles(_ series: inout [ReportSection]) {
    if !data.styles.contains(where: { $0.quantity != 0 || $0.revenueCents != 0 }),
      let index = series.firstIndex(where: { $0.section.id == "top-styles" })
    {
      series[index].section.bodyHTML = ""
    }
  }

  /// The all-city busy-hours heat map, when any ticket was sold.
  private var busyHoursSection: ReportSection? {
    guard !data.busyHours.isEmpty else { return nil }
    let summary = summaries.busyHours(data.busyHours)
    let title = text(.hoursTitle)
    // A heat map reads well at tablet width, so the wide screen shows that layout unscaled.
    let csv = NightlyReport.hoursTable([(nil, data.busyHours)], text: text)
    var section = DashboardSection(
      id: "busy-hours", title: title, summary: summary,
      svg: medium.busyHours(data.busyHours, id: "busy-hours-chart", title: title, summary: summary),
      compactSVG: compact.busyHours(
        data.busyHours, id: "busy-hours-chart-compact", title: title, summary: summary),
      table: NightlyReport.hoursGrid([(nil, data.busyHours)], format: format),
      hasPointerReadout: true)
    section.maximumChartWidth = 560
    return (section, csv)
  }

  /// Small multiples of the busy hours, one per city, for a few cities.
  private var busyHoursByCitySection: ReportSection? {
    guard !data.busyHoursByCity.isEmpty else { return nil }
    let cities = data.busyHoursByCity
    let active = cities.flatMap(\.cells).filter { $0.averageTickets > 0 }
    let maximum = active.map(\.averageTickets).max() ?? 0
    // Places on the cities' shared hour axis (their business day's, see `hourPatterns`).
    let span = ReportCharts.activeSpan(cities.flatMap(\.cells)) ?? 0...23
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
    let csv = NightlyReport.hoursTable(cities.map { ($0.city, $0.cells) }, text: text)
    return (
      DashboardSection(
        id: "busy-hours-cities", title: text(.hoursByCityTitle),
        summary: summaries.busyHoursByCity(cities), svg: "",
        table: NightlyReport.hoursGrid(cities.map { ($0.city, $0.cells) }, format: format),
        bodyHTML: body),
      csv
    )
  }

  /// The ranked fleet table, past the number of cities the charts show on their own.
  private var fleetSection: ReportSection? {
    let fleetRows = ReportFigures(data: data).fleet
    guard fleetRows.count > ReportFigures.seriesLimit else { return nil }
    let fleet = FleetTable(rows: fleetRows, format: format)
    return (
      DashboardSection(
        id: "fleet", title: text(.fleetTitle), summary: summaries.fleet, svg: "",
        table: DataTable(columns: [], rows: []),
        bodyHTML: fleet.html(caption: text(.fleetTitle))),
      fleet.outputTable
    )
  }
}
