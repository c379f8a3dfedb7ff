import Foundation

/// A blur or a drop shadow on marks (`blur(radius:)`, `shadow(color:radius:x:y:)`), drawn with
/// an SVG filter around each run of marks that shares it.
struct MarkEffect: Hashable {
  var blur = 0.0
  var shadow: Shadow?

  /// A drop shadow: its colour, blur radius and offset in points.
  struct Shadow: Hashable {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double
  }

  /// Whether the effect changes anything (`blur(radius: 0)` does not).
  var isVisible: Bool { blur > 0 || shadow != nil }

  /// The `<filter>` element. SwiftUI's radii are read as twice the Gaussian's standard
  /// deviation; the filter region grows so wide blurs are not cut at the marks' box.
  func filterElement(id: String, hex: (Color) -> String) -> String {
    var body = ""
    var source = "SourceGraphic"
    if blur > 0 {
      body +=
        "<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"" + n(blur / 2) + "\" result=\"b\"/>"
      source = "b"
    }
    if let shadow {
      body +=
        "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"" + n(shadow.radius / 2) + "\"/>"
        + "<feOffset dx=\"" + n(shadow.x) + "\" dy=\"" + n(shadow.y) + "\" result=\"o\"/>"
        + "<feFlood flood-color=\"" + hex(shadow.color) + "\" flood-opacity=\""
        + n(shadow.color.alpha) + "\"/><feComposite in2=\"o\" operator=\"in\" result=\"s\"/>"
        + "<feMerge><feMergeNode in=\"s\"/><feMergeNode in=\"" + source + "\"/></feMerge>"
    }
    return "<filter id=\"" + id + "\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
      + body + "</filter>"
  }
}

extension ChartContent {
  /// Blurs the marks by `radius` points, as SwiftUI's `blur(radius:opaque:)`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedChartContent<Self> {
    modified { style in
      var effect = style.effect ?? MarkEffect()
      effect.blur = max(Double(radius), 0)
      style.effect = effect
    }
  }

  /// Draws a shadow behind the marks, blurred by `radius` and moved by `x`, `y` points.
  public func shadow(
    color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ModifiedChartContent<Self> {
    modified { style in
      var effect = style.effect ?? MarkEffect()
      effect.shadow = MarkEffect.Shadow(
        color: color, radius: max(Double(radius), 0), x: Double(x), y: Double(y))
      style.effect = effect
    }
  }
}
