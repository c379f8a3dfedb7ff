/// Splits a layer's rows into series for lines and areas: by `series:`, colour and symbol encodings.
enum SeriesGrouping {
  /// Row indices per series, series in order of first row.
  /// - Complexity: O(n); rows in runs of the same style and series value are not hashed.
  static func groups(_ layer: MarkLayer, seriesColumn: Int, _ context: RenderContext) -> [[Int]] {
    let all = allGroups(layer, seriesColumn: seriesColumn, context)
    // A layer split by masks draws, in each piece, the series that start in that piece.
    guard layer.drawsSubset else { return all }
    return all.filter { $0.first.map(layer.drawRows.contains) ?? false }
  }

  private static func allGroups(_ layer: MarkLayer, seriesColumn: Int, _ context: RenderContext)
    -> [[Int]]
  {
    let count = layer.count
    let series = layer.columns[seriesColumn]
    let styles = layer.styleOfRow
    if isSingleSeries(layer, seriesColumn: seriesColumn) { return [Array(0..<count)] }
    struct Key: Hashable {
      var series: UInt64
      var color: String?
      var symbol: String?
      var lineStyle: ChannelValue?
    }
    var index: [Key: Int] = [:]
    var groups: [[Int]] = []
    var lastStyle: Int32 = -1
    var lastSeries = UInt64.max
    var lastGroup = -1
    for row in 0..<count {
      let style = styles[row]
      let seriesBits = series.isEmpty ? 0 : series.values[row].bitPattern
      if style != lastStyle || seriesBits != lastSeries {
        let key = Key(
          series: seriesBits, color: context.series.colorKeyOfStyle[Int(style)],
          symbol: context.series.symbolKeyOfStyle[Int(style)],
          lineStyle: context.styles[Int(style)].lineStyleBy)
        if let existing = index[key] {
          lastGroup = existing
        } else {
          lastGroup = groups.count
          index[key] = lastGroup
          groups.append([])
        }
        lastStyle = style
        lastSeries = seriesBits
      }
      groups[lastGroup].append(row)
    }
    return groups
  }

  /// Whether every row of the layer belongs to one series (no series value, one style), so a
  /// caller can walk `0..<count` instead of building an array of every row index.
  static func isSingleSeries(_ layer: MarkLayer, seriesColumn: Int) -> Bool {
    let styles = layer.styleOfRow
    guard layer.columns[seriesColumn].isEmpty, let first = styles.first else { return false }
    return !styles.contains(where: { $0 != first })
  }

  /// Pixel points of the rows, and the rows they came from (rows with a missing coordinate
  /// are skipped; when none is, the input array is returned without copying).
  static func points(
    _ rows: [Int], x: PositionScale, xColumn: Column, y: PositionScale, yColumn: Column
  ) -> ([(Double, Double)], [Int]) {
    var points: [(Double, Double)] = []
    points.reserveCapacity(rows.count)
    var kept: [Int]?
    let simpleX = xColumn.kind != .nominal && xColumn.unit == nil
    let simpleY = yColumn.kind != .nominal && yColumn.unit == nil
    for (index, row) in rows.enumerated() {
      let px = simpleX ? x.map(xColumn.values[row]) : (x.position(xColumn, row) ?? .nan)
      let py = simpleY ? y.map(yColumn.values[row]) : (y.position(yColumn, row) ?? .nan)
      if px.isNaN || py.isNaN {
        if kept == nil { kept = Array(rows[..<index]) }
        continue
      }
      points.append((px, py))
      kept?.append(row)
    }
    return (points, kept ?? rows)
  }
}
