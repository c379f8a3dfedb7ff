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

  // MARK: Cities

  private static func makeCity(_ row: PostgresRow) -> City {
    City(
      id: row.int64(0), name: row.string(1),
      timeZone: TimeZone(identifier: row.string(2)) ?? TimeZone(secondsFromGMT: 0)!)
  }

  /// Every city on record, by name.
  public func cities() throws -> [City] {
    // COLLATE "C": byte order, as SQLite sorts, whatever the database's collation.
    try connection.query(
      "SELECT id, name, time_zone FROM cities ORDER BY name COLLATE \"C\"", [], Self.makeCity)
  }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  public func city(named name: String) throws -> City? {
    try connection.query(
      "SELECT id, name, time_zone FROM cities WHERE match_key = $1", [NameKey(name).rawValue],
      Self.makeCity
    ).first
  }

  /// Adds a city unless one with a matching name exists; returns the stored city.
  ///
  /// An existing city keeps its time zone (see `SalesStore.addCity`). Two sessions adding the
  /// same city at once both get the one row.
  @discardableResult
  public func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "city") }
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else {
      throw SalesStoreError.unknownTimeZone(timeZoneIdentifier, city: name)
    }
    if try city(named: name) == nil {
      try connection.execute(
        "INSERT INTO cities (name, match_key, time_zone) VALUES ($1, $2, $3) ON CONFLICT (match_key) DO NOTHING",
        [name, NameKey(name).rawValue, zone.identifier])
    }
    guard let existing = try city(named: name) else {
      throw PostgresError(sqlState: nil, message: "city '\(name)' was not stored")
    }
    if existing.timeZone.identifier != zone.identifier {
      throw SalesStoreError.cityTimeZoneMismatch(
        city: existing.name, recorded: existing.timeZone.identifier, requested: zone.identifier)
    }
    return existing
  }

  // MARK: Styles

  private static func makeStyle(_ row: PostgresRow) -> PancakeStyle {
    PancakeStyle(
      id: row.int64(0), name: row.string(1), priceCents: row.isNull(2) ? nil : row.int(2))
  }

  /// Every style on the menu, by name.
  public func styles() throws -> [PancakeStyle] {
    try connection.query(
      "SELECT id, name, price_cents FROM styles ORDER BY name COLLATE \"C\"", [], Self.makeStyle)
  }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  public func style(named name: String) throws -> PancakeStyle? {
    try connection.query(
      "SELECT id, name, price_cents FROM styles WHERE match_key = $1", [NameKey(name).rawValue],
      Self.makeStyle
    ).first
  }

  /// Adds a style unless one with a matching name exists; returns the stored style.
  ///
  /// A style without a menu price gets `priceCents`; a recorded price is kept.
  @discardableResult
  public func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "style") }
    if try style(named: name) == nil {
      try connection.execute(
        "INSERT INTO styles (name, match_key, price_cents) VALUES ($1, $2, $3) ON CONFLICT (match_key) DO NOTHING",
        [name, NameKey(name).rawValue, priceCents])
    } else if let priceCents {
      try connection.execute(
        "UPDATE styles SET price_cents = $1 WHERE match_key = $2 AND price_cents IS NULL",
        [priceCents, NameKey(name).rawValue])
    }
    guard let stored = try style(named: name) else {
      throw PostgresError(sqlState: nil, message: "style '\(name)' was not stored")
    }
    return stored
  }

  /// Replaces the menu price of a style from now on (stored orders keep their money).
  public func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws {
    try connection.execute(
      "UPDATE styles SET price_cents = $1 WHERE id = $2", [priceCents, id])
  }

  /// How many migrations this build carries for PostgreSQL.
  public var bundledMigrationCount: Int { PostgresMigrator.bundledMigrations().count }

  /// Runs `body` in one writing transaction (for batches of reference-data changes).
  public func inTransaction<T>(_ body: () throws -> T) throws -> T {
    try connection.transaction { try body() }
  }
}

extension PostgresSalesStore: SalesDataStore {}
