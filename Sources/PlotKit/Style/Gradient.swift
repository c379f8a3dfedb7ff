/// A point in a shape's unit square, as SwiftUI's `UnitPoint`: (0, 0) is the top leading corner.
public struct UnitPoint: Sendable, Hashable {
  /// 0 at the leading edge, 1 at the trailing edge.
  public var x: Double
  /// 0 at the top edge, 1 at the bottom edge.
  public var y: Double

  /// A point from its unit coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`; as a style it runs top to bottom.
public struct Gradient: ShapeStyle, Hashable {
  /// One colour of a gradient at its location.
  public struct Stop: Sendable, Hashable {
    /// The colour.
    public var color: Color
    /// Where the colour sits, 0 (start) to 1 (end).
    public var location: Double

    /// A stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order of location.
  public var stops: [Stop]

  /// Evenly spaced colours.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
  }

  /// Colours at given locations; locations are clamped to 0…1 and sorted, as SVG needs.
  public init(stops: [Stop]) {
    self.stops =
      stops.map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
      .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// Top to bottom.
  public var _paint: MarkPaint {
    MarkPaint(storage: .linear(stops: stops, start: .top, end: .bottom))
  }

  /// The colour at `t` (0…1), interpolated in sRGB between the stops around it.
  func color(at t: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .blue }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let span = b.location - a.location
      return a.color.mixed(with: b.color, by: span > 0 ? (t - a.location) / span : 1)
    }
    return last.color
  }
}

/// A colour's standard gradient (`Color.blue.gradient`): slightly lighter at the top.
public struct AnyGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient erased to this type.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  /// Top to bottom.
  public var _paint: MarkPaint { gradient._paint }
}

extension Color {
  /// The colour's standard gradient: from a lighter tint at the top to the colour at the bottom.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [mixed(with: .white, by: 0.25), self]))
  }
}

/// A linear gradient between two unit points of the shape (or of the plot, for lines and areas).
public struct LinearGradient: ShapeStyle, Hashable {
  /// The colours.
  public var gradient: Gradient
  /// Where the gradient starts.
  public var startPoint: UnitPoint
  /// Where the gradient ends.
  public var endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Evenly spaced colours from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Colours at locations from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient between its points.
  public var _paint: MarkPaint {
    MarkPaint(storage: .linear(stops: gradient.stops, start: startPoint, end: endPoint))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as in `.foregroundStyle(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of a colour's standard gradient.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of evenly spaced colours.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colours at locations.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
