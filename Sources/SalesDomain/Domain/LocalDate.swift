import Foundation

/// A calendar date without a time or zone (`2022-05-08`): the local day an order belongs to.
///
/// Stored as the number of days since 1970-01-01 in the proleptic Gregorian calendar, which
/// makes ranges, differences and weekdays plain integer arithmetic.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// Creates the date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) { self.dayNumber = dayNumber }

  /// Creates a date from its parts, or nil when the parts do not name a real date.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(year: year, month: month)
    else { return nil }
    dayNumber = LocalDate.daysFromCivil(year: year, month: month, day: day)
  }

  /// Parses `YYYY-MM-DD`, or returns nil.
  public init?(iso text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = LocalDate.digits(bytes[0..<4]), let month = LocalDate.digits(bytes[5..<7]),
      let day = LocalDate.digits(bytes[8..<10])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The year, month (1–12) and day (1–31).
  public var components: (year: Int, month: Int, day: Int) {
    LocalDate.civilFromDays(dayNumber)
  }

  /// The year.
  public var year: Int { components.year }
  /// The month, 1–12.
  public var month: Int { components.month }
  /// The day of the month, 1–31.
  public var day: Int { components.day }

  /// The ISO weekday: Monday = 1 … Sunday = 7.
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (dayNumber + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// The month this date is in.
  public var yearMonth: YearMonth { YearMonth(year: year, month: month)! }

  /// The date `days` later (earlier when negative).
  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = components
    return LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) + "-" + LocalDate.pad(day, 2)
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

  /// The local date of `instant` in `timeZone`.
  public init(instant: Date, timeZone: TimeZone) {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let local = seconds + timeZone.secondsFromGMT(for: instant)
    self.init(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  // MARK: Civil calendar arithmetic (Howard Hinnant's days-from-civil algorithms)

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  @inlinable package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01.
  @inlinable package static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Whether `year` is a Gregorian leap year.
  @inlinable package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days of a month.
  @inlinable package static func daysIn(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard byte >= 48, byte <= 57 else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }

  /// `value` in decimal, zero-padded to `width`.
  package static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
