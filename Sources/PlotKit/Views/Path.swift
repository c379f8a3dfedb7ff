import Foundation

/// An outline made of lines and curves, as SwiftUI's `Path`: what a custom `Shape` or
/// `ChartSymbolShape` returns from `path(in:)`. It becomes an SVG path.
public struct Path: Sendable, Equatable {
  enum Element: Sendable, Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close
  }
  var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path built by a closure, as `Path { path in path.move(to: …) }`.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  /// An ellipse filling `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

  /// A straight line to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }

  /// Straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quad(point, control: control))
  }

  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { elements.append(.close) }

  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// A closed ellipse filling `rect`, as four cubic curves.
  public mutating func addEllipse(in rect: CGRect) {
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    let k = 0.552_284_75  // the control distance that makes a quarter circle
    move(to: CGPoint(x: cx + rx, y: cy))
    for (x, y, c1x, c1y, c2x, c2y) in [
      (cx, cy + ry, cx + rx, cy + k * ry, cx + k * rx, cy + ry),
      (cx - rx, cy, cx - k * rx, cy + ry, cx - rx, cy + k * ry),
      (cx, cy - ry, cx - rx, cy - k * ry, cx - k * rx, cy - ry),
      (cx + rx, cy, cx + k * rx, cy - ry, cx + rx, cy - k * ry),
    ] {
      addCurve(
        to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y),
        control2: CGPoint(x: c2x, y: c2y))
    }
    closeSubpath()
  }

  /// The path with every point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(p.applying(transform))
      case .line(let p): return .line(p.applying(transform))
      case .quad(let p, let c): return .quad(p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        return .curve(
          p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .close: return .close
      }
    }
    return copy
  }

  /// The path as SVG path data.
  var svgData: String {
    func p(_ point: CGPoint) -> String { n(Double(point.x)) + "," + n(Double(point.y)) }
    return elements.map { element in
      switch element {
      case .move(let point): return "M" + p(point)
      case .line(let point): return "L" + p(point)
      case .quad(let point, let control): return "Q" + p(control) + " " + p(point)
      case .curve(let point, let c1, let c2): return "C" + p(c1) + " " + p(c2) + " " + p(point)
      case .close: return "Z"
      }
    }.joined()
  }
}

/// A shape used as a chart symbol (`PointMark(…).symbol(Arrow())`), as Swift Charts declares
/// it; it is drawn like any shape, in a square the size of the symbol.
public protocol ChartSymbolShape: Shape {
  /// The part of the unit square that the shape visually fills (accepted, not used).
  var perceptualUnitRect: CGRect { get }
}

/// An outline computed from the frame it is drawn in, for shapes defined by `path(in:)`.
public struct ShapeOutline: Sendable, Hashable {
  final class Box: Sendable {
    let make: @Sendable (CGRect) -> Path
    init(_ make: @escaping @Sendable (CGRect) -> Path) { self.make = make }
  }
  let box: Box

  /// The SVG path data of the outline in `rect`.
  func data(in rect: Rect) -> String { box.make(cgRect(rect)).svgData }

  /// Outlines are the same when they come from the same shape value.
  public static func == (a: ShapeOutline, b: ShapeOutline) -> Bool { a.box === b.box }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
