extension OutputTable {
  /// Newline-delimited JSON: one object per row and line, keys in column order, nothing for
  /// no rows, so `jq` and log tools can read it row by row.
  public func renderedAsNDJSON() -> String {
    rows.map { jsonObject($0) + "\n" }.joined()
  }
}
