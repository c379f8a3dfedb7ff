import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// The `maintenance_work_mem` a large file's key is built with: chosen by the file's size,
/// unless set for Griddle's connections (here by the URI's `options`, as `PGOPTIONS` would).
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct KeyBuildMemoryTests {
  @Test func theFileSizeChoosesUnlessTheConnectionSetsIt() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let plain = try PostgresConnection(database.uri)
    // Five bytes per byte of the file, from 64 MB to 4 GB.
    #expect(try PostgresImportRun.keyBuildMemory(connection: plain, fileBytes: 1 << 20) == "64MB")
    #expect(
      try PostgresImportRun.keyBuildMemory(connection: plain, fileBytes: 100 << 20) == "500MB")
    #expect(
      try PostgresImportRun.keyBuildMemory(connection: plain, fileBytes: 10 << 30) == "4096MB")
    let chosen = try PostgresConnection(
      database.uri + "&options=-c%20maintenance_work_mem%3D77MB")
    // 77 MB in the server's unit.
    #expect(
      try PostgresImportRun.keyBuildMemory(connection: chosen, fileBytes: 100 << 20)
        == "\(77 * 1024)kB")
  }

  @Test func aLargeFileImportsWithTheConnectionsSetting() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let store = try PostgresSalesStore(
      connectionString: database.uri + "&options=-c%20maintenance_work_mem%3D1MB")
    for (name, zone) in SyntheticOrders.cities.map({ ($0.name, $0.timeZone) }) {
      try store.addCity(name: name, timeZoneIdentifier: zone)
    }
    for (name, price) in SyntheticOrders.styles.map({ ($0.name, $0.priceCents) }) {
      try store.addStyle(name: name, priceCents: price)
    }
    let path = FileManager.default.temporaryDirectory.appending(
      path: "griddle-key-memory-\(UUID().uuidString).csv"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try SyntheticOrders(rowCount: 20_000, seed: 5).writeTicketsCSV(toPath: path)
    let importer = try PostgresOrderImporter(store: store)
    importer.partitionMinimumBytes = 0
    let summary = try importer.importFile(atPath: path, progress: nil)
    #expect(summary.committed && summary.imported == 20_000)
    // The key was built (by a sort spilling to disk with 1 MB): the file is a partition.
    #expect(try PartitionedImportTests.partitions(of: database.uri).count == 2)
    #expect(try store.rollupDiscrepancies() == [])
  }
}
