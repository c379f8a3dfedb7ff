/// The range of data one bin of `NumberBins` or `DateBins` covers: half-open, except the last
/// bin, which also holds its upper bound so the largest value has a bin.
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
  /// The smallest value in the bin.
  public let lowerBound: Bound
  /// The end of the bin: excluded, unless this is the last bin.
  public let upperBound: Bound
  /// True for the last bin, which includes `upperBound`.
  let isClosed: Bool

  /// Whether `element` falls in the bin.
  public func contains(_ element: Bound) -> Bool {
    element >= lowerBound && (element < upperBound || (isClosed && element == upperBound))
  }

  /// The bin as a half-open range of a collection's indices.
  public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound {
    lowerBound..<upperBound
  }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

/// Bin lookup shared by number and date bins: thresholds sorted ascending, N thresholds make
/// N − 1 bins.
enum BinThresholds {
  /// Sorted, without repeats: equal neighbours would make empty bins.
  static func normalized<T: Comparable>(_ thresholds: [T]) -> [T] {
    var sorted = thresholds.sorted()
    var unique: [T] = []
    unique.reserveCapacity(sorted.count)
    for value in sorted where unique.last.map({ $0 < value }) ?? true { unique.append(value) }
    sorted = unique
    return sorted
  }

  /// The bin holding `value`; values outside the bins go to the nearest one, so a lookup
  /// never traps on data the bins were not built from.
  /// - Complexity: O(log n).
  static func index<T: Comparable>(of value: T, in thresholds: [T]) -> Int {
    let count = thresholds.count - 1
    guard count > 0 else { return 0 }
    // The last threshold at or below `value`.
    var low = 0
    var high = thresholds.count
    while low < high {
      let middle = (low + high) / 2
      if thresholds[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return min(max(low - 1, 0), count - 1)
  }

  /// Bin `index` of `thresholds` as a range.
  static func bin<T: Comparable>(_ index: Int, of thresholds: [T]) -> ChartBinRange<T> {
    ChartBinRange(
      lowerBound: thresholds[index], upperBound: thresholds[index + 1],
      isClosed: index == thresholds.count - 2)
  }

  /// Scott's normal reference rule: the bin count for `values`, at least 1 and at most 200.
  static func scottCount(_ values: [Double]) -> Int {
    guard values.count > 1, let lo = values.min(), let hi = values.max(), hi > lo else { return 1 }
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)
    let width = 3.49 * variance.squareRoot() * pow(Double(values.count), -1.0 / 3.0)
    guard width > 0, width.isFinite else { return 1 }
    return min(max(CallerNumbers.int(((hi - lo) / width).rounded(.up)), 1), 200)
  }

  /// The most bins any initializer makes, so a tiny size over a huge range cannot exhaust memory.
  static let maximumCount = 10_000
}
