import SalesDomain

/// What nightly reports showed (`reported_days`, migration 0018) and what the ledger did to
/// those days since, written once for both stores over their `StoreDialect`. Every read is a
/// few rows: the recorded days, the ledger's imports and the history of restated lines; the
/// only look into `order_lines` is by primary key, per restated line.
struct ReportedDayStatements<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// The ledger's latest import id.
  func latestImportID() throws -> Int64? {
    try dialect.rows("SELECT max(id) FROM imports", []) { $0.isNull(0) ? nil : $0.int64(0) }
      .first ?? nil
  }

  /// The recorded days from `first` through `last`, by date.
  func days(from first: LocalDate, through last: LocalDate) throws -> [ReportedDay] {
    try dialect.rows(
      """
      SELECT local_day, net_cents, tickets, latest_import_id FROM reported_days
      WHERE local_day BETWEEN \(p(1)) AND \(p(2)) ORDER BY local_day
      """, [.integer(Int64(first.dayNumber)), .integer(Int64(last.dayNumber))]
    ) { row in
      ReportedDay(
        date: LocalDate(dayNumber: Int(row.int64(0))), netCents: Int(row.int64(1)),
        tickets: Int(row.int64(2)), latestImportID: row.isNull(3) ? nil : row.int64(3))
    }
  }

  /// Inserts each day not recorded yet (the first report's figures stay).
  func record(_ days: [ReportedDay]) throws {
    for day in days {
      try dialect.run(
        """
        INSERT INTO reported_days (local_day, net_cents, tickets, latest_import_id)
        VALUES (\(p(1)), \(p(2)), \(p(3)), \(p(4))) ON CONFLICT (local_day) DO NOTHING
        """,
        [
          .integer(Int64(day.date.dayNumber)), .integer(Int64(day.netCents)),
          .integer(Int64(day.tickets)), day.latestImportID.map { .integer($0) } ?? .null,
        ])
    }
  }

  /// What the ledger recorded about `dates` after import `importID` (every import for nil).
  func changes(after importID: Int64?, on dates: [LocalDate]) throws -> LedgerChanges {
    guard !dates.isEmpty else { return .none }
    let after = importID ?? -1
    let days = dates.indices.map { p($0 + 2) }.joined(separator: ", ")
    let arguments: [StoreValue] =
      [.integer(after)] + dates.map { .integer(Int64($0.dayNumber)) }
    var changes = try restatements(days: days, arguments)
    // An import (or undo) counts when its own figures touched one of the days.
    let touched = """
      EXISTS (SELECT 1 FROM import_day_figures f WHERE f.import_id = i.id
        AND f.local_day IN (\(days)))
      """
    changes.importsUndone = try count(
      "SELECT count(*) FROM imports i WHERE i.kind = 'undo' AND i.id > \(p(1)) AND \(touched)",
      arguments)
    // A restating import is told by its history; one that only added lines is "an import".
    changes.importsAdded = try count(
      """
      SELECT count(*) FROM imports i WHERE i.kind = 'import' AND i.id > \(p(1))
        AND i.undone_by IS NULL AND i.lines_stored > 0
        AND NOT EXISTS (SELECT 1 FROM order_line_history h WHERE h.replaced_by = i.id)
        AND \(touched)
      """, arguments)
    return changes
  }

  /// The restated orders of the days: a line replaced after `importID` is, by what is stored
  /// now, part of an order voided whole (no line left), restated (a line of the same number is
  /// stored again, changed) or a removed line of an order that still has others.
  private func restatements(days: String, _ arguments: [StoreValue]) throws -> LedgerChanges {
    var lines: [String: [Int64: Bool]] = [:]
    var orderExists: [String: Bool] = [:]
    let stored = dialect.storedLinesOfHistory(
      "h0.replaced_by > \(p(1)) AND h0.local_day IN (\(days))")
    try dialect.forEachRow(
      """
      \(stored.with)SELECT h.order_id, h.line,
        CASE WHEN EXISTS (SELECT 1 FROM \(stored.table) l
          WHERE l.order_id = h.order_id AND l.line = h.line) THEN 1 ELSE 0 END,
        CASE WHEN EXISTS (SELECT 1 FROM \(stored.table) l WHERE l.order_id = h.order_id)
          THEN 1 ELSE 0 END
      FROM order_line_history h
      WHERE h.replaced_by > \(p(1)) AND h.local_day IN (\(days))
      """, arguments
    ) { row in
      let order = row.string(0)
      lines[order, default: [:]][row.int64(1)] = row.int64(2) != 0
      orderExists[order] = row.int64(3) != 0
    }
    var changes = LedgerChanges()
    for (order, orderLines) in lines {
      if orderExists[order] != true {
        changes.checksVoided += 1
      } else if orderLines.values.contains(true) {
        changes.ordersRestated += 1
      } else {
        changes.linesRemoved += orderLines.count
      }
    }
    return changes
  }

  private func count(_ sql: String, _ arguments: [StoreValue]) throws -> Int {
    Int(try dialect.rows(sql, arguments) { $0.int64(0) }.first ?? 0)
  }
}
