extension ChartContent {
  /// Draws the marks above (higher) or below (lower) the chart's other marks; equal values
  /// keep declaration order.
  public func zIndex(_ value: Double) -> ModifiedChartContent<Self> {
    modified { $0.zIndex = value }
  }

  /// Moves the marks by `x`, `y` points.
  public func offset(x: Double = 0, y: Double = 0) -> ModifiedChartContent<Self> {
    modified { $0.offset = (x, y) }
  }

  /// Moves the marks by a size's width and height, in points.
  public func offset(_ offset: CGSize) -> ModifiedChartContent<Self> {
    self.offset(x: Double(offset.width), y: Double(offset.height))
  }
}
