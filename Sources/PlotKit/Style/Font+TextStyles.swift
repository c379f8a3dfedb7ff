import Foundation

// SwiftUI's other ways to name a font. PlotKit measures and draws Liberation Sans (its metrics
// are built in), so a design or a custom family keeps the size and weight asked for and draws
// them in that face; widths stay exact.
extension Font {
  /// SwiftUI's dynamic text styles, at their default (large) sizes.
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    /// 34 pt.
    case largeTitle
    /// 28 pt.
    case title
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt bold.
    case headline
    /// 15 pt.
    case subheadline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption
    /// 11 pt.
    case caption2

    var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .title: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption
      case .caption2: return .caption2
      }
    }
  }

  /// A font design; PlotKit draws every design in Liberation Sans.
  public enum Design: Sendable, Hashable {
    /// The system design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A fixed-width design.
    case monospaced
  }

  /// A text style in a design and weight, e.g. `.system(.caption, design: .rounded)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    let font = style.font
    return weight.map { font.weight($0) } ?? font
  }

  /// A size, weight and design, e.g. `.system(size: 10, weight: .bold, design: .rounded)`.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular)
  }

  /// A named family at a size, drawn in Liberation Sans at that size.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(size: size, weight: .regular)
  }

  /// A named family at a size relative to a text style.
  public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
    Font(size: size, weight: style.font.weight)
  }

  /// The same font in a design (drawn in Liberation Sans).
  public func design(_ design: Design) -> Font { self }
}

extension Text {
  /// The text in a font design (drawn in Liberation Sans).
  public func fontDesign(_ design: Font.Design?) -> Text { self }
}
