import Foundation

/// A gradient that spreads from a centre: by radius in points, by fraction of the shape, or
/// by angle. Resolved into SVG by `SVGWriter`.
struct CenteredGradient: Sendable, Hashable {
  enum Shape: Sendable, Hashable {
    /// Circles with radii in points (`RadialGradient`).
    case radial(startRadius: Double, endRadius: Double)
    /// Ellipses inscribed in the shape, radii as fractions of its size (`EllipticalGradient`).
    case elliptical(startFraction: Double, endFraction: Double)
    /// Around the centre, from one angle to another in radians, clockwise (`AngularGradient`).
    case angular(start: Double, end: Double)
  }
  var stops: [Gradient.Stop]
  var center: UnitPoint
  var shape: Shape
}

/// Colours in circles around a centre, radii in points, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, Hashable {
  /// The colours, from the start radius outwards.
  public var gradient: Gradient
  /// The centre, in the shape's unit square.
  public var center: UnitPoint
  /// Where the first colour is, in points from the centre.
  public var startRadius: Double
  /// Where the last colour is, in points from the centre; beyond it the last colour holds.
  public var endRadius: Double

  /// A radial gradient of `gradient`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = Double(startRadius)
    self.endRadius = Double(endRadius)
  }

  /// A radial gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient of colours at locations.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Circles in user space around the centre of the mark's box (or the plot, for lines).
  public var _paint: MarkPaint {
    MarkPaint(
      storage: .centered(
        CenteredGradient(
          stops: gradient.stops, center: center,
          shape: .radial(startRadius: startRadius, endRadius: endRadius))))
  }
}

/// Colours in ellipses that fit the shape, as SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, Hashable {
  /// The colours, from the start fraction outwards.
  public var gradient: Gradient
  /// The centre, in the shape's unit square.
  public var center: UnitPoint
  /// Where the first colour is, as a fraction of the shape's size.
  public var startRadiusFraction: Double
  /// Where the last colour is, as a fraction of the shape's size (0.5 reaches its edges).
  public var endRadiusFraction: Double

  /// An elliptical gradient of `gradient`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = Double(startRadiusFraction)
    self.endRadiusFraction = Double(endRadiusFraction)
  }

  /// An elliptical gradient of evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colours at locations.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Ellipses in the element's bounding box.
  public var _paint: MarkPaint {
    MarkPaint(
      storage: .centered(
        CenteredGradient(
          stops: gradient.stops, center: center,
          shape: .elliptical(startFraction: startRadiusFraction, endFraction: endRadiusFraction)
        )))
  }
}

/// Colours swept around a centre, as SwiftUI's `AngularGradient` (a conic gradient).
///
/// SVG has no conic gradient, so PlotKit approximates it: a pattern of 72 thin wedges, each
/// filled with the gradient's colour at its middle angle (5° steps, so smooth ramps show
/// faint bands; hard stops fall on the nearest wedge edge).
public struct AngularGradient: ShapeStyle, Hashable {
  /// The colours, from the start angle to the end angle.
  public var gradient: Gradient
  /// The centre, in the shape's unit square.
  public var center: UnitPoint
  /// Where the first colour is; 0° points to the trailing edge, angles grow clockwise.
  public var startAngle: Angle
  /// Where the last colour is; between the end and the start the nearer end colour holds.
  public var endAngle: Angle

  /// An angular gradient from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a whole turn, as in SwiftUI's default.
    self.endAngle =
      endAngle == startAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
  }

  /// An angular gradient of evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient of colours at locations.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A whole turn starting at `angle` (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: Angle(degrees: angle.degrees + 360))
  }

  /// A whole turn of evenly spaced colours starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Wedges around the centre of the element's bounding box.
  public var _paint: MarkPaint {
    MarkPaint(
      storage: .centered(
        CenteredGradient(
          stops: gradient.stops, center: center,
          shape: .angular(start: startAngle.radians, end: endAngle.radians))))
  }
}

extension Angle {
  /// No rotation.
  public static let zero = Angle(degrees: 0)
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient, as in `.foregroundStyle(.radialGradient(g, center: .center, startRadius: 0, endRadius: 80))`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of a colour's standard gradient.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient of evenly spaced colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colours at locations.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient filling the shape.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of evenly spaced colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced colours.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A whole-turn angular gradient starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A whole-turn angular gradient of evenly spaced colours.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
