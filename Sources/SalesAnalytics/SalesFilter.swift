import Sales

/// Which sales a series counts: some cities, some styles, or (empty) all of them.
public struct SalesFilter: Hashable, Sendable {
  /// The cities to count; empty means every city.
  public var cities: [City]
  /// The styles to count; empty means every style.
  ///
  /// A style filter narrows quantities, never operating days: a day a city was open but sold
  /// no Dosa still counts as an operating day with zero Dosa.
  public var styles: [PancakeStyle]

  /// Counts the given cities and styles (each empty for all).
  public init(cities: [City] = [], styles: [PancakeStyle] = []) {
    self.cities = cities
    self.styles = styles
  }

  /// Every city and every style.
  public static let all = SalesFilter()

  /// `AND city_id IN (…) AND style_id IN (…)`, or nothing.
  ///
  /// Ids are integers from the database, so inlining them is safe and keeps one statement per
  /// filter shape in the statement cache.
  func sqlClause(cityColumn: String = "city_id", styleColumn: String? = "style_id") -> String {
    var clause = ""
    if !cities.isEmpty {
      clause +=
        " AND \(cityColumn) IN (\(cities.map { String($0.id) }.sorted().joined(separator: ",")))"
    }
    if let styleColumn, !styles.isEmpty {
      clause +=
        " AND \(styleColumn) IN (\(styles.map { String($0.id) }.sorted().joined(separator: ",")))"
    }
    return clause
  }
}
