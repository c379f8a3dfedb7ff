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
      page: NightlyReport.parkingTable(shown, text: text), chart: ReportCharts.parking,
      note: note)
    if parking.stops.isEmpty { ranking.section.bodyHTML = "" }
    return [ranking, bestStopSection(parking), nextVisitSection(parking)]
  }

  /// The best stop of each weekday, as a table.
  private func bestStopSection(_ parking: WhereToPark) -> ReportSection {
    let text = format.strings
    let csv = NightlyReport.bestStopTable(parking.bestByWeekday, text: text)
    var section = DashboardSection(
      id: "best-stops", title: text(.bestTitle), summary: summaries.bestStops, svg: "",
      table: DataTable(columns: [], rows: []),
      bodyHTML: tableHTML(DataTable(csv, format: format), caption: text(.bestTitle)))
    section.isHalfWidth = true
    return (section, csv)
  }

  /// The next visits with their typical visit, as a table; its times are shown in the page's
  /// locale (the CSV keeps 24-hour local clock times).
  private func nextVisitSection(_ parking: WhereToPark) -> ReportSection {
    let text = format.strings
    let csv = NightlyReport.nextVisitsTable(parking.nextVisits, text: text)
    let page = DataTable(
      columns: [
        text(.nextDate), text(.nextTime), text(.parkStop), text(.nextTypical), text(.nextBasedOn),
      ],
      rows: parking.nextVisits.map { visit in
        [
          format.shortWeekdayName(visit.date.isoWeekday) + " " + format.shortDate(visit.date),
          summaries.timeSpan(visit), visit.stop + " (" + visit.city + ")",
          visit.typical?.visitAverageCents.map { format.money(minorUnits: Int($0)) } ?? "–",
          format.count(visit.typical?.visits ?? 0),
        ]
      }, numericColumns: [3, 4])
    var section = DashboardSection(
      id: "next-visits", title: text(.nextTitle), summary: summaries.nextVisits, svg: "",
      table: DataTable(columns: [], rows: []),
      bodyHTML: tableHTML(page, caption: text(.nextTitle)))
    section.isHalfWidth = true
    return (section, csv)
  }

  /// A table shown as a section's body, scrolling sideways on a narrow screen; empty without
  /// rows (the summary says why).
  private func tableHTML(_ table: DataTable, caption: String) -> String {
    guard !table.rows.isEmpty else { return "" }
    return "<div class=\"table-wrap\">\n" + table.html(caption: caption) + "\n</div>"
  }
}
