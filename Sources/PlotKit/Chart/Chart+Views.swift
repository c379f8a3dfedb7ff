import Foundation

/// A view drawn over or under the whole chart, built from the chart's proxy once it is laid out.
struct ChartLayerView {
  var alignment: Alignment
  var content: (ChartProxy) -> ViewNode
}

extension Chart {
  /// Draws a view over the chart (the size of the whole chart), built from a `ChartProxy` so it
  /// can place things at data values: selection rules, callouts. Gestures in it compile and
  /// do nothing in the still image.
  @MainActor
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> Chart {
    var copy = self
    copy.configuration.overlays.append(
      ChartLayerView(alignment: alignment, content: { content($0)._viewNode }))
    return copy
  }

  /// Draws a view behind the chart's grid and marks, built from a `ChartProxy`.
  @MainActor
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> Chart {
    var copy = self
    copy.configuration.backgrounds.append(
      ChartLayerView(alignment: alignment, content: { content($0)._viewNode }))
    return copy
  }

  /// Attaches a gesture to the chart (no effect on a still image).
  public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Chart { self }
}

extension ChartRenderer {
  /// Draws chart overlays or backgrounds, each offered the whole chart and aligned in it.
  static func drawLayerViews(
    _ views: [ChartLayerView], _ layout: ChartLayout, _ environment: ChartEnvironment,
    into svg: inout SVGWriter
  ) {
    guard !views.isEmpty else { return }
    let proxy = ChartProxy(plot: layout.plot, x: layout.x, y: layout.y)
    let env = ViewEnvironment.annotation(environment)
    let offer = Proposal(width: layout.width, height: layout.height)
    for view in views {
      let node = view.content(proxy)
      let size = ViewLayout.size(node, offer, env)
      let (dx, dy) = view.alignment.offset(
        of: (size.width, size.height), in: (layout.width, layout.height))
      svg.write("<g class=\"chart-view\">")
      ViewRenderer.draw(
        node, in: Rect(x: dx, y: dy, width: size.width, height: size.height), env, into: &svg)
      svg.write("</g>")
    }
  }
}
