/// Short name for the channel enum this file indexes columns with.
private typealias R = RectangularChannel

/// A straight line across the plot at a value, or between two values.
nonisolated public struct RuleMark: ChartContent {
  /// Rules are primitive.
  public typealias Body = Never
  let placement: RectangularChannels

  /// A horizontal rule across the plot at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    placement = RectangularChannels(y: y.channel)
  }

  /// A vertical rule across the plot at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) {
    placement = RectangularChannels(x: x.channel)
  }

  /// A horizontal rule at `y` from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    placement = RectangularChannels(y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
  }

  /// A vertical rule at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    placement = RectangularChannels(x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
  }

  /// Adds the rule's row to the rule layer.
  public func _collect(into collector: ChartContentCollector) {
    placement.collect(RuleMark.self, into: collector)
  }
}

extension RuleMark: MarkRenderer {
  static let layerName = "rule"
  static let channels = RectangularChannels.specs

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    let c = layer.columns
    let plot = context.plot
    for row in layer.drawRows {
      let style = context.style(layer, row)
      let stroke = style.lineStyle ?? StrokeStyle(lineWidth: 1)
      var x0 = plot.minX
      var x1 = plot.maxX
      var y0 = plot.minY
      var y1 = plot.maxY
      let horizontal: Bool
      if let y = context.y, let py = y.position(c[R.y], row) {
        horizontal = true
        (y0, y1) = (py, py)
        if let x = context.x, !c[R.xStart].isEmpty, !c[R.xStart].values[row].isNaN {
          x0 = x.position(c[R.xStart], row) ?? x0
          x1 = x.position(c[R.xEnd], row) ?? x1
        }
      } else if let x = context.x, let px = x.position(c[R.x], row) {
        horizontal = false
        (x0, x1) = (px, px)
        if let y = context.y, !c[R.yStart].isEmpty, !c[R.yStart].values[row].isNaN {
          y0 = y.position(c[R.yStart], row) ?? y0
          y1 = y.position(c[R.yEnd], row) ?? y1
        }
      } else {
        continue
      }
      if let offset = style.edgeOffset { (x0, x1, y0, y1) = offset.apply(x0, x1, y0, y1) }
      svg.write(
        "<path d=\"M" + n(x0) + "," + n(y0) + (horizontal ? "H" + n(x1) : "V" + n(y1)) + "\""
          + svg.paint(fill: nil, stroke: context.paint(layer, row), space: context.plot)
          + AxisRenderer.strokeAttributes(stroke))
      context.closeMark("path", layer, row, into: &svg)
      let half = stroke.lineWidth / 2
      let frame =
        horizontal
        ? Rect(x0: x0, y0: y0 - half, x1: x1, y1: y0 + half)
        : Rect(x0: x0 - half, y0: y0, x1: x0 + half, y1: y1)
      context.annotate(layer, row, frame: frame, vertical: !horizontal)
    }
  }
}
