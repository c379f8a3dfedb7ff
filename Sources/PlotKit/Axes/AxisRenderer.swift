/// Draws axes: grid lines behind the marks, ticks and labels in front (axes are marks too).
enum AxisRenderer {
  /// Grid lines, merged into one path per colour and stroke to keep the SVG small.
  static func drawGrid(_ axis: ResolvedAxis, layout: ChartLayout, into svg: inout SVGWriter) {
    let plot = layout.plot
    var paths: [(Color, StrokeStyle?, String)] = []
    for item in axis.items {
      guard let grid = item.grid else { continue }
      let segment: String
      if axis.isX {
        segment = "M" + n(item.position) + "," + n(plot.minY) + "V" + n(plot.maxY)
      } else {
        var x0 = plot.minX
        var x1 = plot.maxX
        if axis.preset == .extended {
          if axis.position == .leading { x0 = 0 } else { x1 = layout.width }
        }
        segment = "M" + n(x0) + "," + n(item.position) + "H" + n(x1)
      }
      let color = grid.color ?? .gridLine
      if let index = paths.firstIndex(where: { $0.0 == color && $0.1 == grid.stroke }) {
        paths[index].2 += segment
      } else {
        paths.append((color, grid.stroke, segment))
      }
    }
    guard !paths.isEmpty else { return }
    svg.write(
      "<g class=\"grid-\(axis.isX ? "x" : "y")\" aria-hidden=\"true\" shape-rendering=\"crispEdges\">"
    )
    for (color, stroke, d) in paths {
      svg.write("<path d=\"" + d + "\" fill=\"none\"" + svg.paint(stroke: color))
      svg.write(strokeAttributes(stroke ?? StrokeStyle(lineWidth: 1)) + "/>")
    }
    svg.write("</g>")
  }

  /// Ticks and labels, hidden from assistive technology (marks carry the values).
  static func drawLabels(
    _ axis: ResolvedAxis, layout: ChartLayout, environment: ChartEnvironment,
    into svg: inout SVGWriter
  ) {
    let plot = layout.plot
    let measurer = environment.textMeasurer
    let ascent = measurer.ascent(fontSize: ChartFont.axisLabel)
    let descent = measurer.descent(fontSize: ChartFont.axisLabel)
    svg.write("<g class=\"axis-\(axis.isX ? "x" : "y")\" aria-hidden=\"true\">")
    var ticks: [(Color, String)] = []
    for item in axis.items {
      guard let tick = item.tick else { continue }
      let segment: String
      if axis.isX {
        let y0 = axis.position == .top ? plot.minY - tick.length : plot.maxY
        segment = "M" + n(item.position) + "," + n(y0) + "v" + n(tick.length)
      } else {
        let x0 = axis.position == .leading ? plot.minX - tick.length : plot.maxX
        segment = "M" + n(x0) + "," + n(item.position) + "h" + n(tick.length)
      }
      let color = tick.color ?? .axisTick
      if let index = ticks.firstIndex(where: { $0.0 == color }) {
        ticks[index].1 += segment
      } else {
        ticks.append((color, segment))
      }
    }
    for (color, d) in ticks {
      svg.write(
        "<path d=\"" + d + "\" stroke-width=\"1\" shape-rendering=\"crispEdges\""
          + svg.paint(stroke: color) + "/>")
    }
    let tickBand = axis.items.compactMap { $0.tick?.length }.max() ?? 0
    svg.write("<g font-size=\"" + n(ChartFont.axisLabel) + "\"" + svg.paint(fill: .axisLabel) + ">")
    for item in axis.items where item.labelVisible {
      guard let label = item.label else { continue }
      if let view = item.labelView {
        var item = item
        if item.labelCentered, axis.scaleKind != .band, axis.items.count > 1 {
          // The middle of the interval to the next value (the last one mirrors the previous).
          let index = axis.items.firstIndex { $0.position == item.position } ?? 0
          let next =
            index + 1 < axis.items.count
            ? axis.items[index + 1].position
            : 2 * item.position - axis.items[index - 1].position
          item.position = (item.position + next) / 2
          // The interval after the last value may end past the plot: no label for it.
          let extent = axis.isX ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
          guard item.position >= extent.0 - 0.5, item.position <= extent.1 + 0.5 else { continue }
        }
        drawViewLabel(view, item, axis, layout, tickBand: tickBand, environment, into: &svg)
        continue
      }
      var x: Double
      var y: Double
      var anchor: String
      if axis.isX {
        if axis.labelsLeadAligned {
          x = item.position + 2
          anchor = "start"
        } else {
          x = item.position
          anchor = "middle"
        }
        let gap =
          tickBand == 0 && layout.yAxis != nil
          ? max(ResolvedAxis.labelGap, (ascent + descent) / 2 + 1) : ResolvedAxis.labelGap
        y =
          axis.position == .top
          ? plot.minY - tickBand - gap - descent
          : plot.maxY + tickBand + gap + ascent
      } else {
        y = item.position + (ascent - descent) / 2
        switch (axis.preset, axis.position) {
        case (.extended, .leading):
          // Off the chart's very edge, where glyphs would touch it.
          x = ChartLayout.edgeMargin
          anchor = "start"
          y = item.position - 3
        case (.extended, _):
          x = layout.width - ChartLayout.edgeMargin
          anchor = "end"
          y = item.position - 3
        case (.inset, .leading):
          x = plot.minX + 2
          anchor = "start"
          y = item.position - 3
        case (.inset, _):
          x = plot.maxX - 2
          anchor = "end"
          y = item.position - 3
        case (_, .leading):
          x = plot.minX - ResolvedAxis.labelGap - tickBand
          anchor = "end"
        default:
          x = plot.maxX + ResolvedAxis.labelGap + tickBand
          anchor = "start"
        }
      }
      svg.write("<text x=\"" + n(x) + "\" y=\"" + n(y) + "\"")
      if anchor != "start" { svg.write(" text-anchor=\"" + anchor + "\"") }
      if let color = item.labelColor { svg.write(svg.paint(fill: color)) }
      svg.write(">" + escapeXML(label) + "</text>")
    }
    svg.write("</g></g>")
  }

  /// A label drawn by a view: below (or above) its x value, centred or starting at it, or
  /// beside the plot, centred on its y value.
  private static func drawViewLabel(
    _ view: ViewNode, _ item: AxisItem, _ axis: ResolvedAxis, _ layout: ChartLayout,
    tickBand: Double, _ environment: ChartEnvironment, into svg: inout SVGWriter
  ) {
    let plot = layout.plot
    let env = ViewEnvironment.axisLabel(environment, color: item.labelColor)
    let width = item.labelWidth
    let height = item.labelHeight ?? 0
    let origin: (Double, Double)
    if axis.isX {
      let x =
        axis.labelsLeadAligned && !item.labelCentered
        ? item.position + 2 : item.position - width / 2
      let y =
        axis.position == .top
        ? plot.minY - tickBand - ResolvedAxis.labelGap - height
        : plot.maxY + tickBand + ResolvedAxis.labelGap
      origin = (x, y)
    } else {
      let x =
        axis.position == .leading
        ? plot.minX - ResolvedAxis.labelGap - tickBand - width
        : plot.maxX + ResolvedAxis.labelGap + tickBand
      origin = (x, item.position - height / 2)
    }
    ViewRenderer.draw(view, at: origin, env, into: &svg)
  }

  static func strokeAttributes(_ stroke: StrokeStyle) -> String {
    var text = " stroke-width=\"" + n(stroke.lineWidth) + "\""
    switch stroke.lineCap {
    case .butt: break
    case .round: text += " stroke-linecap=\"round\""
    case .square: text += " stroke-linecap=\"square\""
    }
    switch stroke.lineJoin {
    case .miter: break
    case .round: text += " stroke-linejoin=\"round\""
    case .bevel: text += " stroke-linejoin=\"bevel\""
    }
    // SVG's default miter limit is 4, SwiftUI's 10: write it only when a mitred join shows it.
    if stroke.lineJoin == .miter, stroke.miterLimit != 10 {
      text += " stroke-miterlimit=\"" + n(stroke.miterLimit) + "\""
    }
    if !stroke.dash.isEmpty {
      text += " stroke-dasharray=\"" + stroke.dash.map(n).joined(separator: " ") + "\""
      if stroke.dashPhase != 0 { text += " stroke-dashoffset=\"" + n(stroke.dashPhase) + "\"" }
    }
    return text
  }
}
