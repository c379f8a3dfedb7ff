import Foundation

/// The chart's scales and plot frame, handed to `chartOverlay`/`chartBackground`/`chartGesture`
/// closures, as Swift Charts' `ChartProxy`. Positions are in the plot area's space.
public struct ChartProxy {
  let plot: Rect
  let x: PositionScale?
  let y: PositionScale?

  /// The plot area's frame, to read with a `GeometryProxy`.
  public var plotAreaFrame: Anchor<CGRect> { Anchor(chartValue: cgRect(plot)) }

  /// The plot's frame, to read with a `GeometryProxy` (iOS 17's name; always present).
  public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

  /// The plot area's size.
  public var plotAreaSize: CGSize { CGSize(width: plot.width, height: plot.height) }

  /// The plot's size.
  public var plotSize: CGSize { plotAreaSize }

  /// The x position of a value, from the plot's left edge; nil when there is no x scale or
  /// the value is not on it.
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    x.flatMap { Self.position(of: value.plotValue, in: $0) }.map { CGFloat($0 - plot.x) }
  }

  /// The y position of a value, from the plot's top edge.
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    y.flatMap { Self.position(of: value.plotValue, in: $0) }.map { CGFloat($0 - plot.y) }
  }

  /// The position of an (x, y) pair in the plot's space.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
    guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
    return CGPoint(x: px, y: py)
  }

  /// The x value at a position from the plot's left edge.
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    x.flatMap { Self.value(at: Double(position) + plot.x, in: $0) }
  }

  /// The y value at a position from the plot's top edge.
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    y.flatMap { Self.value(at: Double(position) + plot.y, in: $0) }
  }

  /// The (x, y) values at a point in the plot's space.
  public func value<X: Plottable, Y: Plottable>(
    at location: CGPoint, as type: (X, Y).Type = (X, Y).self
  )
    -> (X, Y)?
  {
    guard let vx: X = value(atX: location.x), let vy: Y = value(atY: location.y) else {
      return nil
    }
    return (vx, vy)
  }

  /// Selects the x value at a position (a still image has no selection to change).
  public func selectXValue(at position: CGFloat) {}
  /// Selects the y value at a position (a still image has no selection to change).
  public func selectYValue(at position: CGFloat) {}
  /// Selects an x range (a still image has no selection to change).
  public func selectXRange(from startPosition: CGFloat, to endPosition: CGFloat) {}
  /// Selects a y range (a still image has no selection to change).
  public func selectYRange(from startPosition: CGFloat, to endPosition: CGFloat) {}

  static func position(of value: PlotValue, in scale: PositionScale) -> Double? {
    switch value {
    case .number(let number): return scale.kind == .band ? nil : scale.map(number)
    case .date(let date):
      return scale.kind == .band ? nil : scale.map(date.timeIntervalSinceReferenceDate)
    case .category(let name):
      guard let (a, b) = scale.band(name) else { return nil }
      return (a + b) / 2
    }
  }

  static func value<P: Plottable>(at pixel: Double, in scale: PositionScale) -> P? {
    switch scale.kind {
    case .band:
      let count = scale.categories.count
      guard count > 0, scale.end != scale.start else { return nil }
      let index = Int(
        ((pixel - scale.start) / (scale.end - scale.start) * Double(count)).rounded(.down))
      guard scale.categories.indices.contains(index) else { return nil }
      return P(plotValue: .category(scale.categories[index]))
    case .time:
      return P(plotValue: .date(Date(timeIntervalSinceReferenceDate: scale.invert(pixel))))
    case .linear:
      let number = scale.invert(pixel)
      guard number.isFinite else { return nil }
      // Integer types only take whole numbers: hand them the nearest one.
      return P(plotValue: .number(number)) ?? P(plotValue: .number(number.rounded()))
    }
  }
}

func cgRect(_ rect: Rect) -> CGRect {
  CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}
