/// How a query prints its rows: an aligned table for people, CSV for spreadsheets, JSON for
/// scripts.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Aligned columns with numbers grouped in the configured locale.
  case table
  /// RFC 4180 CSV with a header row of snake_case keys; plain numbers.
  case csv
  /// An array of objects with snake_case keys, in a fixed key order.
  case json

  /// The format when none is asked for: a table on a terminal, CSV otherwise.
  ///
  /// Piped or redirected output goes to a program or a file, which wants stable, locale-free
  /// values and a header it can read; a table's grouping (U+202F in French) and padding would
  /// have to be parsed back.
  public static func standard(isTerminal: Bool) -> OutputFormat { isTerminal ? .table : .csv }
}
