import Foundation
import PostgresStorage

/// The direct path: a file of new orders (the common case) is copied once, while the parser
/// reads on, into a table with no index, and the roll-ups get the delta the parser summed on
/// its thread, in a few statements. A large file's table gets its key by one sort and becomes
/// the partition of `order_lines` holding exactly its order-id range (migration 0007); a small
/// file's lines are inserted into `order_lines` under the writers' lock.
///
/// That delta is exact only when every order of the file is new and each order's lines follow
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
  }

  mutating func executeDirect(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    let partitioned = totalBytes >= importer.partitionMinimumBytes
    do {
      try connection.transaction {
        try connection.executeScript("SET LOCAL jit = off")
        let reference = try ImportReferenceData(
          cities: try importer.store.cities(), styles: try importer.store.styles())
        let load = try createLoadTable(partitioned: partitioned)
        let copied = try copyStraight(
          into: load.name, reader: reader, layout: layout, reference: reference,
          summary: &summary)
        let rollup = PostgresSalesStore.prepare(RollupDelta(copied.rollup, reference: reference))
        // Before the writers' lock: concurrent imports build their keys side by side.
        if partitioned, copied.lines > 0 { try buildKey(of: load, copied) }
        try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
        if copied.lines > 0, try overlapsCommittedWrite(copied) { throw NeedsStagingPath() }
        summary.imported = copied.lines
        summary.alreadyPresent = 0
        try finishChecks(reader: reader, summary: &summary)
        if copied.lines > 0 {
          if partitioned {
            try attach(load, copied)
          } else {
            try moveLines(from: load, expected: copied.lines)
          }
        } else if partitioned {
          try connection.executeScript("DROP TABLE \(load.name)")
        }
        try importer.store.write(rollup)
        if copied.lines > 0 {
          try importer.store.recordImportRange(
            first: String(decoding: copied.firstOrderID, as: UTF8.self),
            last: String(decoding: copied.lastOrderID, as: UTF8.self), lines: copied.lines,
            id: load.rangeID)
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

  /// Creates the load table (see `LoadTable`).
  private func createLoadTable(partitioned: Bool) throws -> LoadTable {
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
    try connection.executeScript(
      """
      CREATE TABLE \(name) (LIKE order_lines INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
      """)
    return LoadTable(name: name, rangeID: id)
  }

  /// The first string after `last` in byte order (text holds no NUL): a partition's exclusive
  /// upper bound for a last order id `last`.
  private static func boundLiterals(_ copied: DirectCopy) -> (from: String, to: String) {
    func literal(_ bytes: [UInt8]) -> String {
      // A SQL literal (standard_conforming_strings: only the quote is special).
      "'" + String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "'", with: "''")
        + "'"
    }
    return (literal(copied.firstOrderID), literal(copied.lastOrderID + [0x01]))
  }

  /// Builds the primary key of a large file's table by one sort (a key twice in the file
  /// fails with a unique violation), then a check of its order-id range, which lets the
  /// attach skip its own scan of the table.
  private func buildKey(of load: LoadTable, _ copied: DirectCopy) throws {
    // The sort in memory: about five bytes per byte of the file (10M lines: 3 GB sorted in
    // 3.0 s, 6.0 s spilling with 1 GB), for this transaction only.
    let megabytes = min(4_096, max(64, (totalBytes * 5) >> 20))
    let bounds = Self.boundLiterals(copied)
    // One process per sort: imports run side by side, and parallel workers would compete
    // with the others' parsing and copying (measured on 2 cores at 10M lines: 5.0-6.6 s
    // serial, 7.2-7.5 s with two workers).
    try connection.executeScript(
      """
      SET LOCAL maintenance_work_mem = '\(megabytes)MB';
      SET LOCAL max_parallel_maintenance_workers = 0;
      ALTER TABLE \(load.name) ADD CONSTRAINT \(load.name)_pkey PRIMARY KEY (order_id, line);
      ALTER TABLE \(load.name) ADD CONSTRAINT \(load.name)_range
        CHECK (order_id >= \(bounds.from) AND order_id < \(bounds.to));
      """)
  }

  /// Attaches a large file's table as the partition of its order-id range, under the
  /// writers' lock (which import_ranges has just shown no stored order lies in); the range
  /// check is then the partition's own constraint, and dropped.
  private func attach(_ load: LoadTable, _ copied: DirectCopy) throws {
    let bounds = Self.boundLiterals(copied)
    try connection.executeScript(
      """
      ALTER TABLE order_lines ATTACH PARTITION \(load.name)
        FOR VALUES FROM (\(bounds.from)) TO (\(bounds.to));
      ALTER TABLE \(load.name) DROP CONSTRAINT \(load.name)_range;
      """)
  }

  /// Inserts a small file's lines into `order_lines` under the writers' lock, in key order.
  private func moveLines(from load: LoadTable, expected: Int) throws {
    let stored = try connection.execute(
      """
      INSERT INTO order_lines (\(Self.lineColumns))
      SELECT \(Self.lineColumns) FROM \(load.name) ORDER BY order_id, line
      """)
    guard stored == expected else { throw OrderNotStored(line: 0, rows: expected - stored) }
  }

  /// Whether a committed write of order lines stored order ids within this file's range:
  /// then some order of the file may have stored lines, and the staging path must judge it.
  /// Run under the writers' lock, so every earlier writer has committed.
  private func overlapsCommittedWrite(_ copied: DirectCopy) throws -> Bool {
    try connection.scalar(
      Bool.self,
      """
      SELECT EXISTS (SELECT 1 FROM import_ranges WHERE first_order_id <= $2 AND last_order_id >= $1)
      """,
      [
        String(decoding: copied.firstOrderID, as: UTF8.self),
        String(decoding: copied.lastOrderID, as: UTF8.self),
      ]) ?? true
  }

  /// Streams the parser's valid rows into `order_lines`; invalid rows become problems.
  private mutating func copyStraight(
    into table: String, reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData,
    summary: inout FileImportSummary
  ) throws -> DirectCopy {
    let parser = RecordParser(reader: reader, layout: layout, reference: reference)
    parser.start()
    let cityIDs = reference.cities.map(\.id)
    let styleIDs = reference.styles.map(\.id)
    var copied = DirectCopy()
    // The order of the current run of rows, and hashes of every earlier run's order id: an
    // order met again after other orders would have its tickets counted twice by the parser.
    var runOrderID: [UInt8] = []
    var runOrderedAt: Int64 = 0
    var runCity: UInt16 = 0
    // While every run's id is above the one before (a sorted export, the usual case), no
    // lookup is needed: the hashes are only kept, and become a set once ids stop ascending.
    // (The set's inserts were a tenth of the client's time on sorted files.)
    var ascending = true
    var earlierHashes: [Int] = []
    var earlierOrders = Set<Int>()
    try connection.copyInBinary(
      // FREEZE: the table was created in this transaction, so its rows can be written
      // already frozen; the key build and range check that read them next then set no hint
      // bits (measured at 1M lines: copy, key and check each 10-35% faster).
      "COPY \(table) (\(Self.lineColumns)) FROM STDIN (FORMAT binary, FREEZE)"
    ) { writer in
      copied.rollup = try forEachValidRow(of: parser, summary: &summary) { view, index in
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
          var hasher = Hasher()
          hasher.combine(bytes: UnsafeRawBufferPointer(id))
          let hash = hasher.finalize()
          if ascending && order < 0 {
            // Above every earlier run's id: not one of them. Only remembered.
            earlierHashes.append(hash)
          } else {
            if ascending {
              // Ids stopped ascending (an unsorted export): look them up from now on.
              ascending = false
              earlierOrders = Set(earlierHashes)
              earlierHashes = []
            }
            guard earlierOrders.insert(hash).inserted else { throw NeedsStagingPath() }
          }
          runOrderID.removeAll(keepingCapacity: true)
          runOrderID.append(contentsOf: id)
          runOrderedAt = row.orderedAtMilliseconds
          runCity = row.cityIndex
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
        copied.lines += 1
        // Binary: each value in its column's exact type (integer or bigint).
        writer.beginRow(fields: 13)
        writer.append(text: id)
        writer.append(int32: Int32(truncatingIfNeeded: row.lineNumber))
        writer.append(int64: row.orderedAtMilliseconds)
        writer.append(int32: row.localDay)
        writer.append(int32: Int32(row.localHour))
        writer.append(int64: cityIDs[Int(row.cityIndex)])
        writer.append(int64: styleIDs[Int(row.styleIndex)])
        writer.append(int32: row.isRefund ? 1 : 0)
        writer.append(int64: row.quantity)
        if row.unitPriceCents >= 0 {
          writer.append(int64: row.unitPriceCents)
        } else {
          writer.appendNull()
        }
        writer.append(int64: row.grossCents)
        writer.append(int64: row.discountCents)
        let refundOf = view.field(.refundOf, of: index)
        if refundOf.isEmpty { writer.appendNull() } else { writer.append(text: refundOf) }
        try writer.endRow()
      }
    }
    return copied
  }
}

/// The importing role may not create tables or attach partitions (SQLSTATE 42501); the
/// transaction was rolled back, and the direct path runs again without a partition.
struct CannotMakePartition: Error {}

/// The direct path found something only the staging path judges right (a stored key, an
/// order with stored lines, an order whose lines are apart in the file); its transaction was
/// rolled back.
struct NeedsStagingPath: Error {}

extension RollupDelta {
  /// The parser's roll-up (reference-data indexes) with database ids; a (city, day) whose
  /// hours gained a ticket is an operating day (as `ImportRun.write` translates it).
  init(_ rollup: ImportRollup, reference: ImportReferenceData) {
    self.init()
    // Sized once: growing the dictionaries showed in profiles of a large file.
    styles.reserveCapacity(rollup.styles.count)
    for (key, amounts) in rollup.styles where !amounts.isZero {
      let (day, city, style) = rollupParts(key)
      styles[
        StyleKey(day: day, cityID: reference.cities[city].id, styleID: reference.styles[style].id)] =
        amounts
    }
    // The hours come as non-zero groups with city ids already in place.
    let hourGroups = rollup.hours.groups(cityIDs: reference.cities.map(\.id))
    hours.reserveCapacity(hourGroups.count)
    saleDays.reserveCapacity(hourGroups.count / 8)
    for group in hourGroups {
      hours[HourKey(day: group.day, cityID: group.cityID, hour: Int(group.part))] = group.amounts
      if group.amounts.tickets > 0 {
        saleDays.insert(SaleDay(cityID: group.cityID, day: group.day))
      }
    }
  }
}
