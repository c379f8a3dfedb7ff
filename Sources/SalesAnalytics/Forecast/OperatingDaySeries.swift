import SalesDomain

/// A daily series over consecutive local dates with a value on each operating day and nil on
/// each closed day (a closed day is not a zero-sale day): what a forecast is fitted to.
///
/// Index `i` is the date `first + i`; the weekday of an index is the date's, so "the same
/// weekday last week" is always seven places back, whatever the calendar or the clocks did.
public struct OperatingDaySeries: Hashable, Sendable {
  /// The date of the first value.
  public let first: LocalDate
  /// One value per date, oldest first; nil on a day nothing operated.
  public var values: [Double?]

  /// Creates a series starting on `first`.
  public init(first: LocalDate, values: [Double?]) {
    self.first = first
    self.values = values
  }

  /// The number of dates covered.
  public var count: Int { values.count }

  /// The date at `index` (which may be `count`: the day after the series, the one forecast).
  public func date(at index: Int) -> LocalDate { first.adding(days: index) }

  /// How many operating days share `weekday` (ISO, 1–7).
  public func operatingDays(onWeekday weekday: Int) -> Int {
    values.indices.filter { values[$0] != nil && date(at: $0).isoWeekday == weekday }.count
  }
}

/// What a method would have said about each day from the days before it: index `t` holds the
/// forecast of day `t` of a series (and index `count`, of the day after it), nil where the
/// method had too little history to say anything.
public typealias OneStepForecasts = [Double?]
