import SalesDomain

/// One date of a daily series: what sold that local day over the selected cities and styles.
public struct DailyTotal: Hashable, Sendable {
  /// The local date.
  public let date: LocalDate
  /// Money, units and tickets of the day.
  public let figures: SalesFigures
  /// Whether any selected city operated that day (false: closed, not a zero-sale day).
  public let isOperatingDay: Bool

  /// Pancakes sold minus pancakes refunded.
  public var quantity: Int { figures.quantity }
  /// Net sales in minor units (gross − discount − refund).
  public var revenueCents: Int { figures.netCents }

  /// Creates a daily total from its figures.
  public init(date: LocalDate, figures: SalesFigures, isOperatingDay: Bool) {
    self.date = date
    self.figures = figures
    self.isOperatingDay = isOperatingDay
  }

  /// Creates a daily total of units and net sales only (gross = net, no tickets).
  public init(date: LocalDate, quantity: Int, revenueCents: Int, isOperatingDay: Bool) {
    self.init(
      date: date,
      figures: SalesFigures(quantity: quantity, grossCents: revenueCents, netCents: revenueCents),
      isOperatingDay: isOperatingDay)
  }
}

/// One (city, date) of a daily series split by city.
public struct CityDailyTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// The city's local date.
  public let date: LocalDate
  /// Money, units and tickets of the city's day.
  public let figures: SalesFigures
  /// Whether the city operated that day.
  public let isOperatingDay: Bool

  /// Pancakes sold minus pancakes refunded.
  public var quantity: Int { figures.quantity }
  /// Net sales in minor units.
  public var revenueCents: Int { figures.netCents }

  /// Creates a city's daily total from its figures.
  public init(city: String, date: LocalDate, figures: SalesFigures, isOperatingDay: Bool) {
    self.city = city
    self.date = date
    self.figures = figures
    self.isOperatingDay = isOperatingDay
  }

  /// Creates a city's daily total of units and net sales only.
  public init(
    city: String, date: LocalDate, quantity: Int, revenueCents: Int, isOperatingDay: Bool
  ) {
    self.init(
      city: city, date: date,
      figures: SalesFigures(quantity: quantity, grossCents: revenueCents, netCents: revenueCents),
      isOperatingDay: isOperatingDay)
  }
}

extension SalesAnalytics {
  /// Every date of `range` with its total over the filter's cities and styles, zero where
  /// nothing sold.
  ///
  /// - Complexity: O(days) roll-up rows without a city or style filter, else O(days × cities).
  public func dailyTotals(in range: DateRange, filter: SalesFilter = .all) throws -> [DailyTotal] {
    var figures = [SalesFigures](repeating: .zero, count: range.dayCount)
    var operating = [Bool](repeating: false, count: range.dayCount)
    // Per date, not per (date, city): a store reads a fleet's whole history from one row a
    // day when the filter names no city or style.
    let selection = filter.selection(range)
    for day in try store.dayFigures(selection) {
      try figures[range.offset(of: day.date.dayNumber)].add(day.figures)
    }
    for date in try store.operatingDates(selection) {
      operating[range.offset(of: date.dayNumber)] = true
    }
    return range.enumerated().map { index, date in
      DailyTotal(date: date, figures: figures[index], isOperatingDay: operating[index])
    }
  }

  /// Every date of `range` for every selected city (cities by name within a date), zero where
  /// the city sold nothing.
  public func dailyTotalsByCity(in range: DateRange, filter: SalesFilter = .all) throws
    -> [CityDailyTotal]
  {
    let cities = try selectedCities(filter)
    let column = Dictionary(uniqueKeysWithValues: cities.enumerated().map { ($1.id, $0) })
    let width = cities.count
    var figures = [SalesFigures](repeating: .zero, count: range.dayCount * width)
    var operating = [Bool](repeating: false, count: range.dayCount * width)
    for cell in try cityDays(in: range, filter: filter) {
      guard let city = column[cell.cityID] else { continue }
      try figures[range.offset(of: cell.date.dayNumber) * width + city].add(cell.figures)
    }
    for open in try operatingCityDays(in: range, filter: filter) {
      guard let city = column[open.cityID] else { continue }
      operating[range.offset(of: open.date.dayNumber) * width + city] = true
    }
    var series: [CityDailyTotal] = []
    series.reserveCapacity(figures.count)
    for (day, date) in range.enumerated() {
      for (index, city) in cities.enumerated() {
        let slot = day * width + index
        series.append(
          CityDailyTotal(
            city: city.name, date: date, figures: figures[slot], isOperatingDay: operating[slot]))
      }
    }
    return series
  }
}
