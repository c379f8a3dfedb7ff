import Foundation
import SalesDomain

extension OutputTable {
  /// Columns padded to line up by display width (CJK and emoji take two columns), text left
  /// and numbers right, numbers grouped in `locale`, and a rule of dashes under the headings.
  ///
  /// Money is shown in `currencyCode` when given, else as a plain amount with two decimals.
  public func renderedAsTable(locale: Locale, currencyCode: String?) -> String {
    let titles = columns.map(\.title)
    let cells = rows.map { row in
      row.map { $0.displayText(locale: locale, currencyCode: currencyCode) }
    }
    let widths = columnWidths(titles: titles, cells: cells)
    let rightAligned = rightAlignedColumns
    func line(_ texts: [String]) -> String {
      var parts: [String] = []
      for (index, text) in texts.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - displayWidth(of: text))
        let isLast = index == texts.count - 1
        parts.append(rightAligned[index] ? padding + text : (isLast ? text : text + padding))
      }
      return parts.joined(separator: "  ") + "\n"
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    return line(titles) + rule + cells.map(line).joined()
  }

}

extension OutputTable.Value {
  /// The value as a person reads it: numbers grouped in `locale`, cents as money.
  public func displayText(locale: Locale, currencyCode: String?) -> String {
    switch self {
    case .text(let text):
      return text
    case .integer(let number):
      return number.formatted(.number.locale(locale))
    case .weekday(let number):
      // 2024-01-01 was a Monday, so day `number` of that week has ISO weekday `number`.
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let date = Date(timeIntervalSince1970: 1_704_067_200 + Double(number - 1) * 86_400)
      return date.formatted(
        Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).weekday(
          .wide))
    case .decimal(let number):
      return number.formatted(.number.precision(.fractionLength(2)).locale(locale))
    case .cents(let cents):
      // Decimal keeps minor units exact where Double would not; the currency decides how many
      // minor units a unit has (JPY none, USD 100).
      guard let currencyCode else {
        return Decimal(minorUnits: cents, digits: 2).formatted(
          .number.precision(.fractionLength(2)).locale(locale))
      }
      let digits = CurrencyMinorUnits.digits(of: currencyCode)
      return Decimal(minorUnits: cents, digits: digits).formatted(
        .currency(code: currencyCode).precision(.fractionLength(digits)).locale(locale))
    case .missing:
      return "–"
    }
  }

  /// Whether the value is a number (right-aligned in tables).
  public var isNumeric: Bool {
    switch self {
    case .text, .weekday, .missing: return false
    case .integer, .decimal, .cents: return true
    }
  }
}
