import SalesAnalytics
import SalesDomain

/// Every series the nightly report shows, read once from the aggregation service.
public struct NightlyReportData: Sendable {
  /// The day the report is for (normally yesterday).
  public let date: LocalDate
  /// The 30 days ending on `date`.
  public let last30Days: DateRange
  /// The 12 months ending with the month of `date` (the current month up to `date`).
  public let last12Months: DateRange
  /// The 16 weeks ending on `date`: enough history for a typical same weekday.
  public let history: DateRange
  /// All-city totals per day over the last 30 days.
  public let daily: [DailyTotal]
  /// Per-city totals per day over `history` (cities by name within a date).
  public let historyByCity: [CityDailyTotal]
  /// All-city totals per day over `history`.
  public let historyDaily: [DailyTotal]
  /// Style totals over the last 30 days, largest first.
  public let styles: [StyleTotal]
  /// City totals over the last 30 days.
  public let cities: [CityTotal]
  /// City totals over the 30 days before those.
  public let previousCities: [CityTotal]
  /// Weekday totals and averages per city over the last 12 months.
  public let weekdays: [WeekdayTotal]
  /// Monthly summaries over the last 12 months (only months with data).
  public let monthly: [MonthlySummary]
  /// Quantity per operating day over the last 12 months: the range chart's rule.
  public let overallAverage: SalesAverage
  /// The last 30 days against the 30 before.
  public let last30Comparison: PeriodComparison
  /// The report date's running net sales by hour against the typical same weekday (nil without
  /// hourly figures).
  public var dayCurve: TypicalDayCurve?
  /// Average tickets per operating day by weekday and hour over `busyHoursRange`, all cities.
  public var busyHours: [BusyHourCell] = []
  /// The same per city, for the few largest cities (empty for a large fleet).
  public var busyHoursByCity: [(city: String, cells: [BusyHourCell])] = []
  /// The weeks the busy hours are averaged over.
  public let busyHoursRange: DateRange
  /// The forecast of the day after the report date, per city and style.
  public let forecasts: [Forecast]
  /// What the report of the day before forecast for the report date (empty without one).
  public var recordedForecasts: [RecordedForecast] = []
  /// The reported days whose figures changed since they were first reported (nil: none, or
  /// nothing recorded to compare with).
  public var figuresChange: FiguresChange?
  /// Where to park: the stops ranked over 12 weeks and the next visits (nil without a
  /// schedule, and then the page has no such section).
  public var parking: WhereToPark?

  /// Reads the series for `date`; a sale belongs to a visit whose window widened by
  /// `scheduleGraceMinutes` (the config's, default 30) holds it.
  public init(analytics: SalesAnalytics, date: LocalDate, scheduleGraceMinutes: Int = 30) throws {
    dayCurve = nil
    self.date = date
    last30Days = DateRange.days(30, endingOn: date)
    last12Months = DateRange(date.yearMonth.adding(months: -11).firstDay, date)
    history = DateRange.days(16 * 7, endingOn: date)
    busyHoursRange = DateRange.days(12 * 7, endingOn: date)
    historyDaily = try analytics.dailyTotals(in: history)
    daily = Array(historyDaily.suffix(30))
    historyByCity = try analytics.dailyTotalsByCity(in: history)
    styles = try analytics.styleTotals(in: last30Days)
    cities = try analytics.cityTotals(in: last30Days)
    previousCities = try analytics.cityTotals(in: last30Days.preceding)
    weekdays = try analytics.weekdayTotals(in: last12Months)
    monthly = try analytics.monthlySummaries(in: last12Months).filter { $0.operatingDays > 0 }
    overallAverage = try analytics.overallAverage(in: last12Months)
    last30Comparison = try analytics.comparison(.trailingDays(30), endingOn: date)
    forecasts = try analytics.forecasts(for: date.adding(days: 1))
    try readHours(analytics)
    if let schedule = analytics.store as? any ScheduleDataStore {
      parking = try analytics.whereToPark(
        endingOn: date, cities: try analytics.store.cities(), schedule: schedule,
        graceMinutes: scheduleGraceMinutes)
    }
  }

  /// The hourly series: the report date's running net sales against the typical same weekday
  /// (the same days the tiles' typical figure is taken over), and the busy-hours cells.
  private mutating func readHours(_ analytics: SalesAnalytics) throws {
    let netByDate = Dictionary(
      uniqueKeysWithValues: historyDaily.map {
        ($0.date, $0.isOperatingDay ? Double($0.revenueCents) : nil)
      })
    let patterns = try analytics.hourPatterns(
      on: date, typicalDates: TypicalWeekday(before: date, days: netByDate)?.dates ?? [],
      busyRange: busyHoursRange)
    dayCurve = patterns.dayCurve
    busyHours = patterns.busyHours
    guard !busyHours.isEmpty else { return }
    // Per city only for a few cities: small multiples stop being readable beyond that.
    let selling = cities.filter { $0.revenueCents > 0 }
      .sorted { ($0.revenueCents, $1.city) > ($1.revenueCents, $0.city) }
    if (2...Self.citiesWithOwnHeatMap).contains(selling.count) {
      busyHoursByCity = selling.map {
        (city: $0.city, cells: patterns.busyHoursByCity[$0.city] ?? [])
      }
    }
  }

  /// With up to this many selling cities, each gets its own busy-hours map.
  public static let citiesWithOwnHeatMap = 4

  /// Whether anything sold in the last 12 months; without it there is nothing to chart.
  public var hasSales: Bool { overallAverage.quantity > 0 }

  /// Per-city totals per day over the last 30 days.
  public var dailyByCity: [CityDailyTotal] {
    historyByCity.filter { last30Days.contains($0.date) }
  }

  /// Past this many cities that traded in the last 30 days, the daily chart is the fleet's
  /// total with the spread across trucks instead of a stack by city.
  public static let citiesInDailyStack = 8

  /// Whether the daily chart shows the fleet total and the spread across trucks.
  public var isLargeFleet: Bool {
    cities.filter { $0.operatingDays > 0 }.count > Self.citiesInDailyStack
  }

  /// The fleet's total and the spread across the trucks that traded, per day of the last 30.
  public var fleetSpread: [FleetDaySpread] {
    FleetDaySpread.days(historyByCity, over: last30Days)
  }
}
