import SalesDomain

/// An ISO 8601 timestamp as written in an export, before any time zone is applied.
///
/// Parsed straight from bytes: the import reads tens of millions of them, and the Foundation
/// parsers cost 0.6–30 µs each against ~20–80 ns here.
public struct ParsedTimestamp: Equatable, Sendable {
  /// Seconds since 1970-01-01T00:00 of the written wall-clock time, as if it were UTC.
  public let wallClockSeconds: Int64
  /// The fraction of a second, in whole milliseconds (further digits are truncated).
  public let milliseconds: Int64
  /// The written UTC offset in seconds (`Z` is 0), or nil when the text has none.
  public let utcOffsetSeconds: Int?

  /// Why a timestamp did not parse.
  public enum Failure: Error, Equatable, Sendable {
    /// The text does not have the shape `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM]`.
    case malformed
    /// The shape is right but a part is out of range (month 13, February 30, 24:00, …).
    case outOfRange
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z`, `±HH:MM` or nothing.
  public static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Self, Failure> {
    let count = text.count
    guard count >= 16, let p = text.baseAddress else { return .failure(.malformed) }
    // Every digit is checked on its own: a sum of sentinels can land back in range (`202X`
    // once read as the year 1020), so a pair with any non-digit is -1, and so is the year.
    @inline(__always) func digit(_ i: Int) -> Int {
      let value = Int(p[i]) &- 48
      return value >= 0 && value <= 9 ? value : -1
    }
    @inline(__always) func two(_ i: Int) -> Int {
      let high = digit(i)
      let low = digit(i + 1)
      return high < 0 || low < 0 ? -1 : high * 10 + low
    }
    let century = two(0)
    let yearOfCentury = two(2)
    let year = century < 0 || yearOfCentury < 0 ? -1 : century * 100 + yearOfCentury
    let month = two(5)
    let day = two(8)
    let hour = two(11)
    let minute = two(14)
    guard year >= 0, month >= 0, day >= 0, hour >= 0, minute >= 0, p[4] == 0x2D, p[7] == 0x2D,
      p[10] == 0x54 || p[10] == 0x74, p[13] == 0x3A
    else { return .failure(.malformed) }
    var index = 16
    var second = 0
    var milliseconds: Int64 = 0
    if index < count, p[index] == 0x3A {
      guard index + 3 <= count else { return .failure(.malformed) }
      second = two(index + 1)
      guard second >= 0 else { return .failure(.malformed) }
      index += 3
      if index < count, p[index] == 0x2E || p[index] == 0x2C {
        index += 1
        var digits = 0
        while index < count, digit(index) >= 0 {
          if digits < 3 { milliseconds = milliseconds * 10 + Int64(digit(index)) }
          digits += 1
          index += 1
        }
        guard digits > 0 else { return .failure(.malformed) }
        while digits < 3 {
          milliseconds *= 10
          digits += 1
        }
      }
    }
    var offset: Int?
    if index < count {
      switch p[index] {
      case 0x5A, 0x7A:  // Z, z
        offset = 0
        index += 1
      case 0x2B, 0x2D:  // +, -
        guard index + 6 == count, p[index + 3] == 0x3A else { return .failure(.malformed) }
        let hours = two(index + 1)
        let minutes = two(index + 4)
        guard hours >= 0, minutes >= 0 else { return .failure(.malformed) }
        guard hours <= 23, minutes <= 59 else { return .failure(.outOfRange) }
        let magnitude = hours * 3600 + minutes * 60
        offset = p[index] == 0x2D ? -magnitude : magnitude
        index += 6
      default:
        return .failure(.malformed)
      }
    }
    guard index == count else { return .failure(.malformed) }
    guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(year: year, month: month),
      hour <= 23, minute <= 59, second <= 59
    else { return .failure(.outOfRange) }
    let days = Int64(LocalDate.daysFromCivil(year: year, month: month, day: day))
    let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    return .success(
      ParsedTimestamp(
        wallClockSeconds: seconds, milliseconds: milliseconds, utcOffsetSeconds: offset))
  }

  /// Parses a timestamp given as a string (tests and one-off callers).
  public static func parse(_ text: String) -> Result<Self, Failure> {
    var copy = text
    return copy.withUTF8 { parse($0) }
  }
}
