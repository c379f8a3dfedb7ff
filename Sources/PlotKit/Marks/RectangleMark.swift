/// A rectangle at a position with a size, or between start and end values on each axis.
public struct RectangleMark: ChartContent {
  /// Rectangles are primitive.
  public typealias Body = Never
  let x, y, xStart, xEnd, yStart, yEnd: ChannelValue?
  let width: MarkDimension
  let height: MarkDimension

  /// A rectangle centred on `x`, `y` (on its band or interval), `width` × `height` in size.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    (self.x, self.y, xStart, xEnd, yStart, yEnd) = (x.channel, y.channel, nil, nil, nil, nil)
    (self.width, self.height) = (width, height)
  }

  /// A rectangle covering `xStart`…`xEnd` × `yStart`…`yEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    (x, y) = (nil, nil)
    (self.xStart, self.xEnd, self.yStart, self.yEnd) = (
      xStart.channel, xEnd.channel, yStart.channel, yEnd.channel
    )
    (width, height) = (.automatic, .automatic)
  }

  /// A full-height rectangle from `xStart` to `xEnd` (a selection or highlighted period).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    (x, y, yStart, yEnd) = (nil, nil, nil, nil)
    (self.xStart, self.xEnd) = (xStart.channel, xEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// A full-width rectangle from `yStart` to `yEnd` (a highlighted range).
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    (x, y, xStart, xEnd) = (nil, nil, nil, nil)
    (self.yStart, self.yEnd) = (yStart.channel, yEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// Adds the rectangle's row to the rectangle layer.
  public func _collect(into collector: ChartContentCollector) {
    let append = {
      collector.layer(for: RectangleMark.self).appendRow(style: collector.currentStyle) {
        $0[0].append(x)
        $0[1].append(y)
        $0[2].append(xStart)
        $0[3].append(xEnd)
        $0[4].append(yStart)
        $0[5].append(yEnd)
      }
    }
    if width == .automatic && height == .automatic {
      append()
    } else {
      collector.withStyle(
        { [width, height] in
          $0.width = width
          $0.height = height
        }, append)
    }
  }
}

extension RectangleMark: MarkRenderer {
  static let layerName = "rectangle"
  static let channels = BarMark.channels

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    let c = layer.columns
    let plot = context.plot
    for row in 0..<layer.count {
      let style = context.style(layer, row)
      let xs =
        context.x.flatMap {
          MarkGeometry.extent(
            $0, point: c[0], start: c[2], end: c[3], row: row, dimension: style.width,
            defaultRatio: 1, pointSize: 20)
        } ?? (plot.minX, plot.maxX)
      let ys =
        context.y.flatMap {
          MarkGeometry.extent(
            $0, point: c[1], start: c[4], end: c[5], row: row, dimension: style.height,
            defaultRatio: 1, pointSize: 20)
        } ?? (plot.minY, plot.maxY)
      let frame = Rect(x0: xs.0, y0: ys.0, x1: xs.1, y1: ys.1)
      svg.write(MarkGeometry.rect(frame, cornerRadius: style.cornerRadius))
      svg.write(svg.paint(fill: context.color(layer, row)))
      context.closeMark("rect", layer, row, into: &svg)
      context.annotate(layer, row, frame: frame, vertical: true)
    }
  }
}
