/// The limits that keep every stored figure and every sum of them exact.
///
/// A line holds less than 2^36 cents (`RowValidator.maximumCents`) and 2^31 units. A roll-up
/// group (one city, local day and style, or hour) holds at most `groupFigure` in each figure:
/// 2^53 − 1, the largest integer a JSON reader's double holds exactly, and small enough that
/// adding a line to it can never overflow 64 bits. An import that would take a group past it
/// rejects the row (or, across files, refuses the file) instead of storing a wrong number.
public enum SalesLimits {
  /// The largest magnitude of any figure of one roll-up group (cents, units or tickets).
  public static let groupFigure: Int64 = (1 << 53) - 1
}

extension RollupAmounts {
  /// Whether every figure is within `SalesLimits.groupFigure`.
  @inlinable
  package var isWithinGroupLimit: Bool {
    // The limit is 2^53 − 1, all ones: every magnitude is within it exactly when their
    // bitwise or is (six ors and one compare, on every roll-up group each import line enters).
    (quantity.magnitude | grossCents.magnitude | discountCents.magnitude
      | refundCents.magnitude | netCents.magnitude | tickets.magnitude)
      <= SalesLimits.groupFigure.magnitude
  }
}

/// A sum of stored figures that does not fit in 64 bits (a range over very many groups near
/// their limit): an error to report, never a trap or a wrapped number.
public struct TotalTooLargeError: Error, Equatable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  public var description: String {
    "a total over the range asked for is too large to add up in 64 bits"
  }
}

/// `a + b`, or `TotalTooLargeError` when the sum does not fit.
@inline(__always)
public func checkedSum(_ a: Int, _ b: Int) throws -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  if overflow { throw TotalTooLargeError() }
  return sum
}

extension Sequence {
  /// The sum of `value` over the elements, or `TotalTooLargeError` when it does not fit.
  public func checkedSum(_ value: (Element) throws -> Int) throws -> Int {
    try reduce(0) { try SalesDomain.checkedSum($0, value($1)) }
  }
}
