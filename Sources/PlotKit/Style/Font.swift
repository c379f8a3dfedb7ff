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

  /// The same size in bold.
  public func bold() -> Font { Font(size: size, weight: .bold) }
}

extension FontWeight {
  var svgValue: String? { self == .bold ? "bold" : nil }
}
