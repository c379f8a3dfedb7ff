import Foundation

// Strokes given as a `StrokeStyle`, and the static shape names SwiftUI accepts where a shape is
// expected (`.background(.blue, in: .rect(cornerRadius: 8))`, `.clipShape(.capsule)`).
extension Shape {
  /// The outline stroked inside the frame in the foreground style, with a stroke style's width
  /// and dashes.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(
        isFilled: false, lineWidth: style.lineWidth, dash: style.dash, strokeInset: true))
  }

  /// The outline stroked inside the frame with a style and a stroke style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(
        isFilled: false, stroke: content._paint, lineWidth: style.lineWidth, dash: style.dash,
        strokeInset: true))
  }

  /// The outline stroked on its edge in the foreground style with a stroke style.
  public func stroke(style: StrokeStyle) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(isFilled: false, lineWidth: style.lineWidth, dash: style.dash))
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle, as `.rect`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners, as `.rect(cornerRadius: 8)`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with rounded corners, as `.rect(cornerSize:)`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule, as `.capsule`.
  public static var capsule: Capsule { Capsule() }
}
