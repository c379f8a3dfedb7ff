import Foundation

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
///
/// A chart here is drawn once, to an SVG that follows the reader's light or dark mode through
/// CSS (``ChartColorScheme/automatic``): system colours (`.blue`, `.primary`, `.secondary`…)
/// switch by themselves. App code that branches on the scheme (`colorScheme == .dark ? … : …`)
/// runs before anyone reads the chart, so it sees ``light`` (the image's fallback appearance)
/// and its light branch is drawn in both modes.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// The light appearance, the one app code sees here.
  case light
  /// The dark appearance.
  case dark
}

/// The text sizes a person may choose, as SwiftUI's `DynamicTypeSize`; charts here are
/// drawn at ``large``, the default.
public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The values app code reads with `@Environment(\.…)`: those of a static render (light
/// appearance, default text size, the process's locale, calendar and time zone).
public struct EnvironmentValues: Sendable {
  /// Always ``ColorScheme/light``: see ``ColorScheme``.
  public var colorScheme: ColorScheme = .light
  /// Always ``DynamicTypeSize/large``.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The locale.
  public var locale: Locale = .current
  /// The calendar.
  public var calendar: Calendar = .current
  /// The time zone.
  public var timeZone: TimeZone = .current
  /// A still image does not animate, as with reduced motion.
  public var accessibilityReduceMotion = true
  /// Whether controls are enabled.
  public var isEnabled = true

  /// The values of a static render.
  public init() {}
}

/// Reads a value of the environment, as SwiftUI's `@Environment(\.colorScheme)`.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// The environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value for a static render.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
