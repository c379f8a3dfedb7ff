import Foundation
import PlotKit

/// A table of a chart's data: shown on the page behind a disclosure and written as CSV.
public struct DataTable: Equatable, Sendable {
  /// Column headings.
  public var columns: [String]
  /// Rows of cells as displayed (already formatted for the page's locale).
  public var rows: [[String]]
  /// Which columns hold numbers (right-aligned).
  public var numericColumns: Set<Int>

  /// Creates a table.
  public init(columns: [String], rows: [[String]], numericColumns: Set<Int> = []) {
    self.columns = columns
    self.rows = rows
    self.numericColumns = numericColumns
  }

  /// The display form of `table`: the same rows as its CSV, formatted for people in `locale`.
  public init(_ table: OutputTable, locale: Locale, currencyCode: String?) {
    columns = table.columns.map(\.title)
    rows = table.rows.map { row in
      row.map { $0.displayText(locale: locale, currencyCode: currencyCode) }
    }
    numericColumns = Set(
      table.columns.indices.filter { index in table.rows.first.map { $0[index].isNumeric } ?? false
      })
  }

  /// The table as HTML with a caption, column headers and row headers in the first column.
  func html(caption: String) -> String {
    var html = "<table>\n<caption>\(escapeXML(caption))</caption>\n<thead><tr>"
    for (index, column) in columns.enumerated() {
      let numeric = numericColumns.contains(index) ? " class=\"num\"" : ""
      html += "<th scope=\"col\"\(numeric)>\(escapeXML(column))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        let numeric = numericColumns.contains(index) ? " class=\"num\"" : ""
        if index == 0 {
          html += "<th scope=\"row\"\(numeric)>\(escapeXML(cell))</th>"
        } else {
          html += "<td\(numeric)>\(escapeXML(cell))</td>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>"
  }
}
