import Foundation
import SalesDomain

/// `griddle undo ID`, once for both stores over their `StoreDialect`, inside the caller's
/// writing transaction: removes the lines the import stored, puts back what it replaced, and
/// corrects the roll-ups by the difference of the touched orders folded (each order whole)
/// before and after, through the one signed roll-up path; then records the undo.
struct ImportUndo<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// Takes import `id` back; throws `UndoRefusal` when it cannot be.
  func run(id: Int64, at instant: Date, cities: [City]) throws -> UndoOutcome {
    let ledger = ImportLedgerStatements(dialect: dialect)
    guard let record = try ledger.importRecord(id: id) else {
      throw UndoRefusal.notFound(id: id)
    }
    switch record.kind {
    case .beforeLedger: throw UndoRefusal.beforeLedger
    case .undo: throw UndoRefusal.isUndo(id: id)
    case .fileImport: break
    }
    if let by = try undoneBy(id) { throw UndoRefusal.alreadyUndone(id: id, by: by) }
    var history = OrderHistoryStatements(dialect: dialect)
    let restored = try history.historyCount(id)
    let empty = try history.scheduledDelta()
    let orders: [String]
    let removed: Int
    var delta: RollupDelta
    if let found = try UndoRangeScan(dialect: dialect).scan(importID: id, into: empty) {
      // The usual undo on SQLite: one pass over the import's days folds its orders whole,
      // and tells whether a later import stored lines of them.
      // The other orders it names (those it replaced) lie on their history lines' days.
      history.days =
        try history.historyDays(id).map {
          min($0.lowerBound, found.firstDay)...max($0.upperBound, found.lastDay)
        } ?? (found.firstDay...found.lastDay)
      let replaced = try history.historyOrders(id)
      let own = replaced.isEmpty ? [] : Set(found.orders)
      let otherReplaced = replaced.filter { !own.contains($0) }.sorted()
      orders = found.orders + otherReplaced
      removed = found.storedLines
      let laterInHistory = try history.laterImport(
        after: id, orderIDs: orders, checkingLines: false)
      let laterOfLines =
        otherReplaced.isEmpty
        ? nil : try history.laterImport(after: id, orderIDs: otherReplaced)
      if let later = [found.laterImport, laterInHistory, laterOfLines].compactMap({ $0 }).max() {
        throw UndoRefusal.laterImport(id: id, later: later)
      }
      delta = found.folded.negated
      delta.add(try history.fold(orderIDs: otherReplaced, into: empty).negated)
      try UndoRangeScan(dialect: dialect).removeLines(of: id, found)
      try history.restoreReplaced(by: id)
      // Only orders that keep or get back lines add anything after the undo.
      let after = Set(found.keepingLines).union(replaced).sorted()
      delta.add(try history.fold(orderIDs: after, into: empty))
    } else {
      // One pass over `order_lines` by import (no index has it): the orders and the line
      // count; the lines are then removed by order key.
      (orders, removed) = try history.touchedOrders(id)
      if let later = try history.laterImport(after: id, orderIDs: orders) {
        throw UndoRefusal.laterImport(id: id, later: later)
      }
      delta = try history.fold(orderIDs: orders, into: empty).negated
      try history.takeBack(importID: id, orderIDs: orders)
      delta.add(try history.fold(orderIDs: orders, into: empty))
    }
    let changes = try ledger.changes(of: delta.sorted).filter { !$0.delta.isZero }
    try RollupChangeWriter(dialect: dialect).apply(delta)
    let undoID = try ledger.nextID()
    try dialect.run(
      """
      INSERT INTO imports (id, kind, imported_at, file_name, lines_stored,
        lines_already_present, lines_restated, lines_removed, rows_rejected, rows_excluded,
        first_day, last_day)
      VALUES (\((1...12).map(p).joined(separator: ", ")))
      """,
      [
        .integer(undoID), .text(ImportRecord.Kind.undo.rawValue),
        .integer(Int64((instant.timeIntervalSince1970 * 1000).rounded(.down))),
        .text("undo of import \(id)"), .integer(Int64(restored)), .integer(0), .integer(0),
        .integer(Int64(removed)), .integer(0), .integer(0),
        changes.map(\.day).min().map { .integer(Int64($0)) } ?? .null,
        changes.map(\.day).max().map { .integer(Int64($0)) } ?? .null,
      ])
    try ledger.recordDayFigures(id: undoID, changes: changes)
    try dialect.run(
      "UPDATE imports SET undone_by = \(p(1)) WHERE id = \(p(2))",
      [.integer(undoID), .integer(id)])
    let names = Dictionary(cities.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    return UndoOutcome(
      undoneID: id, undoID: undoID, linesRemoved: removed, linesRestored: restored,
      orders: orders.count,
      days: changes.map {
        RestatedDay(
          date: LocalDate(dayNumber: $0.day), city: names[$0.cityID] ?? "#\($0.cityID)",
          netCentsBefore: $0.before.netCents, netCentsAfter: $0.before.netCents + $0.delta.netCents)
      }.sorted { ($0.date, $0.city) < ($1.date, $1.city) })
  }

  /// The undo that took import `id` back, if any.
  private func undoneBy(_ id: Int64) throws -> Int64? {
    try dialect.rows("SELECT undone_by FROM imports WHERE id = \(p(1))", [.integer(id)]) {
      $0.isNull(0) ? nil : $0.int64(0)
    }.first ?? nil
  }
}

/// Marks a transaction to be rolled back after a dry run computed its outcome.
struct UndoDryRun: Error {}
