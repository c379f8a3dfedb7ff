import Foundation

/// A rectangle with a radius per corner, as SwiftUI's `UnevenRoundedRectangle` (drawn from its
/// path, the corners as quadratic curves).
public struct UnevenRoundedRectangle: Shape {
  let radii:
    (topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)

  /// Corners of these radii (negative and non-finite radii are 0).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    func radius(_ value: CGFloat) -> Double { CallerNumbers.nonNegative(Double(value)) }
    radii = (
      radius(topLeadingRadius), radius(bottomLeadingRadius), radius(bottomTrailingRadius),
      radius(topTrailingRadius)
    )
  }

  /// The outline in `rect`, each radius at most half the shorter side.
  public func path(in rect: CGRect) -> Path {
    let (x0, y0) = (Double(rect.minX), Double(rect.minY))
    let (x1, y1) = (Double(rect.maxX), Double(rect.maxY))
    let limit = max(min(x1 - x0, y1 - y0) / 2, 0)
    let (tl, bl, br, tr) = (
      min(radii.topLeading, limit), min(radii.bottomLeading, limit),
      min(radii.bottomTrailing, limit), min(radii.topTrailing, limit)
    )
    var path = Path()
    path.move(to: CGPoint(x: x0 + tl, y: y0))
    path.addLine(to: CGPoint(x: x1 - tr, y: y0))
    path.addQuadCurve(to: CGPoint(x: x1, y: y0 + tr), control: CGPoint(x: x1, y: y0))
    path.addLine(to: CGPoint(x: x1, y: y1 - br))
    path.addQuadCurve(to: CGPoint(x: x1 - br, y: y1), control: CGPoint(x: x1, y: y1))
    path.addLine(to: CGPoint(x: x0 + bl, y: y1))
    path.addQuadCurve(to: CGPoint(x: x0, y: y1 - bl), control: CGPoint(x: x0, y: y1))
    path.addLine(to: CGPoint(x: x0, y: y0 + tl))
    path.addQuadCurve(to: CGPoint(x: x0 + tl, y: y0), control: CGPoint(x: x0, y: y0))
    path.closeSubpath()
    return path
  }
}

extension Text {
  /// Letter spacing; accepted so app code compiles (PlotKit draws text at its normal spacing).
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// Kerning; accepted so app code compiles.
  public func kerning(_ kerning: CGFloat) -> Text { self }
}

extension ChartContent {
  /// A test identifier; accepted so app code compiles (the SVG has no UI tests to find it).
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
}

extension View {
  /// A test identifier; accepted so app code compiles.
  public func accessibilityIdentifier(_ identifier: String) -> ViewNode { _viewNode }
}

/// Bindings to the properties of an observable model, as SwiftUI's `@Bindable`:
/// `$model.selection` is a `Binding` that reads and writes `model.selection`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  /// The model.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `value`'s properties.
  public init(_ value: Value) { wrappedValue = value }

  /// Itself: `$model` gives access to the bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to one property of the model.
  public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>)
    -> Binding<Member>
  {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

extension Text {
  /// The two texts as one, as SwiftUI's `Text + Text`; the run is drawn in the first text's
  /// font and colour (one SVG text element per line).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.segments += rhs.segments
    return joined
  }
}

extension Font {
  /// Small capitals for lowercase letters; accepted so app code compiles (drawn as is: the
  /// chart font has no small capitals).
  public func lowercaseSmallCaps() -> Font { self }
  /// Small capitals for uppercase letters; accepted, drawn as is.
  public func uppercaseSmallCaps() -> Font { self }
  /// Small capitals; accepted, drawn as is.
  public func smallCaps() -> Font { self }
}

/// A shadow on a shape style, as SwiftUI's `ShadowStyle` (`.drop(radius:)`, `.inner(radius:)`).
public struct ShadowStyle: Sendable, Hashable {
  let radius: Double

  /// A shadow cast below the shape.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(radius: CallerNumbers.nonNegative(Double(radius)))
  }

  /// A shadow inside the shape.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(radius: CallerNumbers.nonNegative(Double(radius)))
  }
}

extension ShapeStyle {
  /// The style with a shadow; accepted so app code compiles and drawn without it (put
  /// `shadow(color:radius:x:y:)` on the marks for an SVG shadow filter).
  public func shadow(_ style: ShadowStyle) -> Self { self }
}

extension Color {
  /// This colour moved `fraction` (0…1) of the way to `other`, as SwiftUI's `mix(with:by:)`
  /// (mixed in sRGB, per colour scheme).
  public func mix(with other: Color, by fraction: Double) -> Color {
    mixed(with: other, by: fraction)
  }
}

/// How an SF Symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public enum SymbolRenderingMode: Sendable, Hashable {
  /// One colour.
  case monochrome
  /// One colour at several opacities.
  case hierarchical
  /// Two or three colours.
  case palette
  /// The symbol's own colours.
  case multicolor
}

extension Image {
  /// Accepted so app code compiles: symbols are drawn in one colour here.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How an accessibility element takes its children, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  let name: String
  /// The children are ignored.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are combined into one element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// The children stay elements of their own.
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
  /// Accepted so app code compiles; a chart's marks speak for themselves in the SVG.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ViewNode {
    _viewNode
  }
}

extension ChartContent {
  /// Accepted so app code compiles; marks keep their own accessible labels.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedChartContent<Self>
  {
    modified { _ in }
  }
}
