import Foundation

extension ChartContent {
  /// Draws each point of lines and point marks with a view, e.g. a ringed `Circle`; the view
  /// is offered a square as wide as the symbol size's side (10 points by default) and centred
  /// on the point, in the mark's colour as its foreground style.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> {
    let node = symbol()._viewNode
    return modified { $0.symbolView = node }
  }
}

extension ChartContent {
  /// Draws each point with a shape or view, e.g. `.symbol(Circle().strokeBorder(lineWidth: 2))`
  /// for open circles in the series' colour.
  public func symbol<V: View>(_ symbol: V) -> ModifiedChartContent<Self> {
    let node = symbol._viewNode
    return modified { $0.symbolView = node }
  }
}

extension RenderContext {
  /// Draws a row's symbol view centred at `point`, as one accessible mark.
  func drawSymbolView(
    _ layer: MarkLayer, _ row: Int, at point: (Double, Double), into svg: inout SVGWriter
  ) {
    let style = self.style(layer, row)
    guard let view = style.symbolView else { return }
    var env = ViewEnvironment.annotation(environment)
    env.foreground = paint(layer, row)
    let side = style.symbolSize.map { $0.squareRoot() } ?? 10
    let proposal = Proposal(width: side, height: side)
    let size = ViewLayout.size(view, proposal, env)
    if style.accessibilityHidden {
      svg.write("<g>")
    } else {
      svg.write(
        "<g role=\"graphics-symbol\"><title>" + escapeXML(accessibleText(layer, row)) + "</title>")
    }
    ViewRenderer.draw(
      view,
      in: Rect(
        x: point.0 - size.width / 2, y: point.1 - size.height / 2, width: size.width,
        height: size.height), env, into: &svg)
    svg.write("</g>")
  }
}
