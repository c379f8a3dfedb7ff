import SalesAnalytics
import SalesDomain

/// The figures the tiles, summaries and fleet table share, worked out once so they agree.
struct ReportFigures {
  /// A figure of the report date next to the typical same weekday.
  struct DayFigure {
    /// The value on the report date (nil when closed).
    var value: Double?
    /// The typical same weekday (nil without an earlier one).
    var typical: TypicalWeekday?
    /// The change from typical, when both exist.
    var change: RelativeChange? {
      guard let value, let typical else { return nil }
      return RelativeChange(value, against: typical.median)
    }
  }

  /// One truck (city) of the fleet over the last 30 days.
  struct FleetRow {
    var city: String
    var netMinorUnits: Int
    var quantity: Int
    var tickets: Int
    var previousNetMinorUnits: Int
    /// Net sales per day of the last 30 days, oldest first.
    var dailyNet: [Int]
    var change: RelativeChange? {
      RelativeChange(Double(netMinorUnits), against: Double(previousNetMinorUnits))
    }
  }

  /// The most series a chart carries, "Other" included.
  static let seriesLimit = 5
  /// With more cities than this, the tiles list the top few and link to the fleet table.
  static let cityRowLimit = 6

  let data: NightlyReportData

  /// Cities ranked by net sales over the last 30 days, with the small ones folded.
  var cityRanking: SeriesRanking {
    SeriesRanking(
      data.cities.map { (name: $0.city, total: Double($0.revenueCents)) }, limit: Self.seriesLimit)
  }

  /// The report date's all-city figure `value` against the typical same weekday (a day where
  /// `value` is nil, such as the average ticket of a day without tickets, does not count).
  func day(_ value: (SalesFigures) -> Double?) -> DayFigure {
    Self.dayFigure(
      data.historyDaily.map { ($0.date, $0.isOperatingDay ? value($0.figures) : nil) }, data.date)
  }

  /// One city's figure `value` on the report date against its typical same weekday.
  func day(city: String, _ value: (SalesFigures) -> Double?) -> DayFigure {
    Self.dayFigure(
      data.historyByCity.filter { $0.city == city }.map {
        ($0.date, $0.isOperatingDay ? value($0.figures) : nil)
      }, data.date)
  }

  private static func dayFigure(_ days: [(LocalDate, Double?)], _ date: LocalDate) -> DayFigure {
    let byDate = Dictionary(days, uniquingKeysWith: { first, _ in first })
    return DayFigure(
      value: byDate[date] ?? nil, typical: TypicalWeekday(before: date, days: byDate))
  }

  /// The figures of the last 30 days and of the 30 days before, summed from the daily series.
  var last30: (current: SalesFigures, previous: SalesFigures) {
    var current = SalesFigures.zero
    var previous = SalesFigures.zero
    let before = data.last30Days.preceding
    for day in data.historyDaily {
      if data.last30Days.contains(day.date) { current += day.figures }
      if before.contains(day.date) { previous += day.figures }
    }
    return (current, previous)
  }

  /// Every city with sales in the last 30 or the 30 days before, ranked by net sales.
  var fleet: [FleetRow] {
    let previous = Dictionary(
      data.previousCities.map { ($0.city, $0.revenueCents) }, uniquingKeysWith: { a, _ in a })
    var daily: [String: [Int]] = [:]
    for row in data.historyByCity where data.last30Days.contains(row.date) {
      daily[row.city, default: []].append(row.revenueCents)
    }
    return data.cities.filter { $0.quantity != 0 || (previous[$0.city] ?? 0) != 0 }
      .map {
        FleetRow(
          city: $0.city, netMinorUnits: $0.revenueCents, quantity: $0.quantity,
          tickets: $0.tickets,
          previousNetMinorUnits: previous[$0.city] ?? 0, dailyNet: daily[$0.city] ?? [])
      }
      .sorted { ($0.netMinorUnits, $1.city) > ($1.netMinorUnits, $0.city) }
  }
}
