/// What `griddle init` rebuilt for one city whose business-day start changed in the config.
public struct BusinessDayRebuild: Equatable, Sendable {
  /// The city's name.
  public let city: String
  /// The start its figures now use.
  public let start: BusinessDayStart
  /// How many stored lines it has (each one's business day recomputed).
  public let lines: Int
  /// The first and last business day of those lines, nil without lines.
  public let days: ClosedRange<LocalDate>?

  /// Creates a summary.
  public init(city: String, start: BusinessDayStart, lines: Int, days: ClosedRange<LocalDate>?) {
    self.city = city
    self.start = start
    self.lines = lines
    self.days = days
  }
}
