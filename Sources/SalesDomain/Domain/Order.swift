import Foundation

/// One point-of-sale order (a ticket): an id, an instant, a city, and one or more lines.
///
/// Every line of an order shares its instant and city, so the order falls on one local day and
/// one local hour. The initializer checks the invariants a store relies on.
public struct Order: Hashable, Sendable {
  /// The order id from the point of sale; unique across all imports.
  public let orderID: String
  /// When the order was taken.
  public let orderedAt: Date
  /// The city it was sold in.
  public let cityID: Int64
  /// The order's business day in its city's time zone (the calendar date by default).
  public let localDate: LocalDate
  /// The order's hour of the day (0–23) in its city's time zone.
  public let localHour: Int
  /// The lines, by line number (distinct, each at least 1).
  public let lines: [OrderLine]

  /// Units of all lines: sold minus refunded.
  public var quantity: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// Creates an order; `localDate` and `localHour` must be `orderedAt`'s in the city's zone.
  ///
  /// Throws `OrderInvariantError` for an empty id, no lines, a repeated line number or an
  /// hour outside 0–23.
  public init(
    orderID: String, orderedAt: Date, cityID: Int64, localDate: LocalDate, localHour: Int,
    lines: [OrderLine]
  ) throws {
    guard !orderID.isEmpty else { throw OrderInvariantError.emptyOrderID }
    guard !lines.isEmpty else { throw OrderInvariantError.noLines(orderID: orderID) }
    guard (0...23).contains(localHour) else {
      throw OrderInvariantError.hourOutOfRange(orderID: orderID, hour: localHour)
    }
    let sorted = lines.sorted { $0.line < $1.line }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.line == next.line {
      throw OrderInvariantError.repeatedLine(orderID: orderID, line: next.line)
    }
    self.orderID = orderID
    self.orderedAt = orderedAt
    self.cityID = cityID
    self.localDate = localDate
    self.localHour = localHour
    self.lines = sorted
  }

  /// Creates an order in `city`, computing its business day and local hour from the city's
  /// zone and business-day start.
  public init(orderID: String, orderedAt: Date, city: City, lines: [OrderLine]) throws {
    let local = city.businessDayStart.localTime(of: orderedAt, in: city.timeZone)
    try self.init(
      orderID: orderID, orderedAt: orderedAt, cityID: city.id, localDate: local.date,
      localHour: local.hour, lines: lines)
  }

  /// Creates a first-release order: one sale line of `quantity` pancakes of `style`, priced at
  /// `unitPriceCents` or else the style's menu price (or 0).
  public init(
    orderID: String, orderedAt: Date, city: City, style: PancakeStyle, quantity: Int,
    unitPriceCents: Int? = nil
  ) throws {
    try self.init(
      orderID: orderID, orderedAt: orderedAt, city: city,
      lines: [
        try OrderLine(
          line: 1, styleID: style.id, kind: .sale, quantity: quantity,
          unitPriceCents: unitPriceCents,
          grossCents: quantity * (unitPriceCents ?? style.priceCents ?? 0))
      ])
  }
}

/// Whether a line sells or gives money back.
public enum LineKind: String, Hashable, Sendable, CaseIterable {
  /// Pancakes sold: positive quantity, gross ≥ 0, 0 ≤ discount ≤ gross.
  case sale
  /// Pancakes refunded: negative quantity, gross ≤ 0, gross ≤ discount ≤ 0 (the negatives of
  /// what was refunded). It falls on the local day it happened, not the day of the sale.
  case refund
}

/// One line of an order: a style, a signed quantity and its money in minor units.
public struct OrderLine: Hashable, Sendable {
  /// The line number within the order, from 1.
  public let line: Int
  /// The style sold or refunded.
  public let styleID: Int64
  /// Sale or refund.
  public let kind: LineKind
  /// Pancakes: positive on a sale line, negative on a refund line.
  public let quantity: Int
  /// The price per pancake the export gave, if any (kept for comparisons on re-import).
  public let unitPriceCents: Int?
  /// Money before discounts (negative on a refund line).
  public let grossCents: Int
  /// The discount (negative on a refund line).
  public let discountCents: Int
  /// The order this line refunds, when the export names it (refund lines only).
  public let refundOf: String?

  /// Net money: gross − discount.
  public var netCents: Int { grossCents - discountCents }

  /// Creates a line; throws `OrderInvariantError` when the signs or amounts break the rules
  /// of its kind (see `LineKind`).
  public init(
    line: Int, styleID: Int64, kind: LineKind, quantity: Int, unitPriceCents: Int? = nil,
    grossCents: Int, discountCents: Int = 0, refundOf: String? = nil
  ) throws {
    guard line >= 1 else { throw OrderInvariantError.lineNumber(line) }
    switch kind {
    case .sale:
      guard quantity >= 1 else { throw OrderInvariantError.quantity(line: line, quantity, kind) }
      guard grossCents >= 0, discountCents >= 0, discountCents <= grossCents else {
        throw OrderInvariantError.money(line: line, grossCents, discountCents, kind)
      }
      guard refundOf == nil else { throw OrderInvariantError.refundOfOnSale(line: line) }
    case .refund:
      guard quantity <= -1 else {
        throw OrderInvariantError.quantity(line: line, quantity, kind)
      }
      guard grossCents <= 0, discountCents <= 0, discountCents >= grossCents else {
        throw OrderInvariantError.money(line: line, grossCents, discountCents, kind)
      }
    }
    if let unitPriceCents, unitPriceCents < 0 {
      throw OrderInvariantError.negativeUnitPrice(line: line, unitPriceCents)
    }
    self.line = line
    self.styleID = styleID
    self.kind = kind
    self.quantity = quantity
    self.unitPriceCents = unitPriceCents
    self.grossCents = grossCents
    self.discountCents = discountCents
    self.refundOf = refundOf
  }
}

/// An order or line that breaks the domain's rules.
public enum OrderInvariantError: Error, Equatable, CustomStringConvertible {
  /// The order id is empty.
  case emptyOrderID
  /// The order has no lines.
  case noLines(orderID: String)
  /// Two lines share a number.
  case repeatedLine(orderID: String, line: Int)
  /// The local hour is outside 0–23.
  case hourOutOfRange(orderID: String, hour: Int)
  /// A line number below 1.
  case lineNumber(Int)
  /// A quantity whose sign does not fit the kind (or zero).
  case quantity(line: Int, Int, LineKind)
  /// Gross and discount that do not fit the kind.
  case money(line: Int, Int, Int, LineKind)
  /// `refund_of` on a sale line.
  case refundOfOnSale(line: Int)
  /// A negative unit price.
  case negativeUnitPrice(line: Int, Int)

  public var description: String {
    switch self {
    case .emptyOrderID: "order_id is empty"
    case .noLines(let id): "order '\(id)' has no lines"
    case .repeatedLine(let id, let line): "order '\(id)' has line \(line) twice"
    case .hourOutOfRange(let id, let hour): "order '\(id)' has local hour \(hour), not 0–23"
    case .lineNumber(let line): "line must be at least 1, not \(line)"
    case .quantity(let line, let quantity, .sale):
      "line \(line): a sale's quantity must be at least 1, not \(quantity)"
    case .quantity(let line, let quantity, .refund):
      "line \(line): a refund's quantity must be negative, not \(quantity)"
    case .money(let line, let gross, let discount, .sale):
      "line \(line): a sale needs 0 ≤ discount_cents ≤ gross_cents, not gross \(gross), discount \(discount)"
    case .money(let line, let gross, let discount, .refund):
      "line \(line): a refund needs gross_cents ≤ discount_cents ≤ 0, not gross \(gross), discount \(discount)"
    case .refundOfOnSale(let line): "line \(line): refund_of is only allowed on a refund line"
    case .negativeUnitPrice(let line, let price):
      "line \(line): unit_price_cents must not be negative, not \(price)"
    }
  }
}
