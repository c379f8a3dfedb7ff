import Foundation
import Sales
import SalesDomain

/// Deterministic, realistic point-of-sale exports for tests and benchmarks.
///
/// Orders follow a food truck's week (busy weekends, each city closed on one weekday) and
/// year (summer peaks, flipped for the southern hemisphere), with lunch and dinner rushes in
/// local time. Ids are monotonic like real POS ids. `ordered_at` mixes UTC (`Z`), explicit
/// offsets and local times without offset. The same parameters give byte-identical output.
public struct SyntheticOrders: Sendable {
  /// A city the generator sells in.
  public struct CityProfile: Sendable {
    /// The name (one has a comma, to exercise CSV quoting).
    public let name: String
    /// The IANA time zone.
    public let timeZone: String
    /// Relative order volume.
    public let weight: Double
    /// The ISO weekday (1–7) the truck does not work there.
    public let closedWeekday: Int
    /// Whether summer is in January.
    public let isSouthern: Bool
  }

  /// The cities: zones with and without DST, both hemispheres, and Asia/Tokyo.
  public static let cities: [CityProfile] = [
    CityProfile(
      name: "Cupertino", timeZone: "America/Los_Angeles", weight: 1.4, closedWeekday: 1,
      isSouthern: false),
    CityProfile(
      name: "Washington, D.C.", timeZone: "America/New_York", weight: 1.0, closedWeekday: 2,
      isSouthern: false),
    CityProfile(
      name: "Berlin", timeZone: "Europe/Berlin", weight: 0.9, closedWeekday: 1,
      isSouthern: false),
    CityProfile(
      name: "Tokyo", timeZone: "Asia/Tokyo", weight: 1.2, closedWeekday: 3, isSouthern: false),
    CityProfile(
      name: "Sydney", timeZone: "Australia/Sydney", weight: 0.8, closedWeekday: 2,
      isSouthern: true),
    CityProfile(
      name: "Reykjavík", timeZone: "Atlantic/Reykjavik", weight: 0.4, closedWeekday: 4,
      isSouthern: false),
  ]

  /// The menu: name, price in cents and relative popularity.
  public static let styles: [(name: String, priceCents: Int, weight: Double)] = [
    ("Cachapa", 650, 1.3), ("Injera", 600, 0.7), ("Crêpe", 700, 1.6), ("Jian Bing", 550, 1.1),
    ("Dosa", 600, 0.9), ("American", 500, 2.0),
  ]

  /// How many orders to write.
  public let rowCount: Int
  /// The seed; another seed gives other orders with the same shape.
  public let seed: UInt64
  /// The first local day orders are on.
  public let firstDay: LocalDate
  /// The number of days the orders spread over (more rows make busier days, not more days).
  public let days: Int
  /// The prefix of every order id.
  public let idPrefix: String

  /// Describes `rowCount` orders starting at `firstDay` over `days` days.
  public init(
    rowCount: Int, seed: UInt64 = 1,
    firstDay: LocalDate = LocalDate(year: 2023, month: 1, day: 1)!, days: Int = 730,
    idPrefix: String = "ORD-"
  ) {
    precondition(rowCount >= 0 && days > 0, "a generator needs a non-negative count and days")
    self.rowCount = rowCount
    self.seed = seed
    self.firstDay = firstDay
    self.days = days
    self.idPrefix = idPrefix
  }

  /// Adds the generator's cities and menu to `store`.
  public func register(in store: SalesStore) throws {
    try store.inTransaction {
      for city in Self.cities {
        try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone)
      }
      for style in Self.styles {
        try store.addStyle(name: style.name, priceCents: style.priceCents)
      }
    }
  }

  /// The cities and styles as a `griddle.json` config, for runs of the real binary.
  public static var configJSON: String {
    let cities = Self.cities.map { "{\"name\": \"\($0.name)\", \"timeZone\": \"\($0.timeZone)\"}" }
    let styles = Self.styles.map { "{\"name\": \"\($0.name)\", \"priceCents\": \($0.priceCents)}" }
    return
      "{\"cities\": [\(cities.joined(separator: ", "))], \"styles\": [\(styles.joined(separator: ", "))]}\n"
  }

  /// The relative volume of `city` on `day` (0 when closed).
  func demand(_ city: CityProfile, on day: LocalDate) -> Double {
    guard day.isoWeekday != city.closedWeekday else { return 0 }
    let weekday = [1: 0.7, 2: 0.8, 3: 0.85, 4: 0.9, 5: 1.2, 6: 1.6, 7: 1.4][day.isoWeekday]!
    // Peak in mid-July (day 196 of the year) up north, mid-January down south.
    let dayOfYear = Double(day.dayNumber - LocalDate(year: day.year, month: 1, day: 1)!.dayNumber)
    let phase = (dayOfYear - (city.isSouthern ? 15 : 196)) / 365.25 * 2 * Double.pi
    return city.weight * weekday * (1 + 0.35 * cos(phase))
  }
}
