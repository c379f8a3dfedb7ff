import Foundation

/// The outline of a shape view (implementation detail of the built-in shapes).
public enum ShapeKind: Sendable, Hashable {
  /// A rectangle, with rounded corners when the radius is positive.
  case rectangle(cornerRadius: Double)
  /// The largest circle centred in the frame.
  case circle
  /// A rectangle with fully rounded short ends.
  case capsule
  /// The ellipse filling the frame.
  case ellipse
  /// An app-defined shape's `path(in:)`.
  case path(ShapeOutline)
}

/// How a shape view paints its outline; nil paints mean the environment's foreground style.
struct ShapeDrawing {
  var fill: MarkPaint?
  var isFilled = true
  var stroke: MarkPaint?
  var lineWidth = 1.0
  var dash: [Double] = []
  /// Whether the stroke sits inside the frame (`strokeBorder`) rather than centred on it.
  var strokeInset = false
}

/// A 2-D shape that fills the frame it is given, as SwiftUI's `Shape`.
public protocol Shape: View, Sendable {
  /// The outline in `rect`; app shapes define their outline here, as in SwiftUI.
  nonisolated func path(in rect: CGRect) -> Path
  /// The outline (implementation detail of the built-in shapes).
  nonisolated var _shapeKind: ShapeKind { get }
}

extension Shape {
  /// An app-defined shape is drawn from its `path(in:)` in the frame it is given.
  nonisolated public var _shapeKind: ShapeKind {
    let shape = self
    return .path(ShapeOutline(box: ShapeOutline.Box { shape.path(in: $0) }))
  }

  /// The built-in shapes' outlines as paths (rounded corners drawn square).
  nonisolated public func path(in rect: CGRect) -> Path {
    switch _shapeKind {
    case .circle:
      let side = min(rect.width, rect.height)
      return Path(
        ellipseIn: CGRect(
          x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    case .ellipse: return Path(ellipseIn: rect)
    case .path(let outline): return outline.box.make(rect)
    case .rectangle, .capsule: return Path(rect)
    }
  }
}

extension Shape {
  /// A shape on its own fills with the foreground style.
  public var _viewNode: ViewNode { ViewNode(kind: .shape(_shapeKind, ShapeDrawing())) }

  /// The shape filled with a colour, gradient or hierarchical style.
  public func fill<S: ShapeStyle>(_ content: S) -> ShapeView {
    ShapeView(kind: _shapeKind, drawing: ShapeDrawing(fill: content._paint))
  }

  /// The shape's outline stroked with a style, centred on the edge.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(isFilled: false, stroke: content._paint, lineWidth: lineWidth))
  }

  /// The shape's outline stroked with a style and stroke style (width and dashes).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(
        isFilled: false, stroke: content._paint, lineWidth: style.lineWidth, dash: style.dash))
  }

  /// The shape's outline stroked in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(kind: _shapeKind, drawing: ShapeDrawing(isFilled: false, lineWidth: lineWidth))
  }

  /// The outline stroked inside the frame in the foreground style (a series' colour, when the
  /// shape is a mark's symbol).
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(isFilled: false, lineWidth: lineWidth, strokeInset: true))
  }

  /// The outline stroked inside the frame, so the shape keeps its size.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(
      kind: _shapeKind,
      drawing: ShapeDrawing(
        isFilled: false, stroke: content._paint, lineWidth: lineWidth, strokeInset: true))
  }
}

/// A shape with its fill or stroke decided; `fill` then `stroke` combine, as in iOS 17.
public struct ShapeView: View {
  let kind: ShapeKind
  var drawing: ShapeDrawing

  /// The shape's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .shape(kind, drawing)) }

  /// Also strokes the outline.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
    var copy = self
    copy.drawing.stroke = content._paint
    copy.drawing.lineWidth = lineWidth
    return copy
  }

  /// Also fills the shape.
  public func fill<S: ShapeStyle>(_ content: S) -> ShapeView {
    var copy = self
    copy.drawing.fill = content._paint
    copy.drawing.isFilled = true
    return copy
  }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// A plain rectangle.
  public var _shapeKind: ShapeKind { .rectangle(cornerRadius: 0) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  let cornerRadius: Double
  /// A rectangle whose corners have this radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  /// A rectangle whose corners have this size (the width is used as the radius).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    cornerRadius = cornerSize.width
  }
  /// The rounded rectangle.
  public var _shapeKind: ShapeKind { .rectangle(cornerRadius: cornerRadius) }
}

/// How rounded corners are drawn; both styles draw circular arcs in SVG.
public enum RoundedCornerStyle: Sendable, Hashable {
  /// Circular corners.
  case circular
  /// Apple's continuous corners (drawn circular).
  case continuous
}

/// The largest circle centred in its frame.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// The circle.
  public var _shapeKind: ShapeKind { .circle }
}

/// A rectangle with fully rounded short ends.
public struct Capsule: Shape {
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) {}
  /// The capsule.
  public var _shapeKind: ShapeKind { .capsule }
}

/// The ellipse filling its frame.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The ellipse.
  public var _shapeKind: ShapeKind { .ellipse }
}

extension Color: View {
  /// A colour as a view fills the space it is offered.
  public var _viewNode: ViewNode { ViewNode(kind: .color(.color(self))) }
}
