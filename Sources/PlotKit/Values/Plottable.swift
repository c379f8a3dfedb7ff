import Foundation

/// A data value in the form every scale understands: a number, a category or an instant.
public enum PlotValue: Sendable, Hashable {
  /// A quantitative value.
  case number(Double)
  /// A nominal (categorical) value.
  case category(String)
  /// A temporal value.
  case date(Date)
}

/// A type whose values can be plotted with a mark property.
///
/// App types conform as in Swift Charts, through a primitive plottable value:
/// `var primitivePlottable: Int` and `init?(primitivePlottable: Int)`.
public protocol Plottable {
  /// The plottable type this value is stored as (itself for the built-in types).
  associatedtype PrimitivePlottable: Plottable = Self
  /// The value as a primitive plottable (a number, string or date).
  var primitivePlottable: PrimitivePlottable { get }
  /// Recreates a value from its primitive plottable.
  init?(primitivePlottable: PrimitivePlottable)
  /// The value as the chart sees it.
  var plotValue: PlotValue { get }
  /// Recreates a value from what the chart saw, used to hand axis values back to closures.
  init?(plotValue: PlotValue)
}

extension Plottable where PrimitivePlottable == Self {
  /// A built-in plottable is its own primitive.
  public var primitivePlottable: Self { self }
  /// A built-in plottable is its own primitive.
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable {
  /// A type plotted through its primitive plottable is seen as that value.
  public var plotValue: PlotValue { primitivePlottable.plotValue }
  /// Recreates the value through its primitive plottable.
  public init?(plotValue: PlotValue) {
    guard let primitive = PrimitivePlottable(plotValue: plotValue) else { return nil }
    self.init(primitivePlottable: primitive)
  }
}

extension Plottable where Self: RawRepresentable, RawValue == String {
  /// String-backed enums are nominal values named by their raw value.
  public var plotValue: PlotValue { .category(rawValue) }
  /// Recreates the case from its raw value.
  public init?(plotValue: PlotValue) {
    guard case .category(let name) = plotValue else { return nil }
    self.init(rawValue: name)
  }
}

extension String: Plottable {
  /// Strings are nominal values.
  public var plotValue: PlotValue { .category(self) }
  /// Recreates a string from a category.
  public init?(plotValue: PlotValue) {
    guard case .category(let name) = plotValue else { return nil }
    self = name
  }
}

extension Date: Plottable {
  /// Dates are temporal values.
  public var plotValue: PlotValue { .date(self) }
  /// Recreates a date from a temporal value.
  public init?(plotValue: PlotValue) {
    guard case .date(let date) = plotValue else { return nil }
    self = date
  }
}

/// Shared conformance for the standard integer types, which are all quantitative.
public protocol PlottableInteger: Plottable, BinaryInteger {}

extension PlottableInteger {
  /// Integers are quantitative values.
  public var plotValue: PlotValue { .number(Double(self)) }
  /// Recreates an integer from a number that it can represent exactly.
  public init?(plotValue: PlotValue) {
    guard case .number(let number) = plotValue, let value = Self(exactly: number) else {
      return nil
    }
    self = value
  }
}

/// Shared conformance for the standard floating-point types, which are all quantitative.
public protocol PlottableFloatingPoint: Plottable, BinaryFloatingPoint {}

extension PlottableFloatingPoint {
  /// Floating-point numbers are quantitative values.
  public var plotValue: PlotValue { .number(Double(self)) }
  /// Recreates a floating-point value from a number.
  public init?(plotValue: PlotValue) {
    guard case .number(let number) = plotValue else { return nil }
    self = Self(number)
  }
}

extension Int: PlottableInteger {}
extension Int8: PlottableInteger {}
extension Int16: PlottableInteger {}
extension Int32: PlottableInteger {}
extension Int64: PlottableInteger {}
extension UInt: PlottableInteger {}
extension UInt8: PlottableInteger {}
extension UInt16: PlottableInteger {}
extension UInt32: PlottableInteger {}
extension UInt64: PlottableInteger {}
extension Double: PlottableFloatingPoint {}
extension Float: PlottableFloatingPoint {}

extension Decimal: Plottable {
  /// Decimals (money, as often as not) are quantitative values, drawn at `Double` precision.
  public var plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
  /// Recreates a decimal from a number.
  public init?(plotValue: PlotValue) {
    guard case .number(let number) = plotValue, number.isFinite else { return nil }
    self.init(number)
  }
}
extension CGFloat: PlottableFloatingPoint {}
