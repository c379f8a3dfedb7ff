import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// Schema status is written once over the dialect seam: both stores must tell the same thing
/// about the same database, fresh, partly migrated, current, newer or somebody else's.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct SchemaStatusParityTests {
  /// A SQLite file and a PostgreSQL database, both empty.
  struct Pair {
    let directory: TemporaryDirectory
    let sqlite: Database
    /// Kept for the test's length: the database is dropped when it goes.
    let database: TestPostgresDatabase
    let postgres: PostgresConnection
    var uri: String { database.uri }

    init() throws {
      directory = try TemporaryDirectory(prefix: "griddle-status")
      sqlite = try Database(path: directory.path + "/status.sqlite", mode: .readWriteCreate)
      database = try TestPostgresServer.shared().makeDatabase()
      postgres = try PostgresConnection(database.uri)
    }

    /// Runs the same SQL script on both.
    func run(_ script: String) throws {
      try sqlite.executeScript(script)
      try postgres.executeScript(script)
    }

    /// Applies the bundled migrations below `version` to both.
    func migrate(below version: Int) throws {
      try Migrator(migrations: SalesStore.bundledMigrations().filter { $0.version < version })
        .migrate(sqlite)
      try PostgresMigrator(
        migrations: PostgresMigrator.bundledMigrations().filter { $0.version < version }
      ).migrate(postgres)
    }

    /// Opens both for writing, as `griddle init` does: migrated, upgrade finished.
    func openForWriting() throws {
      _ = try SalesStore(path: directory.path + "/status.sqlite")
      _ = try PostgresSalesStore(connectionString: uri)
    }

    /// Each store's answer, through its own public `schemaStatus()`.
    func statuses() throws -> (sqlite: SchemaStatus, postgres: SchemaStatus) {
      (
        try SalesStore(inspecting: directory.path + "/status.sqlite", busyTimeout: 5)
          .schemaStatus(),
        try PostgresSalesStore(inspecting: uri).schemaStatus()
      )
    }
  }

  /// The newest migration this build knows, the same on both engines.
  static let latest = SalesStore.bundledMigrations().map(\.version).max() ?? 0

  @Test func aFreshDatabaseIsEmptyOnBoth() throws {
    let pair = try Pair()
    let status = try pair.statuses()
    #expect(status.sqlite == .empty)
    #expect(status.postgres == .empty)
  }

  @Test(arguments: [2, 5])
  func aPartlyMigratedDatabaseNeedsTheSameUpgrade(below version: Int) throws {
    let pair = try Pair()
    try pair.migrate(below: version)
    let status = try pair.statuses()
    let expected = SchemaStatus.needsUpgrade(
      reason: "its schema is at version \(version - 1), this build needs version \(Self.latest)")
    #expect(status.sqlite == expected)
    #expect(status.postgres == expected)
  }

  @Test func aDatabaseOpenedForWritingIsCurrentOnBoth() throws {
    let pair = try Pair()
    try pair.openForWriting()
    let status = try pair.statuses()
    #expect(status.sqlite == .current)
    #expect(status.postgres == .current)
  }

  /// Every migration applied, but a step of the upgrade from the first release left to do.
  @Test func anUnfinishedUpgradeNeedsTheSameUpgrade() throws {
    let pair = try Pair()
    try pair.openForWriting()
    try pair.run("INSERT INTO pending_upgrade_steps (step) VALUES ('local_hours_and_rollups')")
    let status = try pair.statuses()
    let expected = SchemaStatus.needsUpgrade(reason: "its upgrade to order lines was not finished")
    #expect(status.sqlite == expected)
    #expect(status.postgres == expected)
  }

  @Test func aDatabaseOfANewerBuildIsNewerOnBoth() throws {
    let pair = try Pair()
    try pair.openForWriting()
    try pair.run("INSERT INTO schema_migrations VALUES (99, '0099_future.sql', 'x', 'now')")
    let status = try pair.statuses()
    #expect(status.sqlite == .newer(version: 99, knownVersion: Self.latest))
    #expect(status.postgres == .newer(version: 99, knownVersion: Self.latest))
  }

  /// Somebody else's tables, with the reason both stores must give for refusing them.
  @Test(arguments: [
    (
      "CREATE TABLE orders (id integer PRIMARY KEY, total real); CREATE TABLE users (id integer)",
      "it has tables (orders, users) but no Griddle migration ledger"
    ),
    (
      "CREATE TABLE schema_migrations (version text PRIMARY KEY); CREATE TABLE orders (id integer)",
      "its schema_migrations table is not Griddle's"
    ),
    (
      """
      CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
        checksum text NOT NULL, applied_at text NOT NULL);
      INSERT INTO schema_migrations VALUES (1, 'create_users', 'x', 'now')
      """,
      "its migration 1 is 'create_users', not one of Griddle's"
    ),
  ])
  func aForeignDatabaseIsForeignForTheSameReason(script: String, reason: String) throws {
    let pair = try Pair()
    try pair.run(script)
    let status = try pair.statuses()
    #expect(status.sqlite == .foreign(reason: reason))
    #expect(status.postgres == .foreign(reason: reason))
  }

  @Test func anOrdersTableOlderThanGriddlesIsForeignOnBoth() throws {
    let pair = try Pair()
    try pair.migrate(below: 2)
    try pair.run("CREATE TABLE orders (id integer)")
    let status = try pair.statuses()
    let expected = SchemaStatus.foreign(
      reason: "it has an 'orders' table that Griddle did not create")
    #expect(status.sqlite == expected)
    #expect(status.postgres == expected)
  }
}
