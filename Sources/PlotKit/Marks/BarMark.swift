/// Short name for the channel enum this file indexes columns with.
private typealias R = RectangularChannel

/// A bar: from zero (or a stack, or `yStart`) to a value; horizontal when x is the quantity.
nonisolated public struct BarMark: ChartContent {
  /// Bars are primitive.
  public typealias Body = Never
  let placement: RectangularChannels
  let width: MarkDimension
  let height: MarkDimension
  var stacking = MarkStackingMethod.standard

  /// A bar at `x` reaching `y` (vertical), or at `y` reaching `x` when x is the quantity (horizontal).
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    placement = RectangularChannels(x: x.channel, y: y.channel)
    (self.width, self.height, self.stacking) = (width, height, stacking)
  }

  /// A one-dimensional bar along x: from zero (or the bars before it, stacked) to `x`,
  /// spanning the plot's height.
  public init<X: Plottable>(
    x: PlottableValue<X>, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    placement = RectangularChannels(x: x.channel)
    (width, self.height, self.stacking) = (.automatic, height, stacking)
  }

  /// A one-dimensional bar along y: from zero (or the bars before it, stacked) to `y`,
  /// spanning the plot's width.
  public init<Y: Plottable>(
    y: PlottableValue<Y>, width: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    placement = RectangularChannels(y: y.channel)
    (self.width, height, self.stacking) = (width, .automatic, stacking)
  }

  /// A vertical bar at `x` spanning `yStart` to `yEnd` (a range bar).
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    (self.width, height) = (width, .automatic)
  }

  /// A horizontal bar at `y` spanning `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    (width, self.height) = (.automatic, height)
  }

  /// A bar spanning `xStart` to `xEnd` across the plot's whole height (a band of time or
  /// values, as Swift Charts draws it without `y`).
  public init<X: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(xStart: xStart.channel, xEnd: xEnd.channel)
    (width, self.height) = (.automatic, height)
  }

  /// A bar spanning `yStart` to `yEnd` across the plot's whole width.
  public init<Y: Plottable>(
    yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    placement = RectangularChannels(yStart: yStart.channel, yEnd: yEnd.channel)
    (self.width, height) = (width, .automatic)
  }

  /// A bar covering `xStart`…`xEnd` × `yStart`…`yEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    placement = RectangularChannels(
      xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    (width, height) = (.automatic, .automatic)
  }

  /// Adds the bar's row to the bar layer.
  public func _collect(into collector: ChartContentCollector) {
    placement.collect(BarMark.self, width: width, height: height, into: collector)
    if stacking != .standard { collector.layer(for: BarMark.self).stacking = stacking }
  }
}

extension BarMark: MarkRenderer {
  static let layerName = "bar"
  static let channels = RectangularChannels.specs

  static func prepare(_ layer: MarkLayer, _ context: PrepareContext) {
    let c = layer.columns
    if layer.rangeValueAxes.contains(.x), c[R.y].kind == .quantitative, c[R.yStart].isEmpty {
      // A histogram bar: it spans its x bin and grows (and stacks) from zero to y.
      layer.orientation = .vertical
      layer.dodge = Dodge.make(layer, context)
      Stack.apply(
        layer, .init(value: R.y, start: R.yStart, end: R.yEnd, position: R.xStart), context)
      return
    }
    if layer.rangeValueAxes.contains(.y), c[R.x].kind == .quantitative, c[R.xStart].isEmpty {
      layer.orientation = .horizontal
      layer.dodge = Dodge.make(layer, context)
      Stack.apply(
        layer, .init(value: R.x, start: R.xStart, end: R.xEnd, position: R.yStart), context)
      return
    }
    let horizontal: Bool
    if !c[R.yStart].isEmpty {
      horizontal = false
    } else if !c[R.xStart].isEmpty {
      horizontal = true
    } else {
      horizontal = c[R.x].kind == .quantitative && c[R.y].kind != .quantitative
    }
    layer.orientation = horizontal ? .horizontal : .vertical
    layer.dodge = Dodge.make(layer, context)
    if horizontal {
      Stack.apply(layer, .init(value: R.x, start: R.xStart, end: R.xEnd, position: R.y), context)
    } else {
      Stack.apply(layer, .init(value: R.y, start: R.yStart, end: R.yEnd, position: R.x), context)
    }
  }

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    guard let xScale = context.x, let yScale = context.y else {
      return renderOneAxis(layer, context, into: &svg)
    }
    let c = layer.columns
    let plot = context.plot
    let vertical = layer.orientation == .vertical
    // Stacked segments get a thin background-coloured outline so they read as separate.
    let separator: Color? = layer.stacked ? .chartBackground : nil
    for row in layer.drawRows {
      if MarkGeometry.isOffScale(
        xScale, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row)
        || MarkGeometry.isOffScale(
          yScale, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row)
      {
        continue
      }
      let style = context.style(layer, row)
      var xs =
        MarkGeometry.extent(
          xScale, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row,
          dimension: style.width,
          defaultRatio: 0.8, pointSize: 12) ?? (plot.minX, plot.maxX)
      var ys =
        MarkGeometry.extent(
          yScale, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row,
          dimension: style.height,
          defaultRatio: 0.8, pointSize: 12) ?? (plot.minY, plot.maxY)
      if let dodge = layer.dodge {
        let slot = dodge.slotOfStyle[Int(layer.styleOfRow[row])]
        if style.positionAxis.map({ $0 == .horizontal }) ?? vertical {
          xs = dodge.place(
            slot, style, bar: xs, own: style.width, scale: xScale, column: c[R.x], row: row)
        } else {
          ys = dodge.place(
            slot, style, bar: ys, own: style.height, scale: yScale, column: c[R.y], row: row)
        }
      }
      guard xs.0.isFinite, ys.0.isFinite, xs.1.isFinite, ys.1.isFinite else { continue }
      let frame = Rect(x0: xs.0, y0: ys.0, x1: xs.1, y1: ys.1)
      svg.write(MarkGeometry.rect(frame, cornerRadius: style.cornerRadius))
      svg.write(
        svg.paint(
          fill: context.paint(layer, row), stroke: separator.map(MarkPaint.color),
          space: context.styleSpace(layer, row), box: frame))
      if separator != nil { svg.write(" stroke-width=\"1\"") }
      context.closeMark("rect", layer, row, into: &svg)
      context.annotate(layer, row, frame: frame, vertical: vertical)
    }
  }

  /// Bars in a chart with only one position scale span the whole other dimension.
  private static func renderOneAxis(
    _ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter
  ) {
    let plot = context.plot
    let c = layer.columns
    // Stacked segments of a one-dimensional bar are outlined like stacked bars.
    let separator: Color? = layer.stacked ? .chartBackground : nil
    for row in layer.drawRows {
      if MarkGeometry.isOffScale(
        context.x, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row)
        || MarkGeometry.isOffScale(
          context.y, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row)
      {
        continue
      }
      let style = context.style(layer, row)
      var frame = plot
      if let x = context.x,
        let xs = MarkGeometry.extent(
          x, point: c[R.x], start: c[R.xStart], end: c[R.xEnd], row: row, dimension: style.width,
          defaultRatio: 0.8, pointSize: 12)
      {
        frame = Rect(x0: xs.0, y0: plot.minY, x1: xs.1, y1: plot.maxY)
      } else if let y = context.y,
        let ys = MarkGeometry.extent(
          y, point: c[R.y], start: c[R.yStart], end: c[R.yEnd], row: row, dimension: style.height,
          defaultRatio: 0.8, pointSize: 12)
      {
        frame = Rect(x0: plot.minX, y0: ys.0, x1: plot.maxX, y1: ys.1)
      }
      svg.write(MarkGeometry.rect(frame, cornerRadius: style.cornerRadius))
      svg.write(
        svg.paint(
          fill: context.paint(layer, row), stroke: separator.map(MarkPaint.color),
          space: context.styleSpace(layer, row), box: frame))
      if separator != nil { svg.write(" stroke-width=\"1\"") }
      context.closeMark("rect", layer, row, into: &svg)
      context.annotate(layer, row, frame: frame, vertical: layer.orientation == .vertical)
    }
  }
}
