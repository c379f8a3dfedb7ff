import SalesDomain

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

  /// The store's selection of roll-up rows for `range` and this filter.
  func selection(_ range: DateRange) -> RollupSelection {
    RollupSelection(
      first: range.first, last: range.last, cityIDs: cities.map(\.id), styleIDs: styles.map(\.id))
  }
}
