import Foundation
import SQLiteStorage
import Sales
import SalesDomain
import TemporaryDirectorySupport
import Testing

@Suite struct MigratorTests {
  let directory: TemporaryDirectory
  let database: Database
  let first = Migration(version: 1, name: "0001_a.sql", sql: "CREATE TABLE a (x INTEGER);")
  let second = Migration(version: 2, name: "0002_b.sql", sql: "CREATE TABLE b (y INTEGER);")

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(path: directory.file("m.sqlite"))
  }

  @Test func appliesMigrationsInOrderAndRecordsThem() throws {
    let applied = try Migrator(migrations: [second, first]).migrate(database)
    #expect(applied.map(\.version) == [1, 2])
    let rows = try database.query(
      "SELECT version, name, checksum FROM schema_migrations ORDER BY version"
    ) {
      ($0.int(0), $0.string(1), $0.string(2))
    }
    #expect(rows.map(\.0) == [1, 2])
    #expect(rows.map(\.1) == ["0001_a.sql", "0002_b.sql"])
    #expect(rows[0].2 == first.checksum)
    #expect(
      try database.scalar(Int.self, "SELECT count(*) FROM sqlite_master WHERE name IN ('a','b')")
        == 2)
  }

  @Test func upToDateDatabaseIsANoOp() throws {
    let migrator = try Migrator(migrations: [first, second])
    try migrator.migrate(database)
    #expect(try migrator.migrate(database).isEmpty)
  }

  @Test func upgradesAnOlderDatabase() throws {
    try Migrator(migrations: [first]).migrate(database)
    #expect(try Migrator(migrations: [first, second]).migrate(database).map(\.version) == [2])
  }

  @Test func refusesAChangedMigration() throws {
    try Migrator(migrations: [first]).migrate(database)
    let edited = Migration(version: 1, name: "0001_a.sql", sql: "CREATE TABLE a (x TEXT);")
    #expect(throws: MigrationError.self) {
      try Migrator(migrations: [edited, second]).migrate(database)
    }
    // Nothing after the refusal was applied.
    #expect(
      try database.scalar(Int.self, "SELECT count(*) FROM sqlite_master WHERE name = 'b'") == 0)
  }

  @Test func refusesANewerDatabase() throws {
    try Migrator(migrations: [first, second]).migrate(database)
    let error = #expect(throws: MigrationError.self) {
      try Migrator(migrations: [first]).migrate(database)
    }
    #expect(error == .databaseIsNewer(databaseVersion: 2, knownVersion: 1))
  }

  @Test func failingMigrationRollsBackAndLeavesEarlierOnesApplied() throws {
    let broken = Migration(
      version: 2, name: "0002_broken.sql", sql: "CREATE TABLE c (z); CREATE TABLE a (x);")
    #expect(throws: SQLiteError.self) {
      try Migrator(migrations: [first, broken]).migrate(database)
    }
    #expect(try database.scalar(Int.self, "SELECT max(version) FROM schema_migrations") == 1)
    #expect(
      try database.scalar(Int.self, "SELECT count(*) FROM sqlite_master WHERE name = 'c'") == 0)
  }

  @Test func parsesFileNames() {
    #expect(Migration(fileName: "0003_add_index.sql", sql: "")?.version == 3)
    #expect(Migration(fileName: "add_index.sql", sql: "") == nil)
    #expect(Migration(fileName: "0003-add.sql", sql: "") == nil)
  }
}
