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

  /// Moves the marks by `x` and their top (`yStart`) and bottom (`yEnd`) ends by these points,
  /// e.g. `RuleMark(x:).offset(yStart: -10)` reaching 10 points above the plot.
  @_disfavoredOverload
  public func offset(x: Double = 0, yStart: Double = 0, yEnd: Double = 0)
    -> ModifiedChartContent<Self>
  {
    modified {
      $0.offset = (x, 0)
      $0.endOffsets = (0, 0, yStart, yEnd)
    }
  }

  /// Moves the marks by `y` and their leading (`xStart`) and trailing (`xEnd`) ends by these
  /// points.
  @_disfavoredOverload
  public func offset(xStart: Double = 0, xEnd: Double = 0, y: Double = 0)
    -> ModifiedChartContent<Self>
  {
    modified {
      $0.offset = (0, y)
      $0.endOffsets = (xStart, xEnd, 0, 0)
    }
  }
}
