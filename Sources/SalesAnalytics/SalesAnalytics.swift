import SalesDomain

/// The aggregation service: daily, monthly, per-city, per-style, weekday and hour-of-day
/// series, money and tickets, and period comparisons, composed from the typed roll-up rows a
/// `SalesDataStore` returns (never SQL, never raw order lines).
///
/// Every figure uses local days (an order belongs to its city's calendar date). Over several
/// cities a date's figure is the sum over them and it is an operating day when any of them
/// operated; daily minimum, maximum and average are over operating days only.
public struct SalesAnalytics {
  /// The store read from.
  public let store: any SalesDataStore

  /// Creates a service reading `store`.
  public init(store: any SalesDataStore) { self.store = store }

  /// The latest local date with sales (or recorded open) in any city, or nil for no data.
  public func latestDateWithData() throws -> LocalDate? {
    try store.dataDateBounds()?.upperBound
  }

  /// The earliest local date with sales (or recorded open) in any city, or nil for no data.
  public func earliestDateWithData() throws -> LocalDate? {
    try store.dataDateBounds()?.lowerBound
  }

  // MARK: Roll-up readers shared by the series

  /// The roll-up per (date, city) in `range`, summed over the filter's styles, by date then
  /// city.
  func cityDays(in range: DateRange, filter: SalesFilter) throws -> [CityDayFigures] {
    try store.cityDayFigures(filter.selection(range))
  }

  /// The (date, city) pairs that were operating days in `range` for the filter's cities.
  func operatingCityDays(in range: DateRange, filter: SalesFilter) throws -> [(
    cityID: Int64, date: LocalDate
  )] {
    try store.operatingDays(filter.selection(range))
  }

  /// The filter's cities, or every city on record, by name.
  func selectedCities(_ filter: SalesFilter) throws -> [City] {
    let cities = filter.cities.isEmpty ? try store.cities() : filter.cities
    var seen = Set<Int64>()
    return cities.filter { seen.insert($0.id).inserted }.sorted(by: Self.byName)
  }

  /// Orders names the way every listing does: case- and accent-insensitive key, then as typed.
  static func byName(_ a: City, _ b: City) -> Bool { nameOrder(a.name, b.name) }

  /// Quantity over operating days, or 0 when there were none.
  static func average(_ quantity: Int, over operatingDays: Int) -> Double {
    operatingDays == 0 ? 0 : Double(quantity) / Double(operatingDays)
  }

  static func nameOrder(_ a: String, _ b: String) -> Bool {
    let (keyA, keyB) = (NameKey(a).rawValue, NameKey(b).rawValue)
    return keyA != keyB ? keyA < keyB : a < b
  }
}
