import Foundation

/// Text for annotations, with values formatted in the chart's locale when it renders.
public struct Text: ExpressibleByStringInterpolation {
  enum Segment {
    case literal(String)
    case formatted((ChartEnvironment) -> String)
  }
  var segments: [Segment]
  var font: Font?
  var color: Color?
  /// A weight set by `bold()`/`fontWeight(_:)`, applied to whichever font the text ends up in.
  var weight: FontWeight?
  var isItalic = false

  /// Plain text.
  public init(_ content: String) {
    segments = [.literal(content)]
  }

  /// Text shown exactly as given.
  public init(verbatim content: String) {
    segments = [.literal(content)]
  }

  /// An integer in a number format, localised when the chart renders.
  public init(_ value: Int, format: IntegerFormatStyle<Int>) {
    segments = [.formatted { format.locale($0.locale).format(value) }]
  }

  /// A number in a number format, localised when the chart renders.
  public init(_ value: Double, format: FloatingPointFormatStyle<Double>) {
    segments = [.formatted { format.locale($0.locale).format(value) }]
  }

  /// A date in a date format, in the chart's locale, calendar and time zone.
  public init(_ value: Date, format: Date.FormatStyle) {
    segments = [.formatted { $0.localized(format).format(value) }]
  }

  /// A value in any other format style, formatted as the style says.
  @_disfavoredOverload
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    segments = [.literal(format.format(input))]
  }

  /// Text from a string literal.
  public init(stringLiteral value: String) {
    segments = [.literal(value)]
  }

  /// Text from an interpolated string such as `"Average: \(value, format: .number)"`.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
  }

  /// Builds interpolated text, deferring formats until the chart's locale is known.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// Capacity hint.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) {
      segments.append(.literal(literal))
    }

    /// An integer in a number format, localised at render time.
    public mutating func appendInterpolation(_ value: Int, format: IntegerFormatStyle<Int>) {
      segments.append(.formatted { format.locale($0.locale).format(value) })
    }

    /// A floating-point number in a number format, localised at render time.
    public mutating func appendInterpolation(
      _ value: Double, format: FloatingPointFormatStyle<Double>
    ) {
      segments.append(.formatted { format.locale($0.locale).format(value) })
    }

    /// A date in a date format, in the chart's locale, calendar and time zone.
    public mutating func appendInterpolation(_ value: Date, format: Date.FormatStyle) {
      segments.append(.formatted { $0.localized(format).format(value) })
    }

    /// Any other value, as `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.literal(String(describing: value)))
    }
  }

  /// The text's font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The text's colour.
  public func foregroundStyle(_ color: Color) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// The text's colour from a shape style (`.secondary`, `.tint`; a gradient uses its last stop).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.color = style._paint.representativeColor
    return copy
  }

  /// The text in another weight, keeping its size.
  public func fontWeight(_ weight: FontWeight?) -> Text {
    var copy = self
    copy.weight = weight ?? .regular
    return copy
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text {
    var copy = self
    if isActive { copy.weight = .bold }
    return copy
  }

  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// The text's colour (SwiftUI's older spelling of `foregroundStyle`).
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// Digits of equal width (Liberation Sans digits already are).
  public func monospacedDigit() -> Text { self }

  /// The font the text draws in when its container's font is `fallback`.
  func resolvedFont(fallback: Font) -> Font {
    let base = font ?? fallback
    return weight.map { base.weight($0) } ?? base
  }

  /// The text as it reads in `environment`.
  func resolve(_ environment: ChartEnvironment) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .formatted(let format): result += format(environment)
      }
    }
    return result
  }
}

extension Text: View {
  /// The text's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .text(self)) }
}
