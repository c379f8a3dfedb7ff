import SalesDomain

/// Handing the import's roll-up to the store's one roll-up writer, and its row to the import
/// ledger, at the end of its transaction.
extension ImportRun {
  /// Translates the import's roll-up (reference-data indexes) to database ids and writes it.
  ///
  /// The roll-up is consumed: each of its tables is released as soon as it is translated, so
  /// the file's roll-up and the writer's lists are never all in memory at once.
  ///
  /// A (city, day) becomes an operating day when one of its hours gained a ticket: a new sale
  /// line that counts no ticket belongs to an order whose stored sale line (same instant, so
  /// same day) made the day an operating day already.
  ///
  /// The ledger's row goes with it: the (day, city) figures before are read first, then the
  /// roll-up written, then the row. An import that stored nothing (every line already
  /// present) and restated nothing leaves no ledger row.
  ///
  /// Without a restatement the rest of the roll-up is the file's last part (`writePart`):
  /// `writtenDays` are the days of the parts written before it, which the ledger row's day
  /// range covers.
  func write(
    _ rollup: consuming ImportRollup, reference: ImportReferenceData,
    ledger statements: ImportLedgerStatements<SQLiteDialect>, writtenDays: ClosedRange<Int>?,
    summary: inout FileImportSummary
  ) throws {
    guard let restatement = importer.restatement else {
      guard summary.imported > 0 else {
        return try importer.store.writeRollup(
          SortedRollupDelta(translating: rollup, reference: reference))
      }
      // The last part, written as the parts before it were.
      let days = try Self.writePart(
        rollup, reference: reference, ledger: statements, importID: importID,
        store: importer.store)
      return try statements.record(
        ledger.entry(summary), id: importID, changes: [],
        alsoDays: Self.union(writtenDays, days))
    }
    let delta = SortedRollupDelta(translating: rollup, reference: reference)
    let importChanges = try statements.changes(of: delta)
    try importer.store.writeRollup(delta)
    let changes = try restatement.finish(
      dialect: SQLiteDialect(database: database), importID: importID,
      importChanges: importChanges, reference: reference, summary: &summary)
    guard summary.imported > 0 || restatement.changedAnything else { return }
    try statements.record(ledger.entry(summary), id: importID, changes: changes)
  }

  /// Writes a part of a file's roll-up before the file ends, with the ledger's per-(day, city)
  /// figures for it (before: as stored now; a later part or the end adds to their after);
  /// returns the part's days.
  static func writePart(
    _ rollup: consuming ImportRollup, reference: ImportReferenceData,
    ledger statements: ImportLedgerStatements<SQLiteDialect>, importID: Int64, store: SalesStore
  ) throws -> ClosedRange<Int>? {
    let delta = SortedRollupDelta(translating: rollup, reference: reference)
    let changes = try statements.changes(of: delta)
    try store.writeRollup(delta)
    try statements.recordDayFigures(id: importID, changes: changes)
    guard let first = changes.first?.day, let last = changes.last?.day else { return nil }
    return first...last
  }

  /// The smallest range holding both.
  static func union(_ a: ClosedRange<Int>?, _ b: ClosedRange<Int>?) -> ClosedRange<Int>? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
  }

  /// Widens the importer's `fileDays` to the batch's valid rows.
  func noteDayRange(_ view: BatchView) {
    var low = Int32.max
    var high = Int32.min
    for row in view.rows where row.problem < 0 {
      low = min(low, row.localDay)
      high = max(high, row.localDay)
    }
    guard low <= high else { return }
    let days = importer.fileDays
    importer.fileDays =
      min(days?.lowerBound ?? Int(low), Int(low))...max(days?.upperBound ?? Int(high), Int(high))
  }
}
