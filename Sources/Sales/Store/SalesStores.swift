import Foundation
import PostgresStorage
import SQLiteStorage
import SalesDomain

/// Imports export files into a store: `OrderImporter` for SQLite, `PostgresOrderImporter`
/// for PostgreSQL, with the same rules, messages and summaries.
public protocol OrderFileImporter: AnyObject {
  /// Imports one file in one transaction; row problems are in the summary.
  func importFile(
    atPath path: String, progress: ((ImportProgress) -> Void)?
  ) throws -> FileImportSummary
  /// Flushes the rejects file; call once after the last file.
  func finish() throws
  /// Stops the import from another thread (Ctrl-C): the current file is rolled back.
  var cancellation: ImportCancellation { get }
}

extension OrderImporter: OrderFileImporter {}
extension PostgresOrderImporter: OrderFileImporter {}

/// A store that files can be imported into: every store opened for writing.
public protocol ImportingSalesStore: SalesDataStore {
  /// The importer of this store's kind.
  func makeImporter(options: ImportOptions) throws -> any OrderFileImporter
  /// Moves each city's lines to the business days of its new start, rebuilds its roll-ups
  /// and records the start, in one transaction (`griddle init`).
  func rebuildBusinessDays(
    _ changes: [(city: City, start: BusinessDayStart)]
  ) throws -> [BusinessDayRebuild]

  /// Takes import `id` back (`griddle undo`); on a dry run nothing is written.
  func undoImport(id: Int64, dryRun: Bool, at instant: Date) throws -> UndoOutcome

  /// Rebuilds the per-visit roll-ups from the lines with `graceMinutes` when an upgrade
  /// cleared them (`griddle init`), in one transaction; whether it did.
  func rebuildClearedVisitFigures(graceMinutes: Int) throws -> Bool
}

extension SalesStore: ImportingSalesStore {
  /// The SQLite importer.
  public func makeImporter(options: ImportOptions) throws -> any OrderFileImporter {
    try OrderImporter(store: self, options: options)
  }
}

extension PostgresSalesStore: ImportingSalesStore {
  /// The PostgreSQL importer (direct, partition and staging routes).
  public func makeImporter(options: ImportOptions) throws -> any OrderFileImporter {
    try PostgresOrderImporter(store: self, options: options)
  }
}

/// Opens the store a `--database` value names: a `postgresql://` (or `postgres://`) URI or a
/// libpq keyword string (`host=… dbname=…`) is a PostgreSQL server, anything else a SQLite file.
public enum SalesStores {
  /// Whether `database` names a PostgreSQL server rather than a SQLite file.
  public static func isServer(_ database: String) -> Bool {
    ConnectionString.isConnectionString(database)
  }

  /// `database` as it may be shown to the user: a URI with its password masked.
  public static func displayName(_ database: String) -> String {
    guard isServer(database) else { return database }
    return (try? ConnectionString(database).redacted)
      ?? ConnectionString.redact(database, password: nil)
  }

  /// `database` as a user may copy it into a command line: a URI without its password (libpq
  /// finds it in `PGPASSWORD` or `~/.pgpass`), and whether one was left out.
  public static func copyableName(_ database: String) -> (name: String, omitsPassword: Bool) {
    guard isServer(database), let parsed = try? ConnectionString(database) else {
      return (database, false)
    }
    return (parsed.withoutPassword, parsed.hasPassword)
  }

  /// Opens for writing: creates or upgrades the schema (see `SalesDataStore`).
  public static func openForWriting(_ database: String) throws -> any ImportingSalesStore {
    isServer(database)
      ? try PostgresSalesStore(connectionString: database) : try SalesStore(path: database)
  }

  /// Opens read-only, for queries and reports: never writes, never migrates.
  public static func openForReading(_ database: String) throws -> any SalesDataStore {
    isServer(database)
      ? try PostgresSalesStore(readingFrom: database) : try SalesStore(readingFrom: database)
  }

  /// Opens `database` (the primary, never a replica) only to record what a nightly report
  /// showed: no migration, no reference data; nil when it cannot be written that way.
  public static func openForRecordingReports(_ database: String) -> (any ReportedDaysStore)? {
    isServer(database)
      ? PostgresSalesStore.openForRecordingReports(database)
      : SalesStore.openForRecordingReports(database)
  }

  /// The importer for `store`.
  public static func makeImporter(
    for store: any ImportingSalesStore, options: ImportOptions
  ) throws -> any OrderFileImporter {
    try store.makeImporter(options: options)
  }
}
