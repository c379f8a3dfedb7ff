import Foundation

/// One of the standard symbols as a shape value, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: Sendable, Hashable {
  let symbol: ChartSymbol

  /// A filled circle.
  public static let circle = BasicChartSymbolShape(symbol: .circle)
  /// A filled square.
  public static let square = BasicChartSymbolShape(symbol: .square)
  /// A filled triangle.
  public static let triangle = BasicChartSymbolShape(symbol: .triangle)
  /// A filled diamond.
  public static let diamond = BasicChartSymbolShape(symbol: .diamond)
  /// A filled pentagon.
  public static let pentagon = BasicChartSymbolShape(symbol: .pentagon)
  /// A plus sign.
  public static let plus = BasicChartSymbolShape(symbol: .plus)
  /// A cross.
  public static let cross = BasicChartSymbolShape(symbol: .cross)
  /// An asterisk.
  public static let asterisk = BasicChartSymbolShape(symbol: .asterisk)
}

/// Any symbol shape, type-erased, as Swift Charts' `AnyChartSymbolShape`, for the range of a
/// symbol scale. An app-defined `ChartSymbolShape` draws as a circle in a scale (draw it with
/// `symbol { MyShape() }` to keep its outline).
public struct AnyChartSymbolShape: Sendable, Hashable {
  let symbol: ChartSymbol

  /// A standard symbol.
  public init(_ shape: BasicChartSymbolShape) { symbol = shape.symbol }

  /// An app-defined symbol shape (drawn as a circle in a scale).
  @_disfavoredOverload
  public init<S: ChartSymbolShape>(_ shape: S) { symbol = .circle }
}

extension Chart {
  /// Gives the series of `symbol(by:)` these symbols, in order of appearance.
  public func chartSymbolScale(range: [AnyChartSymbolShape]) -> Chart {
    var copy = self
    copy.configuration.symbolRange = range.map(\.symbol)
    return copy
  }

  /// Gives the series of `domain` these symbols, in order.
  public func chartSymbolScale(domain: [String], range: [AnyChartSymbolShape]) -> Chart {
    chartSymbolScale(domain: domain, range: range.map(\.symbol))
  }
}
