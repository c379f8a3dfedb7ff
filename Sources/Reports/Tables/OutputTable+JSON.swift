extension OutputTable {
  /// A JSON array with one object per line, keys in column order, so the same data always
  /// gives the same bytes: `[{"date": "2022-05-08", "quantity": 168, …}, …]`.
  public func renderedAsJSON() -> String {
    guard !rows.isEmpty else { return "[]\n" }
    let objects = rows.map { "  " + jsonObject($0) }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// One row as a JSON object on one line, keys in column order.
  func jsonObject(_ row: [Value]) -> String {
    "{"
      + zip(columns, row).map { column, value in
        Self.jsonString(column.key) + ": " + Self.jsonValue(value)
      }.joined(separator: ", ") + "}"
  }

  static func jsonValue(_ value: Value) -> String {
    if case .text(let text) = value { return jsonString(text) }
    if case .missing = value { return "null" }
    return value.plainText
  }

  /// A JSON string literal; non-ASCII stays as UTF-8, control characters are escaped.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
