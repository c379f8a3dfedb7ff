/// A filled area between a baseline (zero, a stack or `yStart`) and a line, one per series.
nonisolated public struct AreaMark: ChartContent {
  /// Areas are primitive.
  public typealias Body = Never
  let x: ChannelValue
  let y, yStart, yEnd, series: ChannelValue?
  var stacking = MarkStackingMethod.standard

  /// An area point from the baseline (or the series below, when stacked) up to `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    (self.x, self.y, yStart, yEnd, series) = (x.channel, y.channel, nil, nil, nil)
    self.stacking = stacking
  }

  /// An area point of the area named by `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {
    (self.x, self.y, yStart, yEnd, self.series) = (x.channel, y.channel, nil, nil, series.channel)
    self.stacking = stacking
  }

  /// An area point spanning `yStart` to `yEnd` (a band).
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    (self.x, y, self.yStart, self.yEnd, series) = (
      x.channel, nil, yStart.channel, yEnd.channel, nil
    )
  }

  /// An area point spanning `yStart` to `yEnd` of the band named by `series` (several bands in
  /// one chart).
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    series: PlottableValue<S>
  ) {
    (self.x, y, self.yStart, self.yEnd, self.series) = (
      x.channel, nil, yStart.channel, yEnd.channel, series.channel
    )
  }

  /// Adds the row to the area layer.
  public func _collect(into collector: ChartContentCollector) {
    let layer = collector.layer(for: AreaMark.self)
    if stacking != .standard { layer.stacking = stacking }
    // A range value for y (`.value("Range", low...high)`) is a band, as with `yStart:yEnd:`.
    let band = y?.upperBoundChannel
    let (y, yStart, yEnd) =
      band != nil
      ? (nil, y.map { ChannelValue(label: $0.label, value: $0.value, unit: $0.unit) }, band)
      : (self.y, self.yStart, self.yEnd)
    layer.appendRow(style: collector.currentStyle) {
      $0[AreaChannel.x].append(x)
      $0[AreaChannel.y].append(y)
      $0[AreaChannel.yStart].append(yStart)
      $0[AreaChannel.yEnd].append(yEnd)
      $0[AreaChannel.series].append(series)
    }
  }
}

extension AreaMark: MarkRenderer {
  static let drawsRunsSeparately = false
  static let layerName = "area"
  static let channels = AreaChannel.specs

  static func prepare(_ layer: MarkLayer, _ context: PrepareContext) {
    Stack.apply(
      layer,
      .init(
        value: AreaChannel.y, start: AreaChannel.yStart, end: AreaChannel.yEnd,
        position: AreaChannel.x), context)
  }

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    guard let x = context.x, let y = context.y else { return }
    let columns = CallerNumbers.int(context.plot.width.rounded(.up))
    for rows in SeriesGrouping.groups(layer, seriesColumn: AreaChannel.series.rawValue, context) {
      let (top, kept) = SeriesGrouping.points(
        rows, x: x, xColumn: layer.columns[AreaChannel.x], y: y,
        yColumn: layer.columns[AreaChannel.yEnd])
      let (bottom, _) = SeriesGrouping.points(
        kept, x: x, xColumn: layer.columns[AreaChannel.x], y: y,
        yColumn: layer.columns[AreaChannel.yStart])
      guard let firstRow = kept.first, bottom.count == top.count else { continue }
      // Reduce both edges with the same indices so they stay paired.
      let keep = Downsample.m4(top, columns: columns)
      let upper = keep.count == top.count ? top : keep.map { top[$0] }
      let lower = keep.count == top.count ? bottom : keep.map { bottom[$0] }
      let style = context.style(layer, firstRow)
      let method = style.interpolation ?? .linear
      var d = ""
      CurvePath.append(upper, method, move: true, into: &d)
      CurvePath.append(lower.reversed(), reversedMethod(method), move: false, into: &d)
      d += "Z"
      svg.write(
        "<path d=\"" + d + "\""
          + svg.paint(fill: context.paint(layer, firstRow), space: context.plot))
      if style.accessibilityHidden {
        svg.write("/>")
      } else {
        svg.write(
          " role=\"graphics-symbol\"><title>" + escapeXML(summary(layer, kept, context))
            + "</title></path>")
      }
    }
  }

  /// Walking the lower edge backwards swaps where steps jump.
  private static func reversedMethod(_ method: InterpolationMethod) -> InterpolationMethod {
    switch method {
    case .stepStart: return .stepEnd
    case .stepEnd: return .stepStart
    default: return method
    }
  }

  private static func summary(_ layer: MarkLayer, _ rows: [Int], _ context: RenderContext) -> String
  {
    let style = context.style(layer, rows[0])
    let env = context.environment
    var parts: [String] = []
    if let label = style.accessibilityLabel {
      parts.append(label)
    } else if let by = style.foregroundBy {
      parts.append(by.label + ": " + env.describe(by.value, unit: by.unit))
    }
    parts.append("\(rows.count) point\(rows.count == 1 ? "" : "s")")
    let lows = rows.map { layer.columns[AreaChannel.yStart].values[$0] }
    let highs = rows.map { layer.columns[AreaChannel.yEnd].values[$0] }
    if let lo = lows.min(), let hi = highs.max() {
      let label = layer.columns[AreaChannel.y].label ?? layer.columns[AreaChannel.yEnd].label ?? "y"
      parts.append(label + " between " + env.formatNumber(lo) + " and " + env.formatNumber(hi))
    }
    return parts.joined(separator: ", ")
  }
}
