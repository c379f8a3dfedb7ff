import Foundation

/// Rows of typed values under named columns, rendered in any `OutputFormat`.
///
/// Queries build one of these and never format numbers themselves, so the three formats
/// always show the same data.
public struct OutputTable: Sendable {
  /// One column: its machine key (CSV header, JSON key) and its table heading.
  public struct Column: Sendable {
    /// The snake_case key (`revenue_cents`).
    public var key: String
    /// The heading in the table (`Revenue`).
    public var title: String

    /// Creates a column.
    public init(_ key: String, title: String) {
      self.key = key
      self.title = title
    }
  }

  /// A cell value; its kind decides alignment and how each format writes it.
  public enum Value: Hashable, Sendable {
    /// Text, left-aligned.
    case text(String)
    /// A whole number: grouped in a table, plain elsewhere.
    case integer(Int)
    /// A fractional number, always written with two decimals (`127.48`).
    case decimal(Double)
    /// An amount in cents: money in a table, integer cents elsewhere.
    case cents(Int)
    /// An ISO weekday (Monday = 1 … Sunday = 7): the number in CSV and JSON, its name in a
    /// table.
    case weekday(Int)
    /// No value (a month without operating days has no daily minimum): `null` in JSON, empty
    /// in CSV, a dash in a table.
    case missing
  }

  /// The columns, in output order.
  public var columns: [Column]
  /// The rows; each has one value per column.
  public var rows: [[Value]]

  /// Creates a table.
  public init(columns: [Column], rows: [[Value]]) {
    precondition(rows.allSatisfy { $0.count == columns.count }, "a row per column count")
    self.columns = columns
    self.rows = rows
  }

  /// The table in `format`, ending with a newline.
  public func rendered(as format: OutputFormat, locale: Locale, currencyCode: String? = nil)
    -> String
  {
    switch format {
    case .table: return renderedAsTable(locale: locale, currencyCode: currencyCode)
    case .csv: return renderedAsCSV()
    case .tsv: return renderedAsTSV()
    case .markdown: return renderedAsMarkdown(locale: locale, currencyCode: currencyCode)
    case .json: return renderedAsJSON()
    case .ndjson: return renderedAsNDJSON()
    }
  }
}

extension OutputTable.Value {
  /// The locale-free text CSV and JSON use: integers as digits, decimals with two places.
  var plainText: String {
    switch self {
    case .text(let text): return text
    case .integer(let value), .cents(let value), .weekday(let value): return String(value)
    case .decimal(let value): return Self.twoDecimals(value)
    case .missing: return ""
    }
  }

  /// `value` rounded half away from zero to hundredths, without locale or exponent.
  static func twoDecimals(_ value: Double) -> String {
    // Hundredths of a value this large do not fit in an Int (converting would trap).
    guard (value * 100).magnitude < 9e18 else { return String(format: "%.2f", value) }
    let hundredths = Int((value * 100).rounded(.toNearestOrAwayFromZero))
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "")
      + "\(fraction)"
  }
}
