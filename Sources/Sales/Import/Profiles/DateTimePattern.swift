import SalesDomain

/// A date and/or time pattern such as `yyyy-MM-dd`, `HH:mm:ss` or `M/d/yy h:mm a`, compiled once
/// and matched against bytes (the import reads millions of them; `DateFormatter` costs
/// microseconds each and depends on locale data).
///
/// Tokens: `yyyy` (4 digits), `yy` (2 digits meaning 20yy, or 4 digits), `M`/`d`/`H`/`h`/`m`/`s`
/// (1–2 digits; doubled: exactly 2), `a` (AM/PM, any case), `Z` (`Z`, `+0000` or `+00:00`),
/// `SSS` (a fraction, any length). A space matches one or more spaces; other characters match
/// themselves. `iso8601` means ISO 8601 with an optional offset. Alternatives are separated by
/// `|` and tried in order (Toast writes `M/d/yy h:mm a` though its reference says otherwise).
public struct DateTimePattern: Equatable, Sendable {
  enum Token: Equatable, Sendable {
    case year4, year2, month, day, hour24, hour12, minute, second, fraction, meridiem, offset
    case literal(UInt8)
    case spaces
  }

  /// The pattern as written.
  public let text: String
  private let alternatives: [[(Token, Bool)]]  // (token, exactly two digits)
  private let isISO: [Bool]

  /// Two patterns are equal when written the same.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }

  /// Compiles `text`; nil (with the reason) when it has an unknown letter.
  public init(_ text: String) throws(PatternError) {
    self.text = text
    var alternatives: [[(Token, Bool)]] = []
    var isISO: [Bool] = []
    for alternative in text.split(separator: "|", omittingEmptySubsequences: false) {
      let trimmed = alternative.trimmingCharactersInSpaces()
      if trimmed.lowercased() == "iso8601" {
        alternatives.append([])
        isISO.append(true)
        continue
      }
      alternatives.append(try Self.compile(trimmed))
      isISO.append(false)
    }
    self.alternatives = alternatives
    self.isISO = isISO
  }

  /// Why a pattern cannot be used.
  public struct PatternError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
  }

  private static func compile(_ text: String) throws(PatternError) -> [(Token, Bool)] {
    var tokens: [(Token, Bool)] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      var run = 1
      while index + run < characters.count, characters[index + run] == character { run += 1 }
      let token: Token
      switch character {
      case "y":
        guard run == 2 || run == 4 else {
          throw PatternError(description: "'\(text)': a year is 'yy' or 'yyyy'")
        }
        token = run == 4 ? .year4 : .year2
      case "M": token = .month
      case "d": token = .day
      case "H": token = .hour24
      case "h": token = .hour12
      case "m": token = .minute
      case "s": token = .second
      case "S": token = .fraction
      case "a": token = .meridiem
      case "Z", "x", "X": token = .offset
      case " ": token = .spaces
      default:
        if character.isLetter {
          throw PatternError(
            description:
              "'\(text)': unknown letter '\(character)' (use y, M, d, H, h, m, s, S, a, Z; quote nothing)"
          )
        }
        for byte in String(character).utf8 { tokens.append((.literal(byte), false)) }
        index += run > 0 ? 1 : 0
        continue
      }
      let lettered: Set<Character> = ["M", "d", "H", "h", "m", "s"]
      if lettered.contains(character), run > 2 {
        throw PatternError(
          description: "'\(text)': '\(String(repeating: character, count: run))' is too long")
      }
      tokens.append((token, run == 2))
      index += run
    }
    return tokens
  }

  /// What a pattern found in a field.
  public struct Match: Equatable, Sendable {
    /// Days since 1970-01-01, when the pattern has a date.
    public var days: Int64?
    /// Seconds since midnight, when the pattern has a time.
    public var secondsOfDay: Int64?
    /// The written UTC offset in seconds, when the pattern has one.
    public var utcOffset: Int?
  }

  /// Matches `bytes` against each alternative; nil when none fits or a value is out of range.
  public func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Match? {
    for (index, tokens) in alternatives.enumerated() {
      if isISO[index] {
        if case .success(let parsed) = ParsedTimestamp.parse(bytes) {
          let days = floorDivide(parsed.wallClockSeconds, 86_400)
          return Match(
            days: days, secondsOfDay: parsed.wallClockSeconds - days * 86_400,
            utcOffset: parsed.utcOffsetSeconds)
        }
        // A date alone (`2026-07-18`) is ISO 8601 too.
        if let days = Self.isoDate(bytes) { return Match(days: days) }
        continue
      }
      if let found = Self.match(bytes, tokens) { return found }
    }
    return nil
  }

  /// Matches a string (tests and one-off callers).
  public func match(_ text: String) -> Match? {
    var copy = text
    return copy.withUTF8 { match($0) }
  }

  /// `yyyy-MM-dd`, compiled once.
  private static let isoDateTokens: [(Token, Bool)] =
    [
      (.year4, false), (.literal(0x2D), false), (.month, true), (.literal(0x2D), false),
      (.day, true),
    ]

  private static func isoDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard bytes.count == 10 else { return nil }
    return match(bytes, isoDateTokens)?.days
  }

  private static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ tokens: [(Token, Bool)])
    -> Match?
  {
    guard let p = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = 0
    var year = -1
    var month = -1
    var day = -1
    var hour = -1
    var hour12 = -1
    var minute = -1
    var second = -1
    var pm: Bool?
    var offset: Int?
    /// Reads `minimum`…`maximum` digits.
    func number(_ minimum: Int, _ maximum: Int) -> Int? {
      var value = 0
      var digits = 0
      while digits < maximum, index < count, p[index] >= 0x30, p[index] <= 0x39 {
        value = value * 10 + Int(p[index] - 0x30)
        digits += 1
        index += 1
      }
      return digits >= minimum ? value : nil
    }
    for (token, exactlyTwo) in tokens {
      let minimum = exactlyTwo ? 2 : 1
      switch token {
      case .year4:
        guard let value = number(4, 4) else { return nil }
        year = value
      case .year2:
        let start = index
        guard let value = number(2, 4) else { return nil }
        switch index - start {
        case 2: year = 2000 + value
        case 4: year = value
        default: return nil
        }
      case .month:
        guard let value = number(minimum, 2) else { return nil }
        month = value
      case .day:
        guard let value = number(minimum, 2) else { return nil }
        day = value
      case .hour24:
        guard let value = number(minimum, 2) else { return nil }
        hour = value
      case .hour12:
        guard let value = number(minimum, 2) else { return nil }
        hour12 = value
      case .minute:
        guard let value = number(minimum, 2) else { return nil }
        minute = value
      case .second:
        guard let value = number(minimum, 2) else { return nil }
        second = value
      case .fraction:
        guard number(1, 9) != nil else { return nil }
        while index < count, p[index] >= 0x30, p[index] <= 0x39 { index += 1 }
      case .meridiem:
        guard index + 2 <= count else { return nil }
        let first = p[index] | 0x20
        guard p[index + 1] | 0x20 == 0x6D, first == 0x61 || first == 0x70 else { return nil }
        pm = first == 0x70
        index += 2
      case .offset:
        guard index < count else { return nil }
        if p[index] == 0x5A || p[index] == 0x7A {
          offset = 0
          index += 1
          continue
        }
        guard p[index] == 0x2B || p[index] == 0x2D else { return nil }
        let negative = p[index] == 0x2D
        index += 1
        guard let hours = number(2, 2) else { return nil }
        if index < count, p[index] == 0x3A { index += 1 }
        guard let minutes = number(2, 2), hours <= 23, minutes <= 59 else { return nil }
        offset = (negative ? -1 : 1) * (hours * 3600 + minutes * 60)
      case .literal(let byte):
        guard index < count, p[index] == byte else { return nil }
        index += 1
      case .spaces:
        guard index < count, p[index] == 0x20 else { return nil }
        while index < count, p[index] == 0x20 { index += 1 }
      }
    }
    guard index == count else { return nil }
    var result = Match(utcOffset: offset)
    if year >= 0 || month >= 0 || day >= 0 {
      guard year >= 1, year <= 9999, (1...12).contains(month), day >= 1,
        day <= LocalDate.daysIn(year: year, month: month)
      else { return nil }
      result.days = Int64(LocalDate.daysFromCivil(year: year, month: month, day: day))
    }
    if hour12 >= 0 {
      guard (1...12).contains(hour12), let pm else { return nil }
      hour = hour12 % 12 + (pm ? 12 : 0)
    } else if pm != nil, hour >= 0 {
      return nil
    }
    if hour >= 0 || minute >= 0 {
      guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
      let seconds = second < 0 ? 0 : second
      guard seconds <= 59 else { return nil }
      result.secondsOfDay = Int64(hour * 3600 + minute * 60 + seconds)
    }
    return result
  }
}

/// Division rounding towards negative infinity.
@inline(__always)
func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
  value >= 0 ? value / divisor : (value - divisor + 1) / divisor
}

extension Substring {
  func trimmingCharactersInSpaces() -> String {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
