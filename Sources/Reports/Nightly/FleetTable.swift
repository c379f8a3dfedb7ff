import Foundation
import PlotKit

/// The ranked table of every truck: rank, city, a sparkline of daily net sales, net sales,
/// tickets, pancakes sold and the change against the 30 days before.
struct FleetTable {
  let rows: [ReportFigures.FleetRow]
  let format: ReportFormatter

  private var text: ReportStrings { format.strings }

  func html(caption: String) -> String {
    var html = "<div class=\"table-wrap\">\n<table class=\"fleet\">\n"
    html += "<caption class=\"visually-hidden\">\(escapeXML(caption))</caption>\n<thead><tr>"
    html += "<th scope=\"col\" class=\"num rank\">\(escapeXML(text(.fleetRank)))</th>"
    html += "<th scope=\"col\">\(escapeXML(text(.fleetCity)))</th>"
    html += "<th scope=\"col\">\(escapeXML(text(.fleetTrend)))</th>"
    html += "<th scope=\"col\" class=\"num\">\(escapeXML(text(.fleetNet)))</th>"
    html += "<th scope=\"col\" class=\"num\">\(escapeXML(text(.fleetTickets)))</th>"
    html += "<th scope=\"col\" class=\"num units\">\(escapeXML(text(.fleetUnits)))</th>"
    html += "<th scope=\"col\" class=\"num\">\(escapeXML(text(.fleetChange)))</th>"
    html += "</tr></thead>\n<tbody>\n"
    for (index, row) in rows.enumerated() {
      html += "<tr><td class=\"num rank\">\(index + 1)</td>"
      html += "<th scope=\"row\">\(escapeXML(row.city))</th>"
      html += "<td>\(Sparkline.svg(row.dailyNet))</td>"
      html += "<td class=\"num\">\(escapeXML(format.money(minorUnits: row.netMinorUnits)))</td>"
      html += "<td class=\"num\">\(escapeXML(format.count(row.tickets)))</td>"
      html += "<td class=\"num units\">\(escapeXML(format.count(row.quantity)))</td>"
      html += "<td class=\"num\">\(escapeXML(change(row)))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</div>"
  }

  /// `+12 %`, `−3 %`, `±0 %`, or "new" when the truck sold nothing in the 30 days before.
  func change(_ row: ReportFigures.FleetRow) -> String {
    guard let change = row.change else { return text(.fleetNew) }
    return format.signedPercent(change)
  }

  /// The same rows as CSV-ready typed cells.
  var outputTable: OutputTable {
    OutputTable(
      columns: [
        .init("rank", title: text(.fleetRank)), .init("city", title: text(.fleetCity)),
        .init("revenue_cents", title: text(.fleetNet)),
        .init("tickets", title: text(.fleetTickets)),
        .init("quantity", title: text(.fleetUnits)),
        .init("previous_revenue_cents", title: text(.fleetChange)),
      ],
      rows: rows.enumerated().map { index, row in
        [
          .integer(index + 1), .text(row.city), .integer(row.netMinorUnits), .integer(row.tickets),
          .integer(row.quantity),
          .integer(row.previousNetMinorUnits),
        ]
      })
  }
}
