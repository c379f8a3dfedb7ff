import Foundation

/// The key-path styling modifiers of vectorized plots (WWDC24): each element's marks take a
/// style read from the element itself, e.g. `PointPlot(…).symbolSize(\.area)`.
extension VectorizedChartContent {
  /// Fills or strokes each element's marks with the style read with `keyPath`.
  public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>) -> Self {
    encoded({ $0[keyPath: keyPath]._paint }, { $1.foreground = $0 })
  }

  /// Multiplies each element's opacity by the value (0…1) read with `keyPath`.
  public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self {
    encoded(
      { Swift.min(Swift.max(Double($0[keyPath: keyPath]), 0), 1) },
      {
        $1.opacity = ($1.opacity ?? 1) * $0
      })
  }

  /// Multiplies each element's opacity by the value (0…1) read with `keyPath`.
  public func opacity(_ keyPath: KeyPath<DataElement, Double>) -> Self {
    encoded(
      { Swift.min(Swift.max($0[keyPath: keyPath], 0), 1) },
      {
        $1.opacity = ($1.opacity ?? 1) * $0
      })
  }

  /// Strokes each element's lines and rules with the style read with `keyPath`.
  public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> Self {
    encoded({ $0[keyPath: keyPath] }, { $1.lineStyle = $0 })
  }

  /// Draws each element's point with the symbol read with `keyPath`.
  public func symbol(_ keyPath: KeyPath<DataElement, ChartSymbol>) -> Self {
    encoded({ $0[keyPath: keyPath] }, { $1.symbol = $0 })
  }

  /// Sets each element's symbol area, in square points, read with `keyPath`.
  public func symbolSize(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self {
    encoded({ Swift.max(Double($0[keyPath: keyPath]), 0) }, { $1.symbolSize = $0 })
  }

  /// Sets each element's symbol area, in square points, read with `keyPath`.
  public func symbolSize(_ keyPath: KeyPath<DataElement, Double>) -> Self {
    encoded({ Swift.max($0[keyPath: keyPath], 0) }, { $1.symbolSize = $0 })
  }

  /// Sets each element's symbol to fit the size read with `keyPath` (its area is kept).
  public func symbolSize(_ keyPath: KeyPath<DataElement, CGSize>) -> Self {
    encoded({ SymbolArea.of($0[keyPath: keyPath]) }, { $1.symbolSize = $0 })
  }
}

/// Symbol sizes given as a bounding box, as an area in square points.
enum SymbolArea {
  /// The box's area; negative or non-finite sides count as zero.
  static func of(_ size: CGSize) -> Double {
    let (width, height) = (Double(size.width), Double(size.height))
    guard width.isFinite, height.isFinite else { return 0 }
    return Swift.max(width, 0) * Swift.max(height, 0)
  }
}
