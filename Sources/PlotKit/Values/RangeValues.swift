import Foundation

/// Range values: a mark given `.value("Range", a..<b)` spans the range on that axis, as a
/// histogram bar spans its bin.
extension PlottableValue where Value: Comparable {
  /// A labelled half-open range, e.g. a bin `0.0..<10.0` or an hour `9..<10`.
  public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>)
    -> PlottableValue<Value>
  {
    PlottableValue(
      label: String(label), value: range.lowerBound, unit: nil, upperBound: range.upperBound)
  }

  /// A labelled closed range, e.g. a task's `start...end` dates.
  public static func value<S: StringProtocol>(_ label: S, _ range: ClosedRange<Value>)
    -> PlottableValue<Value>
  {
    PlottableValue(
      label: String(label), value: range.lowerBound, unit: nil, upperBound: range.upperBound)
  }

  /// A labelled bin of `NumberBins` or `DateBins`.
  public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>)
    -> PlottableValue<Value>
  {
    PlottableValue(
      label: String(label), value: range.lowerBound, unit: nil, upperBound: range.upperBound)
  }
}
