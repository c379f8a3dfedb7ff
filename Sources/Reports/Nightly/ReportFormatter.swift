import Foundation
import Sales

/// Formats numbers, money and dates for the page in one explicit locale (never the process's).
public struct ReportFormatter: Sendable {
  /// The locale used.
  public let locale: Locale
  /// The ISO 4217 currency code of revenue.
  public let currencyCode: String
  /// A Gregorian calendar in UTC: local dates are represented as UTC midnights.
  public let calendar: Calendar

  /// Creates a formatter for `locale` and `currencyCode`.
  public init(locale: Locale, currencyCode: String) {
    self.locale = locale
    self.currencyCode = currencyCode
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

  /// Money from cents in the report's currency (`$1,024.50`).
  public func money(cents: Int) -> String {
    (Decimal(cents) / 100).formatted(.currency(code: currencyCode).locale(locale))
  }

  /// A signed whole percentage (`+7%`, `−12%`).
  public func percentChange(_ value: Double) -> String {
    let rounded = Int(value.rounded())
    let magnitude = abs(rounded).formatted(.number.locale(locale))
    return (rounded > 0 ? "+" : rounded < 0 ? "−" : "±") + magnitude + "%"
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
