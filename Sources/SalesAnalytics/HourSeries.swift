import SalesDomain

/// One (city, ISO weekday, local hour) of the hour-of-day series: when the truck is busy.
public struct HourTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// ISO weekday, Monday = 1 … Sunday = 7.
  public let weekday: Int
  /// Local hour, 0–23.
  public let hour: Int
  /// Money, units and tickets of that hour over the period.
  public let figures: SalesFigures
  /// Operating days of that weekday in the period (to average over).
  public let operatingDays: Int

  /// Pancakes sold minus pancakes refunded.
  public var quantity: Int { figures.quantity }
  /// Net sales in minor units.
  public var revenueCents: Int { figures.netCents }
  /// Orders with a sale line in that hour.
  public var tickets: Int { figures.tickets }

  /// Creates an hour total.
  public init(city: String, weekday: Int, hour: Int, figures: SalesFigures, operatingDays: Int) {
    self.city = city
    self.weekday = weekday
    self.hour = hour
    self.figures = figures
    self.operatingDays = operatingDays
  }
}

extension SalesAnalytics {
  /// Every selected city (by name) × ISO weekday 1…7 × local hour over `range`, zero where
  /// nothing sold; a city's hours run from its business day's start (0…23 by default). The style filter does not apply (the hour roll-up has no style).
  public func hourTotals(in range: DateRange, filter: SalesFilter = .all) throws -> [HourTotal] {
    let cities = try selectedCities(filter)
    let row = Dictionary(uniqueKeysWithValues: cities.enumerated().map { ($1.id, $0) })
    let cityFilter = SalesFilter(cities: filter.cities)
    var figures = [SalesFigures](repeating: .zero, count: cities.count * 7 * 24)
    for cell in try store.weekdayHourFigures(cityFilter.selection(range)) {
      guard let city = row[cell.cityID], (1...7).contains(cell.weekday),
        (0...23).contains(cell.hour)
      else { continue }
      try figures[(city * 7 + cell.weekday - 1) * 24 + cell.hour].add(cell.figures)
    }
    var operating = [Int](repeating: 0, count: cities.count * 7)
    for open in try store.operatingWeekdays(cityFilter.selection(range)) {
      guard let city = row[open.cityID], (1...7).contains(open.weekday) else { continue }
      operating[city * 7 + open.weekday - 1] += open.days
    }
    var series: [HourTotal] = []
    series.reserveCapacity(figures.count)
    for (index, city) in cities.enumerated() {
      for weekday in 1...7 {
        // Each city's hours in its business day's order (04 … 23, 00 … 03 for 04:00).
        for hour in city.businessDayStart.hourAxis {
          series.append(
            HourTotal(
              city: city.name, weekday: weekday, hour: hour,
              figures: figures[(index * 7 + weekday - 1) * 24 + hour],
              operatingDays: operating[index * 7 + weekday - 1]))
        }
      }
    }
    return series
  }
}
