extension OutputTable {
  /// A JSON array with one object per line, keys in column order, so the same data always
  /// gives the same bytes: `[{"date": "2022-05-08", "quantity": 168, …}, …]`.
  public func renderedAsJSON() -> String {
    guard !rows.isEmpty else { return "[]\n" }
    // Bytes appended in place, each key's `"key": ` once: a String per member, joined per row
    // and again per table, took a tenth of a 1,000-truck nightly report.
    let keys = columns.map { Array((Self.jsonString($0.key) + ": ").utf8) }
    var bytes: [UInt8] = Array("[\n".utf8)
    for (index, row) in rows.enumerated() {
      bytes += index == 0 ? "  {".utf8 : ",\n  {".utf8
      for (column, value) in row.enumerated() {
        if column > 0 { bytes += ", ".utf8 }
        bytes += keys[column]
        Self.appendJSONValue(value, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    bytes += "\n]\n".utf8
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `jsonValue(value)`'s UTF-8, appended to `bytes`.
  static func appendJSONValue(_ value: Value, to bytes: inout [UInt8]) {
    switch value {
    case .text(let text): appendJSONString(text, to: &bytes)
    case .missing: bytes += "null".utf8
    default: bytes += value.plainText.utf8
    }
  }

  /// `jsonString(text)`'s UTF-8, appended to `bytes`: the same escapes, byte by byte (every
  /// byte of a multi-byte UTF-8 sequence is 0x80 or above, so none is mistaken for one).
  static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += "\\\"".utf8
      case UInt8(ascii: "\\"): bytes += "\\\\".utf8
      case UInt8(ascii: "\n"): bytes += "\\n".utf8
      case UInt8(ascii: "\r"): bytes += "\\r".utf8
      case UInt8(ascii: "\t"): bytes += "\\t".utf8
      case ..<0x20:
        bytes += "\\u00".utf8
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
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

  /// The lowercase hexadecimal digit of `nibble` (0–15), as UTF-8.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
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
