import Foundation
import PostgresStorage
import SalesDomain

/// The direct path: a file of new orders (the common case) is copied once, while the parser
/// reads on, into a table with no index, and the roll-ups get the delta the driver folded from
/// the rows copied (tickets decided per run of an order's lines), in a few statements. A large file's table gets its key by one sort and becomes
/// the partition of `order_lines` holding exactly its order-id range (migration 0007): the
/// range read from the file's two ends when its ids are sorted (checked as rows arrive), else
/// the range copied (checked by one scan after the copy). A small file's lines are inserted
/// into `order_lines` under the writers' lock.
///
/// Those tickets are exact only when every order of the file is new and each order's lines follow
/// each other in the file with one instant and city. What the client sees is checked while
/// reading (an order id seen in an earlier run, or a run whose lines differ in instant or
/// city); a key twice in the file fails the key build or the insert; and, under the writers'
/// lock, no committed write of order lines may cover an order-id range overlapping this
/// file's (`import_ranges`), so no stored line has a key of the file and no partition's range
/// overlaps it. When any of that fails, the transaction is rolled back and `NeedsStagingPath`
/// sends the file through the staging path, which compares every line with the stored ones.
extension PostgresImportRun {
  /// The columns of `order_lines` the direct COPY writes, in COPY order.
  static let lineColumns = """
    order_id, line, ordered_at, local_day, local_hour, city_id, style_id, kind, quantity,
    unit_price_cents, gross_cents, discount_cents, refund_of
    """

  /// What the direct COPY stored.
  struct DirectCopy {
    var lines = 0
    /// The lowest and highest order id, byte order (`COLLATE "C"`).
    var firstOrderID: [UInt8] = []
    var lastOrderID: [UInt8] = []
    var rollup = ImportRollup()
    /// The range the file's table was created to check (large sorted files), which its
    /// partition then covers: it holds every copied id, and may reach past them.
    var rangeGuess: OrderIDRangeGuess?

    /// The order-id range this write claims: its partition's, and its `import_ranges` row's.
    var claimedRange: (first: [UInt8], last: [UInt8]) {
      rangeGuess.map { ($0.first, $0.last) } ?? (firstOrderID, lastOrderID)
    }
  }

  mutating func executeDirect(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    let partitioned = totalBytes >= importer.partitionMinimumBytes
    let guess = partitioned ? rangeGuess(reader: reader, layout: layout) : nil
    // A committed write in the file's range (a file imported again, or one that repeats the
    // last orders of the one before) sends it to the staging path in the end: go now, before
    // copying and keying the whole file for nothing. Committed writes stay, so no lock is
    // needed for a yes; a no is checked again under the lock.
    if let guess, try overlapsCommittedWrite(first: guess.first, last: guess.last) {
      throw NeedsStagingPath()
    }
    // Random ids (Square's) fall among the stored ones from the first row on: stop there.
    let committed = try CommittedRanges(connection)
    do {
      try connection.transaction {
        try connection.executeScript("SET LOCAL jit = off")
        let reference = try importer.store.importReferenceData()
        let load = try createLoadTable(partitioned: partitioned, rangeGuess: guess)
        var copied = DirectCopy(rangeGuess: guess)
        try copyStraight(
          into: load.name, reader: reader, layout: layout, reference: reference,
          committed: committed, copied: &copied, summary: &summary)
        let delta = SortedRollupDelta(translating: copied.rollup, reference: reference)
        let rollup = PostgresSalesStore.prepare(delta)
        // Before the writers' lock: concurrent imports build their keys side by side.
        if partitioned, copied.lines > 0 { try buildKey(of: load, copied) }
        try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
        try importer.store.checkScheduleUnchanged(since: reference)
        if copied.lines > 0,
          try overlapsCommittedWrite(
            first: copied.claimedRange.first, last: copied.claimedRange.last)
        {
          throw NeedsStagingPath()
        }
        // Under the writers' lock: no other import takes the same id.
        let importID = try ledgerStatements.nextID()
        summary.imported = copied.lines
        summary.alreadyPresent = 0
        try finishChecks(reader: reader, summary: &summary)
        if copied.lines > 0 {
          if partitioned {
            try attach(load, copied, importID: importID)
          } else {
            try moveLines(from: load, expected: copied.lines, importID: importID)
          }
        } else if partitioned {
          try connection.executeScript("DROP TABLE \(load.name)")
        }
        let changes = copied.lines > 0 ? try ledgerStatements.changes(of: delta) : []
        try importer.store.write(rollup)
        if copied.lines > 0 {
          let range = copied.claimedRange
          try importer.store.recordImportRange(
            first: String(decoding: range.first, as: UTF8.self),
            last: String(decoding: range.last, as: UTF8.self), lines: copied.lines,
            id: load.rangeID)
          try ledgerStatements.record(ledger.entry(summary), id: importID, changes: changes)
        }
        summary.committed = true
      }
    } catch is Rollback {
      // Refused or a dry run: the transaction was rolled back, the summary says why.
    } catch let error as PostgresError where partitioned && error.sqlState == "42501" {
      // Creating a table or attaching a partition needs the schema's CREATE right and
      // ownership of order_lines (the role that ran `init` has both); an importing role
      // granted only reads and writes has neither.
      throw CannotMakePartition()
    } catch let error as PostgresError
      where error.isUniqueViolation || error.sqlState == "40P01"
      || error.sqlState == "42P17" || error.sqlState == "23514"
    {
      // A key already stored, twice in the file, or being stored by a concurrent import (a
      // deadlock between two such imports counts the same); or a partition that cannot be
      // attached (42P17 overlapping bounds, 23514 rows in its range in the default
      // partition), which the writers' lock and import_ranges should have excluded: compare
      // line by line instead.
      throw NeedsStagingPath()
    }
  }

  /// The table the direct COPY writes: for a large file, a new table of `order_lines`'s
  /// columns and checks that becomes a partition; otherwise a temporary table whose lines are
  /// inserted into `order_lines` under the writers' lock. Either has no index while copying.
  struct LoadTable {
    let name: String
    /// The `import_ranges` id the file's write will have, taken now so that a partition is
    /// named after it (`order_lines_p<id>`); nil for a temporary table.
    let rangeID: Int64?
  }

  /// The first and last ids of a large file of Griddle's own CSV read from its two ends (see
  /// `OrderIDRangeGuess`), unless an earlier try of this file found an id outside them.
  private func rangeGuess(reader: RecordReader, layout: ColumnLayout) -> OrderIDRangeGuess? {
    // Only the file as it is on disk: a point of sale's translation or aliases may change
    // what the import reads from the bytes.
    guard importer.guessesOrderIDRange, let csv = reader as? CSVReader else { return nil }
    return OrderIDRangeGuess(
      path: csv.path, field: layout.fieldIndexes[OrderColumn.orderID.index],
      fieldCount: layout.fieldCount)
  }

  /// Creates the load table (see `LoadTable`). With a guess of the file's order-id range, the
  /// table checks that range from the start: each row is checked as it is copied, and the
  /// attach needs no scan of the table to prove its bounds.
  private func createLoadTable(partitioned: Bool, rangeGuess: OrderIDRangeGuess?) throws
    -> LoadTable
  {
    guard partitioned else {
      // Not a partition: no writer of order_lines may hold a lock on a partition while it
      // waits for the writers' lock, or an attach under that lock would deadlock with it.
      try connection.executeScript(
        """
        CREATE TEMPORARY TABLE griddle_load (LIKE order_lines INCLUDING DEFAULTS) ON COMMIT DROP
        """)
      return LoadTable(name: "pg_temp.griddle_load", rangeID: nil)
    }
    // A sequence value is never rolled back: two imports never get the same name.
    let id =
      try connection.scalar(
        Int64.self, "SELECT nextval(pg_get_serial_sequence('import_ranges', 'id'))") ?? 0
    let name = "order_lines_p\(id)"
    let rangeCheck = rangeGuess.map { guess in
      let bounds = Self.boundLiterals(first: guess.first, last: guess.last)
      return ", \(Self.rangeCheck(of: name, bounds))"
    }
    // Without order_lines's row checks while copying: `buildKey` gives it them after.
    // Without import_id: the import's ledger id is known only under the writers' lock, and
    // `attach` then adds the column with that id as its default, which PostgreSQL keeps in
    // the catalog instead of writing it into every row.
    try connection.executeScript(
      """
      CREATE TABLE \(name) (LIKE order_lines INCLUDING DEFAULTS\(rangeCheck ?? ""));
      ALTER TABLE \(name) DROP COLUMN import_id;
      """)
    return LoadTable(name: name, rangeID: id)
  }

  /// The first string after `last` in byte order (text holds no NUL): a partition's exclusive
  /// upper bound for a last order id `last`.
  private static func boundLiterals(first: [UInt8], last: [UInt8]) -> (from: String, to: String) {
    func literal(_ bytes: [UInt8]) -> String {
      // A SQL literal (standard_conforming_strings: only the quote is special).
      "'" + String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "'", with: "''")
        + "'"
    }
    return (literal(first), literal(last + [0x01]))
  }

  /// The bounds of the partition a large file's table becomes.
  private static func boundLiterals(_ copied: DirectCopy) -> (from: String, to: String) {
    let range = copied.claimedRange
    return boundLiterals(first: range.first, last: range.last)
  }

  /// The check of a partition-to-be's order-id range, named after its table.
  private static func rangeCheck(of table: String, _ bounds: (from: String, to: String))
    -> String
  {
    "CONSTRAINT \(table)_range CHECK (order_id >= \(bounds.from) AND order_id < \(bounds.to))"
  }

  /// Builds the primary key of a large file's table by one sort (a key twice in the file
  /// fails with a unique violation), then gives it the row checks a partition must have
  /// (`order_lines`'s own: NOT VALID since migration 0008, so taken without a scan; the
  /// importer validated every row) and, unless the table was created with it, a check of its
  /// order-id range (one scan of the table), which lets the attach skip its own scan.
  private func buildKey(of load: LoadTable, _ copied: DirectCopy) throws {
    let memory = try Self.keyBuildMemory(connection: connection, fileBytes: totalBytes)
    let bounds = Self.boundLiterals(copied)
    // Leaf pages full (not 90%): the partition holds one file, written once in key order;
    // a later insert into its range is rare. The index is a tenth smaller to write and log.
    // One process per sort: imports run side by side, and parallel workers would compete
    // with the others' parsing and copying (measured on 2 cores at 10M lines: 5.0-6.6 s
    // serial, 7.2-7.5 s with two workers).
    // order_lines's checks as they are defined now: should someone validate them, a
    // partition must then take them validated, by a scan.
    var checks = [
      try connection.scalar(
        String.self,
        """
        SELECT string_agg(
          format('ADD CONSTRAINT %I %s', conname, pg_get_constraintdef(oid)), ', ' ORDER BY conname)
        FROM pg_constraint WHERE conrelid = 'order_lines'::regclass AND contype = 'c'
        """)
    ].compactMap { $0 }
    if copied.rangeGuess == nil { checks.append("ADD \(Self.rangeCheck(of: load.name, bounds))") }
    try connection.executeScript(
      """
      SET LOCAL maintenance_work_mem = '\(memory)';
      SET LOCAL max_parallel_maintenance_workers = 0;
      ALTER TABLE \(load.name) ADD CONSTRAINT \(load.name)_pkey PRIMARY KEY (order_id, line)
        WITH (fillfactor = 100);
      \(checks.isEmpty ? "" : "ALTER TABLE \(load.name) \(checks.joined(separator: ", "));")
      """)
  }

  /// The `maintenance_work_mem` a large file's key is built with: the connection's own when
  /// it was set for Griddle's connections (`PGOPTIONS='-c maintenance_work_mem=1GB'`, the
  /// URI's `options`, `ALTER ROLE … SET` or `ALTER DATABASE … SET`: a server with little
  /// memory, or several large imports at once); else enough to sort in memory, about five
  /// bytes per byte of the file (10M lines: 3 GB sorted in 3.0 s, 6.0 s spilling with 1 GB),
  /// from 64 MB to 4 GB. Either holds for the import's transaction only.
  static func keyBuildMemory(connection: PostgresConnection, fileBytes: Int64) throws -> String {
    // The server's own configuration file is not asked: its value suits maintenance at large,
    // not one sort of a known size.
    if let chosen = try connection.scalar(
      String.self,
      """
      SELECT setting || coalesce(unit, '') FROM pg_settings
      WHERE name = 'maintenance_work_mem'
        AND source IN ('client', 'user', 'database', 'database user', 'session')
      """)
    {
      return chosen
    }
    return "\(min(4_096, max(64, (fileBytes * 5) >> 20)))MB"
  }

  /// Attaches a large file's table as the partition of its order-id range, under the
  /// writers' lock (which import_ranges has just shown no stored order lies in); the range
  /// check is then the partition's own constraint, and dropped.
  ///
  /// Its lines get the import's ledger id as a column added with a constant default (no
  /// rewrite, no scan), which is then set back to `order_lines`'s own default for rows written
  /// later (the lines already there keep the id).
  private func attach(_ load: LoadTable, _ copied: DirectCopy, importID: Int64) throws {
    let bounds = Self.boundLiterals(copied)
    try connection.executeScript(
      """
      ALTER TABLE \(load.name) ADD COLUMN import_id bigint NOT NULL DEFAULT \(importID);
      ALTER TABLE \(load.name) ALTER COLUMN import_id SET DEFAULT 0;
      ALTER TABLE order_lines ATTACH PARTITION \(load.name)
        FOR VALUES FROM (\(bounds.from)) TO (\(bounds.to));
      ALTER TABLE \(load.name) DROP CONSTRAINT \(load.name)_range;
      """)
  }

  /// Inserts a small file's lines into `order_lines` under the writers' lock, in key order.
  private func moveLines(from load: LoadTable, expected: Int, importID: Int64) throws {
    let stored = try connection.execute(
      """
      INSERT INTO order_lines (\(Self.lineColumns), import_id)
      SELECT \(Self.lineColumns), $1::bigint FROM \(load.name) ORDER BY order_id, line
      """, [importID])
    guard stored == expected else { throw OrderNotStored(line: 0, rows: expected - stored) }
  }

  /// Whether a committed write of order lines stored order ids within `first...last`: then
  /// some order of the file may have stored lines, and the staging path must judge it. A no
  /// is final only under the writers' lock, when every earlier writer has committed.
  private func overlapsCommittedWrite(first: [UInt8], last: [UInt8]) throws -> Bool {
    try connection.scalar(
      Bool.self,
      """
      SELECT EXISTS (SELECT 1 FROM import_ranges WHERE first_order_id <= $2 AND last_order_id >= $1)
      """,
      [
        String(decoding: first, as: UTF8.self), String(decoding: last, as: UTF8.self),
      ]) ?? true
  }

  /// A city's or style's id as `order_lines` stores it (`integer`, migration 0008). Griddle
  /// numbers them from 1, so only a row added by hand with a larger id can fail this.
  static func columnID(_ id: Int64) throws -> Int32 {
    guard let narrow = Int32(exactly: id) else {
      throw PostgresError(
        sqlState: "22003",
        message: "reference id \(id) is above order_lines's integer limit (2,147,483,647)")
    }
    return narrow
  }

  /// Streams the parser's valid rows into `order_lines`; invalid rows become problems.
  private mutating func copyStraight(
    into table: String, reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData,
    committed: CommittedRanges, copied: inout DirectCopy, summary: inout FileImportSummary
  ) throws {
    let parser = RecordParser(reader: reader, layout: layout, reference: reference)
    parser.start()
    let cityIDs = try reference.cities.map { try Self.columnID($0.id) }
    let styleIDs = try reference.styles.map { try Self.columnID($0.id) }
    let rangeGuess = copied.rangeGuess
    // The order of the current run of rows, and hashes of every earlier run's order id: an
    // order met again after other orders would have its tickets counted twice by the parser.
    var runOrderID: [UInt8] = []
    var runOrderedAt: Int64 = 0
    var runCity: UInt16 = 0
    // Which tickets the run's stored lines counted: every order here is new, so its first
    // sale line counts its hour's ticket, and its first sale line of each style that style's.
    var runHasSale = false
    var runSaleStyles: [UInt16] = []
    // Rows refused for a day's limit, reported with the file's other problems.
    var overLimit: [PendingProblem] = []
    let keepFields = importer.rejects != nil
    // An order id seen in an earlier run (sorted files need no lookup: the set's inserts were
    // a tenth of the client's time on them).
    var earlierRuns = EarlierRunIDs()
    try connection.copyInBinary(
      // FREEZE: the table was created in this transaction, so its rows can be written
      // already frozen; the key build and range check that read them next then set no hint
      // bits (measured at 1M lines: copy, key and check each 10-35% faster).
      "COPY \(table) (\(Self.lineColumns)) FROM STDIN (FORMAT binary, FREEZE)"
    ) { writer in
      copied.rollup = try forEachValidRow(
        of: parser, windows: reference.visitWindows, summary: &summary
      ) { view, index, fold in
        let row = view.rows[index]
        let id = view.id(index)
        // Byte order of the current run's id against this row's (0: the same order).
        let order =
          copied.lines == 0
          ? -1 : runOrderID.withUnsafeBufferPointer { compareBytes($0, id) }
        if order == 0 {
          guard row.orderedAtMilliseconds == runOrderedAt, row.cityIndex == runCity else {
            throw NeedsStagingPath()
          }
        } else {
          guard earlierRuns.insert(id, abovePrevious: order < 0) else {
            throw NeedsStagingPath()
          }
          // Outside the range the table checks: the COPY would fail at its end.
          if let rangeGuess, !rangeGuess.contains(id) { throw OrderIDRangeGuessMissed() }
          // An order that may have stored lines: the staging path splits the file.
          if committed.contains(id) { throw NeedsStagingPath() }
          runOrderID.removeAll(keepingCapacity: true)
          runOrderID.append(contentsOf: id)
          runOrderedAt = row.orderedAtMilliseconds
          runCity = row.cityIndex
          runHasSale = false
          runSaleStyles.removeAll(keepingCapacity: true)
          // Copied into place, not assigned: a shared buffer would make the next run's
          // `removeAll(keepingCapacity:)` allocate.
          if copied.lines == 0
            || copied.firstOrderID.withUnsafeBufferPointer({ compareBytes(id, $0) < 0 })
          {
            copied.firstOrderID.removeAll(keepingCapacity: true)
            copied.firstOrderID.append(contentsOf: id)
          }
          if copied.lines == 0
            || copied.lastOrderID.withUnsafeBufferPointer({ compareBytes(id, $0) > 0 })
          {
            copied.lastOrderID.removeAll(keepingCapacity: true)
            copied.lastOrderID.append(contentsOf: id)
          }
        }
        let styleTicket = !row.isRefund && !runSaleStyles.contains(row.styleIndex)
        let hourTicket = !row.isRefund && !runHasSale
        guard fold.admit(FoldedLine(row, styleTicket: styleTicket, hourTicket: hourTicket)) else {
          overLimit.append(
            PendingProblem(
              line: row.line, message: RollupFold.groupLimitMessage,
              fields: keepFields ? view.batch.fieldBytes(ofRow: index) : []))
          return
        }
        if !row.isRefund {
          runHasSale = true
          if styleTicket { runSaleStyles.append(row.styleIndex) }
        }
        copied.lines += 1
        // Binary: each value in its column's exact type; reference ids are checked below.
        writer.beginRow(fields: 13)
        writer.appendLine(view, index, cityIDs: cityIDs, styleIDs: styleIDs)
        try writer.endRow()
      }
    }
    problems += overLimit
  }
}

/// The importing role may not create tables or attach partitions (SQLSTATE 42501); the
/// transaction was rolled back, and the direct path runs again without a partition.
struct CannotMakePartition: Error {}

/// A large file's order ids reach outside the range read from its two ends, which its table
/// was created to check; the transaction was rolled back, and the direct path runs again
/// without that guess (checking the range after the copy instead).
struct OrderIDRangeGuessMissed: Error {}

/// The direct path found something only the staging path judges right (a stored key, an
/// order with stored lines, an order whose lines are apart in the file); its transaction was
/// rolled back.
struct NeedsStagingPath: Error {}
