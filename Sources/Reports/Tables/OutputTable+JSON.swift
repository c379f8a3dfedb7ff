extension OutputTable {
  /// A JSON array with one object per line, keys in column order, so the same data always
  /// gives the same bytes: `[{"date": "2022-05-08", "quantity": 168, …}, …]`.
  public func renderedAsJSON() -> String {
    guard !rows.isEmpty else { return "[]\n" }
    // Bytes appended in place, each key's `"key": ` once: a String per member, joined per row
    // and again per table, took a tenth of a 1,000-truck nightly report.
    let keys = jsonKeys
    var bytes: [UInt8] = Array("[\n".utf8)
    for (index, row) in rows.enumerated() {
      bytes += index == 0 ? "  ".utf8 : ",\n  ".utf8
      Self.appendJSONObject(row, keys: keys, to: &bytes)
    }
    bytes += "\n]\n".utf8
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A value as JSON (text quoted and escaped, `null` for none, numbers as plain text),
  /// appended to `bytes`.
  static func appendJSONValue(_ value: Value, to bytes: inout [UInt8]) {
    switch value {
    case .text(let text): appendJSONString(text, to: &bytes)
    case .missing: bytes += "null".utf8
    default: bytes += value.plainText.utf8
    }
  }

  /// `text` as a JSON string literal, appended to `bytes`: quotes, backslashes and control
  /// characters escaped byte by byte, non-ASCII kept as UTF-8 (every byte of a multi-byte
  /// sequence is 0x80 or above, so none is mistaken for one of those).
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

  /// Each column's `"key": `, as UTF-8.
  var jsonKeys: [[UInt8]] {
    columns.map { column in
      var key: [UInt8] = []
      Self.appendJSONString(column.key, to: &key)
      return key + Array(": ".utf8)
    }
  }

  /// `row` as a JSON object on one line, keys (`jsonKeys`) in column order, appended to `bytes`.
  static func appendJSONObject(_ row: [Value], keys: [[UInt8]], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "{"))
    for (column, value) in row.enumerated() {
      if column > 0 { bytes += ", ".utf8 }
      bytes += keys[column]
      appendJSONValue(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// One row as a JSON object on one line, keys in column order.
  func jsonObject(_ row: [Value]) -> String {
    var bytes: [UInt8] = []
    Self.appendJSONObject(row, keys: jsonKeys, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The lowercase hexadecimal digit of `nibble` (0–15), as UTF-8.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// A JSON string literal; non-ASCII stays as UTF-8, control characters are escaped.
  static func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendJSONString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
