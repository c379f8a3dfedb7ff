/// A (city, local date) the truck operated: it sold something, or was recorded open anyway.
///
/// Daily minimum, maximum and average are taken over operating days only: a closed day is not
/// a zero-sale day.
public struct OperatingDay: Hashable, Sendable {
  /// The city.
  public let cityID: Int64
  /// The local date in that city.
  public let date: LocalDate
  /// Whether any order was sold that day (false: recorded open with no sales).
  public let hadSales: Bool

  /// Creates an operating-day value.
  public init(cityID: Int64, date: LocalDate, hadSales: Bool) {
    self.cityID = cityID
    self.date = date
    self.hadSales = hadSales
  }
}
