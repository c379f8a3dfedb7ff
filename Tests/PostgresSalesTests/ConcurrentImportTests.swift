import Foundation
import OrderGenerator
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// Several importers on one PostgreSQL database at once, each with its own connection (as
/// several `griddle import` processes would be): every file lands, a file imported twice at
/// once is stored once, and tickets split over files imported at once are counted once.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct ConcurrentImportTests {
  /// Imports every path on its own thread and connection, all at once.
  /// With `partitionEveryFile`, each file of new orders becomes a partition, as large files do.
  func importConcurrently(
    _ paths: [String], into uri: String, partitionEveryFile: Bool = false
  ) throws -> [FileImportSummary] {
    let results = ResultBox(count: paths.count)
    let group = DispatchGroup()
    for (index, path) in paths.enumerated() {
      group.enter()
      Thread {
        defer { group.leave() }
        results.set(
          index,
          Result {
            let store = try PostgresSalesStore(connectionString: uri)
            let importer = try PostgresOrderImporter(store: store)
            if partitionEveryFile { importer.partitionMinimumBytes = 0 }
            return try importer.importFile(atPath: path, progress: nil)
          })
      }.start()
    }
    group.wait()
    return try results.values()
  }

  @Test(arguments: [false, true]) func fourFilesAtOnceAllLand(partitionEveryFile: Bool) throws {
    let stores = try BothStores(
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    var paths: [String] = []
    for index in 0..<4 {
      let path = stores.directory.appending(path: "truck-\(index).csv").path
      try SyntheticOrders(
        rowCount: 3_000, seed: UInt64(index + 1), firstDay: LocalDate(iso: "2024-03-01")!,
        days: 20, idPrefix: "T\(index)-"
      ).writeTicketsCSV(toPath: path)
      paths.append(path)
    }
    let summaries = try importConcurrently(
      paths, into: stores.database.uri, partitionEveryFile: partitionEveryFile)
    #expect(summaries.allSatisfy { $0.committed && $0.imported == 3_000 })
    // Each file of new orders became a partition of its own, or went into the default one.
    #expect(
      try PartitionedImportTests.partitions(of: stores.database.uri).count
        == (partitionEveryFile ? 4 : 0) + 1)
    for path in paths {
      let importer = try OrderImporter(store: stores.sqlite)
      _ = try importer.importFile(atPath: path)
    }
    try stores.expectSameContent()
  }

  @Test(arguments: [false, true]) func theSameFileTwiceAtOnceIsStoredOnce(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    let path = stores.directory.appending(path: "twice.csv").path
    try SyntheticOrders(rowCount: 4_000, seed: 3, days: 30).writeTicketsCSV(toPath: path)
    let summaries = try importConcurrently(
      [path, path], into: stores.database.uri, partitionEveryFile: partitionEveryFile)
    #expect(summaries.map(\.imported).sorted() == [0, 4_000])
    #expect(summaries.map(\.alreadyPresent).sorted() == [0, 4_000])
    let importer = try OrderImporter(store: stores.sqlite)
    _ = try importer.importFile(atPath: path)
    try stores.expectSameContent()
  }

  @Test func aTicketSplitOverFilesImportedAtOnceCountsOnce() throws {
    let stores = try BothStores()
    let header =
      "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"
    var paths: [String] = []
    for part in 1...4 {
      var text = header
      for ticket in 0..<200 {
        text += "s\(ticket),2024-06-0\(ticket % 5 + 1)T12:00:00Z,Tokyo,Dosa,1,,\(part),,,,\n"
      }
      let path = stores.directory.appending(path: "part-\(part).csv").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    _ = try importConcurrently(paths, into: stores.database.uri)
    for path in paths { _ = try OrderImporter(store: stores.sqlite).importFile(atPath: path) }
    try stores.expectSameContent()
    let total = try stores.postgres.cityDayFigures(
      RollupSelection(first: LocalDate(iso: "2024-06-01")!, last: LocalDate(iso: "2024-06-05")!)
    ).reduce(0) { $0 + $1.figures.tickets }
    #expect(total == 200)
  }
}

/// Results written by several threads, one slot each.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<FileImportSummary, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<FileImportSummary, any Error>) {
    lock.withLock { slots[index] = result }
  }

  func values() throws -> [FileImportSummary] {
    try lock.withLock { try slots.map { try #require($0).get() } }
  }
}
