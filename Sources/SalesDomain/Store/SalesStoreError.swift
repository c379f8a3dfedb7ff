/// A problem with sales data or reference data (cities, styles) that the caller should report.
public enum SalesStoreError: Error, Equatable, CustomStringConvertible {
  /// A city name that is not on record; `suggestion` is a known name close to it.
  case unknownCity(String, suggestion: String?)
  /// A style name that is not on the menu; `suggestion` is a known name close to it.
  case unknownStyle(String, suggestion: String?)
  /// A time zone identifier that is not an IANA zone this system knows.
  case unknownTimeZone(String, city: String)
  /// A city already on record with another time zone.
  case cityTimeZoneMismatch(city: String, recorded: String, requested: String)
  /// An order id already stored with different content.
  case conflictingOrder(orderID: String)
  /// A name that is empty after trimming.
  case emptyName(kind: String)
  /// A SQLite file that is not a Griddle database: it is never written to.
  case foreignDatabase(path: String, reason: String)
  /// A Griddle database an older build made (or a half-finished upgrade), opened read-only.
  case needsUpgrade(path: String, reason: String)
  /// Storing would take a day's totals of a city past `SalesLimits.groupFigure`.
  case groupLimitExceeded(city: String, date: LocalDate)

  public var description: String {
    switch self {
    case .unknownCity(let name, let suggestion):
      return "unknown city '\(name)'"
        + (suggestion.map { " (did you mean '\($0)'?)" }
          ?? " (no known city is close; new cities are added in the config)")
    case .unknownStyle(let name, let suggestion):
      return "unknown style '\(name)'"
        + (suggestion.map { " (did you mean '\($0)'?)" }
          ?? " (no known style is close; new styles are added in the config)")
    case .unknownTimeZone(let zone, let city):
      return
        "unknown time zone '\(zone)' for city '\(city)' (use an IANA name like 'America/Los_Angeles')"
    case .cityTimeZoneMismatch(let city, let recorded, let requested):
      return "city '\(city)' is recorded with time zone \(recorded), not \(requested)"
    case .conflictingOrder(let orderID):
      return "order '\(orderID)' is already stored with different content"
    case .emptyName(let kind):
      return "a \(kind) name must not be empty"
    case .foreignDatabase(let path, let reason):
      return "'\(path)' is not a Griddle database (\(reason)); it was left untouched"
    case .groupLimitExceeded(let city, let date):
      return
        "the totals of \(city) on \(date) would pass \(SalesLimits.groupFigure) (2^53 − 1) cents or units, the most a day may hold; nothing was stored"
    case .needsUpgrade(let path, let reason):
      return
        "database '\(path)' needs an upgrade (\(reason)): run 'griddle --database \(path) init'"
    }
  }
}
