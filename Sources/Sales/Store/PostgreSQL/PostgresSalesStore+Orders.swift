import Foundation
import PostgresStorage
import SalesDomain

extension PostgresSalesStore {
  /// Stores `orders` in one transaction, keeping the roll-ups in step, with the rules of
  /// `SalesStore.insert(_:)`: a line stored with identical content is skipped; different
  /// content, or an order whose instant or city differs from its stored lines, rolls the whole
  /// call back with `conflictingOrder`.
  @discardableResult
  public func insert(_ orders: [Order]) throws -> InsertSummary {
    try connection.transaction {
      // The lock every writer of lines takes (see `PostgresOrderImporter`): tickets are
      // decided against the lines stored before, which no other writer may change meanwhile.
      try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
      var summary = InsertSummary()
      var delta = RollupDelta()
      let (visits, grace) = try visitSales.attribution()
      if !visits.isEmpty {
        delta.visitAttribution = VisitAttribution(visits: visits, graceMinutes: grace)
      }
      for order in orders {
        try store(order, into: &delta, &summary)
      }
      try writeRollup(delta)
      let stored = orders.filter { !$0.lines.isEmpty }.map(\.orderID)
      if summary.inserted > 0, let first = stored.min(by: Self.byteOrder),
        let last = stored.max(by: Self.byteOrder)
      {
        try recordImportRange(first: first, last: last, lines: summary.inserted)
      }
      return summary
    }
  }

  /// Order ids compared byte by byte, as `COLLATE "C"` compares them.
  static func byteOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// Notes in `import_ranges` that this transaction stores `lines` lines with order ids from
  /// `first` to `last` (see `migrations/postgresql/0006`); every writer of order lines calls
  /// it, under the writers' lock, before it commits. `id` is one taken from the table's
  /// sequence beforehand (a partition is named after it), or nil for the next one.
  func recordImportRange(first: String, last: String, lines: Int, id: Int64? = nil) throws {
    if let id {
      try connection.execute(
        """
        INSERT INTO import_ranges (id, first_order_id, last_order_id, lines)
        VALUES ($1, $2, $3, $4)
        """, [id, first, last, lines])
    } else {
      try connection.execute(
        "INSERT INTO import_ranges (first_order_id, last_order_id, lines) VALUES ($1, $2, $3)",
        [first, last, lines])
    }
  }

  private func store(
    _ order: Order, into delta: inout RollupDelta, _ summary: inout InsertSummary
  ) throws {
    let orderedAt = Int64((order.orderedAt.timeIntervalSince1970 * 1000).rounded(.down))
    let stored = try storedLines(orderID: order.orderID)
    if let first = stored.first, first.orderedAt != orderedAt || first.cityID != order.cityID {
      throw SalesStoreError.conflictingOrder(orderID: order.orderID)
    }
    var hasSale = stored.contains { $0.line.kind == .sale }
    var saleStyles = Set(stored.filter { $0.line.kind == .sale }.map(\.line.styleID))
    let insert = try connection.cachedStatement(
      """
      INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
        style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
      """)
    let day = order.localDate.dayNumber
    for line in order.lines {
      if let existing = stored.first(where: { $0.line.line == line.line }) {
        guard existing.line == line else {
          throw SalesStoreError.conflictingOrder(orderID: order.orderID)
        }
        summary.alreadyPresent += 1
        continue
      }
      let isRefund = line.kind == .refund
      try insert.execute([
        order.orderID, line.line, orderedAt, day, order.localHour, order.cityID, line.styleID,
        isRefund ? 1 : 0, line.quantity, line.unitPriceCents, line.grossCents,
        line.discountCents, line.refundOf,
      ])
      summary.inserted += 1
      delta.addStoredLine(line, of: order, saleStyles: &saleStyles, hasSale: &hasSale)
    }
  }

  /// Stored orders and operating days, through the statements both stores share.
  var storedOrders: StoredOrderStatements<PostgresDialect> {
    StoredOrderStatements(dialect: PostgresDialect(connection: connection))
  }

  /// The stored lines of one order, with the order's stored instant and city.
  private func storedLines(orderID: String) throws -> [(
    orderedAt: Int64, cityID: Int64, line: OrderLine
  )] { try storedOrders.storedLines(orderID: orderID) }

  /// The stored order with `id` (every stored line of it), or nil.
  public func storedOrder(id: String) throws -> Order? { try storedOrders.storedOrder(id: id) }

  /// The number of stored orders (distinct order ids).
  public func orderCount() throws -> Int { try storedOrders.orderCount() }

  /// The number of stored order lines.
  public func orderLineCount() throws -> Int { try storedOrders.orderLineCount() }

  /// Records that `city` was open on `date` even if it sold nothing.
  public func recordOpenDay(cityID: Int64, date: LocalDate) throws {
    try storedOrders.recordOpenDay(cityID: cityID, date: date)
  }

  /// The operating days on record, by city then date.
  public func operatingDays() throws -> [OperatingDay] { try storedOrders.operatingDays() }

}
