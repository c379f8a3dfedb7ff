import Foundation

extension OutputTable {
  /// A GitHub-flavoured Markdown table with the table's headings and display values (money
  /// formatted), numbers right-aligned by the delimiter row, cells padded so that the source
  /// reads as a table too.
  public func renderedAsMarkdown(locale: Locale, currencyCode: String?) -> String {
    let titles = columns.map { Self.markdownCell($0.title) }
    let cells = rows.map { row in
      row.map { Self.markdownCell($0.displayText(locale: locale, currencyCode: currencyCode)) }
    }
    let rightAligned = rightAlignedColumns
    // A delimiter cell needs at least three characters (`---`, `--:`).
    let widths = columnWidths(titles: titles, cells: cells).map { max($0, 3) }
    func line(_ texts: [String]) -> String {
      let padded = texts.enumerated().map { index, text in
        let padding = String(repeating: " ", count: widths[index] - displayWidth(of: text))
        return rightAligned[index] ? padding + text : text + padding
      }
      return "| " + padded.joined(separator: " | ") + " |\n"
    }
    let rule = widths.enumerated().map { index, width in
      rightAligned[index]
        ? String(repeating: "-", count: width - 1) + ":" : String(repeating: "-", count: width)
    }
    return line(titles) + "| " + rule.joined(separator: " | ") + " |\n" + cells.map(line).joined()
  }

  /// Text safe inside a Markdown table cell: pipes and backslashes escaped, tabs and line
  /// breaks as spaces.
  static func markdownCell(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "\\": result += "\\\\"
      case "\t", "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
