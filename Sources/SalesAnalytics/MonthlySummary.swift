import SalesDomain

/// One month of the range band: total, operating days, and daily minimum, maximum and average.
public struct MonthlySummary: Hashable, Sendable {
  /// The month.
  public let month: YearMonth
  /// Pancakes sold in the month.
  public let quantity: Int
  /// Revenue in cents.
  public let revenueCents: Int
  /// Dates in the month on which any selected city operated.
  public let operatingDays: Int
  /// The smallest daily figure over operating days (0 when there were none).
  public let dailyMin: Int
  /// The largest daily figure over operating days (0 when there were none).
  public let dailyMax: Int
  /// `quantity / operatingDays` (0 when there were none); unrounded, see `roundedDailyAverage`.
  public let dailyAverage: Double

  /// Creates a summary.
  public init(
    month: YearMonth, quantity: Int, revenueCents: Int, operatingDays: Int, dailyMin: Int,
    dailyMax: Int, dailyAverage: Double
  ) {
    self.month = month
    self.quantity = quantity
    self.revenueCents = revenueCents
    self.operatingDays = operatingDays
    self.dailyMin = dailyMin
    self.dailyMax = dailyMax
    self.dailyAverage = dailyAverage
  }

  /// The daily average to the nearest whole pancake, halves away from zero (127.48 → 127).
  public var roundedDailyAverage: Int { Int(dailyAverage.rounded(.toNearestOrAwayFromZero)) }
}

/// Total quantity over operating days for a whole range: the rule line of the monthly chart.
public struct SalesAverage: Hashable, Sendable {
  /// Pancakes sold in the range.
  public let quantity: Int
  /// Dates in the range on which any selected city operated.
  public let operatingDays: Int
  /// `quantity / operatingDays`, 0 when there were none.
  public let average: Double

  /// Creates an average.
  public init(quantity: Int, operatingDays: Int) {
    self.quantity = quantity
    self.operatingDays = operatingDays
    self.average = SalesAnalytics.average(quantity, over: operatingDays)
  }
}

extension SalesAnalytics {
  /// Every month that `range` touches, oldest first, summarised over operating days within the
  /// range (a month cut by the range counts only its days inside it).
  public func monthlySummaries(in range: DateRange, filter: SalesFilter = .all) throws
    -> [MonthlySummary]
  {
    let days = try dailyTotals(in: range, filter: filter)
    var summaries: [MonthlySummary] = []
    var index = 0
    for month in range.months {
      var quantity = 0
      var revenue = 0
      var operating = 0
      var low = Int.max
      var high = Int.min
      while index < days.count, days[index].date.yearMonth == month {
        let day = days[index]
        index += 1
        quantity = try checkedSum(quantity, day.quantity)
        revenue = try checkedSum(revenue, day.revenueCents)
        guard day.isOperatingDay else { continue }
        operating += 1
        low = min(low, day.quantity)
        high = max(high, day.quantity)
      }
      summaries.append(
        MonthlySummary(
          month: month, quantity: quantity, revenueCents: revenue, operatingDays: operating,
          dailyMin: operating == 0 ? 0 : low, dailyMax: operating == 0 ? 0 : high,
          dailyAverage: Self.average(quantity, over: operating)))
    }
    return summaries
  }

  /// The whole months `first … last`, oldest first.
  public func monthlySummaries(
    from first: YearMonth, through last: YearMonth, filter: SalesFilter = .all
  ) throws -> [MonthlySummary] {
    try monthlySummaries(in: DateRange(months: first, last), filter: filter)
  }

  /// Total quantity divided by operating days over `range`: the overall average.
  public func overallAverage(in range: DateRange, filter: SalesFilter = .all) throws
    -> SalesAverage
  {
    let days = try dailyTotals(in: range, filter: filter)
    return SalesAverage(
      quantity: try days.checkedSum(\.quantity),
      operatingDays: days.reduce(0) { $0 + ($1.isOperatingDay ? 1 : 0) })
  }
}
