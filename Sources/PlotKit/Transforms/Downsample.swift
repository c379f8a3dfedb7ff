/// Shape-preserving reduction of long lines: per pixel column keep the first, lowest, highest
/// and last point (the M4 method), so every peak and trough survives at screen resolution.
///
/// A plain stride would drop spikes; this keeps at most four points per pixel column and
/// draws the same pixels as the full series.
enum Downsample {
  /// Indices into `points` to keep, in order; all of them when there are few or x is unsorted.
  /// - Complexity: O(n).
  static func m4(_ points: [(Double, Double)], columns: Int) -> [Int] {
    let rows = Array(points.indices)
    return m4(rows: rows, x: points.map(\.0), y: points.map(\.1), columns: columns) ?? rows
  }

  /// The subset of `rows` to draw, reading values straight from the columns so a long
  /// series is reduced before any pixel array is built; nil when there is nothing to reduce
  /// (few rows, or x not in ascending order). Rows with a missing value are dropped.
  /// - Complexity: O(n).
  static func m4<Rows: Collection<Int>>(rows: Rows, x: [Double], y: [Double], columns: Int)
    -> [Int]?
  {
    guard columns > 0, rows.count > 4 * columns else { return nil }
    var minX = Double.infinity
    var maxX = -Double.infinity
    var previous = -Double.infinity
    for row in rows where !x[row].isNaN {
      if x[row] < previous { return nil }
      previous = x[row]
      minX = min(minX, x[row])
      maxX = max(maxX, x[row])
    }
    guard minX <= maxX else { return nil }
    let scale = Double(columns) / max(maxX - minX, 1e-300)
    var kept: [Int] = []
    kept.reserveCapacity(4 * columns + 4)
    var bucket = -1
    var first = 0
    var low = 0
    var high = 0
    var last = 0
    func flush() {
      guard bucket >= 0 else { return }
      // The four survivors in their original order, without repeats.
      var picks = [first, low, high, last]
      picks.sort()
      for index in picks where kept.last != index {
        kept.append(index)
      }
    }
    for row in rows {
      let xv = x[row]
      let yv = y[row]
      if xv.isNaN || yv.isNaN { continue }
      let column = min(Int((xv - minX) * scale), columns - 1)
      if column != bucket {
        flush()
        bucket = column
        (first, low, high, last) = (row, row, row, row)
      } else {
        if yv < y[low] { low = row }
        if yv > y[high] { high = row }
        last = row
      }
    }
    flush()
    return kept
  }
}
