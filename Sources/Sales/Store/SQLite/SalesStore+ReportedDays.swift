import Foundation
import SalesDomain

/// What nightly reports showed (`ReportedDayStatements`, shared with PostgreSQL).
extension SalesStore: ReportedDaysStore {
  private var reported: ReportedDayStatements<SQLiteDialect> {
    ReportedDayStatements(dialect: SQLiteDialect(database: database))
  }

  /// Opens an existing, current database to record what a report showed, and nothing else: no
  /// migration, no reference data. Nil when it cannot be written (a file or folder the user
  /// may only read) or its schema is not current; a report then only compares.
  public static func openForRecordingReports(_ path: String) -> SalesStore? {
    guard FileManager.default.fileExists(atPath: path),
      let store = try? SalesStore(recordingReportsIn: path), !store.database.isReadOnly,
      (try? store.inspectSchema()) == .current
    else { return nil }
    return store
  }

  /// The ledger's latest import id.
  public func latestImportID() throws -> Int64? { try reported.latestImportID() }

  /// The recorded days from `first` through `last`, by date.
  public func reportedDays(from first: LocalDate, through last: LocalDate) throws
    -> [ReportedDay]
  {
    try reported.days(from: first, through: last)
  }

  /// Records each day not recorded yet, in one transaction.
  public func recordReportedDays(_ days: [ReportedDay]) throws {
    try inTransaction { try reported.record(days) }
  }

  /// What the ledger recorded about `dates` after import `importID`.
  public func ledgerChanges(after importID: Int64?, on dates: [LocalDate]) throws
    -> LedgerChanges
  {
    try reported.changes(after: importID, on: dates)
  }
}
