import Sales

/// What one city sold over a period, and on how many days it operated.
public struct CityTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// Pancakes sold.
  public let quantity: Int
  /// Revenue in cents.
  public let revenueCents: Int
  /// Local dates the city operated in the period.
  public let operatingDays: Int

  /// Creates a city total.
  public init(city: String, quantity: Int, revenueCents: Int, operatingDays: Int) {
    self.city = city
    self.quantity = quantity
    self.revenueCents = revenueCents
    self.operatingDays = operatingDays
  }

  /// Pancakes per operating day (0 when the city never operated).
  public var averagePerOperatingDay: Double {
    SalesAnalytics.average(quantity, over: operatingDays)
  }
}

extension SalesAnalytics {
  /// Every city (or the filter's cities) over `range`, by name, zero where nothing sold.
  public func cityTotals(in range: DateRange, filter: SalesFilter = .all) throws -> [CityTotal] {
    var sums: [Int64: (quantity: Int, revenue: Int)] = [:]
    for cell in try cityDays(in: range, filter: filter) {
      sums[cell.cityID, default: (0, 0)].quantity += cell.quantity
      sums[cell.cityID, default: (0, 0)].revenue += cell.revenueCents
    }
    var operating: [Int64: Int] = [:]
    for open in try operatingCityDays(in: range, filter: filter) {
      operating[open.cityID, default: 0] += 1
    }
    return try selectedCities(filter).map { city in
      CityTotal(
        city: city.name, quantity: sums[city.id]?.quantity ?? 0,
        revenueCents: sums[city.id]?.revenue ?? 0, operatingDays: operating[city.id] ?? 0)
    }
  }
}
