import Foundation
import SQLiteStorage

/// Griddle's database: cities, styles, orders and the roll-ups kept in step with them.
///
/// Opening a store brings the schema up to date with the migrations embedded in this build.
public final class SalesStore {
  /// The underlying connection (for the import and aggregation layers of this package family).
  public let database: Database

  /// The migrations shipped with this build, from `migrations/*.sql`.
  public static func bundledMigrations() -> [Migration] {
    embeddedMigrationFiles.compactMap { Migration(fileName: $0.name, sql: $0.sql) }
  }

  /// Opens (creating when needed) the database at `path` and applies pending migrations.
  public init(path: String, busyTimeout: TimeInterval = 5) throws {
    database = try Database(path: path, busyTimeout: busyTimeout)
    try Migrator(migrations: Self.bundledMigrations()).migrate(database)
  }

  /// Opens an existing database read-only, without migrating (for queries and reports).
  public init(readingFrom path: String, busyTimeout: TimeInterval = 5) throws {
    database = try Database(path: path, mode: .readOnly, busyTimeout: busyTimeout)
    let migrator = try Migrator(migrations: Self.bundledMigrations())
    let applied = try database.query("SELECT max(version) FROM schema_migrations") { $0.int(0) }
    if let newest = applied.first, newest > migrator.latestVersion {
      throw MigrationError.databaseIsNewer(
        databaseVersion: newest, knownVersion: migrator.latestVersion)
    }
  }

  // MARK: Cities

  /// Every city on record, by name.
  public func cities() throws -> [City] {
    try database.query("SELECT id, name, time_zone FROM cities ORDER BY name") { row in
      City(
        id: row.int64(0), name: row.string(1),
        timeZone: TimeZone(identifier: row.string(2)) ?? TimeZone(secondsFromGMT: 0)!)
    }
  }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  public func city(named name: String) throws -> City? {
    try database.query(
      "SELECT id, name, time_zone FROM cities WHERE match_key = ?", [NameKey(name).rawValue]
    ) { row in
      City(
        id: row.int64(0), name: row.string(1),
        timeZone: TimeZone(identifier: row.string(2)) ?? TimeZone(secondsFromGMT: 0)!)
    }.first
  }

  /// The city matching `name`, or an `unknownCity` error naming the closest known city.
  public func requireCity(named name: String) throws -> City {
    if let city = try city(named: name) { return city }
    throw SalesStoreError.unknownCity(
      name, suggestion: closestMatch(to: name, among: try cities().map(\.name)))
  }

  /// Adds a city unless one with a matching name exists; returns the stored city.
  ///
  /// An existing city keeps its time zone: asking for another zone is an error, since moving a
  /// city would silently move the local days of all its stored orders.
  @discardableResult
  public func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "city") }
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else {
      throw SalesStoreError.unknownTimeZone(timeZoneIdentifier, city: name)
    }
    if let existing = try city(named: name) {
      if existing.timeZone.identifier != zone.identifier {
        throw SalesStoreError.cityTimeZoneMismatch(
          city: existing.name, recorded: existing.timeZone.identifier, requested: zone.identifier)
      }
      return existing
    }
    try database.execute(
      "INSERT INTO cities (name, match_key, time_zone) VALUES (?, ?, ?)",
      [name, NameKey(name).rawValue, zone.identifier])
    return City(id: database.lastInsertedRowID, name: name, timeZone: zone)
  }

  // MARK: Styles

  /// Every style on the menu, by name.
  public func styles() throws -> [PancakeStyle] {
    try database.query("SELECT id, name, price_cents FROM styles ORDER BY name") { row in
      PancakeStyle(
        id: row.int64(0), name: row.string(1), priceCents: row.isNull(2) ? nil : row.int(2))
    }
  }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  public func style(named name: String) throws -> PancakeStyle? {
    try database.query(
      "SELECT id, name, price_cents FROM styles WHERE match_key = ?", [NameKey(name).rawValue]
    ) { row in
      PancakeStyle(
        id: row.int64(0), name: row.string(1), priceCents: row.isNull(2) ? nil : row.int(2))
    }.first
  }

  /// The style matching `name`, or an `unknownStyle` error naming the closest known style.
  public func requireStyle(named name: String) throws -> PancakeStyle {
    if let style = try style(named: name) { return style }
    throw SalesStoreError.unknownStyle(
      name, suggestion: closestMatch(to: name, among: try styles().map(\.name)))
  }

  /// Adds a style unless one with a matching name exists; returns the stored style.
  ///
  /// An existing style without a menu price gets `priceCents`; a recorded price is kept, since
  /// revenue already rolled up used it.
  @discardableResult
  public func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "style") }
    if let existing = try style(named: name) {
      if existing.priceCents == nil, let priceCents {
        try database.execute(
          "UPDATE styles SET price_cents = ? WHERE id = ?", [priceCents, existing.id])
        return PancakeStyle(id: existing.id, name: existing.name, priceCents: priceCents)
      }
      return existing
    }
    try database.execute(
      "INSERT INTO styles (name, match_key, price_cents) VALUES (?, ?, ?)",
      [name, NameKey(name).rawValue, priceCents])
    return PancakeStyle(id: database.lastInsertedRowID, name: name, priceCents: priceCents)
  }
}
