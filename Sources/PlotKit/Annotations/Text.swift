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

  /// Plain text.
  public init(_ content: String) {
    segments = [.literal(content)]
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
  public func font(_ font: Font) -> Text {
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
    copy.font = (font ?? Font.system(size: ChartFont.annotation)).weight(weight ?? .regular)
    return copy
  }

  /// The text in bold.
  public func bold() -> Text {
    var copy = self
    copy.font = (font ?? Font.system(size: ChartFont.annotation)).bold()
    return copy
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
