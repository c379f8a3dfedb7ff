/// A symbol at a point.
nonisolated public struct PointMark: ChartContent {
  /// Points are primitive.
  public typealias Body = Never
  let x: ChannelValue
  let y: ChannelValue

  /// A point at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.x = x.channel
    self.y = y.channel
  }

  /// Adds the point's row to the point layer.
  public func _collect(into collector: ChartContentCollector) {
    collector.layer(for: PointMark.self).appendRow(style: collector.currentStyle) {
      $0[PointChannel.x].append(x)
      $0[PointChannel.y].append(y)
    }
  }
}

extension PointMark: MarkRenderer {
  static let layerName = "point"
  static let channels = PointChannel.specs

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    guard let x = context.x, let y = context.y else { return }
    for row in layer.drawRows {
      guard let px = x.position(layer.columns[PointChannel.x], row),
        let py = y.position(layer.columns[PointChannel.y], row)
      else { continue }
      let style = context.style(layer, row)
      if style.symbolView != nil {
        context.drawSymbolView(layer, row, at: (px, py), into: &svg)
        context.annotate(
          layer, row, frame: Rect(x: px - 5, y: py - 5, width: 10, height: 10), vertical: true)
        continue
      }
      let symbol = context.symbols[Int(layer.styleOfRow[row])] ?? .circle
      let size = style.symbolSize ?? 40
      svg.write(
        "<path d=\"" + symbol.path(x: px, y: py, size: size) + "\""
          + svg.paint(fill: context.paint(layer, row), space: context.styleSpace(layer, row)))
      context.closeMark("path", layer, row, into: &svg)
      let r = (size / Double.pi).squareRoot()
      context.annotate(
        layer, row, frame: Rect(x: px - r, y: py - r, width: 2 * r, height: 2 * r), vertical: true)
    }
  }
}
