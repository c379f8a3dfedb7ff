/// Short name for the channel enum this file indexes columns with.
private typealias R = RectangularChannel

/// A rectangle at a position with a size, or between start and end values on each axis.
nonisolated public struct RectangleMark: ChartContent {
  /// Rectangles are primitive.
  public typealias Body = Never
  let placement: RectangularChannels
  let width: MarkDimension
  let height: MarkDimension

  /// A rectangle centred on `x`, `y` (on its band or interval), `width` × `height` in size.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(x: x.channel, y: y.channel)
    (self.width, self.height) = (width, height)
  }

  /// A rectangle covering `xStart`…`xEnd` × `yStart`…`yEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    placement = RectangularChannels(
      xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// A rectangle at `x` spanning `yStart` to `yEnd`, `width` wide (a candlestick's body).
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    (self.width, height) = (width, .automatic)
  }

  /// A rectangle at `y` spanning `xStart` to `xEnd`, `height` tall.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    (width, self.height) = (.automatic, height)
  }

  /// A full-height rectangle from `xStart` to `xEnd` (a selection or highlighted period).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    placement = RectangularChannels(xStart: xStart.channel, xEnd: xEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// A full-width rectangle from `yStart` to `yEnd` (a highlighted range).
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    placement = RectangularChannels(yStart: yStart.channel, yEnd: yEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// Adds the rectangle's row to the rectangle layer.
  public func _collect(into collector: ChartContentCollector) {
    placement.collect(RectangleMark.self, width: width, height: height, into: collector)
  }
}

extension RectangleMark: MarkRenderer {
  static let layerName = "rectangle"
  static let channels = RectangularChannels.specs

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    let c = layer.columns
    let plot = context.plot
    for row in layer.drawRows {
      if MarkGeometry.isOffScale(
        context.x, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row)
        || MarkGeometry.isOffScale(
          context.y, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row)
      {
        continue
      }
      let style = context.style(layer, row)
      let xs =
        context.x.flatMap {
          MarkGeometry.extent(
            $0, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row, dimension: style.width,
            defaultRatio: 1, pointSize: 20)
        } ?? (plot.minX, plot.maxX)
      let ys =
        context.y.flatMap {
          MarkGeometry.extent(
            $0, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row,
            dimension: style.height,
            defaultRatio: 1, pointSize: 20)
        } ?? (plot.minY, plot.maxY)
      let frame = Rect(x0: xs.0, y0: ys.0, x1: xs.1, y1: ys.1)
      svg.write(MarkGeometry.rect(frame, cornerRadius: style.cornerRadius))
      svg.write(
        svg.paint(
          fill: context.paint(layer, row), space: context.styleSpace(layer, row), box: frame))
      context.closeMark("rect", layer, row, into: &svg)
      context.annotate(layer, row, frame: frame, vertical: true)
    }
  }
}
