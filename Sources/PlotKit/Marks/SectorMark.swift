import Foundation

/// A slice of a pie or donut whose angle is proportional to its value.
nonisolated public struct SectorMark: ChartContent {
  /// Sectors are primitive.
  public typealias Body = Never
  let angle: ChannelValue
  let innerRadius: MarkDimension
  let outerRadius: MarkDimension
  let angularInset: Double

  /// A slice for `angle`; `innerRadius: .ratio(0.6)` makes a donut, `angularInset` separates slices (points).
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
    outerRadius: MarkDimension = .automatic, angularInset: Double = 0
  ) {
    self.angle = angle.channel
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.angularInset = CallerNumbers.nonNegative(angularInset)
  }

  /// Adds the slice's row to the sector layer.
  public func _collect(into collector: ChartContentCollector) {
    let append = {
      collector.layer(for: SectorMark.self).appendRow(style: collector.currentStyle) {
        $0[SectorChannel.angle].append(angle)
      }
    }
    collector.withStyle(
      { [innerRadius, outerRadius, angularInset] in
        $0.innerRadius = innerRadius
        $0.outerRadius = outerRadius
        $0.angularInset = angularInset
      }, append)
  }
}

extension SectorMark: MarkRenderer {
  static let layerName = "sector"
  static let channels = SectorChannel.specs

  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter) {
    let values = layer.columns[SectorChannel.angle].values.map { $0.isNaN ? 0 : max($0, 0) }
    let total = values.reduce(0, +)
    guard total > 0 else { return }
    let plot = context.plot
    let cx = plot.midX
    let cy = plot.midY
    let available = min(plot.width, plot.height) / 2
    // A run starts where the rows before it (drawn earlier) left the angle.
    let before = values[..<layer.drawRows.lowerBound].reduce(0, +)
    var angle = -Double.pi / 2 + before / total * 2 * Double.pi
    for row in layer.drawRows where values[row] > 0 {
      let style = context.style(layer, row)
      let outer = (style.outerRadius ?? .automatic).resolve(in: available, defaultRatio: 1)
      let inner = (style.innerRadius ?? .fixed(0)).resolve(in: outer, defaultRatio: 0)
      let sweep = values[row] / total * 2 * Double.pi
      let end = angle + sweep
      var d = SectorPath.path(
        cx: cx, cy: cy, inner: inner, outer: outer, from: angle, to: end,
        corner: style.cornerRadius ?? 0)
      if sweep >= 2 * Double.pi - 1e-9 {
        d =
          arcPath(cx, cy, inner: inner, outer: outer, from: angle, to: angle + Double.pi)
          + arcPath(cx, cy, inner: inner, outer: outer, from: angle + Double.pi, to: end)
      }
      // The angular inset is a background-coloured outline, which keeps slices' true angles.
      let inset = style.angularInset ?? 0
      svg.write(
        "<path d=\"" + d + "\""
          + svg.paint(
            fill: context.paint(layer, row),
            stroke: inset > 0 ? MarkPaint.color(.chartBackground) : nil,
            box: Rect(x: cx - outer, y: cy - outer, width: 2 * outer, height: 2 * outer)))
      if inset > 0 {
        svg.write(" stroke-width=\"" + n(inset) + "\" stroke-linejoin=\"round\"")
      }
      context.closeMark("path", layer, row, into: &svg)
      let middle = (angle + end) / 2
      let radius = (inner + outer) / 2
      let px = cx + cos(middle) * radius
      let py = cy + sin(middle) * radius
      // Overlay annotations centre on the slice's ring, as wide as the ring is thick.
      let thickness = max(outer - inner, 2)
      context.annotate(
        layer, row,
        frame: Rect(
          x: px - thickness / 2, y: py - thickness / 2, width: thickness, height: thickness),
        vertical: true)
      angle = end
    }
  }

  private static func arcPath(
    _ cx: Double, _ cy: Double, inner: Double, outer: Double, from a0: Double, to a1: Double
  ) -> String {
    SectorPath.sharp(cx, cy, inner: inner, outer: outer, from: a0, to: a1)
  }
}
