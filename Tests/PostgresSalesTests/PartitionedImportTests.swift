import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// PostgreSQL's `order_lines` is partitioned by order-id range (migration 0007): a large file
/// of new orders becomes a partition holding exactly its range, anything else lands in the
/// partition covering it or in `order_lines_default`, and a database migrated with lines keeps
/// them in one partition.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct PartitionedImportTests {
  /// The header of Griddle's own CSV of order lines.
  static let header =
    "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"

  /// The partitions of `order_lines` with their bounds and row counts, by name.
  static func partitions(of uri: String) throws -> [(name: String, bounds: String, rows: Int)] {
    let connection = try PostgresConnection(uri)
    let names = try connection.query(
      """
      SELECT c.relname::text, pg_get_expr(c.relpartbound, c.oid)
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'order_lines'::regclass ORDER BY c.relname
      """
    ) { ($0.string(0), $0.string(1)) }
    return try names.map { name, bounds in
      (name, bounds, try connection.scalar(Int.self, "SELECT count(*) FROM \(name)") ?? -1)
    }
  }

  func tickets(_ prefix: String, count: Int, seed: UInt64, in stores: BothStores) throws
    -> String
  {
    let path = stores.directory.appending(path: "\(prefix)\(seed).csv").path
    try SyntheticOrders(
      rowCount: count, seed: seed, firstDay: LocalDate(iso: "2024-03-01")!, days: 20,
      idPrefix: prefix
    ).writeTicketsCSV(toPath: path)
    return path
  }

  @Test func aLargeFileBecomesThePartitionOfItsRangeAndSmallOnesGoToTheDefault() throws {
    let stores = try BothStores(
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    let large = try tickets("L-", count: 3_000, seed: 1, in: stores)
    let small = try tickets("S-", count: 300, seed: 2, in: stores)
    // Large means at least this many bytes: the first file is, the second is not.
    let threshold = Int64(
      (try FileManager.default.attributesOfItem(atPath: large)[.size] as? Int) ?? 0)
    #expect(
      (try FileManager.default.attributesOfItem(atPath: small)[.size] as? Int) ?? 0
        < Int(threshold))
    for path in [large, small] {
      let importer = try PostgresOrderImporter(store: stores.postgres)
      importer.partitionMinimumBytes = threshold
      let summary = try importer.importFile(atPath: path, progress: nil)
      #expect(summary.committed)
      _ = try OrderImporter(store: stores.sqlite).importFile(atPath: path)
    }
    try stores.expectSameContent()
    let range = try #require(
      try stores.postgres.connection.query(
        "SELECT id, first_order_id, last_order_id, lines FROM import_ranges ORDER BY id LIMIT 1"
      ) { (id: $0.int(0), first: $0.string(1), last: $0.string(2), lines: $0.int(3)) }.first)
    // The file's lowest and highest order id in byte order, read from the file itself.
    let ids = try String(contentsOfFile: large, encoding: .utf8).split(separator: "\n")
      .dropFirst().map { Array($0.prefix { $0 != "," }.utf8) }
    let first = try #require(ids.min { $0.lexicographicallyPrecedes($1) })
    let last = try #require(ids.max { $0.lexicographicallyPrecedes($1) })
    #expect(ids.count == 3_000)
    #expect(
      range.first == String(decoding: first, as: UTF8.self)
        && range.last == String(decoding: last, as: UTF8.self) && range.lines == 3_000)
    let partitions = try Self.partitions(of: stores.database.uri)
    #expect(partitions.map(\.name) == ["order_lines_default", "order_lines_p\(range.id)"])
    #expect(partitions.map(\.rows) == [300, 3_000])
    // Up to just past the last id: the last id followed by U+0001.
    #expect(
      partitions.last?.bounds == "FOR VALUES FROM ('\(range.first)') TO ('\(range.last)\u{1}')")
    // The range check that let the attach skip its scan is gone; the key is the parent's.
    let constraints = try stores.postgres.connection.query(
      """
      SELECT conname::text FROM pg_constraint
      WHERE conrelid = 'order_lines_p\(range.id)'::regclass AND contype IN ('c', 'p')
      ORDER BY conname
      """
    ) { $0.string(0) }
    #expect(!constraints.contains { $0.hasSuffix("_range") })
    #expect(constraints.contains("order_lines_p\(range.id)_pkey"))
  }

  @Test func aFileOverlappingAPartitionOrRepeatingAKeyTakesTheStagingPath() throws {
    let stores = try BothStores(partitionEveryFile: true)
    let header = Self.header
    try stores.importText(
      header + """
        k1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        k5,2024-05-07T13:00:00Z,Tokyo,Dosa,1,,1,,,,

        """)
    // Inside the first file's range: a new order between its ids, and a line of k5.
    try stores.importText(
      header + """
        k3,2024-05-08T12:00:00Z,Tokyo,Injera,2,,1,,,,
        k5,2024-05-07T13:00:00Z,Tokyo,Crêpe,1,,2,,,,

        """)
    // A key twice in one file (the second run of k7 also makes it take the staging path).
    let repeated = try stores.importText(
      header + """
        k7,2024-05-09T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        k7,2024-05-09T12:00:00Z,Tokyo,Dosa,3,,1,,,,

        """, options: ImportOptions(skipInvalid: true))
    #expect(repeated.imported == 1 && repeated.rejected == 1)
    let partitions = try Self.partitions(of: stores.database.uri)
    // The first file's partition holds k3 and k5's second line too; k7 went to the default.
    #expect(partitions.map(\.rows) == [1, 4])
  }

  /// The partition and `import_ranges` row of the only large file imported into `stores`.
  func onlyPartition(of stores: BothStores) throws -> (bounds: String, rows: Int, range: String) {
    let partition = try #require(
      try Self.partitions(of: stores.database.uri).first { $0.name != "order_lines_default" })
    let range = try #require(
      try stores.postgres.connection.query(
        "SELECT first_order_id || '..' || last_order_id FROM import_ranges"
      ) { $0.string(0) }.first)
    return (partition.bounds, partition.rows, range)
  }

  @Test func aSortedFileIsCheckedAgainstTheRangeOfItsFirstAndLastRows() throws {
    let stores = try BothStores(partitionEveryFile: true)
    let header = Self.header
    // The first row is rejected (no quantity), yet its id was read as the file's first: the
    // partition claims the range from it, and so does the file's write.
    let summary = try stores.importText(
      header + """
        a0,2024-05-07T12:00:00Z,Tokyo,Dosa,,,1,,,,
        a1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        a2,2024-05-07T13:00:00Z,Tokyo,Dosa,2,,1,,,,

        """, options: ImportOptions(skipInvalid: true))
    #expect(summary.imported == 2 && summary.rejected == 1)
    let partition = try onlyPartition(of: stores)
    #expect(partition.bounds == "FOR VALUES FROM ('a0') TO ('a2\u{01}')")
    #expect(partition.rows == 2 && partition.range == "a0..a2")
  }

  @Test func aFileWhoseEndsDoNotHoldItsRangeIsCopiedAgainWithoutTheGuess() throws {
    let stores = try BothStores(partitionEveryFile: true)
    let header = Self.header
    // First and last rows m2 and m8, but m9 and m1 between them: the table created to check
    // m2..m8 would refuse them, so the file is copied again, checked after the copy.
    let summary = try stores.importText(
      header + """
        m2,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        m9,2024-05-07T12:30:00Z,Tokyo,Injera,2,,1,,,,
        m1,2024-05-07T13:00:00Z,Tokyo,Dosa,3,,1,,,,
        m8,2024-05-07T14:00:00Z,Tokyo,Dosa,4,,1,,,,

        """)
    #expect(summary.committed && summary.imported == 4)
    let partition = try onlyPartition(of: stores)
    #expect(partition.bounds == "FOR VALUES FROM ('m1') TO ('m9\u{01}')")
    #expect(partition.rows == 4 && partition.range == "m1..m9")
  }

  /// The row checks of `table` (not its range check), with whether each is validated.
  static func rowChecks(of table: String, in stores: BothStores) throws -> [String: Bool] {
    let checks = try stores.postgres.connection.query(
      """
      SELECT conname::text, convalidated FROM pg_constraint
      WHERE conrelid = '\(table)'::regclass AND contype = 'c' AND conname::text NOT LIKE '%_range'
      """
    ) { ($0.string(0), $0.string(1) == "t") }
    return Dictionary(uniqueKeysWithValues: checks)
  }

  @Test func aLargeFilesPartitionTakesTheRowChecksWithoutAScanAndItsRowsPassThem() throws {
    let stores = try BothStores(
      partitionEveryFile: true, cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    try stores.importFile(try tickets("V-", count: 4_000, seed: 7, in: stores))
    let names: Set = [
      "order_lines_check", "order_lines_kind_check", "order_lines_line_check",
      "order_lines_local_hour_check", "order_lines_unit_price_cents_check",
    ]
    let first = try #require(
      try Self.partitions(of: stores.database.uri).first { $0.name != "order_lines_default" })
    #expect(
      try Self.rowChecks(of: first.name, in: stores) == names.reduce(into: [:]) { $0[$1] = false })
    // NOT VALID checks still refuse a bad row written afterwards, into the new partition or
    // elsewhere: a sale of -3, a refund of +2, hour 24, line 0, a negative unit price.
    // Just after the file's first id: inside its partition's range.
    let inside =
      try stores.postgres.connection.scalar(
        String.self, "SELECT first_order_id || 'x' FROM import_ranges") ?? ""
    #expect(inside.hasPrefix("V-"))
    let good = (id: inside, line: 1, hour: 12, kind: 0, quantity: 1, price: "NULL")
    for bad in [
      (good.id, good.line, good.hour, 0, -3, good.price),
      (good.id, good.line, good.hour, 1, 2, good.price),
      (good.id, good.line, 24, good.kind, good.quantity, good.price),
      ("Z-bad", 0, good.hour, good.kind, good.quantity, good.price),
      ("Z-bad", good.line, good.hour, good.kind, good.quantity, "-1"),
    ] {
      #expect {
        try stores.postgres.connection.executeScript(
          """
          INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
            style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents)
          VALUES ('\(bad.0)', \(bad.1), 0, 0, \(bad.2), 1, 1, \(bad.3), \(bad.4), \(bad.5), 0, 0)
          """)
      } throws: { ($0 as? PostgresError)?.sqlState == "23514" }
    }
    // Sales and refunds alike pass every check: validating reads each stored row.
    #expect(
      try stores.postgres.connection.scalar(
        Int.self, "SELECT count(*) FROM order_lines WHERE kind = 1") ?? 0 > 0)
    for name in names {
      try stores.postgres.connection.executeScript(
        "ALTER TABLE order_lines VALIDATE CONSTRAINT \(name)")
    }
    // Validated checks: the next file's partition takes them validated, by a scan.
    try stores.importFile(try tickets("W-", count: 4_000, seed: 8, in: stores))
    let second = try #require(
      try Self.partitions(of: stores.database.uri).first {
        $0.name != "order_lines_default" && $0.name != first.name
      })
    #expect(second.rows == 4_000)
    #expect(
      try Self.rowChecks(of: second.name, in: stores) == names.reduce(into: [:]) { $0[$1] = true })
  }

  @Test func aLargeFileImportedAgainGoesStraightToTheStagingPath() throws {
    let stores = try BothStores(
      partitionEveryFile: true, cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    let path = try tickets("R-", count: 2_000, seed: 9, in: stores)
    try stores.importFile(path)
    // Each try of the direct path takes an import_ranges id for its table's name; a file whose
    // range a committed write covers takes none, and all its lines are already there.
    let sequence = "SELECT last_value FROM import_ranges_id_seq"
    let before = try stores.postgres.connection.scalar(Int.self, sequence)
    let again = try stores.importFile(path)
    #expect(again.imported == 0 && again.alreadyPresent == 2_000)
    #expect(try stores.postgres.connection.scalar(Int.self, sequence) == before)
    #expect(try Self.partitions(of: stores.database.uri).map(\.rows) == [0, 2_000])
  }

  @Test func aRoleThatMayNotAttachPartitionsStillImportsLargeFiles() throws {
    let stores = try BothStores(
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    // A role that may create tables and write every table, but owns none of them: attaching
    // a partition to order_lines needs its owner.
    let role = "griddle_writer_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
    try stores.postgres.connection.executeScript(
      """
      CREATE ROLE \(role) LOGIN;
      GRANT CREATE, USAGE ON SCHEMA public TO \(role);
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(role);
      GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO \(role);
      """)
    let path = try tickets("W-", count: 3_000, seed: 4, in: stores)
    let uri = stores.database.uri.replacingOccurrences(of: "postgres@", with: "\(role)@")
    let importer = try PostgresOrderImporter(store: try PostgresSalesStore(connectionString: uri))
    importer.partitionMinimumBytes = 0
    let summary = try importer.importFile(atPath: path, progress: nil)
    #expect(summary.committed && summary.imported == 3_000)
    _ = try OrderImporter(store: stores.sqlite).importFile(atPath: path)
    try stores.expectSameContent()
    #expect(try Self.partitions(of: stores.database.uri).map(\.rows) == [3_000])
  }

  @Test func migratingADatabaseWithLinesKeepsThemInOnePartition() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let connection = try PostgresConnection(database.uri)
    let before = PostgresMigrator.bundledMigrations().filter { $0.version < 7 }
    try PostgresMigrator(migrations: before).migrate(connection)
    try connection.executeScript(
      """
      INSERT INTO cities (name, match_key, time_zone) VALUES ('Tokyo', 'tokyo', 'Asia/Tokyo');
      INSERT INTO styles (name, match_key, price_cents) VALUES ('Dosa', 'dosa', 550);
      INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
        style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
      VALUES ('m1', 1, 0, 0, 9, 1, 1, 0, 1, NULL, 550, 0, NULL),
        ('m1', 2, 0, 0, 9, 1, 1, 0, 2, NULL, 1100, 0, NULL),
        ('m9', 1, 0, 0, 9, 1, 1, 0, 1, NULL, 550, 0, NULL);
      """)
    try PostgresMigrator(migrations: PostgresMigrator.bundledMigrations()).migrate(connection)
    let partitions = try Self.partitions(of: database.uri)
    #expect(partitions.map(\.name) == ["order_lines_default", "order_lines_initial"])
    #expect(partitions.map(\.rows) == [0, 3])
    #expect(partitions.last?.bounds == "FOR VALUES FROM ('m1') TO ('m9\u{1}')")
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM order_lines") == 3)
    // Its whole range counts as one write, so no later file's partition can overlap it.
    let ranges = try connection.query(
      "SELECT first_order_id, last_order_id, lines FROM import_ranges ORDER BY id"
    ) { "\($0.string(0))..\($0.string(1)) \($0.int(2))" }
    #expect(ranges.last == "m1..m9 3")
  }

  @Test func anEmptyDatabaseMigratesWithoutAnInitialPartition() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let connection = try PostgresConnection(database.uri)
    try PostgresMigrator(migrations: PostgresMigrator.bundledMigrations()).migrate(connection)
    #expect(try Self.partitions(of: database.uri).map(\.name) == ["order_lines_default"])
    #expect(
      try connection.scalar(
        Int.self, "SELECT count(*) FROM pg_class WHERE relname = 'order_lines_initial'")
        == 0)
  }
}
