/// A pancake style on the menu (`Cachapa`, `Crêpe`, …).
public struct PancakeStyle: Hashable, Sendable, Identifiable {
  /// The database id.
  public let id: Int64
  /// The name as first entered (NFC).
  public let name: String
  /// The menu price in cents, used for orders that carry no price; nil when not on record.
  public let priceCents: Int?

  /// Creates a style value.
  public init(id: Int64, name: String, priceCents: Int?) {
    self.id = id
    self.name = name
    self.priceCents = priceCents
  }
}
