import Foundation

/// A string literal given to `Text`, as SwiftUI's `LocalizedStringKey`: it reads as written
/// (PlotKit has no string tables) and takes interpolations with `specifier:` and `format:`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
  let text: Text

  /// A key from a plain literal.
  public init(stringLiteral value: String) {
    text = Text(verbatim: value)
  }

  /// A key from an interpolated literal, e.g. `"\(weight, specifier: "%.1f") kg"`.
  public init(stringInterpolation: Text.StringInterpolation) {
    text = Text(stringInterpolation: stringInterpolation)
  }

  /// A key that reads as `value`.
  public init(_ value: String) {
    text = Text(verbatim: value)
  }
}

extension Text {
  /// Text from a literal key; the table, bundle and comment are accepted for source
  /// compatibility (the key reads as written).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self = key.text
  }
}

extension Text.StringInterpolation {
  /// A number written with a `printf` specifier such as `"%.1f"`, in the chart's locale.
  public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
    segments.append(.formatted { String(format: specifier, locale: $0.locale, value) })
  }

  /// Text inside text, keeping its own deferred formats.
  public mutating func appendInterpolation(_ text: Text) {
    segments.append(contentsOf: text.segments)
  }
}
