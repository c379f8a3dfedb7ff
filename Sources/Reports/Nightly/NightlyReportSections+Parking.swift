import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The "Where to park" sections, only for a business with a schedule: the stops ranked per
/// scheduled hour (a chart), the best stop per weekday and the next visits (two tables).
extension NightlyReportSections {
  /// The three sections, or none without a schedule.
  var parkingSections: [ReportSection] {
    guard let parking = data.parking else { return [] }
    let text = format.strings
    let shown = charts.shownParkingStops
    var note = text(.parkNote, ["date": format.longDate(date)])
    if shown.count < parking.stops.count {
      note +=
        " "
        + text(
          .parkNoteShown,
          ["shown": format.count(shown.count), "count": format.count(parking.stops.count)])
    }
    let csv = NightlyReport.parkingTable(parking.stops, text: text)
    var ranking = section(
      "where-to-park", text(.parkTitle), summaries.parking, csv,
      page: NightlyReport.parkingTable(shown, text: text, newMark: text(.parkNewMark)),
      chart: ReportCharts.parking,
      note: note)
    if parking.stops.isEmpty { ranking.section.bodyHTML = "" }
    return [ranking, bestStopSection(parking), nextVisitSection(parking)]
  }

  /// The best stop of each weekday, as a table (a new stop says so).
  private func bestStopSection(_ parking: WhereToPark) -> ReportSection {
    let text = format.strings
    let csv = NightlyReport.bestStopTable(parking.bestByWeekday, text: text)
    var page = DataTable(
      columns: [
        text(.weekdayAxis), text(.parkStop), text(.parkPerHour), text(.parkAverage),
        text(.parkVisits),
      ],
      rows: parking.bestByWeekday.map { stop in
        [
          format.weekdayName(stop.weekday ?? 1),
          stopName(stop.stop, stop.city, isNew: WhereToPark.isNew(stop)),
          money(stop.netAfterFeePerHourCents), money(stop.visitAverageCents),
          format.count(stop.visits),
        ]
      }, numericColumns: [2, 3, 4])
    // On a phone the average visit and the visit count give way, so the table fits without
    // scrolling (the chart above has both).
    page.wideOnlyColumns = [3, 4]
    var section = DashboardSection(
      id: "best-stops", title: text(.bestTitle), summary: summaries.bestStops, svg: "",
      table: DataTable(columns: [], rows: []),
      bodyHTML: tableHTML(page, caption: text(.bestTitle)))
    section.isHalfWidth = true
    return (section, csv)
  }

  /// `Dolores Park (San Francisco)`, and `· new` for a stop with too few visits to judge.
  private func stopName(_ stop: String, _ city: String, isNew: Bool) -> String {
    "\(stop) (\(city))" + (isNew ? " · " + format.strings(.parkNewMark) : "")
  }

  /// Money in the page's currency, a dash without a figure.
  private func money(_ cents: Int64?) -> String {
    cents.map { format.money(minorUnits: Int($0)) } ?? "–"
  }

  /// The next visits with their typical visit, as a table; its times are shown in the page's
  /// locale (the CSV keeps 24-hour local clock times).
  private func nextVisitSection(_ parking: WhereToPark) -> ReportSection {
    let text = format.strings
    let csv = NightlyReport.nextVisitsTable(parking.nextVisits, text: text)
    // A stop not visited in the 12 weeks is as new as one visited twice.
    let visits = Dictionary(
      parking.stops.map { ($0.city + "\u{0}" + $0.stop, $0.visits) }, uniquingKeysWith: +)
    var page = DataTable(
      columns: [
        text(.nextDate), text(.nextTime), text(.parkStop), text(.nextTypical), text(.nextBasedOn),
      ],
      rows: parking.nextVisits.map { visit in
        [
          format.shortWeekdayName(visit.date.isoWeekday) + " " + format.shortDate(visit.date),
          summaries.timeSpan(visit),
          stopName(
            visit.stop, visit.city,
            isNew: visits[visit.city + "\u{0}" + visit.stop] ?? 0 < WhereToPark.newStopVisits),
          money(visit.typical?.visitAverageCents),
          format.count(visit.typical?.visits ?? 0),
        ]
      }, numericColumns: [3, 4])
    page.wideOnlyColumns = [4]
    var section = DashboardSection(
      id: "next-visits", title: text(.nextTitle), summary: summaries.nextVisits, svg: "",
      table: DataTable(columns: [], rows: []),
      bodyHTML: tableHTML(page, caption: text(.nextTitle)))
    section.isHalfWidth = true
    return (section, csv)
  }

  /// A table shown as a section's body, scrolling sideways on a narrow screen, its caption
  /// (the section's title, just above) for screen readers only; empty without rows (the
  /// summary says why).
  private func tableHTML(_ table: DataTable, caption: String) -> String {
    guard !table.rows.isEmpty else { return "" }
    let html = table.html(caption: caption).replacingOccurrences(
      of: "<caption>", with: "<caption class=\"visually-hidden\">")
    return "<div class=\"table-wrap\">\n" + html + "\n</div>"
  }
}
