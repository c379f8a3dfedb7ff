/// A text size and weight for annotations, named after SwiftUI's text styles.
public struct Font: Sendable, Hashable {
  /// Size in points.
  public var size: Double
  /// Weight.
  public var weight: FontWeight

  /// A font of this size and weight.
  public static func system(size: Double, weight: FontWeight = .regular) -> Font {
    Font(size: size, weight: weight)
  }

  /// 11 pt.
  public static let caption2 = Font(size: 11, weight: .regular)
  /// 12 pt.
  public static let caption = Font(size: 12, weight: .regular)
  /// 13 pt.
  public static let footnote = Font(size: 13, weight: .regular)
  /// 15 pt.
  public static let subheadline = Font(size: 15, weight: .regular)
  /// 17 pt.
  public static let body = Font(size: 17, weight: .regular)
  /// 17 pt bold.
  public static let headline = Font(size: 17, weight: .bold)
  /// 20 pt.
  public static let title3 = Font(size: 20, weight: .regular)
  /// 16 pt.
  public static let callout = Font(size: 16, weight: .regular)
  /// 22 pt.
  public static let title2 = Font(size: 22, weight: .regular)
  /// 28 pt.
  public static let title = Font(size: 28, weight: .regular)
  /// 34 pt.
  public static let largeTitle = Font(size: 34, weight: .regular)

  /// SwiftUI's name for font weights.
  public typealias Weight = FontWeight

  /// The same size in another weight.
  public func weight(_ weight: FontWeight) -> Font { Font(size: size, weight: weight) }

  /// The same size in bold.
  public func bold() -> Font { Font(size: size, weight: .bold) }
}

// SwiftUI's other weights, mapped onto the two faces PlotKit has metrics for (Liberation Sans
// Regular and Bold), so measured widths stay exact: semibold and heavier draw bold.
extension FontWeight {
  /// Drawn regular.
  public static let ultraLight = FontWeight.regular
  /// Drawn regular.
  public static let thin = FontWeight.regular
  /// Drawn regular.
  public static let light = FontWeight.regular
  /// Drawn regular.
  public static let medium = FontWeight.regular
  /// Drawn bold.
  public static let semibold = FontWeight.bold
  /// Drawn bold.
  public static let heavy = FontWeight.bold
  /// Drawn bold.
  public static let black = FontWeight.bold
}

extension FontWeight {
  var svgValue: String? { self == .bold ? "bold" : nil }
}
