/// Something marks can be filled or stroked with: a colour, a gradient or a hierarchical style,
/// as in SwiftUI. PlotKit resolves every style to a `MarkPaint` when the chart renders.
public protocol ShapeStyle: Sendable {
  /// The paint this style resolves to (implementation detail of the built-in styles).
  var _paint: MarkPaint { get }
}

/// A resolved fill or stroke: one colour, a linear gradient between two unit points, or a
/// radial, elliptical or angular gradient around a centre.
public struct MarkPaint: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case color(Color)
    case linear(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
    case centered(CenteredGradient)
  }
  let storage: Storage

  static func color(_ color: Color) -> MarkPaint { MarkPaint(storage: .color(color)) }

  /// One colour standing for the paint where a gradient cannot be drawn (legend swatches,
  /// point symbols on a line): the colour itself, or the gradient's last stop.
  var representativeColor: Color {
    switch storage {
    case .color(let color): return color
    case .linear(let stops, _, _): return stops.last?.color ?? .blue
    case .centered(let gradient): return gradient.stops.last?.color ?? .blue
    }
  }

  /// The same paint with every colour's opacity multiplied by `opacity`.
  func opacity(_ opacity: Double) -> MarkPaint {
    guard opacity < 1 else { return self }
    switch storage {
    case .color(let color): return .color(color.opacity(opacity))
    case .linear(let stops, let start, let end):
      let faded = stops.map {
        Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location)
      }
      return MarkPaint(storage: .linear(stops: faded, start: start, end: end))
    case .centered(var gradient):
      gradient.stops = gradient.stops.map {
        Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location)
      }
      return MarkPaint(storage: .centered(gradient))
    }
  }
}

extension Color: ShapeStyle {
  /// A colour paints itself.
  public var _paint: MarkPaint { .color(self) }
}

/// A style erased to its paint, so both branches of a condition can have one type.
public struct AnyShapeStyle: ShapeStyle {
  /// The erased style's paint.
  public let _paint: MarkPaint

  /// Erases `style`.
  public init<S: ShapeStyle>(_ style: S) {
    _paint = style._paint
  }
}

/// The levels of SwiftUI's hierarchical foreground styles (`.primary` … `.quaternary`).
public struct HierarchicalShapeStyle: ShapeStyle {
  let color: Color

  /// The style's colour; the lower levels are the label colour at Apple's label opacities.
  public var _paint: MarkPaint { .color(color) }

  /// The primary level: black on light, white on dark.
  public static let primary = HierarchicalShapeStyle(color: .primary)
  /// The secondary level, readable on both chart backgrounds.
  public static let secondary = HierarchicalShapeStyle(color: .secondary)
  /// The tertiary level (Apple's tertiary label: 30 % of the label colour).
  public static let tertiary = HierarchicalShapeStyle(
    color: Color(light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.3))
  /// The quaternary level (Apple's quaternary label: 18 % of the label colour).
  public static let quaternary = HierarchicalShapeStyle(
    color: Color(light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.18))

  /// The same level with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> HierarchicalShapeStyle {
    HierarchicalShapeStyle(color: color.opacity(opacity))
  }
}

/// The view's tint (the default mark colour, system blue).
public struct TintShapeStyle: ShapeStyle {
  /// The tint's paint.
  public var _paint: MarkPaint { .color(.blue) }
  /// The tint.
  public init() {}
}

/// The chart's background colour, to knock marks out of each other.
public struct BackgroundStyle: ShapeStyle {
  /// The background's paint.
  public var _paint: MarkPaint { .color(.chartBackground) }
  /// The background.
  public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary foreground level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary foreground level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary foreground level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary foreground level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The chart's background colour.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

// SwiftUI's system colours as shape styles, so `.foregroundStyle(.red)` resolves in generic
// contexts. `primary` and `secondary` are the hierarchical styles there, as in SwiftUI.
extension ShapeStyle where Self == Color {
  /// System blue.
  public static var blue: Color { Color.blue }
  /// System pink.
  public static var pink: Color { Color.pink }
  /// System orange.
  public static var orange: Color { Color.orange }
  /// System red.
  public static var red: Color { Color.red }
  /// System green.
  public static var green: Color { Color.green }
  /// System yellow.
  public static var yellow: Color { Color.yellow }
  /// System purple.
  public static var purple: Color { Color.purple }
  /// System indigo.
  public static var indigo: Color { Color.indigo }
  /// System teal.
  public static var teal: Color { Color.teal }
  /// System cyan.
  public static var cyan: Color { Color.cyan }
  /// System mint.
  public static var mint: Color { Color.mint }
  /// System brown.
  public static var brown: Color { Color.brown }
  /// System gray.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
}
