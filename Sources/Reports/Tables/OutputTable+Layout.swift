extension OutputTable {
  /// Whether each column holds numbers, which people read right-aligned.
  var rightAlignedColumns: [Bool] {
    columns.indices.map { index in rows.first.map { $0[index].isNumeric } ?? false }
  }

  /// The widest display width (terminal columns, not characters) per column.
  func columnWidths(titles: [String], cells: [[String]]) -> [Int] {
    var widths = titles.map { displayWidth(of: $0) }
    for row in cells {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], displayWidth(of: cell))
      }
    }
    return widths
  }
}
