import Foundation

/// Writes laid-out views as SVG: text as `<text>`, shapes as `<rect>`/`<circle>`/`<ellipse>`,
/// opacity and clipping as groups.
enum ViewRenderer {
  /// Lays `node` out for `proposal` and draws it with its top-left corner at `origin`.
  static func draw(
    _ node: ViewNode, at origin: (Double, Double), proposal: Proposal = .ideal,
    _ env: ViewEnvironment, into svg: inout SVGWriter
  ) {
    let s = ViewLayout.size(node, proposal, env)
    draw(
      node, in: Rect(x: origin.0, y: origin.1, width: s.width, height: s.height), env, into: &svg)
  }

  /// Draws `node` in `rect`, the frame its parent gave it.
  static func draw(
    _ node: ViewNode, in rect: Rect, _ env: ViewEnvironment, into svg: inout SVGWriter
  ) {
    switch node.kind {
    case .empty, .spacer: return
    case .text(let text): drawText(text, in: rect, env, into: &svg)
    case .shape(let kind, let drawing): drawShape(kind, drawing, in: rect, env, into: &svg)
    case .color(let paint):
      guard paint.representativeColor.alpha > 0 || paint.isGradient else { return }
      svg.write(shapeElement(.rectangle(cornerRadius: 0), rect) + svg.paint(fill: paint) + "/>")
    case .divider:
      svg.write(
        shapeElement(.rectangle(cornerRadius: 0), rect) + svg.paint(fill: Color.separator) + "/>")
    case .chart(let chart):
      // A nested <svg> keeps the chart's own viewBox; its ids extend the outer chart's, and the
      // output position makes them unique among several nested charts.
      let id = svg.id + "-chart" + String(svg.body.utf8.count)
      svg.write("<g transform=\"translate(" + n(rect.x) + " " + n(rect.y) + ")\">")
      svg.write(chart.render(max(rect.width, 1), max(rect.height, 1), id))
      svg.write("</g>")
    case .image:
      // SF Symbols are not available: a faint rounded placeholder keeps the layout's shape.
      let inset = Rect(
        x: rect.x + rect.width * 0.15, y: rect.y + rect.height * 0.15, width: rect.width * 0.7,
        height: rect.height * 0.7)
      svg.write(
        shapeElement(.rectangle(cornerRadius: inset.width * 0.25), inset) + " fill-opacity=\"0.35\""
          + svg.paint(fill: env.foreground) + "/>")
    case .stack(let axis, let alignment, let spacing, let children):
      drawStack(axis, alignment, spacing, children, in: rect, env, into: &svg)
    case .grid(let spec):
      GridLayout.draw(spec, in: rect, env, into: &svg)
    case .geometry(let content):
      let proxy = GeometryProxy(frameInChart: rect)
      let children = content(proxy).flattened
      drawStack(.depth, .topLeading, 0, children, in: rect, env, into: &svg)
    case .modified(let child, let modifier):
      drawModified(child, modifier, in: rect, env, into: &svg)
    }
  }

  private static func drawStack(
    _ axis: StackAxis, _ alignment: Alignment, _ spacing: Double?, _ children: [ViewNode],
    in rect: Rect, _ env: ViewEnvironment, into svg: inout SVGWriter
  ) {
    let offer = Proposal(width: rect.width, height: rect.height)
    let layout = ViewLayout.stackLayout(axis, spacing, children, offer, env)
    if axis == .depth {
      for (child, s) in zip(children, layout.sizes) {
        let (dx, dy) = alignment.offset(of: (s.width, s.height), in: (rect.width, rect.height))
        draw(
          child, in: Rect(x: rect.x + dx, y: rect.y + dy, width: s.width, height: s.height), env,
          into: &svg)
      }
      return
    }
    let vertical = axis != .horizontal
    var inner = env
    inner.stackAxis = vertical ? .vertical : .horizontal
    var cursor = vertical ? rect.y : rect.x
    for (index, child) in children.enumerated() {
      let s = layout.sizes[index]
      cursor += layout.gaps[index]
      let (dx, dy) = alignment.offset(of: (s.width, s.height), in: (rect.width, rect.height))
      let frame =
        vertical
        ? Rect(x: rect.x + dx, y: cursor, width: s.width, height: s.height)
        : Rect(x: cursor, y: rect.y + dy, width: s.width, height: s.height)
      draw(child, in: frame, inner, into: &svg)
      cursor += s.main(vertical)
    }
  }

  private static func drawModified(
    _ child: ViewNode, _ modifier: ViewModifierKind, in rect: Rect, _ env: ViewEnvironment,
    into svg: inout SVGWriter
  ) {
    switch modifier {
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = Rect(
        x: rect.x + leading, y: rect.y + top, width: max(rect.width - leading - trailing, 0),
        height: max(rect.height - top - bottom, 0))
      draw(child, in: inner, env, into: &svg)
    case .frame(let spec):
      let (offer, _) = ViewLayout.frameProposal(
        spec, Proposal(width: rect.width, height: rect.height))
      let s = ViewLayout.size(child, offer, env)
      let (dx, dy) = spec.alignment.offset(of: (s.width, s.height), in: (rect.width, rect.height))
      draw(
        child, in: Rect(x: rect.x + dx, y: rect.y + dy, width: s.width, height: s.height), env,
        into: &svg)
    case .background(let background, let alignment):
      drawLayer(background, alignment, over: rect, env, into: &svg)
      draw(child, in: rect, env, into: &svg)
    case .overlay(let overlay, let alignment):
      draw(child, in: rect, env, into: &svg)
      drawLayer(overlay, alignment, over: rect, env, into: &svg)
    case .offset(let x, let y):
      draw(
        child, in: Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height), env,
        into: &svg)
    case .position(let x, let y):
      let s = ViewLayout.size(child, Proposal(width: rect.width, height: rect.height), env)
      let cx = rect.x + (x ?? rect.width / 2)
      let cy = rect.y + (y ?? rect.height / 2)
      draw(
        child,
        in: Rect(x: cx - s.width / 2, y: cy - s.height / 2, width: s.width, height: s.height), env,
        into: &svg)
    case .opacity(let opacity):
      guard opacity > 0 else { return }
      svg.write("<g opacity=\"" + n(opacity) + "\">")
      draw(child, in: rect, env, into: &svg)
      svg.write("</g>")
    case .clip(let shape):
      let id = svg.nextClipID()
      svg.write(
        "<clipPath id=\"" + id + "\">" + shapeElement(shape, rect)
          + "/></clipPath><g clip-path=\"url(#"
          + id + ")\">")
      draw(child, in: rect, env, into: &svg)
      svg.write("</g>")
    case .hidden: return
    case .rotation(let degrees, let anchor):
      let cx = rect.x + anchor.x * rect.width
      let cy = rect.y + anchor.y * rect.height
      svg.write("<g transform=\"rotate(" + n(degrees) + " " + n(cx) + " " + n(cy) + ")\">")
      draw(child, in: rect, env, into: &svg)
      svg.write("</g>")
    case .fixedSize(let horizontal, let vertical):
      let offer = ViewLayout.fixedProposal(
        Proposal(width: rect.width, height: rect.height), horizontal, vertical)
      let s = ViewLayout.size(child, offer, env)
      draw(child, in: Rect(x: rect.x, y: rect.y, width: s.width, height: s.height), env, into: &svg)
    case .font, .weight, .italic, .foreground:
      draw(child, in: rect, ViewLayout.modifiedEnvironment(env, modifier), into: &svg)
    case .gridColumnAlignment:
      draw(child, in: rect, env, into: &svg)
    }
  }

  /// A background or overlay: offered the view's size, aligned in its frame.
  private static func drawLayer(
    _ layer: ViewNode, _ alignment: Alignment, over rect: Rect, _ env: ViewEnvironment,
    into svg: inout SVGWriter
  ) {
    let s = ViewLayout.size(layer, Proposal(width: rect.width, height: rect.height), env)
    let (dx, dy) = alignment.offset(of: (s.width, s.height), in: (rect.width, rect.height))
    draw(
      layer, in: Rect(x: rect.x + dx, y: rect.y + dy, width: s.width, height: s.height), env,
      into: &svg)
  }

  private static func drawText(
    _ text: Text, in rect: Rect, _ env: ViewEnvironment, into svg: inout SVGWriter
  ) {
    let (lines, font) = ViewLayout.textLines(text, env)
    let measurer = env.chart.textMeasurer
    let ascent = measurer.ascent(fontSize: font.size)
    let height = ViewLayout.lineHeight(font.size, env)
    let paint = text.color.map(MarkPaint.color) ?? env.foreground
    for (index, line) in lines.enumerated() where !line.isEmpty {
      var x = rect.x
      if env.centersLines, lines.count > 1 {
        x += (rect.width - measurer.width(of: line, fontSize: font.size, weight: font.weight)) / 2
      }
      svg.write(
        "<text x=\"" + n(x) + "\" y=\"" + n(rect.y + Double(index) * height + ascent)
          + "\" font-size=\"" + n(font.size) + "\"")
      if let weight = font.weight.svgValue { svg.write(" font-weight=\"" + weight + "\"") }
      if text.isItalic || env.italic { svg.write(" font-style=\"italic\"") }
      svg.write(svg.paint(fill: paint) + ">" + escapeXML(line) + "</text>")
    }
  }

  private static func drawShape(
    _ kind: ShapeKind, _ drawing: ShapeDrawing, in rect: Rect, _ env: ViewEnvironment,
    into svg: inout SVGWriter
  ) {
    if drawing.isFilled {
      let fill = drawing.fill ?? env.foreground
      if fill.representativeColor.alpha > 0 || fill.isGradient {
        svg.write(shapeElement(kind, rect) + svg.paint(fill: fill, box: rect) + "/>")
      }
    }
    guard drawing.stroke != nil || !drawing.isFilled else { return }
    let stroke = drawing.stroke ?? env.foreground
    let w = drawing.lineWidth
    let outline =
      drawing.strokeInset
      ? Rect(
        x: rect.x + w / 2, y: rect.y + w / 2, width: max(rect.width - w, 0),
        height: max(rect.height - w, 0))
      : rect
    var markup = shapeElement(kind, outline) + " fill=\"none\" stroke-width=\"" + n(w) + "\""
    if !drawing.dash.isEmpty {
      markup += " stroke-dasharray=\"" + drawing.dash.map(n).joined(separator: " ") + "\""
    }
    svg.write(markup + svg.paint(fill: nil, stroke: stroke) + "/>")
  }

  /// The opening of the SVG element drawing `kind` in `rect` (without paint or closing).
  static func shapeElement(_ kind: ShapeKind, _ rect: Rect) -> String {
    switch kind {
    case .rectangle(let radius):
      var element =
        "<rect x=\"" + n(rect.x) + "\" y=\"" + n(rect.y) + "\" width=\"" + n(rect.width)
        + "\" height=\"" + n(rect.height) + "\""
      let r = min(radius, rect.width / 2, rect.height / 2)
      if r > 0 { element += " rx=\"" + n(r) + "\"" }
      return element
    case .capsule:
      return shapeElement(.rectangle(cornerRadius: min(rect.width, rect.height) / 2), rect)
    case .circle:
      return "<circle cx=\"" + n(rect.midX) + "\" cy=\"" + n(rect.midY) + "\" r=\""
        + n(min(rect.width, rect.height) / 2) + "\""
    case .ellipse:
      return "<ellipse cx=\"" + n(rect.midX) + "\" cy=\"" + n(rect.midY) + "\" rx=\""
        + n(rect.width / 2) + "\" ry=\"" + n(rect.height / 2) + "\""
    case .path(let outline):
      return "<path d=\"" + outline.data(in: rect) + "\""
    }
  }
}

extension MarkPaint {
  var isGradient: Bool {
    if case .color = storage { return false }
    return true
  }
}

extension Color {
  /// Apple's separator colour, for dividers.
  static let separator = Color(light: 0xC6C6C8, dark: 0x38383A)
}
