extension OutputTable {
  /// Tab-separated values: a header of keys, then one line per row, plain numbers and cents.
  ///
  /// TSV has no quoting, so a tab or line break inside a text value becomes a space; names
  /// never hold one in practice, and a stray one must not shift every later column.
  public func renderedAsTSV() -> String {
    var text = columns.map { Self.tsvField($0.key) }.joined(separator: "\t") + "\n"
    for row in rows {
      text += row.map { Self.tsvField($0.plainText) }.joined(separator: "\t") + "\n"
    }
    return text
  }

  static func tsvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      return text
    }
    return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
