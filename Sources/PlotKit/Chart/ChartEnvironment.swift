import Foundation

/// Whether a chart follows the viewer's colour scheme or is fixed to one.
public enum ChartColorScheme: Sendable, Hashable {
  /// CSS custom properties with a `prefers-color-scheme: dark` block; light values as fallback.
  case automatic
  /// Fixed light colours, for PNG rendering and print.
  case light
  /// Fixed dark colours on a dark background, for PNG rendering.
  case dark
}

/// The locale, calendar and colour scheme a chart is rendered in; never taken from the machine.
public struct ChartEnvironment: Sendable {
  /// Number and date formats follow this locale; default `en_US`.
  public var locale: Locale
  /// Calendar (with its time zone) for temporal scales and date labels; default Gregorian in UTC.
  public var calendar: Calendar
  /// The colour scheme.
  public var colorScheme: ChartColorScheme
  /// Measures label text for layout.
  public var textMeasurer: TextMeasurer
  /// The paint of marks that set none and encode no series (the chart's `foregroundStyle`).
  var defaultForeground: MarkPaint?

  /// The defaults: en_US, Gregorian, UTC, automatic colour scheme.
  public init(
    locale: Locale = Locale(identifier: "en_US"), calendar: Calendar? = nil,
    colorScheme: ChartColorScheme = .automatic, textMeasurer: TextMeasurer = .standard
  ) {
    self.locale = locale
    self.calendar = calendar ?? Self.gregorianUTC
    self.colorScheme = colorScheme
    self.textMeasurer = textMeasurer
  }

  /// The time zone of `calendar`.
  public var timeZone: TimeZone {
    get { calendar.timeZone }
    set { calendar.timeZone = newValue }
  }

  static let gregorianUTC: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// A date format bound to this environment, to be refined (`.month(.narrow)`).
  var dateFormat: Date.FormatStyle {
    Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
  }

  /// Applies this environment's locale, calendar and time zone to a caller's date format.
  func localized(_ format: Date.FormatStyle) -> Date.FormatStyle {
    var format = format
    format.locale = locale
    format.calendar = calendar
    format.timeZone = calendar.timeZone
    return format
  }

  /// A number with as many decimals as `fractionDigits`, grouped per the locale.
  func formatNumber(_ value: Double, fractionDigits: Int) -> String {
    let style = FloatingPointFormatStyle<Double>(locale: locale)
      .precision(.fractionLength(fractionDigits))
    return (value == 0 ? 0 : value).formatted(style)
  }

  /// A number shown with just the decimals it needs (up to 2), e.g. `916`, `4.5`.
  func formatNumber(_ value: Double) -> String {
    let style = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...2))
    return (value == 0 ? 0 : value).formatted(style)
  }

  /// A value as a person would read it in a label: numbers and dates per the locale.
  func describe(_ value: PlotValue, unit: Calendar.Component? = nil) -> String {
    switch value {
    case .number(let n): return formatNumber(n)
    case .category(let c): return c
    case .date(let d):
      switch unit {
      case .month: return d.formatted(dateFormat.month(.wide).year())
      case .year: return d.formatted(dateFormat.year())
      case .day, .weekOfYear, .weekday, nil:
        if unit == nil, calendar.startOfDay(for: d) != d {
          return d.formatted(dateFormat.month(.wide).day().year().hour().minute())
        }
        return d.formatted(dateFormat.month(.wide).day().year())
      default: return d.formatted(dateFormat.month(.wide).day().year().hour().minute())
      }
    }
  }
}
