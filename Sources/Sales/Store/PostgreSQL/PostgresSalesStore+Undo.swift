import Foundation
import SalesDomain

/// `griddle undo` on PostgreSQL (`ImportUndo`, shared with SQLite).
extension PostgresSalesStore {
  /// Takes import `id` back in one transaction, under the writers' lock (rolled back on a
  /// dry run); throws `UndoRefusal` when it cannot be.
  public func undoImport(id: Int64, dryRun: Bool, at instant: Date = Date()) throws -> UndoOutcome {
    var outcome: UndoOutcome?
    do {
      try connection.transaction {
        try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
        outcome = try ImportUndo(dialect: PostgresDialect(connection: connection)).run(
          id: id, at: instant, cities: try cities())
        if dryRun { throw UndoDryRun() }
      }
    } catch is UndoDryRun {}
    return outcome!
  }
}
