import SalesDomain

/// What one city sold over a period, and on how many days it operated.
public struct CityTotal: Hashable, Sendable {
  /// The city's name.
  public let city: String
  /// Pancakes sold.
  public let quantity: Int
  /// Net sales in minor units.
  public let revenueCents: Int
  /// Local dates the city operated in the period.
  public let operatingDays: Int
  /// Money, units and tickets of the period.
  public let figures: SalesFigures

  /// Orders with a sale line in the period.
  public var tickets: Int { figures.tickets }

  /// Creates a city total from its figures.
  public init(city: String, figures: SalesFigures, operatingDays: Int) {
    self.city = city
    self.quantity = figures.quantity
    self.revenueCents = figures.netCents
    self.operatingDays = operatingDays
    self.figures = figures
  }

  /// Creates a city total of units and net sales only.
  public init(city: String, quantity: Int, revenueCents: Int, operatingDays: Int) {
    self.init(
      city: city,
      figures: SalesFigures(quantity: quantity, grossCents: revenueCents, netCents: revenueCents),
      operatingDays: operatingDays)
  }

  /// Pancakes per operating day (0 when the city never operated).
  public var averagePerOperatingDay: Double {
    SalesAnalytics.average(quantity, over: operatingDays)
  }
}

extension SalesAnalytics {
  /// Every city (or the filter's cities) over `range`, by name, zero where nothing sold.
  public func cityTotals(in range: DateRange, filter: SalesFilter = .all) throws -> [CityTotal] {
    var sums: [Int64: SalesFigures] = [:]
    var operating: [Int64: Int] = [:]
    for cell in try store.cityWeekdayFigures(filter.selection(range)) {
      try sums[cell.cityID, default: .zero].add(cell.figures)
      operating[cell.cityID, default: 0] += cell.operatingDays
    }
    return try selectedCities(filter).map { city in
      CityTotal(
        city: city.name, figures: sums[city.id] ?? .zero, operatingDays: operating[city.id] ?? 0)
    }
  }
}
