extension OutputTable {
  /// Newline-delimited JSON: one object per row and line, keys in column order, nothing for
  /// no rows, so `jq` and log tools can read it row by row.
  public func renderedAsNDJSON() -> String {
    let keys = jsonKeys
    var bytes: [UInt8] = []
    for row in rows {
      Self.appendJSONObject(row, keys: keys, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
