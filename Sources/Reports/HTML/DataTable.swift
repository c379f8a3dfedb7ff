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
  /// Columns left out on a phone-width screen, where every column would not fit.
  public var wideOnlyColumns: Set<Int> = []

  /// Creates a table.
  public init(columns: [String], rows: [[String]], numericColumns: Set<Int> = []) {
    self.columns = columns
    self.rows = rows
    self.numericColumns = numericColumns
  }

  /// The display form of `table`: the same rows as its CSV, formatted for people by `format`
  /// (money in the currency's own minor units).
  public init(_ table: OutputTable, format: ReportFormatter) {
    columns = table.columns.map(\.title)
    rows = table.rows.map { row in
      row.map { value in
        if case .cents(let amount) = value { return format.money(minorUnits: amount) }
        return value.displayText(locale: format.locale, currencyCode: format.currencyCode)
      }
    }
    numericColumns = Set(
      table.columns.indices.filter { index in table.rows.first.map { $0[index].isNumeric } ?? false
      })
  }

  /// The class attribute of column `index`: numeric alignment, hidden on phones.
  private func classes(_ index: Int) -> String {
    let names =
      (numericColumns.contains(index) ? ["num"] : [])
      + (wideOnlyColumns.contains(index) ? ["wide-only"] : [])
    return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
  }

  /// The table as HTML with a caption, column headers and row headers in the first column.
  func html(caption: String) -> String {
    var html = "<table>\n<caption>\(escapeXML(caption))</caption>\n<thead><tr>"
    for (index, column) in columns.enumerated() {
      html += "<th scope=\"col\"\(classes(index))>\(escapeXML(column))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        if index == 0 {
          html += "<th scope=\"row\"\(classes(index))>\(escapeXML(cell))</th>"
        } else {
          html += "<td\(classes(index))>\(escapeXML(cell))</td>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>"
  }
}
