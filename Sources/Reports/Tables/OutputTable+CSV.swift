import SalesDomain

extension OutputTable {
  /// RFC 4180 CSV: a header of keys, then one line per row (LF endings), written by
  /// `CSVWriter` (quoted only when needed, formula-like text neutralized with a leading `'`).
  public func renderedAsCSV() -> String {
    var text = CSVWriter.record(columns.map(\.key))
    for row in rows {
      text += CSVWriter.record(row.map(\.plainText))
    }
    return text
  }
}
