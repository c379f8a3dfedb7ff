import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import Sales
import SalesDomain
import Testing

@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct PostgresMigratorTests {
  let database: TestPostgresDatabase
  let connection: PostgresConnection
  let first = Migration(version: 1, name: "0001_a.sql", sql: "CREATE TABLE a (x integer);")
  let second = Migration(version: 2, name: "0002_b.sql", sql: "CREATE TABLE b (y integer);")

  init() throws {
    database = try TestPostgresServer.shared().makeDatabase()
    connection = try PostgresConnection(database.uri)
  }

  func tableCount(_ names: [String]) throws -> Int {
    try connection.scalar(
      Int.self,
      "SELECT count(*)::bigint FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1::text[])",
      ["{\(names.joined(separator: ","))}"]) ?? -1
  }

  @Test func appliesMigrationsInOrderAndRecordsThem() throws {
    let applied = try PostgresMigrator(migrations: [second, first]).migrate(connection)
    #expect(applied.map(\.version) == [1, 2])
    let rows = try connection.query(
      "SELECT version, name, checksum FROM schema_migrations ORDER BY version"
    ) { ($0.int(0), $0.string(1), $0.string(2)) }
    #expect(rows.map(\.0) == [1, 2])
    #expect(rows.map(\.1) == ["0001_a.sql", "0002_b.sql"])
    #expect(rows.map(\.2) == [first.checksum, second.checksum])
    #expect(try tableCount(["a", "b"]) == 2)
  }

  @Test func upToDateIsANoOpAndAnOlderDatabaseIsUpgraded() throws {
    try PostgresMigrator(migrations: [first]).migrate(connection)
    let both = try PostgresMigrator(migrations: [first, second])
    #expect(try both.migrate(connection).map(\.version) == [2])
    #expect(try both.migrate(connection).isEmpty)
  }

  @Test func refusesAChangedMigrationAndAppliesNothingAfterIt() throws {
    try PostgresMigrator(migrations: [first]).migrate(connection)
    let edited = Migration(version: 1, name: "0001_a.sql", sql: "CREATE TABLE a (x text);")
    let error = #expect(throws: MigrationError.self) {
      try PostgresMigrator(migrations: [edited, second]).migrate(connection)
    }
    #expect(
      error
        == .changedAfterApply(
          version: 1, name: "0001_a.sql", applied: first.checksum, current: edited.checksum))
    #expect(try tableCount(["b"]) == 0)
  }

  @Test func refusesANewerDatabaseWhenMigratingAndWhenReading() throws {
    try PostgresMigrator(migrations: [first, second]).migrate(connection)
    let older = try PostgresMigrator(migrations: [first])
    let error = #expect(throws: MigrationError.self) { try older.migrate(connection) }
    #expect(error == .databaseIsNewer(databaseVersion: 2, knownVersion: 1))
    #expect(throws: MigrationError.self) { try older.checkReadable(connection) }
  }

  @Test func aDatabaseWithoutTheSchemaIsNotReadable() throws {
    let error = #expect(throws: SalesStoreError.self) {
      try PostgresMigrator(migrations: [first]).checkReadable(connection)
    }
    #expect(error?.description.contains(database.name) == true)
  }

  @Test func aFailingMigrationRollsBackAndIsNotRecorded() throws {
    let broken = Migration(
      version: 2, name: "0002_broken.sql", sql: "CREATE TABLE c (z integer); SELECT 1/0;")
    #expect(throws: PostgresError.self) {
      try PostgresMigrator(migrations: [first, broken]).migrate(connection)
    }
    #expect(
      try PostgresMigrator(migrations: [first]).appliedChecksums(connection).keys.sorted() == [1])
    #expect(try tableCount(["c"]) == 0)
  }

  @Test func processesMigratingAtOnceApplyEachMigrationOnce() async throws {
    let uri = database.uri
    let migrations = [first, second]
    let applied = try await withThrowingTaskGroup(of: [Int].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let own = try PostgresConnection(uri)
          return try PostgresMigrator(migrations: migrations).migrate(own).map(\.version)
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(applied.sorted() == [1, 2])
  }

  @Test func theBundledMigrationsHaveTheSameVersionsAsSQLites() throws {
    let postgres = PostgresMigrator.bundledMigrations()
    #expect(!postgres.isEmpty)
    #expect(postgres.map(\.version) == SalesStore.bundledMigrations().map(\.version))
  }
}
