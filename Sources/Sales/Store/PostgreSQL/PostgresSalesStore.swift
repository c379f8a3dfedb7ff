import Foundation
import PostgresStorage
import SalesDomain

/// Griddle's PostgreSQL database, for fleets: the same tables, rules and answers as the SQLite
/// `SalesStore`, on a server that many importers and readers share.
///
/// Open it for writing with `init(connectionString:)` (creates or upgrades the schema with
/// `migrations/postgresql`) or for reading with `init(readingFrom:)` (a read-only session that
/// never writes). Files are imported with `PostgresOrderImporter`.
public final class PostgresSalesStore {
  /// The session; internal so that no other module writes SQL against the sales tables.
  let connection: PostgresConnection

  /// Whether the store was opened read-only.
  public let isReadOnly: Bool

  /// The migrations this open applied (empty when the schema was current or read-only).
  public private(set) var appliedMigrations: [Migration] = []

  /// The connection string with its password masked, for messages.
  public var redactedConnectionString: String { connection.connectionString.redacted }

  /// Connects, creates or upgrades the schema, and refuses (without writing) a database whose
  /// tables are somebody else's.
  public init(connectionString: String) throws {
    connection = try PostgresConnection(connectionString)
    isReadOnly = false
    let name = connection.connectionString.redacted
    if case .foreign(let reason) = try inspectSchema() {
      throw SalesStoreError.foreignDatabase(path: name, reason: reason)
    }
    let migrator = try PostgresMigrator(migrations: PostgresMigrator.bundledMigrations())
    appliedMigrations = try migrator.migrate(connection)
    if case .needsUpgrade(let reason) = try inspectSchema() {
      // Only a database that held first-release orders has upgrade steps, and no release
      // before this one wrote to PostgreSQL.
      throw SalesStoreError.needsUpgrade(path: name, reason: reason)
    }
  }

  /// Connects read-only, for queries and reports: the session refuses every write, nothing is
  /// migrated, and a schema that is not current is an error naming `griddle init`.
  public init(readingFrom connectionString: String) throws {
    connection = try PostgresConnection(connectionString)
    isReadOnly = true
    try connection.executeScript("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
    let name = connection.connectionString.redacted
    switch try inspectSchema() {
    case .current: break
    case .empty:
      throw SalesStoreError.needsUpgrade(path: name, reason: "it has no Griddle schema yet")
    case .foreign(let reason): throw SalesStoreError.foreignDatabase(path: name, reason: reason)
    case .newer(let version, let known):
      throw MigrationError.databaseIsNewer(databaseVersion: version, knownVersion: known)
    case .needsUpgrade(let reason): throw SalesStoreError.needsUpgrade(path: name, reason: reason)
    }
  }

  /// Connects without migrating, only to record what a report showed
  /// (`openForRecordingReports`).
  init(recordingReportsIn connectionString: String) throws {
    connection = try PostgresConnection(connectionString)
    isReadOnly = false
  }

  /// Connects read-only only to look at the schema, accepting any (internal: tests compare it
  /// with SQLite's on databases no other open accepts).
  init(inspecting connectionString: String) throws {
    connection = try PostgresConnection(connectionString)
    isReadOnly = true
    try connection.executeScript("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
  }

  // MARK: Cities and styles

  /// Cities and styles, through the statements both stores share.
  var referenceData: ReferenceDataStatements<PostgresDialect> {
    ReferenceDataStatements(dialect: PostgresDialect(connection: connection))
  }

  /// Every city on record, by name (byte order, as SQLite sorts).
  public func cities() throws -> [City] { try referenceData.cities() }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  public func city(named name: String) throws -> City? { try referenceData.city(named: name) }

  /// Adds a city unless one with a matching name exists; returns the stored city. Two
  /// sessions adding the same city at once both get the one row.
  @discardableResult
  public func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    try referenceData.addCity(name: name, timeZoneIdentifier: timeZoneIdentifier)
  }

  /// Every style on the menu, by name (byte order).
  public func styles() throws -> [PancakeStyle] { try referenceData.styles() }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  public func style(named name: String) throws -> PancakeStyle? {
    try referenceData.style(named: name)
  }

  /// Adds a style unless one with a matching name exists; returns the stored style.
  @discardableResult
  public func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    try referenceData.addStyle(name: name, priceCents: priceCents)
  }

  /// Replaces the menu price of a style from now on (stored orders keep their money).
  public func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws {
    try referenceData.setMenuPrice(ofStyle: id, to: priceCents)
  }

  /// How many migrations this build carries for PostgreSQL.
  public var bundledMigrationCount: Int { PostgresMigrator.bundledMigrations().count }

  /// Runs `body` in one writing transaction (for batches of reference-data changes).
  public func inTransaction<T>(_ body: () throws -> T) throws -> T {
    try connection.transaction { try body() }
  }
}

extension PostgresSalesStore: SalesDataStore {}
