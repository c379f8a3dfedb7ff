import Sales

/// One date of a daily series: what sold that local day over the selected cities and styles.
public struct DailyTotal: Hashable, Sendable {
  /// The local date.
  public let date: LocalDate
  /// Pancakes sold.
  public let quantity: Int
  /// Revenue in cents (menu price where an order carried none).
  public let revenueCents: Int
  /// Whether any selected city operated that day (false: closed, not a zero-sale day).
  public let isOperatingDay: Bool

  /// Creates a daily total.
  public init(date: LocalDate, quantity: Int, revenueCents: Int, isOperatingDay: Bool) {
    self.date = date
    self.quantity = quantity
    self.revenueCents = revenueCents
    self.isOperatingDay = isOperatingDay
  }
}

/// One (city, date) of a daily series split by city.
public struct CityDailyTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// The city's local date.
  public let date: LocalDate
  /// Pancakes sold.
  public let quantity: Int
  /// Revenue in cents.
  public let revenueCents: Int
  /// Whether the city operated that day.
  public let isOperatingDay: Bool

  /// Creates a city's daily total.
  public init(
    city: String, date: LocalDate, quantity: Int, revenueCents: Int, isOperatingDay: Bool
  ) {
    self.city = city
    self.date = date
    self.quantity = quantity
    self.revenueCents = revenueCents
    self.isOperatingDay = isOperatingDay
  }
}

extension SalesAnalytics {
  /// Every date of `range` with its total over the filter's cities and styles, zero where
  /// nothing sold.
  ///
  /// - Complexity: O(days × cities × styles) roll-up rows.
  public func dailyTotals(in range: DateRange, filter: SalesFilter = .all) throws -> [DailyTotal] {
    var quantity = [Int](repeating: 0, count: range.dayCount)
    var revenue = quantity
    var operating = [Bool](repeating: false, count: range.dayCount)
    for cell in try cityDays(in: range, filter: filter) {
      quantity[range.offset(of: cell.day)] += cell.quantity
      revenue[range.offset(of: cell.day)] += cell.revenueCents
    }
    for open in try operatingCityDays(in: range, filter: filter) {
      operating[range.offset(of: open.day)] = true
    }
    return range.enumerated().map { index, date in
      DailyTotal(
        date: date, quantity: quantity[index], revenueCents: revenue[index],
        isOperatingDay: operating[index])
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
    var quantity = [Int](repeating: 0, count: range.dayCount * width)
    var revenue = quantity
    var operating = [Bool](repeating: false, count: range.dayCount * width)
    for cell in try cityDays(in: range, filter: filter) {
      guard let city = column[cell.cityID] else { continue }
      quantity[range.offset(of: cell.day) * width + city] += cell.quantity
      revenue[range.offset(of: cell.day) * width + city] += cell.revenueCents
    }
    for open in try operatingCityDays(in: range, filter: filter) {
      guard let city = column[open.cityID] else { continue }
      operating[range.offset(of: open.day) * width + city] = true
    }
    var series: [CityDailyTotal] = []
    series.reserveCapacity(quantity.count)
    for (day, date) in range.enumerated() {
      for (index, city) in cities.enumerated() {
        let slot = day * width + index
        series.append(
          CityDailyTotal(
            city: city.name, date: date, quantity: quantity[slot], revenueCents: revenue[slot],
            isOperatingDay: operating[slot]))
      }
    }
    return series
  }
}
