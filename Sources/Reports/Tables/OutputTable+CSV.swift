extension OutputTable {
  /// RFC 4180 CSV: a header of keys, then one line per row (LF endings), fields quoted only
  /// when they hold a comma, quote or line break.
  public func renderedAsCSV() -> String {
    var text = columns.map { Self.csvField($0.key) }.joined(separator: ",") + "\n"
    for row in rows {
      text += row.map { Self.csvField($0.plainText) }.joined(separator: ",") + "\n"
    }
    return text
  }

  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
