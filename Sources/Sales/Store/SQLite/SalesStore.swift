import Foundation
import SQLiteStorage
import SalesDomain

/// Griddle's SQLite database: cities, styles, order lines and the roll-ups kept in step with
/// them. The first implementation of `SalesDataStore`, and the only module that writes SQL
/// against the sales tables.
///
/// Open it for writing with `init(path:)` (creates, migrates and upgrades) or for reading with
/// `init(readingFrom:)` (never writes: no migration, no reference data, no fallback).
public final class SalesStore: SalesDataStore {
  /// The underlying connection; internal so that no other module writes SQL against the sales
  /// tables (tests reach it through `@testable import`).
  let database: Database

  /// Whether the store was opened read-only.
  public let isReadOnly: Bool

  /// The database file of a store opened for writing (nil otherwise): a schedule import's
  /// full recomputation opens a second, reading connection on it.
  private(set) var filePath: String?

  /// The migrations this open applied (empty when the schema was current or read-only).
  public private(set) var appliedMigrations: [Migration] = []

  /// How many migrations this build carries for SQLite.
  public var bundledMigrationCount: Int { Self.bundledMigrations().count }

  /// The migrations shipped with this build, from `migrations/*.sql`.
  public static func bundledMigrations() -> [Migration] {
    embeddedMigrationFiles.compactMap { Migration(fileName: $0.name, sql: $0.sql) }
  }

  /// Opens (creating when needed) the database at `path`, applies pending migrations and
  /// finishes an upgrade from the first release (local hours, roll-ups).
  ///
  /// Refuses, without writing, a non-empty SQLite file that is not a Griddle database.
  public init(path: String, busyTimeout: TimeInterval = 5) throws {
    // Look before writing: a writing open turns WAL on, which already changes the file.
    var inspectAfterOpening = false
    if path != ":memory:", FileManager.default.fileExists(atPath: path) {
      do {
        let reader = try SalesStore(inspecting: path, busyTimeout: busyTimeout)
        if case .foreign(let reason) = try reader.inspectSchema() {
          throw SalesStoreError.foreignDatabase(path: path, reason: reason)
        }
      } catch let error as SQLiteError where error.extendedCode == 776 {
        // SQLITE_READONLY_ROLLBACK: a process killed mid-write left a hot journal, which only a
        // writing connection may roll back; the schema is looked at once that open has.
        inspectAfterOpening = true
      }
    }
    database = try Database(path: path, busyTimeout: busyTimeout)
    isReadOnly = false
    filePath = path == ":memory:" ? nil : path
    if inspectAfterOpening, case .foreign(let reason) = try inspectSchema() {
      throw SalesStoreError.foreignDatabase(path: path, reason: reason)
    }
    appliedMigrations = try Migrator(migrations: Self.bundledMigrations()).migrate(database)
    try finishUpgrade()
  }

  /// Opens `path` read-only only to look at its schema (internal: tests compare it with
  /// PostgreSQL's on databases no other open accepts).
  init(inspecting path: String, busyTimeout: TimeInterval) throws {
    database = try Database(path: path, mode: .readOnly, busyTimeout: busyTimeout)
    isReadOnly = true
  }

  /// Opens `path` read-write without migrating, only to record what a report showed
  /// (`openForRecordingReports`); a short busy timeout, since a report waits for no import
  /// (the next report records the days instead).
  init(recordingReportsIn path: String) throws {
    database = try Database(path: path, mode: .readWrite, busyTimeout: 1)
    isReadOnly = false
  }

  /// The folder holding `path` (`.` for a bare file name). Not `NSString`'s
  /// `deletingLastPathComponent`: on this toolchain it traps for a name without a slash
  /// (`--database sales.sqlite query daily` crashed).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Opens an existing database read-only, for queries and reports: never migrates, never adds
  /// reference data, never falls back to a writing open.
  ///
  /// When the plain read-only open fails (a folder the user may not write, where SQLite cannot
  /// create the WAL's `-shm` file), the file is opened immutable instead. Throws
  /// `SalesStoreError.foreignDatabase` for a file that is not Griddle's,
  /// `needsUpgrade` for one an older build made (run `griddle init`), and
  /// `MigrationError.databaseIsNewer` for one a newer build made.
  public init(readingFrom path: String, busyTimeout: TimeInterval = 5) throws {
    let canWriteFolder = access(Self.folder(of: path), W_OK) == 0
    var opened: Database
    do {
      opened = try Database(path: path, mode: .readOnly, busyTimeout: busyTimeout)
      // The open is lazy: the first read is what fails when no `-shm` can be made.
      _ = try opened.scalar(Int.self, "SELECT count(*) FROM sqlite_master")
    } catch let error as SQLiteError where !canWriteFolder || error.code == 14 || error.code == 8 {
      opened = try Database(path: path, mode: .readOnlyImmutable, busyTimeout: busyTimeout)
    }
    database = opened
    isReadOnly = true
    switch try inspectSchema() {
    case .current: break
    case .empty:
      throw SalesStoreError.needsUpgrade(path: path, reason: "it has no Griddle schema yet")
    case .foreign(let reason): throw SalesStoreError.foreignDatabase(path: path, reason: reason)
    case .newer(let version, let known):
      throw MigrationError.databaseIsNewer(databaseVersion: version, knownVersion: known)
    case .needsUpgrade(let reason): throw SalesStoreError.needsUpgrade(path: path, reason: reason)
    }
  }

  // MARK: Cities

  /// Cities and styles, through the statements both stores share.
  var referenceData: ReferenceDataStatements<SQLiteDialect> {
    ReferenceDataStatements(dialect: SQLiteDialect(database: database))
  }

  /// Every city on record, by name.
  public func cities() throws -> [City] { try referenceData.cities() }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  public func city(named name: String) throws -> City? { try referenceData.city(named: name) }

  /// Adds a city unless one with a matching name exists; returns the stored city.
  ///
  /// An existing city keeps its time zone: asking for another zone is an error, since moving a
  /// city would silently move the local days of all its stored orders.
  @discardableResult
  public func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    try referenceData.addCity(name: name, timeZoneIdentifier: timeZoneIdentifier)
  }

  // MARK: Styles

  /// Every style on the menu, by name.
  public func styles() throws -> [PancakeStyle] { try referenceData.styles() }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  public func style(named name: String) throws -> PancakeStyle? {
    try referenceData.style(named: name)
  }

  /// Sets the menu price of the style with `id`: rows imported from now on without a unit
  /// price use it; stored lines keep the money they were stored with.
  public func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws {
    try referenceData.setMenuPrice(ofStyle: id, to: priceCents)
  }

  /// Adds a style unless one with a matching name exists; returns the stored style.
  ///
  /// An existing style without a menu price gets `priceCents`; a recorded price is kept, since
  /// revenue already rolled up used it.
  @discardableResult
  public func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    try referenceData.addStyle(name: name, priceCents: priceCents)
  }
}
