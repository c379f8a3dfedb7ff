/// A place a city's truck parks (a brewery, a market), with the organiser's usual fee.
public struct Stop: Hashable, Sendable, Identifiable {
  /// The database id.
  public let id: Int64
  /// The name as first entered (NFC).
  public let name: String
  /// The city the stop belongs to, and so its time zone.
  public let cityID: Int64
  /// The fee a visit pays unless it has its own.
  public let fee: StopFee

  /// Creates a stop value.
  public init(id: Int64, name: String, cityID: Int64, fee: StopFee) {
    self.id = id
    self.name = name
    self.cityID = cityID
    self.fee = fee
  }
}

/// A stop that cannot be stored as asked.
public enum StopError: Error, Equatable, CustomStringConvertible {
  /// The stop is on record in another city; a stop belongs to one city.
  case inAnotherCity(stop: String, recordedCity: String, requestedCity: String)
  /// A name that is empty after trimming.
  case emptyName

  public var description: String {
    switch self {
    case .inAnotherCity(let stop, let recorded, let requested):
      return
        "stop '\(stop)' is recorded in \(recorded), not \(requested); a stop belongs to one city"
    case .emptyName:
      return "a stop name must not be empty"
    }
  }
}
