import Foundation

/// How PlotKit takes the numbers a caller passes to an initializer or modifier.
///
/// A chart may be rendered on a server from someone else's code, so no value stops the
/// process: where Swift Charts draws something for a value PlotKit draws the same, and where
/// a value has no meaning (NaN, an infinity, a negative width) it is clamped to the nearest one
/// that has. Lengths are kept within ±`maximumLength` points, far beyond any chart, so that
/// sums and products of them stay finite.
enum CallerNumbers {
  /// The largest length, in points, PlotKit works with.
  static let maximumLength = 1_000_000.0

  /// `value` when it is finite, otherwise `fallback`.
  @inline(__always)
  static func finite(_ value: Double, or fallback: Double = 0) -> Double {
    value.isFinite ? value : fallback
  }

  /// A length or offset: NaN becomes `fallback`, the rest is kept within ±`maximumLength`.
  static func length(_ value: Double, or fallback: Double = 0) -> Double {
    guard !value.isNaN else { return fallback }
    return min(max(value, -maximumLength), maximumLength)
  }

  /// A length that cannot be negative (a width, radius or line width): NaN becomes
  /// `fallback`, negatives 0, and the rest at most `maximumLength`.
  static func nonNegative(_ value: Double, or fallback: Double = 0) -> Double {
    guard !value.isNaN else { return fallback }
    return min(max(value, 0), maximumLength)
  }

  /// A size that must be positive (a chart's or view's width): NaN, zero and negatives become
  /// 1 point, the rest at most `maximumLength`.
  static func positive(_ value: Double) -> Double {
    guard value.isFinite || value > 0 else { return 1 }
    return min(max(value, 1), maximumLength)
  }

  /// A fraction such as an opacity: NaN becomes `fallback`, the rest is clamped to 0...1.
  static func unit(_ value: Double, or fallback: Double = 1) -> Double {
    guard !value.isNaN else { return fallback }
    return min(max(value, 0), 1)
  }

  /// `value` as an integer (a count of bins or ticks worked out from caller numbers), NaN as 0
  /// and the rest within ±10¹⁵, where `Int(_:)` would stop the process.
  static func int(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, -1e15), 1e15))
  }

  /// A count: at least `minimum`.
  static func count(_ value: Int, minimum: Int = 1) -> Int { max(value, minimum) }
}
