import Foundation
import SalesAnalytics
import SalesDomain

/// Formats numbers, money and dates for the page in one explicit locale (never the process's).
public struct ReportFormatter: Sendable {
  /// The locale used.
  public let locale: Locale
  /// The ISO 4217 currency code of revenue.
  public let currencyCode: String
  /// A Gregorian calendar in UTC: local dates are represented as UTC midnights.
  public let calendar: Calendar
  /// The page's sentences in the locale's language.
  public let strings: ReportStrings
  /// Digits after the decimal point of the currency (2 for USD and EUR, 0 for JPY).
  public let minorUnitDigits: Int

  /// Creates a formatter for `locale` and `currencyCode`.
  public init(locale: Locale, currencyCode: String) {
    self.locale = locale
    self.currencyCode = currencyCode
    strings = ReportStrings(locale: locale)
    minorUnitDigits = Self.minorUnitDigits(of: currencyCode)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = locale
    self.calendar = calendar
  }

  /// An integer with the locale's grouping (`4,593`; `4.593` in German).
  public func count(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  /// A decimal with at most one fraction digit (`127.5`).
  public func decimal(_ value: Double) -> String {
    value.formatted(.number.precision(.fractionLength(0...1)).locale(locale))
  }

  /// Money from an amount in the currency's minor units (`$1,024.50`; `¥1,024` for JPY, which
  /// has none).
  public func money(minorUnits amount: Int) -> String {
    Decimal(minorUnits: amount, digits: minorUnitDigits).formatted(
      .currency(code: currencyCode).locale(locale))
  }

  /// Money rounded to whole currency units, for axes and dense labels (`$1,025`).
  public func roundedMoney(minorUnits amount: Double) -> String {
    let whole = (amount / pow(10, Double(minorUnitDigits))).rounded()
    return Decimal(whole).formatted(
      .currency(code: currencyCode).precision(.fractionLength(0)).locale(locale))
  }

  /// An unsigned whole percentage in the locale (`8%`, `8 %` in German and French).
  public func percent(_ value: Double) -> String {
    (abs(value) / 100).formatted(.percent.precision(.fractionLength(0)).locale(locale))
  }

  /// A change as a signed whole percentage: `+12 %`, `−3 %`, and `±0 %` when it rounds to none.
  public func signedPercent(_ change: RelativeChange) -> String {
    if change.isAboutTheSame { return "±" + percent(0) }
    return (change.percent > 0 ? "+" : "−") + percent(change.percent)
  }

  /// A share of a whole as a percentage (`58%`), with one decimal under 10 % so a small but
  /// real share never reads as `0%` (`0.2%`).
  public func share(_ part: Double, of whole: Double) -> String {
    let value = whole == 0 ? 0 : abs(part / whole)
    return value.formatted(
      .percent.precision(.fractionLength(value < 0.1 ? 0...1 : 0...0)).locale(locale))
  }

  /// The start of a local hour (`13:00`, `1 PM` in English).
  public func hour(_ hour: Int) -> String {
    Date(timeIntervalSince1970: Double(hour) * 3600).formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).hour())
  }

  /// The number of decimal digits `currencyCode` is written with, as ICU knows it (JPY: 0).
  static func minorUnitDigits(of currencyCode: String) -> Int {
    let one = Decimal(1).formatted(
      .currency(code: currencyCode).locale(Locale(identifier: "en_US_POSIX")))
    guard let point = one.lastIndex(of: ".") else { return 0 }
    return one[one.index(after: point)...].prefix { $0.isNumber }.count
  }

  /// Whether `identifier` names a locale Foundation knows (`de_DE`, `fr-FR`).
  public static func isKnownLocale(_ identifier: String) -> Bool {
    Locale.availableIdentifiers.contains(identifier.replacingOccurrences(of: "-", with: "_"))
  }

  /// Whether `code` is an ISO 4217 currency code (`EUR`, `JPY`).
  public static func isKnownCurrency(_ code: String) -> Bool {
    Locale.Currency.isoCurrencies.contains(Locale.Currency(code.uppercased()))
  }

  /// The UTC midnight that stands for `date` in charts and date formats.
  public func instant(_ date: LocalDate) -> Date {
    Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400)
  }

  /// A long date (`Monday, June 6, 2022`).
  public func longDate(_ date: LocalDate) -> String {
    instant(date).formatted(
      Date.FormatStyle(
        date: .complete, time: .omitted, locale: locale, calendar: calendar,
        timeZone: calendar.timeZone))
  }

  /// A short date without the year (`Jun 6`).
  public func shortDate(_ date: LocalDate) -> String {
    instant(date).formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).month(
        .abbreviated
      ).day())
  }

  /// A month and year (`May 2022`).
  public func month(_ month: YearMonth) -> String {
    instant(month.firstDay).formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).month(.wide)
        .year())
  }

  /// The weekday's name for an ISO weekday 1 (Monday) … 7 (Sunday).
  public func weekdayName(_ isoWeekday: Int) -> String {
    // 2024-01-01 was a Monday.
    let date = LocalDate(year: 2024, month: 1, day: isoWeekday)!
    return instant(date).formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).weekday(
        .wide))
  }

  /// The short weekday name (`Mon`).
  public func shortWeekdayName(_ isoWeekday: Int) -> String {
    let date = LocalDate(year: 2024, month: 1, day: isoWeekday)!
    return instant(date).formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).weekday(
        .abbreviated))
  }
}
