/// Shape-preserving reduction of long lines: per pixel column keep the first, lowest, highest
/// and last point (the M4 method), so every peak and trough survives at screen resolution.
///
/// A plain stride would drop spikes; this keeps at most four points per pixel column and
/// draws the same pixels as the full series.
enum Downsample {
  /// Indices into `points` to keep, in order; all of them when there are few or x is unsorted.
  /// - Complexity: O(n).
  static func m4(_ points: [(Double, Double)], columns: Int) -> [Int] {
    let count = points.count
    guard columns > 0, count > 4 * columns else { return Array(0..<count) }
    for i in 1..<count where points[i].0 < points[i - 1].0 {
      return Array(0..<count)
    }
    let minX = points[0].0
    let span = max(points[count - 1].0 - minX, 1e-9)
    var kept: [Int] = []
    kept.reserveCapacity(4 * columns + 4)
    var bucket = -1
    var first = 0
    var low = 0
    var high = 0
    var last = 0
    func flush() {
      guard bucket >= 0 else { return }
      for index in [first, low, high, last].sorted() where kept.last != index {
        kept.append(index)
      }
    }
    for i in 0..<count {
      let column = min(Int((points[i].0 - minX) / span * Double(columns)), columns - 1)
      if column != bucket {
        flush()
        bucket = column
        (first, low, high, last) = (i, i, i, i)
      } else {
        if points[i].1 < points[low].1 { low = i }
        if points[i].1 > points[high].1 { high = i }
        last = i
      }
    }
    flush()
    return kept
  }
}
