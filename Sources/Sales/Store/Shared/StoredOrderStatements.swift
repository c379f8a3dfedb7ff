import Foundation
import SalesDomain

/// Reads of stored orders and operating days, written once for every store over its
/// `StoreDialect`.
struct StoredOrderStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// Which of `keys` (order id, line) are stored lines.
  func storedKeys(_ keys: [(orderID: String, line: Int64)]) throws -> Set<String> {
    var stored: Set<String> = []
    for key in keys {
      let found = try dialect.rows(
        "SELECT 1 FROM order_lines WHERE order_id = \(p(1)) AND line = \(p(2))",
        [.text(key.orderID), .integer(key.line)]
      ) { _ in true }
      if !found.isEmpty { stored.insert("\(key.line) \(key.orderID)") }
    }
    return stored
  }

  /// Which of `keys` (order id, line) are stored lines on the days `days`, by one scan of
  /// those days: on a store keyed by day (SQLite, migration 0020) a search by order id is a
  /// scan of every line, and a file's orders are found on its own days (the identity rule).
  func storedKeys(_ keys: [(orderID: String, line: Int64)], days: ClosedRange<Int>?) throws
    -> Set<String>
  {
    guard !keys.isEmpty else { return [] }
    let wanted = Set(keys.map { "\($0.line) \($0.orderID)" })
    var stored: Set<String> = []
    let (filter, arguments) = dayFilter(days)
    try dialect.forEachRow("SELECT order_id, line FROM order_lines\(filter)", arguments) { row in
      let key = "\(row.int64(1)) \(row.string(0))"
      if wanted.contains(key) { stored.insert(key) }
    }
    return stored
  }

  /// ` WHERE local_day BETWEEN …` for `days`, or nothing (every day).
  private func dayFilter(_ days: ClosedRange<Int>?) -> (String, [StoreValue]) {
    guard let days else { return ("", []) }
    return (
      " WHERE local_day BETWEEN \(p(1)) AND \(p(2))",
      [.integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound))]
    )
  }

  /// `storedLineCount(orderIDsFrom:through:)` of the lines on the days `days` (a scan of
  /// those days on a store keyed by day).
  func storedLineCount(
    orderIDsFrom first: String, through last: String, days: ClosedRange<Int>
  ) throws -> Int {
    try dialect.rows(
      """
      SELECT count(*) FROM order_lines
      WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND order_id BETWEEN \(p(3)) AND \(p(4))
      """,
      [
        .integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound)), .text(first),
        .text(last),
      ]
    ) { Int($0.int64(0)) }.first ?? 0
  }

  /// `storedLineNumbers(orderIDs:)` of the lines on the days `days`, by one scan of those
  /// days (every day when nil) rather than a search per 500 ids.
  func storedLineNumbers(orderIDs ids: [String], days: ClosedRange<Int>?) throws -> [(
    orderID: String, line: Int64, importID: Int64
  )] {
    guard !ids.isEmpty else { return [] }
    let wanted = Set(ids)
    var lines: [(orderID: String, line: Int64, importID: Int64)] = []
    let (filter, arguments) = dayFilter(days)
    try dialect.forEachRow(
      "SELECT order_id, line, import_id FROM order_lines\(filter)", arguments
    ) { row in
      let id = row.string(0)
      if wanted.contains(id) { lines.append((id, row.int64(1), row.int64(2))) }
    }
    return lines
  }

  /// How many lines are stored with order ids from `first` through `last` (both stores keep
  /// order ids in byte order: SQLite's keys, PostgreSQL's `COLLATE "C"`).
  func storedLineCount(orderIDsFrom first: String, through last: String) throws -> Int {
    try dialect.rows(
      "SELECT count(*) FROM order_lines WHERE order_id BETWEEN \(p(1)) AND \(p(2))",
      [.text(first), .text(last)]
    ) { Int($0.int64(0)) }.first ?? 0
  }

  /// The stored lines (order id, line, the import that stored it) of the orders `ids`, 500
  /// ids per statement.
  func storedLineNumbers(orderIDs ids: [String]) throws -> [(
    orderID: String, line: Int64, importID: Int64
  )] {
    var lines: [(orderID: String, line: Int64, importID: Int64)] = []
    for start in stride(from: 0, to: ids.count, by: 500) {
      let chunk = ids[start..<min(ids.count, start + 500)]
      let list = chunk.indices.map { p($0 - start + 1) }.joined(separator: ", ")
      lines += try dialect.rows(
        "SELECT order_id, line, import_id FROM order_lines WHERE order_id IN (\(list))",
        chunk.map { .text($0) }
      ) { ($0.string(0), $0.int64(1), $0.int64(2)) }
    }
    return lines
  }

  /// The stored lines of one order, with the order's stored instant and city, by line. With
  /// `day` and `cityID`, those of the order on that day in that city (a search of SQLite's
  /// key); by id alone, a scan of the lines on SQLite (its key is by day, migration 0020).
  func storedLines(orderID: String, day: Int? = nil, cityID: Int64? = nil) throws -> [(
    orderedAt: Int64, cityID: Int64, line: OrderLine
  )] {
    var place = ""
    var arguments: [StoreValue] = [.text(orderID)]
    if let day, let cityID {
      place = " AND local_day = \(p(2)) AND city_id = \(p(3))"
      arguments += [.integer(Int64(day)), .integer(cityID)]
    }
    return try dialect.rows(
      """
      SELECT ordered_at, city_id, line, style_id, \(OrderLineKind.sql), quantity, unit_price_cents, gross_cents,
        discount_cents, refund_of
      FROM order_lines WHERE order_id = \(p(1))\(place) ORDER BY line
      """, arguments
    ) { row in
      func int(_ column: Int) -> Int { Int(truncatingIfNeeded: row.int64(column)) }
      return (
        row.int64(0), row.int64(1),
        try OrderLine(
          line: int(2), styleID: row.int64(3), kind: int(4) == 1 ? .refund : .sale,
          quantity: int(5), unitPriceCents: row.isNull(6) ? nil : int(6),
          grossCents: int(7), discountCents: int(8),
          refundOf: row.isNull(9) ? nil : row.string(9))
      )
    }
  }

  /// The stored order with `id` (every stored line of it), or nil.
  func storedOrder(id: String) throws -> Order? {
    let rows = try dialect.rows(
      "SELECT ordered_at, city_id, local_day, local_hour FROM order_lines WHERE order_id = \(p(1)) LIMIT 1",
      [.text(id)]
    ) { ($0.int64(0), $0.int64(1), Int($0.int64(2)), Int($0.int64(3))) }
    guard let header = rows.first else { return nil }
    return try Order(
      orderID: id, orderedAt: Date(timeIntervalSince1970: Double(header.0) / 1000),
      cityID: header.1, localDate: LocalDate(dayNumber: header.2), localHour: header.3,
      lines: try storedLines(orderID: id).map(\.line))
  }

  /// The number of stored orders (distinct order ids; on a store keyed by day, distinct
  /// (day, id, city), as it identifies an order).
  ///
  /// Counted by grouping along the key, so the scan streams: `count(DISTINCT order_id)` sorted
  /// every id first, 3.0 s against 0.2 s for 1M lines keyed by day, and `griddle init` prints
  /// this count.
  func orderCount() throws -> Int {
    let identity = dialect.keysLinesByDay ? "local_day, order_id, city_id" : "order_id"
    return try dialect.rows(
      "SELECT count(*) FROM (SELECT 1 FROM order_lines GROUP BY \(identity)) AS orders", []
    ) { Int($0.int64(0)) }.first ?? 0
  }

  /// The number of stored order lines.
  func orderLineCount() throws -> Int {
    try dialect.rows("SELECT count(*) FROM order_lines", []) { Int($0.int64(0)) }.first ?? 0
  }

  /// Records that `city` was open on `date` even if it sold nothing.
  func recordOpenDay(cityID: Int64, date: LocalDate) throws {
    try dialect.run(
      "INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (\(p(1)), \(p(2)), 0) ON CONFLICT DO NOTHING",
      [.integer(cityID), .integer(Int64(date.dayNumber))])
  }

  /// The operating days on record, by city then date.
  func operatingDays() throws -> [OperatingDay] {
    try dialect.rows(
      "SELECT city_id, local_day, had_sales FROM operating_days ORDER BY city_id, local_day", []
    ) {
      OperatingDay(
        cityID: $0.int64(0), date: LocalDate(dayNumber: Int($0.int64(1))),
        hadSales: $0.int64(2) != 0)
    }
  }
}
