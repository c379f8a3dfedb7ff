import SalesDomain

/// The totals of one period in a comparison.
public struct PeriodTotal: Hashable, Sendable {
  /// The period.
  public let range: DateRange
  /// Pancakes sold.
  public let quantity: Int
  /// Revenue in cents.
  public let revenueCents: Int
  /// Dates on which any selected city operated.
  public let operatingDays: Int

  /// Creates a period total.
  public init(range: DateRange, quantity: Int, revenueCents: Int, operatingDays: Int) {
    self.range = range
    self.quantity = quantity
    self.revenueCents = revenueCents
    self.operatingDays = operatingDays
  }
}

/// A period against the one it is measured against: how much more or less sold.
public struct PeriodComparison: Hashable, Sendable {
  /// The period of interest.
  public let current: PeriodTotal
  /// The period it is compared with.
  public let previous: PeriodTotal
  /// `current.quantity - previous.quantity`.
  public let absoluteChange: Int
  /// The change in percent of the previous quantity (12.5 for +12.5 %); nil when the previous
  /// period sold nothing, since no percentage describes growth from zero.
  public let percentChange: Double?

  /// Compares `current` with `previous`.
  public init(current: PeriodTotal, previous: PeriodTotal) {
    self.current = current
    self.previous = previous
    absoluteChange = current.quantity - previous.quantity
    percentChange =
      previous.quantity == 0
      ? nil : Double(absoluteChange) / Double(previous.quantity) * 100
  }
}

/// Which two periods a standard comparison puts side by side.
public enum ComparisonPeriod: Hashable, Sendable {
  /// The `n` days ending on the date against the `n` days before them.
  case trailingDays(Int)
  /// The month of the date, up to the date, against the same days of the month before.
  case monthVersusPreviousMonth
  /// The month of the date, up to the date, against the same days a year earlier.
  case monthVersusSameMonthLastYear

  /// The current and previous ranges when the current period ends on `date`.
  ///
  /// Months compare like for like: June 1–6 is set against May 1–6, not all of May, so a month
  /// in progress does not look like a collapse; a complete month is set against the whole
  /// previous month (see `DateRange.shifted(byMonths:)`).
  public func ranges(endingOn date: LocalDate) -> (current: DateRange, previous: DateRange) {
    switch self {
    case .trailingDays(let count):
      let current = DateRange.days(count, endingOn: date)
      return (current, current.preceding)
    case .monthVersusPreviousMonth:
      let current = DateRange.monthToDate(through: date)
      return (current, current.shifted(byMonths: -1))
    case .monthVersusSameMonthLastYear:
      let current = DateRange.monthToDate(through: date)
      return (current, current.shifted(byMonths: -12))
    }
  }
}

extension SalesAnalytics {
  /// The totals of `range` over the filter's cities and styles.
  public func periodTotal(_ range: DateRange, filter: SalesFilter = .all) throws -> PeriodTotal {
    let days = try dailyTotals(in: range, filter: filter)
    return PeriodTotal(
      range: range, quantity: try days.checkedSum(\.quantity),
      revenueCents: try days.checkedSum(\.revenueCents),
      operatingDays: days.reduce(0) { $0 + ($1.isOperatingDay ? 1 : 0) })
  }

  /// `current` against `previous`.
  public func comparison(
    of current: DateRange, against previous: DateRange, filter: SalesFilter = .all
  ) throws -> PeriodComparison {
    PeriodComparison(
      current: try periodTotal(current, filter: filter),
      previous: try periodTotal(previous, filter: filter))
  }

  /// A standard comparison whose current period ends on `date` (e.g. the latest day with data).
  public func comparison(
    _ period: ComparisonPeriod, endingOn date: LocalDate, filter: SalesFilter = .all
  ) throws -> PeriodComparison {
    let (current, previous) = period.ranges(endingOn: date)
    return try comparison(of: current, against: previous, filter: filter)
  }
}
