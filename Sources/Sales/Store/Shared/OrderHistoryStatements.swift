import SalesDomain

/// Stored orders replaced, removed and put back (restatements and undos, issue 25), written
/// once for both stores over their `StoreDialect`. A replaced line moves whole to
/// `order_line_history` (migration 0014) with the id of the import that replaced it.
struct OrderHistoryStatements<Dialect: StoreDialect> {
  let dialect: Dialect
  /// The local days the orders named by id lie on, when known (a restated file's, an undone
  /// import's): on a store keyed by day, a search by id is then a range of the key rather than
  /// a scan of every line (a restatement of one day's export of 10M lines read the lines five
  /// times: 10.6 s against 49 ms). Ignored on a store keyed by order id.
  var days: ClosedRange<Int64>? = nil

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// `local_day BETWEEN … AND ` (of table `alias`) when `days` bounds the searches by id.
  private func withinDays(_ alias: String = "") -> String {
    guard dialect.keysLinesByDay, let days else { return "" }
    let column = alias.isEmpty ? "local_day" : "\(alias).local_day"
    return "\(column) BETWEEN \(days.lowerBound) AND \(days.upperBound) AND "
  }

  /// Order ids per statement: on a store keyed by day (SQLite) a list of ids is one scan of
  /// the lines whatever its length, so the lists are as long as SQLite's parameters allow.
  private var idsPerStatement: Int { dialect.keysLinesByDay ? 30_000 : 500 }

  /// A stored line's columns, in `order_lines` and `order_line_history` alike (its kind is
  /// its quantity's sign: see `OrderLineKind`).
  static var lineColumns: String {
    """
    order_id, line, ordered_at, local_day, local_hour, city_id, style_id, quantity,
    unit_price_cents, gross_cents, discount_cents, refund_of, import_id
    """
  }

  /// `ids` in runs of at most `idsPerStatement`, each with its `IN (…)` list (parameters from
  /// `first` on).
  private func chunks(_ ids: [String], first: Int = 1) -> [(list: String, values: [StoreValue])] {
    stride(from: 0, to: ids.count, by: idsPerStatement).map { start in
      let chunk = ids[start..<min(ids.count, start + idsPerStatement)]
      return (
        chunk.indices.map { p(first + $0 - start) }.joined(separator: ", "),
        chunk.map { .text($0) }
      )
    }
  }

  /// Every stored line of the orders `ids` folded with the import's one line → figures rule,
  /// each order whole (its tickets counted as for a fresh import of it): what the orders add
  /// to the roll-ups.
  func fold(orderIDs ids: [String]) throws -> RollupDelta {
    try fold(orderIDs: ids, into: scheduledDelta())
  }

  /// `fold(orderIDs:)` into `empty`, a delta from `scheduledDelta()` (its schedule read once
  /// for every fold of an undo).
  func fold(orderIDs ids: [String], into empty: RollupDelta) throws -> RollupDelta {
    var delta = empty
    for (list, values) in chunks(ids) {
      var folder = StoredLineFolder()
      try dialect.forEachRow(
        """
        SELECT \(StoredLineFolder.columns) FROM order_lines
        WHERE \(withinDays())order_id IN (\(list)) ORDER BY \(dialect.lineKeyOrder)
        """, values
      ) { folder.add($0, to: &delta) }
    }
    return delta
  }

  /// An empty delta that attributes lines to the stored schedule's visits, if there is one.
  func scheduledDelta() throws -> RollupDelta {
    var delta = RollupDelta()
    let (visits, grace) = try VisitSalesStatements(dialect: dialect).attribution()
    if !visits.isEmpty {
      delta.visitAttribution = VisitAttribution(visits: visits, graceMinutes: grace)
    }
    return delta
  }

  /// The stored orders not in `ids` with a line on a (local day, city) the orders `ids` have
  /// lines on, sorted: one range scan over the days.
  func ordersOnTheDays(of ids: [String]) throws -> [String] {
    var days = Set<RollupDelta.SaleDay>()
    for (list, values) in chunks(ids) {
      try dialect.forEachRow(
        "SELECT DISTINCT local_day, city_id FROM order_lines WHERE \(withinDays())order_id IN (\(list))",
        values
      ) { days.insert(RollupDelta.SaleDay(cityID: $0.int64(1), day: Int($0.int64(0)))) }
    }
    guard let first = days.map(\.day).min(), let last = days.map(\.day).max() else { return [] }
    let named = Set(ids)
    var others = Set<String>()
    try dialect.forEachRow(
      "SELECT order_id, local_day, city_id FROM order_lines WHERE local_day BETWEEN \(p(1)) AND \(p(2))",
      [.integer(Int64(first)), .integer(Int64(last))]
    ) { row in
      let id = row.string(0)
      if !named.contains(id),
        days.contains(RollupDelta.SaleDay(cityID: row.int64(2), day: Int(row.int64(1))))
      {
        others.insert(id)
      }
    }
    return others.sorted()
  }

  /// Moves every stored line of the orders `ids` to the history, as replaced by import
  /// `importID`.
  func moveToHistory(orderIDs ids: [String], replacedBy importID: Int64) throws {
    for (list, values) in chunks(ids, first: 2) {
      try dialect.run(
        """
        INSERT INTO order_line_history (replaced_by, \(Self.lineColumns))
        SELECT CAST(\(p(1)) AS BIGINT), \(Self.lineColumns) FROM order_lines
        WHERE \(withinDays())order_id IN (\(list))
        """, [.integer(importID)] + values)
    }
    for (list, values) in chunks(ids) {
      try dialect.run(
        "DELETE FROM order_lines WHERE \(withinDays())order_id IN (\(list))", values)
    }
  }

  /// The same content: every stored column but the import's id (absent values as -1 or '').
  private static func sameContent(_ a: String, _ b: String) -> String {
    let plain = [
      "ordered_at", "local_day", "city_id", "style_id", "quantity", "gross_cents",
      "discount_cents",
    ].map { "\(a).\($0) = \(b).\($0)" }
    return
      (plain + [
        "coalesce(\(a).local_hour, -1) = coalesce(\(b).local_hour, -1)",
        "coalesce(\(a).unit_price_cents, -1) = coalesce(\(b).unit_price_cents, -1)",
        "coalesce(\(a).refund_of, '') = coalesce(\(b).refund_of, '')",
      ]).joined(separator: " AND ")
  }

  /// After restating import `importID` stored the file's lines: a line it stored exactly as
  /// it was is given back to the import that stored it first (and leaves the history, as
  /// nothing replaced it). Returns how many lines were so, and what the restatement changed.
  func settleRestatement(importID: Int64) throws -> (unchanged: Int, outcome: RestatementOutcome) {
    let before = try historyCount(importID)
    try dialect.run(
      """
      UPDATE order_lines SET import_id = h.import_id
      FROM order_line_history h
      WHERE h.replaced_by = \(p(1)) AND order_lines.import_id = \(p(1))
        AND \(dialect.sameOrder("order_lines", "h")) AND order_lines.line = h.line
        AND \(Self.sameContent("order_lines", "h"))
      """, [.integer(importID)])
    try dialect.run(
      """
      DELETE FROM order_line_history
      WHERE replaced_by = \(p(1)) AND EXISTS (
        SELECT 1 FROM order_lines l
        WHERE \(dialect.sameOrder("l", "order_line_history")) AND l.line = order_line_history.line
          AND l.import_id = order_line_history.import_id
          AND \(Self.sameContent("l", "order_line_history")))
      """, [.integer(importID)])
    let lines = dialect.storedLinesOfHistory("h0.replaced_by = \(p(1))", within: withinDays())
    let counts =
      try dialect.rows(
        """
        \(lines.with)SELECT count(DISTINCT h.order_id),
          CAST(coalesce(sum(CASE WHEN l.order_id IS NULL THEN 1 ELSE 0 END), 0) AS BIGINT),
          CAST(coalesce(sum(CASE WHEN l.order_id IS NULL THEN 0 ELSE 1 END), 0) AS BIGINT)
        FROM order_line_history h
        LEFT JOIN \(lines.table) l ON l.order_id = h.order_id AND l.line = h.line
        WHERE h.replaced_by = \(p(1))
        """, [.integer(importID)]
      ) { (Int($0.int64(0)), Int($0.int64(1)), Int($0.int64(2))) }.first ?? (0, 0, 0)
    let after = try historyCount(importID)
    return (
      before - after,
      RestatementOutcome(orders: counts.0, linesRemoved: counts.1, linesChanged: counts.2)
    )
  }

  /// What restating import `importID` replaced, once settled: the orders it removed whole
  /// (their first line's day and city, and their net), and the lines it removed or changed of
  /// the orders that stay.
  func restatedDetails(importID: Int64) throws -> (
    orders: [(orderID: String, day: Int, cityID: Int64, netCents: Int64)],
    lines: [RestatedLine]
  ) {
    var orders: [(orderID: String, day: Int, cityID: Int64, netCents: Int64)] = []
    var lines: [RestatedLine] = []
    let stored = dialect.storedLinesOfHistory("h0.replaced_by = \(p(1))", within: withinDays())
    try dialect.forEachRow(
      """
      \(stored.with)SELECT h.order_id, h.line, CASE WHEN l.order_id IS NULL THEN 1 ELSE 0 END,
        h.local_day, h.city_id, h.gross_cents - h.discount_cents,
        CASE WHEN EXISTS (SELECT 1 FROM \(stored.table) o WHERE o.order_id = h.order_id)
          THEN 1 ELSE 0 END
      FROM order_line_history h
      LEFT JOIN \(stored.table) l ON l.order_id = h.order_id AND l.line = h.line
      WHERE h.replaced_by = \(p(1))
      ORDER BY h.order_id, h.line
      """, [.integer(importID)]
    ) { row in
      let id = row.string(0)
      if row.int64(6) == 1 {
        lines.append(RestatedLine(orderID: id, line: row.int64(1), isRemoved: row.int64(2) == 1))
      } else if let last = orders.last, last.orderID == id {
        orders[orders.count - 1].netCents += row.int64(5)
      } else {
        orders.append((id, Int(row.int64(3)), row.int64(4), row.int64(5)))
      }
    }
    return (orders, lines)
  }

  /// The lines import `importID` replaced (in the history).
  func historyCount(_ importID: Int64) throws -> Int {
    try dialect.rows(
      "SELECT count(*) FROM order_line_history WHERE replaced_by = \(p(1))", [.integer(importID)]
    ) { Int($0.int64(0)) }.first ?? 0
  }

  /// The orders import `importID` stored lines of (still stored, or since replaced) or
  /// replaced lines of, sorted, and how many of its lines are still stored: one scan of
  /// `order_lines` (no index has the import).
  func touchedOrders(_ importID: Int64) throws -> (orders: [String], storedLines: Int) {
    var orders = Set<String>()
    var stored = 0
    try dialect.forEachRow(
      "SELECT order_id FROM order_lines WHERE import_id = \(p(1))", [.integer(importID)]
    ) { row in
      stored += 1
      orders.insert(row.string(0))
    }
    orders.formUnion(try historyOrders(importID))
    return (orders.sorted(), stored)
  }

  /// The local days of the lines in the history that import `importID` replaced, or stored
  /// (nil when it has none).
  func historyDays(_ importID: Int64) throws -> ClosedRange<Int64>? {
    try dialect.rows(
      "SELECT min(local_day), max(local_day) FROM order_line_history WHERE replaced_by = \(p(1)) OR import_id = \(p(1))",
      [.integer(importID)]
    ) { $0.isNull(0) ? nil : $0.int64(0)...$0.int64(1) }.first ?? nil
  }

  /// The orders with lines in the history that import `importID` replaced, or stored.
  func historyOrders(_ importID: Int64) throws -> Set<String> {
    var orders = Set<String>()
    try dialect.forEachRow(
      "SELECT order_id FROM order_line_history WHERE replaced_by = \(p(1)) OR import_id = \(p(1))",
      [.integer(importID)]
    ) { orders.insert($0.string(0)) }
    return orders
  }

  /// The latest import after `importID` that stored or replaced lines of the orders `ids`,
  /// if any: taking `importID` back under it would leave its lines mixed with theirs.
  /// `checkingLines: false` looks in the history only (the caller has read the lines).
  func laterImport(after importID: Int64, orderIDs ids: [String], checkingLines: Bool = true)
    throws -> Int64?
  {
    // Ledger ids only grow: with no import recorded after it, no line can have been stored or
    // replaced by a later one, and the 500-order lookups (a tenth of undoing 1M lines) are
    // spared for the usual undo, the latest import's.
    let anyLater = try dialect.rows(
      "SELECT 1 FROM imports WHERE id > \(p(1)) LIMIT 1", [.integer(importID)]
    ) { _ in true }
    guard !anyLater.isEmpty else { return nil }
    var latest: Int64?
    for (list, values) in chunks(ids, first: 2) {
      for sql in [
        "SELECT max(replaced_by) FROM order_line_history WHERE replaced_by > \(p(1)) AND order_id IN (\(list))",
        "SELECT max(import_id) FROM order_lines WHERE \(withinDays())import_id > \(p(1)) AND order_id IN (\(list))",
      ].prefix(checkingLines ? 2 : 1) {
        let found = try dialect.rows(sql, [.integer(importID)] + values) {
          $0.isNull(0) ? nil : $0.int64(0)
        }
        if let id = found.first ?? nil { latest = max(latest ?? id, id) }
      }
    }
    return latest
  }

  /// Removes the lines import `importID` stored (of the orders `ids`: every order it touched,
  /// found by key rather than by another scan) and puts back the lines it replaced, as they
  /// were (with the import that had stored them).
  func takeBack(importID: Int64, orderIDs ids: [String]) throws {
    for (list, values) in chunks(ids, first: 2) {
      try dialect.run(
        "DELETE FROM order_lines WHERE \(withinDays())import_id = \(p(1)) AND order_id IN (\(list))",
        [.integer(importID)] + values)
    }
    try restoreReplaced(by: importID)
  }

  /// Puts back the lines import `importID` replaced, as they were (with the import that had
  /// stored them), and empties its part of the history.
  func restoreReplaced(by importID: Int64) throws {
    let kind: (column: String, value: String) =
      dialect.storesLineKind ? (", kind", ", \(OrderLineKind.sql)") : ("", "")
    try dialect.run(
      """
      INSERT INTO order_lines (\(Self.lineColumns)\(kind.column))
      SELECT \(Self.lineColumns)\(kind.value) FROM order_line_history WHERE replaced_by = \(p(1))
      """, [.integer(importID)])
    try dialect.run(
      "DELETE FROM order_line_history WHERE replaced_by = \(p(1))", [.integer(importID)])
  }
}
