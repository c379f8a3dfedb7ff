/// A line through points, one line per series; reduced per pixel when it has more points than pixels.
nonisolated public struct LineMark: ChartContent {
  /// Lines are primitive.
  public typealias Body = Never
  @usableFromInline let x: ChannelValue
  @usableFromInline let y: ChannelValue
  @usableFromInline let series: ChannelValue?

  /// A point of a line at `x`, `y`.
  @inlinable
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.x = x.channel
    self.y = y.channel
    self.series = nil
  }

  /// A point of the line named by `series`, at `x`, `y`.
  @inlinable
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.x = x.channel
    self.y = y.channel
    self.series = series.channel
  }

  /// Adds the point's row to the line layer.
  public func _collect(into collector: ChartContentCollector) {
    collector.layer(for: LineMark.self).appendRow(style: collector.currentStyle) {
      $0[LineChannel.x].append(x)
      $0[LineChannel.y].append(y)
      $0[LineChannel.series].append(series)
    }
  }
}

extension LineMark: MarkRenderer {
  static let drawsRunsSeparately = false
  static let layerName = "line"
  static let channels = LineChannel.specs

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    guard context.x != nil, context.y != nil else { return }
    let columns = CallerNumbers.int(context.plot.width.rounded(.up))
    let xColumn = layer.columns[LineChannel.x]
    let simpleX = xColumn.kind != .nominal && xColumn.unit == nil
    // A single long line (a vectorized LinePlot) is reduced straight from the row range,
    // without first listing a million row indices.
    if simpleX, !layer.drawsSubset,
      SeriesGrouping.isSingleSeries(layer, seriesColumn: LineChannel.series.rawValue),
      let reduced = Downsample.m4(
        rows: 0..<layer.count, x: xColumn.values, y: layer.columns[LineChannel.y].values,
        columns: columns)
    {
      draw(layer, context, rows: reduced, reduced: true, total: 0..<layer.count, into: &svg)
      return
    }
    for rows in SeriesGrouping.groups(layer, seriesColumn: LineChannel.series.rawValue, context) {
      // Lines with more points than pixel columns are reduced before mapping (M4).
      let reduced =
        simpleX
        ? Downsample.m4(
          rows: rows, x: xColumn.values, y: layer.columns[LineChannel.y].values, columns: columns)
        : nil
      draw(layer, context, rows: reduced ?? rows, reduced: reduced != nil, total: rows, into: &svg)
    }
  }

  /// Draws one series: its path, symbols and annotations; `total` are all its rows (for the
  /// title), `rows` those drawn.
  private static func draw<Total: Collection<Int>>(
    _ layer: MarkLayer, _ context: RenderContext, rows: [Int], reduced: Bool, total: Total,
    into svg: inout SVGWriter
  ) {
    guard let x = context.x, let y = context.y else { return }
    let xColumn = layer.columns[LineChannel.x]
    let (points, kept) = SeriesGrouping.points(
      rows, x: x, xColumn: xColumn, y: y, yColumn: layer.columns[LineChannel.y])
    guard let firstRow = kept.first else { return }
    let style = context.style(layer, firstRow)
    let color = context.color(layer, firstRow)
    var d = ""
    d.reserveCapacity(points.count * 14)
    CurvePath.append(points, style.interpolation ?? .linear, move: true, into: &d)
    let stroke = style.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    svg.write(
      "<path d=\"" + d + "\" fill=\"none\""
        + svg.paint(fill: nil, stroke: context.paint(layer, firstRow), space: context.plot))
    svg.write(AxisRenderer.strokeAttributes(stroke))
    if style.accessibilityHidden {
      svg.write("/>")
    } else {
      svg.write(
        " role=\"graphics-symbol\"><title>" + escapeXML(summary(layer, total, context))
          + "</title></path>")
    }
    if style.symbolView != nil, !reduced {
      for (point, row) in zip(points, kept) {
        context.drawSymbolView(layer, row, at: point, into: &svg)
      }
    } else if let symbol = context.symbols[Int(layer.styleOfRow[firstRow])], !reduced {
      let size = style.symbolSize ?? 36
      svg.write("<g" + svg.paint(fill: color.opaque) + ">")
      for (point, row) in zip(points, kept) {
        svg.write("<path d=\"" + symbol.path(x: point.0, y: point.1, size: size) + "\"")
        context.closeMark("path", layer, row, into: &svg)
      }
      svg.write("</g>")
    }
    for (point, row) in zip(points, kept) where !context.style(layer, row).annotations.isEmpty {
      context.annotate(
        layer, row, frame: Rect(x: point.0 - 3, y: point.1 - 3, width: 6, height: 6),
        vertical: true)
    }
  }

  /// "City: Cupertino, 7 points, Sales from 42 to 125" for the line's `<title>`.
  private static func summary<Rows: Collection<Int>>(
    _ layer: MarkLayer, _ rows: Rows, _ context: RenderContext
  ) -> String {
    guard let firstRow = rows.first else { return "" }
    let style = context.style(layer, firstRow)
    var parts: [String] = []
    if let label = style.accessibilityLabel {
      parts.append(label)
    } else if let by = style.foregroundBy ?? style.symbolBy {
      parts.append(by.label + ": " + context.environment.describe(by.value, unit: by.unit))
    } else if let name = layer.columns[LineChannel.series].plotValue(firstRow) {
      parts.append(context.environment.describe(name))
    }
    parts.append("\(rows.count) point\(rows.count == 1 ? "" : "s")")
    let values = layer.columns[LineChannel.y].values
    var lo = Double.infinity
    var hi = -Double.infinity
    if rows.count == values.count {
      // Every row of the layer (one long vectorized line): a vectorizable pass.
      (lo, hi) = ColumnExtent.of(values)
    } else {
      for row in rows {
        lo = min(lo, values[row])
        hi = max(hi, values[row])
      }
    }
    if layer.columns[LineChannel.y].kind == .quantitative, lo <= hi {
      let env = context.environment
      parts.append(
        (layer.columns[LineChannel.y].label ?? "y") + " from " + env.formatNumber(lo) + " to "
          + env.formatNumber(hi))
    }
    return parts.joined(separator: ", ")
  }
}
