import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The import ledger on both stores: a database made by the migrations before the ledger
/// upgrades to the same "before the ledger" import on both, and a sequence of imports by every
/// PostgreSQL route gives the same ledger (`BothStores` compares it after every import).
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct ImportLedgerParityTests {
  /// Lines and their roll-ups, summed by hand, in SQL both engines run.
  static let oldContent = """
    INSERT INTO cities (id, name, match_key, time_zone)
      VALUES (1, 'Tokyo', 'tokyo', 'Asia/Tokyo'), (2, 'Sydney', 'sydney', 'Australia/Sydney');
    INSERT INTO styles (id, name, match_key, price_cents) VALUES (1, 'Dosa', 'dosa', 550);
    INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
      style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
    VALUES ('m1', 1, 0, 19850, 9, 1, 1, 0, 1, NULL, 550, 0, NULL),
      ('m1', 2, 0, 19850, 9, 1, 1, 0, 2, NULL, 1100, 0, NULL),
      ('m2', 1, 0, 19851, 10, 2, 1, 0, 3, 500, 1500, 100, NULL);
    INSERT INTO daily_style_sales (local_day, city_id, style_id, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets)
    VALUES (19850, 1, 1, 3, 1650, 0, 0, 1650, 1), (19851, 2, 1, 3, 1500, 100, 0, 1400, 1);
    INSERT INTO hourly_sales (local_day, city_id, local_hour, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets)
    VALUES (19850, 1, 9, 3, 1650, 0, 0, 1650, 1), (19851, 2, 10, 3, 1500, 100, 0, 1400, 1);
    INSERT INTO daily_city_sales (local_day, city_id, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets)
    VALUES (19850, 1, 3, 1650, 0, 0, 1650, 1), (19851, 2, 3, 1500, 100, 0, 1400, 1);
    INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (1, 19850, 1), (2, 19851, 1);
    """

  @Test func bothEnginesUpgradeToTheSameImportBeforeTheLedger() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-ledger")
    let directory = temporary.url
    let path = directory.appending(path: "old.sqlite").path
    do {
      let database = try Database(path: path, mode: .readWriteCreate)
      try Migrator(migrations: SalesStore.bundledMigrations().filter { $0.version < 10 })
        .migrate(database)
      try database.executeScript(Self.oldContent)
    }
    let server = try TestPostgresServer.shared().makeDatabase()
    do {
      let connection = try PostgresConnection(server.uri)
      try PostgresMigrator(
        migrations: PostgresMigrator.bundledMigrations().filter { $0.version < 10 }
      ).migrate(connection)
      try connection.executeScript(Self.oldContent)
    }
    let sqlite = try SalesStore(path: path)
    let postgres = try PostgresSalesStore(connectionString: server.uri)
    #expect(sqlite.appliedMigrations.map(\.version).first == 10)
    #expect(postgres.appliedMigrations.map(\.version).first == 10)
    let expected = ImportRecord(
      id: 0, kind: .beforeLedger, linesStored: 3, firstDate: LocalDate(dayNumber: 19850),
      lastDate: LocalDate(dayNumber: 19851), cities: ["Sydney", "Tokyo"])
    #expect(try sqlite.imports() == [expected])
    #expect(try postgres.imports() == [expected])
    let changes = [
      ImportDayChange(
        date: LocalDate(dayNumber: 19850), city: "Tokyo", netCentsBefore: 0, netCentsAfter: 1650,
        ticketsBefore: 0, ticketsAfter: 1, quantityBefore: 0, quantityAfter: 3),
      ImportDayChange(
        date: LocalDate(dayNumber: 19851), city: "Sydney", netCentsBefore: 0,
        netCentsAfter: 1400, ticketsBefore: 0, ticketsAfter: 1, quantityBefore: 0,
        quantityAfter: 3),
    ]
    #expect(try sqlite.importDayChanges(id: 0) == changes)
    #expect(try postgres.importDayChanges(id: 0) == changes)
    #expect(try postgres.rollupDiscrepancies() == [])
    #expect(
      try postgres.connection.query("SELECT DISTINCT import_id FROM order_lines") { $0.int(0) }
        == [0])
  }

  /// Files through every route (direct into a temporary table, a partition per file, the
  /// staging path for files with stored orders), each compared ledger and all.
  @Test(arguments: [false, true]) func everyRouteRecordsTheSameLedger(partition: Bool) throws {
    let stores = try BothStores(partitionEveryFile: partition)
    let header = "order_id,ordered_at,city,style,quantity,unit_price_cents\n"
    try stores.importText(
      header + "p1,2024-05-07T03:00:00Z,Tokyo,Dosa,2,\np2,2024-05-07T19:00:00Z,Cupertino,Crêpe,1,\n"
    )
    // One order already stored, one new on the same day: the staging path.
    try stores.importText(
      header + "p2,2024-05-07T19:00:00Z,Cupertino,Crêpe,1,\np3,2024-05-08T03:00:00Z,Tokyo,Dosa,1,\n"
    )
    // Nothing new: no ledger row on either.
    try stores.importText(header + "p3,2024-05-08T03:00:00Z,Tokyo,Dosa,1,\n")
    // Refused: no row either.
    try stores.importText(header + "p9,2024-05-09T03:00:00Z,Tokyo,Dosa,zero,\n")
    let records = try stores.sqlite.imports()
    #expect(records.map(\.id) == [2, 1])
    #expect(records.map(\.linesStored) == [1, 2])
    #expect(records.map(\.linesAlreadyPresent) == [1, 0])
  }
}
