extension OutputTable {
  /// Whether each column holds numbers, which people read right-aligned; any numeric cell
  /// decides, so a column whose first value is missing still lines up.
  var rightAlignedColumns: [Bool] {
    columns.indices.map { index in rows.contains { $0[index].isNumeric } }
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
