import Foundation
import SQLiteStorage

/// What storing a batch of orders did.
public struct InsertSummary: Equatable, Sendable {
  /// Orders newly stored.
  public var inserted = 0
  /// Orders already stored with identical content, skipped.
  public var alreadyPresent = 0

  /// Creates a summary.
  public init(inserted: Int = 0, alreadyPresent: Int = 0) {
    self.inserted = inserted
    self.alreadyPresent = alreadyPresent
  }
}

extension SalesStore {
  /// Stores `orders` in one transaction, keeping the daily roll-up and operating days in step.
  ///
  /// An order whose id is stored with identical content is skipped; with different content the
  /// whole batch is rolled back with `conflictingOrder`.
  @discardableResult
  public func insert(_ orders: [Order]) throws -> InsertSummary {
    try database.transaction {
      var summary = InsertSummary()
      let prices = Dictionary(
        uniqueKeysWithValues: try styles().map { ($0.id, $0.priceCents ?? 0) })
      for order in orders {
        if try storeOrder(order, menuPrices: prices) {
          summary.inserted += 1
        } else {
          summary.alreadyPresent += 1
        }
      }
      return summary
    }
  }

  /// Stores one order and its roll-up inside the caller's transaction; false when it was
  /// already stored with the same content.
  func storeOrder(_ order: Order, menuPrices: [Int64: Int]) throws -> Bool {
    let insert = try database.cachedStatement(
      """
      INSERT INTO orders (order_id, ordered_at, local_day, city_id, style_id, quantity, unit_price_cents)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING
      """)
    try insert.execute([
      order.orderID, order.orderedAt, order.localDate.dayNumber, order.cityID, order.styleID,
      order.quantity, order.unitPriceCents,
    ])
    guard database.changes == 1 else {
      guard try storedOrder(id: order.orderID) == order else {
        throw SalesStoreError.conflictingOrder(orderID: order.orderID)
      }
      return false
    }
    let revenue = order.quantity * (order.unitPriceCents ?? menuPrices[order.styleID] ?? 0)
    try database.execute(
      """
      INSERT INTO daily_sales (local_day, city_id, style_id, quantity, revenue_cents, order_count)
      VALUES (?, ?, ?, ?, ?, 1)
      ON CONFLICT (local_day, city_id, style_id) DO UPDATE SET
        quantity = quantity + excluded.quantity,
        revenue_cents = revenue_cents + excluded.revenue_cents,
        order_count = order_count + 1
      """, [order.localDate.dayNumber, order.cityID, order.styleID, order.quantity, revenue])
    try database.execute(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (?, ?, 1)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """, [order.cityID, order.localDate.dayNumber])
    return true
  }

  /// The stored order with `id`, or nil.
  public func storedOrder(id: String) throws -> Order? {
    try database.query(
      """
      SELECT order_id, ordered_at, city_id, style_id, quantity, unit_price_cents, local_day
      FROM orders WHERE order_id = ?
      """, [id]
    ) { row in
      Order(
        orderID: row.string(0), orderedAt: row.get(Date.self, 1)!, cityID: row.int64(2),
        styleID: row.int64(3), quantity: row.int(4),
        unitPriceCents: row.isNull(5) ? nil : row.int(5),
        localDate: LocalDate(dayNumber: row.int(6)))
    }.first
  }

  /// The number of stored orders.
  public func orderCount() throws -> Int {
    try database.scalar(Int.self, "SELECT count(*) FROM orders") ?? 0
  }

  /// Records that `city` was open on `date` even if it sold nothing.
  public func recordOpenDay(cityID: Int64, date: LocalDate) throws {
    try database.execute(
      "INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (?, ?, 0) ON CONFLICT DO NOTHING",
      [cityID, date.dayNumber])
  }

  /// The operating days on record, by city then date.
  public func operatingDays() throws -> [OperatingDay] {
    try database.query(
      "SELECT city_id, local_day, had_sales FROM operating_days ORDER BY city_id, local_day"
    ) {
      OperatingDay(
        cityID: $0.int64(0), date: LocalDate(dayNumber: $0.int(1)), hadSales: $0.int(2) != 0)
    }
  }
}
