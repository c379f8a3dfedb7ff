import Foundation

/// The local wall-clock time at which a city's business day starts (`businessDayStartsAt`):
/// with 04:00, a sale at 01:30 on Saturday belongs to Friday's business day. Midnight (the
/// default) makes the business day the calendar day.
///
/// The rule on DST nights (README, "Business days"): the day starts at the first instant whose
/// wall clock shows the start time or later. When clocks skip the start (spring forward), the
/// day starts when the clocks jump; when they show it twice (fall back), at the earlier of the
/// two, so the repeated hour after it belongs to the new day. Midnight keeps the calendar date
/// of the wall clock, as before business days existed.
public struct BusinessDayStart: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Minutes after local midnight, 0–1439.
  public let minutes: Int

  /// The calendar day: the default.
  public static let midnight = BusinessDayStart(uncheckedMinutes: 0)

  /// A start `minutes` after midnight, or nil outside 0–1439.
  public init?(minutes: Int) {
    guard (0..<1440).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  private init(uncheckedMinutes: Int) { minutes = uncheckedMinutes }

  /// Parses `HH:MM` (two digits each, 00:00–23:59), or nil.
  public init?(parsing text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      bytes.enumerated().allSatisfy({ $0.offset == 2 || (48...57).contains($0.element) })
    else { return nil }
    let hours = Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)
    let minutes = Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48)
    guard hours < 24, minutes < 60 else { return nil }
    self.minutes = hours * 60 + minutes
  }

  /// `HH:MM`.
  public var description: String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// The local hour the business day starts in (its charts' hour axis starts there).
  public var hour: Int { minutes / 60 }

  /// The local hours of a business day in order: from the start's hour on past midnight
  /// (04 … 23, 00 … 03 for 04:00), the hour axis of a city's hourly charts and tables.
  public var hourAxis: [Int] { Array(hour..<24) + Array(0..<hour) }

  /// The hour axis several cities share: their earliest start's (so midnight when any city
  /// keeps the calendar day), every city's hours then in one order on one axis.
  public static func sharedHourAxis(_ starts: some Sequence<BusinessDayStart>) -> [Int] {
    (starts.min() ?? .midnight).hourAxis
  }

  /// Seconds after local midnight.
  public var seconds: Int64 { Int64(minutes) * 60 }

  public static func < (a: Self, b: Self) -> Bool { a.minutes < b.minutes }

  /// The business day (days since 1970-01-01) and local clock hour of the instant `second`
  /// (seconds since 1970) whose local wall clock reads `local` (seconds since 1970-01-01
  /// 00:00 local); `earliestInstant` gives the earlier instant at which the wall clock shows a
  /// time, or nil when clocks skip it. The one rule every store, import and rebuild uses.
  @inlinable
  public func dayAndHour(
    atSecond second: Int64, local: Int64, earliestInstant: (Int64) -> Int64?
  ) -> (day: Int64, hour: Int) {
    let calendarDay = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let hour = Int((local - calendarDay * 86_400) / 3600)
    guard minutes > 0 else { return (calendarDay, hour) }
    let shifted = local - Int64(minutes) * 60
    var day = shifted >= 0 ? shifted / 86_400 : (shifted - 86_399) / 86_400
    // The wall clock is before the start, yet the start was shown earlier this night (fall
    // back repeats it): the new business day has begun.
    if let next = earliestInstant((day + 1) * 86_400 + Int64(minutes) * 60), next <= second {
      day += 1
    }
    return (day, hour)
  }

  /// The business day and clock hour of `instant` in `timeZone`, through Foundation (for
  /// orders built one at a time; imports use the import's offset tables and the same rule).
  public func localTime(of instant: Date, in timeZone: TimeZone) -> LocalTime {
    let second = Int64(instant.timeIntervalSince1970.rounded(.down))
    let local = second + Int64(timeZone.secondsFromGMT(for: instant))
    let result = dayAndHour(atSecond: second, local: local) { wall in
      Self.earliestInstant(atWallClock: wall) {
        Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0))))
      }
    }
    return LocalTime(date: LocalDate(dayNumber: Int(result.day)), hour: result.hour)
  }

  /// The earlier instant at which clocks whose UTC offset at an instant is `offset(instant)`
  /// show `wallClock`, or nil when they skip it. Offsets change at most once within a day in
  /// every real zone, so the offsets a day before and a day after are the only candidates.
  @inlinable
  public static func earliestInstant(
    atWallClock wallClock: Int64, offset: (Int64) -> Int64
  ) -> Int64? {
    let before = offset(wallClock - 86_400)
    let after = offset(wallClock + 86_400)
    let first = offset(wallClock - before) == before ? wallClock - before : nil
    let second =
      before != after && offset(wallClock - after) == after ? wallClock - after : nil
    switch (first, second) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }
}
