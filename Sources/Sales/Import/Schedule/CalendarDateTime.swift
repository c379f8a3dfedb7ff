import Foundation
import SalesDomain

/// A DATE or DATE-TIME value of an iCalendar file (RFC 5545 §3.3.4–5): a wall-clock time that
/// is UTC (`…Z`), in a named zone (`TZID=`), or floating (the zone of whoever reads it: here
/// the zone of the stop's city).
struct CalendarDateTime: Equatable, Sendable {
  /// How the wall clock maps to an instant.
  enum Zone: Equatable, Sendable {
    case utc
    case named(TimeZone)
    case floating
  }

  /// The local date.
  var date: LocalDate
  /// Seconds since local midnight (0 for a DATE).
  var secondOfDay: Int
  /// Whether the value is a DATE (a whole day, no time).
  var isDate: Bool
  /// The zone the wall clock is in.
  var zone: Zone

  /// The wall clock as seconds since 1970-01-01 00:00 of the same clock.
  var wallClock: Int64 { Int64(date.dayNumber) * 86_400 + Int64(secondOfDay) }

  /// Parses `value` with the property's `TZID` and `VALUE` parameters; `zones` resolves (and
  /// caches) zone names. Throws a problem naming the property and the value.
  static func parse(
    _ value: String, parameters: [String: String], property: String, line: Int,
    zones: inout CalendarZones
  ) throws(ScheduleProblem) -> CalendarDateTime {
    let bytes = Array(value.utf8)
    func digits(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var number = 0
      for byte in bytes[range] {
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        number = number * 10 + Int(byte - 0x30)
      }
      return number
    }
    let bad = ScheduleProblem(
      line: line,
      "\(property) '\(scheduleValue(value))' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)"
    )
    guard let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8),
      let date = LocalDate(year: year, month: month, day: day)
    else { throw bad }
    if bytes.count == 8 {
      return CalendarDateTime(date: date, secondOfDay: 0, isDate: true, zone: .floating)
    }
    guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")),
      bytes[8] == UInt8(ascii: "T"), let hour = digits(9..<11), let minute = digits(11..<13),
      let second = digits(13..<15), hour < 24, minute < 60, second < 61
    else { throw bad }
    var zone = Zone.floating
    if bytes.count == 16 {
      zone = .utc
    } else if let name = parameters["TZID"] {
      zone = .named(try zones.zone(named: name, line: line))
    }
    return CalendarDateTime(
      date: date, secondOfDay: hour * 3600 + minute * 60 + min(second, 59), isDate: false,
      zone: zone)
  }
}

/// The time zones a calendar names (`TZID`), resolved once each through Foundation's IANA
/// names, with their offset tables.
struct CalendarZones {
  private var byName: [String: TimeZone] = [:]
  private var tables: [String: ZoneOffsetTable] = [:]

  /// The zone `name` (a leading `/`, RFC 5545's globally unique prefix, is ignored).
  mutating func zone(named name: String, line: Int) throws(ScheduleProblem) -> TimeZone {
    if let zone = byName[name] { return zone }
    let trimmed = name.hasPrefix("/") ? String(name.dropFirst()) : name
    guard let zone = TimeZone(identifier: trimmed) else {
      throw ScheduleProblem(
        line: line,
        "unknown time zone '\(scheduleValue(name))' (TZID): Griddle reads IANA names such as America/Los_Angeles; export the calendar with IANA time zones or in UTC"
      )
    }
    byName[name] = zone
    return zone
  }

  /// The offset table of `zone`, built once.
  mutating func table(_ zone: TimeZone) -> ZoneOffsetTable {
    if let table = tables[zone.identifier] { return table }
    let table = ZoneOffsetTable(timeZone: zone)
    tables[zone.identifier] = table
    return table
  }

  /// The instant (ms since 1970) of `wallClock` seconds in `zone`. A wall clock that occurs
  /// twice (clocks falling back) is its first occurrence; one that clocks skip (springing
  /// forward) is read with the offset before the gap, so it lands as far after the gap's start
  /// (RFC 5545 §3.3.5).
  mutating func instant(ofWallClock wallClock: Int64, in zone: TimeZone) -> Int64 {
    let table = table(zone)
    if let second = table.instant(atWallClock: wallClock) { return second * 1000 }
    return (wallClock - Int64(table.utcOffset(atSecond: wallClock - 86_400))) * 1000
  }
}
