import Foundation

/// A city the truck works in; its time zone decides which local day an order belongs to.
public struct City: Hashable, Sendable, Identifiable {
  /// The database id.
  public let id: Int64
  /// The name as first entered (NFC).
  public let name: String
  /// The IANA time zone (`America/Los_Angeles`).
  public let timeZone: TimeZone
  /// When its business day starts, as its stored lines' local days were computed with.
  public let businessDayStart: BusinessDayStart

  /// Creates a city value.
  public init(
    id: Int64, name: String, timeZone: TimeZone, businessDayStart: BusinessDayStart = .midnight
  ) {
    self.id = id
    self.name = name
    self.timeZone = timeZone
    self.businessDayStart = businessDayStart
  }
}
