import SQLiteStorage
import Sales

/// The aggregation service: daily, monthly, per-city, per-style and weekday series, and period
/// comparisons, read from the daily roll-up (`daily_sales`, `operating_days`), never from raw
/// orders.
///
/// Every figure uses local days (an order belongs to its city's calendar date). Over several
/// cities a date's figure is the sum over them and it is an operating day when any of them
/// operated; daily minimum, maximum and average are over operating days only.
public struct SalesAnalytics {
  /// The store read from.
  public let store: SalesStore

  /// Creates a service reading `store`.
  public init(store: SalesStore) { self.store = store }

  var database: Database { store.database }

  /// The latest local date with sales (or recorded open) in any city, or nil for no data.
  public func latestDateWithData() throws -> LocalDate? {
    try database.scalar(Int.self, "SELECT max(local_day) FROM operating_days")
      .map(LocalDate.init(dayNumber:))
  }

  /// The earliest local date with sales (or recorded open) in any city, or nil for no data.
  public func earliestDateWithData() throws -> LocalDate? {
    try database.scalar(Int.self, "SELECT min(local_day) FROM operating_days")
      .map(LocalDate.init(dayNumber:))
  }

  // MARK: Roll-up readers shared by the series

  /// One (date, city) cell of the roll-up, summed over the filter's styles.
  struct CityDay {
    var day: Int
    var cityID: Int64
    var quantity: Int
    var revenueCents: Int
  }

  /// The roll-up summed per (date, city) in `range`, ordered by date then city.
  ///
  /// - Complexity: O(days × cities × styles) rows of `daily_sales`, walked in key order.
  func cityDays(in range: DateRange, filter: SalesFilter) throws -> [CityDay] {
    try database.query(
      """
      SELECT local_day, city_id, sum(quantity), sum(revenue_cents) FROM daily_sales
      WHERE local_day BETWEEN ? AND ?\(filter.sqlClause())
      GROUP BY local_day, city_id ORDER BY local_day, city_id
      """, [range.first.dayNumber, range.last.dayNumber]
    ) { CityDay(day: $0.int(0), cityID: $0.int64(1), quantity: $0.int(2), revenueCents: $0.int(3)) }
  }

  /// The (date, city) pairs that were operating days in `range` for the filter's cities.
  func operatingCityDays(in range: DateRange, filter: SalesFilter) throws -> [(
    day: Int, cityID: Int64
  )] {
    try database.query(
      """
      SELECT local_day, city_id FROM operating_days
      WHERE local_day BETWEEN ? AND ?\(filter.sqlClause(styleColumn: nil))
      """, [range.first.dayNumber, range.last.dayNumber]
    ) { (day: $0.int(0), cityID: $0.int64(1)) }
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
