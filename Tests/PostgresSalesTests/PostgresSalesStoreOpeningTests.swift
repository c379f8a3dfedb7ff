import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// Opening a PostgreSQL store: the same refusals as SQLite's, and a read-only session that
/// cannot write.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct PostgresSalesStoreOpeningTests {
  let database: TestPostgresDatabase

  init() throws { database = try TestPostgresServer.shared().makeDatabase() }

  @Test func readingAnEmptyDatabaseAsksForInitAndWritesNothing() throws {
    let error = #expect(throws: SalesStoreError.self) {
      try PostgresSalesStore(readingFrom: database.uri)
    }
    #expect(error?.description.contains("griddle --database") == true)
    let connection = try PostgresConnection(database.uri)
    #expect(
      try connection.scalar(Int.self, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
        == 0)
  }

  @Test func aWritingOpenCreatesTheSchemaOnceAndAReadOnlyOneCannotWrite() throws {
    let store = try PostgresSalesStore(connectionString: database.uri)
    #expect(
      store.appliedMigrations.map(\.version) == PostgresMigrator.bundledMigrations().map(\.version))
    #expect(try store.schemaStatus() == .current)
    let city = try store.addCity(name: "Tokyo", timeZoneIdentifier: "Asia/Tokyo")
    #expect(try PostgresSalesStore(connectionString: database.uri).appliedMigrations.isEmpty)
    let reader = try PostgresSalesStore(readingFrom: database.uri)
    #expect(reader.isReadOnly)
    #expect(try reader.cities().map(\.name) == ["Tokyo"])
    let error = #expect(throws: PostgresError.self) {
      try reader.recordOpenDay(cityID: city.id, date: LocalDate(iso: "2024-01-01")!)
    }
    #expect(error?.sqlState == "25006")
  }

  @Test func aDatabaseANewerBuildMadeIsRefused() throws {
    _ = try PostgresSalesStore(connectionString: database.uri)
    try PostgresConnection(database.uri).execute(
      "INSERT INTO schema_migrations VALUES (99, '0099_future.sql', 'x', 'now')")
    #expect(throws: MigrationError.self) { try PostgresSalesStore(readingFrom: database.uri) }
    #expect(throws: MigrationError.self) { try PostgresSalesStore(connectionString: database.uri) }
  }

  @Test func addingTheSameCityFromTwoSessionsKeepsOneRow() throws {
    let first = try PostgresSalesStore(connectionString: database.uri)
    let second = try PostgresSalesStore(connectionString: database.uri)
    let a = try first.addCity(name: "São Paulo", timeZoneIdentifier: "America/Sao_Paulo")
    let b = try second.addCity(name: "SÃO PAULO", timeZoneIdentifier: "America/Sao_Paulo")
    #expect(a == b)
    #expect(throws: SalesStoreError.self) {
      try second.addCity(name: "são paulo", timeZoneIdentifier: "UTC")
    }
    let style = try first.addStyle(name: "Dosa", priceCents: nil)
    #expect(try second.addStyle(name: "dosa", priceCents: 550).priceCents == 550)
    #expect(try first.style(named: "DOSA")?.id == style.id)
  }
}
