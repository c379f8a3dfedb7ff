import Foundation

/// How a view with an aspect ratio fills the space it is offered.
public enum ContentMode: Sendable, Hashable {
  /// As large as fits inside the space, keeping the ratio.
  case fit
  /// As small as covers the space, keeping the ratio.
  case fill
}

extension View {
  /// Renders any view (a chart wrapped in `padding`, `background` or a `VStack` with a title)
  /// as a standalone SVG of `width` × `height` points, as `ImageRenderer` would draw it.
  /// (A `Chart` renders with its own `svg(width:height:id:interactive:)`.)
  @_disfavoredOverload
  public func svg(
    width: Double, height: Double, id: String? = nil,
    colorScheme: ChartColorScheme = .automatic
  ) -> String {
    let id = id ?? "view"
    let (width, height) = (CallerNumbers.positive(width), CallerNumbers.positive(height))
    var svg = SVGWriter(scheme: colorScheme, id: id)
    let environment = ChartEnvironment(colorScheme: colorScheme)
    ViewRenderer.draw(
      _viewNode, in: Rect(x: 0, y: 0, width: width, height: height),
      .annotation(environment), into: &svg)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" id=\"\(id)\""
    out += " width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
    out += " font-family=\"" + escapeXML(environment.textMeasurer.fontFamily) + "\">"
    out += svg.styleElement() + svg.definitions() + svg.body + "</svg>\n"
    return out
  }
}

extension Chart {
  /// Keeps the chart at `ratio` (width ÷ height) inside the size it is given, as SwiftUI's
  /// `aspectRatio`: `.fit` shrinks one side, `.fill` grows one.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Chart {
    guard let ratio, ratio > 0, ratio.isFinite else { return self }
    var copy = self
    copy.configuration.frame.aspectRatio = (Double(ratio), contentMode)
    return copy
  }
}
