/// A calendar month (`2022-05`).
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year.
  public let year: Int
  /// The month, 1–12.
  public let month: Int

  /// Creates a month, or nil when `month` is not 1–12.
  public init?(year: Int, month: Int) {
    guard (1...12).contains(month) else { return nil }
    self.year = year
    self.month = month
  }

  /// Parses `YYYY-MM`, or returns nil.
  public init?(iso text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
      let year = LocalDate.digits(bytes[0..<4]), let month = LocalDate.digits(bytes[5..<7])
    else { return nil }
    self.init(year: year, month: month)
  }

  /// The first day of the month.
  public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1)! }

  /// The last day of the month.
  public var lastDay: LocalDate {
    LocalDate(year: year, month: month, day: LocalDate.daysIn(year: year, month: month))!
  }

  /// The month `count` months later (earlier when negative).
  public func adding(months count: Int) -> YearMonth {
    let index = year * 12 + (month - 1) + count
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    return YearMonth(year: newYear, month: index - newYear * 12 + 1)!
  }

  /// `YYYY-MM`.
  public var description: String { LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) }

  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
