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
    if let range = rows as? Range<Int> {
      return x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in m4(range: range, x: x, y: y, columns: columns) }
      }
    }
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
    var buckets = Buckets(minX: minX, maxX: maxX, columns: columns)
    for row in rows {
      let (xv, yv) = (x[row], y[row])
      if xv.isNaN || yv.isNaN { continue }
      buckets.add(row, x: xv, y: yv)
    }
    return buckets.finish()
  }

  /// The reduction of a contiguous run of rows (a whole vectorized plot), in one pass: with x
  /// ascending its extent is the first and last defined x, so bucketing can start at once and
  /// the order check rides along.
  private static func m4(
    range: Range<Int>, x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    columns: Int
  ) -> [Int]? {
    guard range.upperBound <= x.count, range.upperBound <= y.count,
      let firstRow = range.first(where: { !x[$0].isNaN }),
      let lastRow = range.reversed().first(where: { !x[$0].isNaN }),
      x[firstRow] <= x[lastRow]
    else { return nil }
    var buckets = Buckets(minX: x[firstRow], maxX: x[lastRow], columns: columns)
    var previous = -Double.infinity
    for row in range {
      let xv = x[row]
      if xv.isNaN { continue }
      if xv < previous { return nil }
      previous = xv
      let yv = y[row]
      if yv.isNaN { continue }
      buckets.add(row, x: xv, y: yv)
    }
    return buckets.finish()
  }

  /// Per pixel column, the first, lowest, highest and last row seen so far.
  private struct Buckets {
    let minX: Double
    let scale: Double
    let columns: Int
    var kept: [Int] = []
    var bucket = -1
    var first = 0
    var low = 0
    var high = 0
    var last = 0
    var lowY = 0.0
    var highY = 0.0

    init(minX: Double, maxX: Double, columns: Int) {
      self.minX = minX
      self.scale = Double(columns) / max(maxX - minX, 1e-300)
      self.columns = columns
      kept.reserveCapacity(4 * columns + 4)
    }

    @inline(__always)
    mutating func add(_ row: Int, x: Double, y: Double) {
      // A span too wide for a Double (±1e308) makes the position NaN: the last column.
      let position = (x - minX) * scale
      let column = position < Double(columns - 1) ? Int(position) : columns - 1
      if column != bucket {
        flush()
        bucket = column
        (first, low, high, last) = (row, row, row, row)
        (lowY, highY) = (y, y)
      } else {
        if y < lowY { (low, lowY) = (row, y) }
        if y > highY { (high, highY) = (row, y) }
        last = row
      }
    }

    /// Appends the bucket's survivors in their original order, without repeats.
    mutating func flush() {
      guard bucket >= 0 else { return }
      let (a, b) = low < high ? (low, high) : (high, low)
      keep(first)
      keep(a)
      keep(b)
      keep(last)
    }

    @inline(__always)
    private mutating func keep(_ index: Int) {
      if kept.last.map({ $0 < index }) ?? true { kept.append(index) }
    }

    mutating func finish() -> [Int] {
      flush()
      return kept
    }
  }
}
