import SalesDomain

/// An inclusive range of local dates (`2022-05-08 … 2022-06-06`): the period a series covers.
public struct DateRange: Hashable, Sendable, Sequence, CustomStringConvertible {
  /// The first date in the range.
  public let first: LocalDate
  /// The last date in the range (inclusive).
  public let last: LocalDate

  /// Creates the range `first … last`; `first` must not be after `last`.
  ///
  /// User input is checked before it gets here (an inverted range is a usage error there),
  /// so an inverted range is a programmer mistake.
  public init(_ first: LocalDate, _ last: LocalDate) {
    precondition(first <= last, "inverted date range \(first) … \(last)")
    self.first = first
    self.last = last
  }

  /// The whole month `month`.
  public init(month: YearMonth) { self.init(month.firstDay, month.lastDay) }

  /// The months `first … last`, from the first day of `first` to the last day of `last`.
  public init(months first: YearMonth, _ last: YearMonth) {
    self.init(first.firstDay, last.lastDay)
  }

  /// The `count` days ending on `last` (inclusive), e.g. the last 30 days.
  public static func days(_ count: Int, endingOn last: LocalDate) -> DateRange {
    precondition(count >= 1, "a range holds at least one day")
    return DateRange(last.adding(days: -(count - 1)), last)
  }

  /// The 12 (or `count`) whole months ending with the month of `last`.
  public static func months(_ count: Int, endingWithMonthOf last: LocalDate) -> DateRange {
    precondition(count >= 1, "a range holds at least one month")
    return DateRange(months: last.yearMonth.adding(months: -(count - 1)), last.yearMonth)
  }

  /// The first day of `date`'s month through `date`.
  public static func monthToDate(through date: LocalDate) -> DateRange {
    DateRange(date.yearMonth.firstDay, date)
  }

  /// The number of dates in the range.
  public var dayCount: Int { last.dayNumber - first.dayNumber + 1 }

  /// The range of the same length that ends the day before this one starts.
  public var preceding: DateRange { DateRange.days(dayCount, endingOn: first.adding(days: -1)) }

  /// The months the range touches, oldest first.
  public var months: [YearMonth] {
    var months = [first.yearMonth]
    while months.last! < last.yearMonth { months.append(months.last!.adding(months: 1)) }
    return months
  }

  /// The same calendar span `count` months later (earlier when negative).
  ///
  /// Days past the end of a shorter month are clamped to its last day, and a range that ends
  /// on the last day of its month ends on the last day of the target month, so March moved
  /// back one month is all of February and June 1–6 is May 1–6.
  public func shifted(byMonths count: Int) -> DateRange {
    func move(_ date: LocalDate, toMonthEnd: Bool) -> LocalDate {
      let target = date.yearMonth.adding(months: count)
      if toMonthEnd { return target.lastDay }
      let day = Swift.min(date.day, target.lastDay.day)
      return LocalDate(year: target.year, month: target.month, day: day)!
    }
    let endsMonth = last == last.yearMonth.lastDay
    return DateRange(move(first, toMonthEnd: false), move(last, toMonthEnd: endsMonth))
  }

  /// Whether `date` lies in the range.
  public func contains(_ date: LocalDate) -> Bool { first <= date && date <= last }

  /// The position of `date` in the range (0 for `first`).
  func offset(of date: Int) -> Int { date - first.dayNumber }

  /// Iterates the dates in order.
  public func makeIterator() -> some IteratorProtocol<LocalDate> {
    (first.dayNumber...last.dayNumber).lazy.map(LocalDate.init(dayNumber:)).makeIterator()
  }

  /// `2022-05-08…2022-06-06`.
  public var description: String { "\(first)…\(last)" }
}
