import SalesDomain

/// One city's sales on one ISO weekday over a period, and its average per operating day.
public struct WeekdayTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// The ISO weekday: Monday = 1 … Sunday = 7.
  public let weekday: Int
  /// Pancakes sold on that weekday.
  public let quantity: Int
  /// Dates with that weekday on which the city operated.
  public let operatingDays: Int
  /// `quantity / operatingDays`, 0 when there were none.
  public let average: Double

  /// Creates a weekday total.
  public init(city: String, weekday: Int, quantity: Int, operatingDays: Int) {
    precondition((1...7).contains(weekday), "ISO weekdays run 1…7")
    self.city = city
    self.weekday = weekday
    self.quantity = quantity
    self.operatingDays = operatingDays
    self.average = SalesAnalytics.average(quantity, over: operatingDays)
  }
}

extension SalesAnalytics {
  /// For every selected city (by name) and ISO weekday 1…7: total and average per operating day
  /// over `range`, in the city's local days.
  public func weekdayTotals(in range: DateRange, filter: SalesFilter = .all) throws
    -> [WeekdayTotal]
  {
    let cities = try selectedCities(filter)
    let row = Dictionary(uniqueKeysWithValues: cities.enumerated().map { ($1.id, $0) })
    var quantity = [Int](repeating: 0, count: cities.count * 7)
    var operating = quantity
    for cell in try store.cityWeekdayFigures(filter.selection(range)) {
      guard let city = row[cell.cityID], (1...7).contains(cell.weekday) else { continue }
      let slot = city * 7 + cell.weekday - 1
      quantity[slot] = try checkedSum(quantity[slot], cell.figures.quantity)
      operating[slot] += cell.operatingDays
    }
    return cities.enumerated().flatMap { index, city in
      (1...7).map { weekday in
        WeekdayTotal(
          city: city.name, weekday: weekday, quantity: quantity[index * 7 + weekday - 1],
          operatingDays: operating[index * 7 + weekday - 1])
      }
    }
  }
}
