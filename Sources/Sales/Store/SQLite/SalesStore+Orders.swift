import Foundation
import SQLiteStorage
import SalesDomain

extension SalesStore {
  /// Stores `orders` in one transaction, keeping the roll-ups and operating days in step.
  ///
  /// Lines are keyed by (order id, line): a line stored with identical content is skipped;
  /// with different content, or an order whose instant or city differs from its stored lines,
  /// the whole call is rolled back with `conflictingOrder`. An order's lines may arrive over
  /// several calls: each ticket is still counted once per group.
  @discardableResult
  public func insert(_ orders: [Order]) throws -> InsertSummary {
    try database.transaction {
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
      return summary
    }
  }

  /// Stores one order's new lines inside the caller's transaction and adds them to `delta`.
  private func store(
    _ order: Order, into delta: inout RollupDelta, _ summary: inout InsertSummary
  ) throws {
    let orderedAt = Int64((order.orderedAt.timeIntervalSince1970 * 1000).rounded(.down))
    // By id alone, as PostgreSQL and the reference store find it (an order with this id on
    // another day or in another city is a conflict here): a scan of the lines on SQLite, whose
    // key is by day. `insert` serves tests and single orders; files go through the importer.
    let stored = try storedLines(orderID: order.orderID)
    if let first = stored.first,
      first.orderedAt != orderedAt || first.cityID != order.cityID
    {
      throw SalesStoreError.conflictingOrder(orderID: order.orderID)
    }
    var hasSale = stored.contains { $0.line.kind == .sale }
    var saleStyles = Set(stored.filter { $0.line.kind == .sale }.map(\.line.styleID))
    let insert = try database.cachedStatement(
      """
      INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
        style_id, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
      try insert.execute([
        order.orderID, line.line, orderedAt, day, order.localHour, order.cityID, line.styleID,
        line.quantity, line.unitPriceCents, line.grossCents,
        line.discountCents, line.refundOf,
      ])
      summary.inserted += 1
      delta.addStoredLine(line, of: order, saleStyles: &saleStyles, hasSale: &hasSale)
    }
  }

  /// Stored orders and operating days, through the statements both stores share.
  var storedOrders: StoredOrderStatements<SQLiteDialect> {
    StoredOrderStatements(dialect: SQLiteDialect(database: database))
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

  /// Runs `body` in one writing transaction (for batches of reference-data changes).
  public func inTransaction<T>(_ body: () throws -> T) throws -> T {
    try database.transaction(.immediate, body)
  }
}

extension Statement {
  /// Binds `values`, maps every row with `transform` (which may throw), then resets.
  func queryRows<T>(
    _ values: [(any SQLiteConvertible)?], _ transform: (Statement) throws -> T
  ) throws -> [T] {
    var rows: [T] = []
    try forEachRow(values) { rows.append(try transform($0)) }
    return rows
  }
}
