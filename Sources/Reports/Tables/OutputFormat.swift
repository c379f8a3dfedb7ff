/// How a query prints its rows: an aligned table or Markdown for people, CSV or TSV for
/// spreadsheets, JSON or NDJSON for scripts.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Aligned columns under a header rule, numbers grouped and money formatted in the locale.
  case table
  /// RFC 4180 CSV with a header row of snake_case keys; plain numbers, money in cents.
  case csv
  /// Tab-separated values with a header row of keys; plain numbers, money in cents.
  case tsv
  /// A GitHub-flavoured Markdown table, formatted like `table`.
  case markdown
  /// An array of objects with snake_case keys, in a fixed key order.
  case json
  /// One JSON object per line (newline-delimited JSON), keys as in `json`.
  case ndjson

  /// The format when none is asked for: a table on a terminal, CSV otherwise.
  ///
  /// Piped or redirected output goes to a program or a file, which wants stable, locale-free
  /// values and a header it can read; a table's grouping (U+202F in French) and padding would
  /// have to be parsed back.
  public static func standard(isTerminal: Bool) -> OutputFormat { isTerminal ? .table : .csv }

  /// The format names as a sentence fragment for messages: `table, csv, … or ndjson`.
  public static var namesForMessages: String {
    let names = allCases.map(\.rawValue)
    return Array(names.dropLast()).joinedText(separator: ", ") + " or " + (names.last ?? "")
  }
}
