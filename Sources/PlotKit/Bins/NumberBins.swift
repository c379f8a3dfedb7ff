import Foundation

/// A collection of bins over numbers, for histograms: `NumberBins(data: values, desiredCount: 20)`,
/// then `bins.index(for: value)` to group data and `bins[index]` as a mark's range value.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
  /// The edges around the bins, ascending: N thresholds make N − 1 bins.
  public let thresholds: [Value]

  /// N − 1 bins between the given N thresholds (sorted; repeats dropped).
  public init(thresholds: [Value]) {
    self.thresholds = BinThresholds.normalized(thresholds)
  }

  /// The first bin's index.
  public var startIndex: Int { 0 }
  /// One past the last bin's index.
  public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
  /// The range bin `index` covers.
  public subscript(index: Int) -> ChartBinRange<Value> { BinThresholds.bin(index, of: thresholds) }

  /// The index of the bin holding `value` (the nearest bin for values outside them all).
  public func index(for value: Value) -> Int { BinThresholds.index(of: value, in: thresholds) }
}

extension NumberBins where Value: BinaryFloatingPoint {
  /// Uniform bins of width `size` from the range's lower bound until the upper bound is covered.
  public init(size: Value, range: ClosedRange<Value>) {
    let (lo, hi, step) = (Double(range.lowerBound), Double(range.upperBound), Double(size))
    self.init(thresholds: Self.uniform(from: lo, to: hi, step: step).map { Value($0) })
  }

  /// Exactly `count` bins of equal width between the range's bounds.
  public init(range: ClosedRange<Value>, count: Int) {
    let (lo, hi) = (Double(range.lowerBound), Double(range.upperBound))
    let bins = Swift.min(Swift.max(count, 1), BinThresholds.maximumCount)
    self.init(
      thresholds: (0...bins).map { Value(lo + (hi - lo) * Double($0) / Double(bins)) })
  }

  /// About `desiredCount` bins of a round width (1, 2 or 5 × 10ⁿ, at least `minimumStride`)
  /// whose edges are multiples of that width and cover the range.
  public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
    let step = NumberBinning.niceStep(
      Double(range.lowerBound), Double(range.upperBound), desiredCount, Double(minimumStride))
    self.init(
      thresholds: NumberBinning.aligned(
        Double(range.lowerBound), Double(range.upperBound), step: step
      ).map { Value($0) })
  }

  /// Bins for `data`: about `desiredCount` of them, or as many as Scott's normal reference
  /// rule suggests (at most 200) when it is nil.
  public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
    let values = data.map { Double($0) }.filter(\.isFinite)
    guard let lo = values.min(), let hi = values.max() else {
      self.init(thresholds: [])
      return
    }
    let count = desiredCount ?? BinThresholds.scottCount(values)
    self.init(range: Value(lo)...Value(hi), desiredCount: count, minimumStride: minimumStride)
  }

  private static func uniform(from lo: Double, to hi: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, lo.isFinite, hi.isFinite else { return [] }
    let bins = Swift.min(
      Swift.max(CallerNumbers.int(((hi - lo) / step).rounded(.up)), 1), BinThresholds.maximumCount)
    return (0...bins).map { lo + step * Double($0) }
  }
}

extension NumberBins where Value: BinaryInteger {
  /// Uniform bins of width `size` from the range's lower bound until the upper bound is covered.
  public init(size: Value, range: ClosedRange<Value>) {
    let step = Swift.max(Double(size), 1)
    let (lo, hi) = (Double(range.lowerBound), Double(range.upperBound))
    let bins = Swift.min(
      Swift.max(CallerNumbers.int(((hi - lo) / step).rounded(.up)), 1), BinThresholds.maximumCount)
    self.init(thresholds: (0...bins).compactMap { Value(exactly: lo + step * Double($0)) })
  }

  /// Exactly `count` bins between the range's bounds; the range's length should be a multiple
  /// of `count` for the bins to be equal (edges are rounded down to integers otherwise).
  public init(range: ClosedRange<Value>, count: Int) {
    let (lo, hi) = (Double(range.lowerBound), Double(range.upperBound))
    let bins = Swift.min(Swift.max(count, 1), BinThresholds.maximumCount)
    self.init(
      thresholds: (0...bins).compactMap {
        Value(exactly: (lo + (hi - lo) * Double($0) / Double(bins)).rounded(.down))
      })
  }

  /// About `desiredCount` bins of a round integer width (at least 1 and `minimumStride`).
  public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
    let (lo, hi) = (Double(range.lowerBound), Double(range.upperBound))
    let step = NumberBinning.niceStep(lo, hi, desiredCount, Swift.max(Double(minimumStride), 1))
      .rounded(.up)
    self.init(
      thresholds: NumberBinning.aligned(lo, hi, step: step).compactMap { Value(exactly: $0) })
  }

  /// Bins for `data`: about `desiredCount` of them, or as many as Scott's normal reference
  /// rule suggests (at most 200) when it is nil.
  public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
    guard let lo = data.min(), let hi = data.max() else {
      self.init(thresholds: [])
      return
    }
    let count = desiredCount ?? BinThresholds.scottCount(data.map { Double($0) })
    self.init(range: lo...hi, desiredCount: count, minimumStride: minimumStride)
  }
}

/// Round bin widths and edges for number bins.
enum NumberBinning {
  /// The 1-2-5 step for about `desiredCount` bins over `lo`…`hi`, at least `minimum`.
  static func niceStep(_ lo: Double, _ hi: Double, _ desiredCount: Int, _ minimum: Double)
    -> Double
  {
    guard lo.isFinite, hi.isFinite else { return Swift.max(minimum, 1) }
    let span = hi > lo ? hi - lo : Swift.max(abs(lo), 1)
    return Swift.max(NiceTicks.step(span: span, desiredCount: Swift.max(desiredCount, 1)), minimum)
  }

  /// Edges at multiples of `step` from at or below `lo` to above `hi` (a value equal to `hi`
  /// lands in the closed last bin only when `hi` is itself an edge).
  static func aligned(_ lo: Double, _ hi: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, lo.isFinite, hi.isFinite else { return [] }
    let first = (lo / step).rounded(.down)
    var last = (hi / step).rounded(.up)
    if last <= first { last = first + 1 }
    let bins = Swift.max(Swift.min(CallerNumbers.int(last - first), BinThresholds.maximumCount), 1)
    // Multiplying (not accumulating) keeps edges such as 0.3 free of summed rounding error.
    return (0...bins).map { (first + Double($0)) * step }
  }
}
