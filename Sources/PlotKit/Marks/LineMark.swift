/// A line through points, one line per series; reduced per pixel when it has more points than pixels.
public struct LineMark: ChartContent {
  /// Lines are primitive.
  public typealias Body = Never
  let x: ChannelValue
  let y: ChannelValue
  let series: ChannelValue?

  /// A point of a line at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.x = x.channel
    self.y = y.channel
    self.series = nil
  }

  /// A point of the line named by `series`, at `x`, `y`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.x = x.channel
    self.y = y.channel
    self.series = series.channel
  }

  /// Adds the point's row to the line layer.
  public func _collect(into collector: ChartContentCollector) {
    let layer = collector.layer(for: LineMark.self)
    layer.columns[0].append(x)
    layer.columns[1].append(y)
    layer.columns[2].append(series)
    layer.finishRow(style: collector.currentStyle)
  }
}

extension LineMark: MarkRenderer {
  static let layerName = "line"
  static let channels = [
    ChannelSpec(name: "x", axis: .x), ChannelSpec(name: "y", axis: .y),
    ChannelSpec(name: "series", axis: .none),
  ]

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    guard let x = context.x, let y = context.y else { return }
    let columns = Int(context.plot.width.rounded(.up))
    for rows in SeriesGrouping.groups(layer, seriesColumn: 2, context) {
      let (all, kept) = SeriesGrouping.points(
        rows, x: x, xColumn: layer.columns[0], y: y, yColumn: layer.columns[1])
      guard let firstRow = kept.first else { continue }
      let keep = Downsample.m4(all, columns: columns)
      let points = keep.count == all.count ? all : keep.map { all[$0] }
      let style = context.style(layer, firstRow)
      let color = context.color(layer, firstRow)
      var d = ""
      d.reserveCapacity(points.count * 14)
      CurvePath.append(points, style.interpolation ?? .linear, move: true, into: &d)
      let stroke = style.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
      svg.write("<path d=\"" + d + "\" fill=\"none\"" + svg.paint(stroke: color))
      svg.write(AxisRenderer.strokeAttributes(stroke))
      if style.accessibilityHidden {
        svg.write("/>")
      } else {
        svg.write(
          " role=\"graphics-symbol\"><title>" + escapeXML(summary(layer, kept, context))
            + "</title></path>")
      }
      if let symbol = context.symbols[Int(layer.styleOfRow[firstRow])], keep.count == all.count {
        let size = style.symbolSize ?? 36
        svg.write("<g" + svg.paint(fill: color.opaque) + ">")
        for (point, row) in zip(points, kept) {
          svg.write("<path d=\"" + symbol.path(x: point.0, y: point.1, size: size) + "\"")
          context.closeMark("path", layer, row, into: &svg)
        }
        svg.write("</g>")
      }
      for (point, row) in zip(all, kept) where !context.style(layer, row).annotations.isEmpty {
        context.annotate(
          layer, row, frame: Rect(x: point.0 - 3, y: point.1 - 3, width: 6, height: 6),
          vertical: true)
      }
    }
  }

  /// "City: Cupertino, 7 points, Sales from 42 to 125" for the line's `<title>`.
  private static func summary(_ layer: MarkLayer, _ rows: [Int], _ context: RenderContext) -> String
  {
    let style = context.style(layer, rows[0])
    var parts: [String] = []
    if let label = style.accessibilityLabel {
      parts.append(label)
    } else if let by = style.foregroundBy ?? style.symbolBy {
      parts.append(by.label + ": " + context.environment.describe(by.value, unit: by.unit))
    } else if let name = layer.columns[2].plotValue(rows[0]) {
      parts.append(context.environment.describe(name))
    }
    parts.append("\(rows.count) point\(rows.count == 1 ? "" : "s")")
    let values = rows.map { layer.columns[1].values[$0] }
    if layer.columns[1].kind == .quantitative, let lo = values.min(), let hi = values.max() {
      let env = context.environment
      parts.append(
        (layer.columns[1].label ?? "y") + " from " + env.formatNumber(lo) + " to "
          + env.formatNumber(hi))
    }
    return parts.joined(separator: ", ")
  }
}
