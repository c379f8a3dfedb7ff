import Foundation
import SalesDomain

/// `griddle undo` on SQLite (`ImportUndo`, shared with PostgreSQL).
extension SalesStore {
  /// Takes import `id` back in one transaction (rolled back on a dry run); throws
  /// `UndoRefusal` when it cannot be.
  public func undoImport(id: Int64, dryRun: Bool, at instant: Date = Date()) throws -> UndoOutcome {
    var outcome: UndoOutcome?
    // Every line it writes back was stored before, with the keys it had: bulk settings.
    do {
      try database.withBulkWriteSettings(cacheKiB: OrderImporter.importCacheKiB) {
        try database.transaction(.immediate) {
          outcome = try ImportUndo(dialect: SQLiteDialect(database: database)).run(
            id: id, at: instant, cities: try cities())
          if dryRun { throw UndoDryRun() }
        }
      }
    } catch is UndoDryRun {}
    return outcome!
  }
}
