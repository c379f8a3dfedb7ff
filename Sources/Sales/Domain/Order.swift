import Foundation

/// One point-of-sale order, resolved against the known cities and styles.
public struct Order: Hashable, Sendable {
  /// The order id from the point of sale; unique across all imports.
  public let orderID: String
  /// When the order was taken.
  public let orderedAt: Date
  /// The city it was sold in.
  public let cityID: Int64
  /// The style sold.
  public let styleID: Int64
  /// Pancakes sold, at least 1.
  public let quantity: Int
  /// The price per pancake in cents when the export gives one; nil means the menu price.
  public let unitPriceCents: Int?
  /// The order's calendar date in its city's time zone.
  public let localDate: LocalDate

  /// Creates an order; `localDate` must be `orderedAt`'s date in the city's time zone.
  public init(
    orderID: String, orderedAt: Date, cityID: Int64, styleID: Int64, quantity: Int,
    unitPriceCents: Int?, localDate: LocalDate
  ) {
    self.orderID = orderID
    self.orderedAt = orderedAt
    self.cityID = cityID
    self.styleID = styleID
    self.quantity = quantity
    self.unitPriceCents = unitPriceCents
    self.localDate = localDate
  }

  /// Creates an order for `city`, computing its local date from the city's time zone.
  public init(
    orderID: String, orderedAt: Date, city: City, style: PancakeStyle, quantity: Int,
    unitPriceCents: Int? = nil
  ) {
    self.init(
      orderID: orderID, orderedAt: orderedAt, cityID: city.id, styleID: style.id,
      quantity: quantity, unitPriceCents: unitPriceCents,
      localDate: LocalDate(instant: orderedAt, timeZone: city.timeZone))
  }
}
