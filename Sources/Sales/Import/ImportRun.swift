import Foundation
import SQLiteStorage

/// The inserting side of one file's import: its transaction, the order inserts, the
/// duplicate and conflict checks, and the roll-up written at the end.
struct ImportRun {
  let importer: OrderImporter
  let path: String
  let totalBytes: Int64
  let progress: ((ImportProgress) -> Void)?
  let started: ContinuousClock.Instant
  /// Roll-up of rows the parser counted but the database did not take (already present or
  /// conflicting); subtracted from the parser's roll-up at the end.
  private var skipped: [Int64: RollupTotals] = [:]
  private var lastProgress: ContinuousClock.Instant
  /// Per row of the current batch: its index in `storedOrders`, or -1 when not stored.
  private var storedIndexOfRow: [Int32] = []
  /// The stored orders the current batch's ids matched.
  private var storedOrders: [StoredOrder] = []
  /// The current batch's new rows, by index, waiting to be inserted.
  private var pending: [Int32] = []

  init(
    importer: OrderImporter, path: String, totalBytes: Int64,
    progress: ((ImportProgress) -> Void)?, started: ContinuousClock.Instant
  ) {
    self.importer = importer
    self.path = path
    self.totalBytes = totalBytes
    self.progress = progress
    self.started = started
    self.lastProgress = started
  }

  private var database: Database { importer.store.database }
  private var options: ImportOptions { importer.options }

  mutating func execute(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    // Foreign keys are checked by the importer itself (every id comes from the reference data
    // read in this transaction); letting SQLite look them up again costs two B-tree searches
    // per order. The pragma only takes effect outside a transaction.
    let foreignKeys = try database.scalar(Int.self, "PRAGMA foreign_keys") ?? 1
    let cacheSize = try database.scalar(Int.self, "PRAGMA cache_size") ?? -2000
    try database.execute("PRAGMA foreign_keys = OFF")
    try database.execute("PRAGMA cache_size = -\(OrderImporter.importCacheKiB)")
    defer {
      try? database.execute("PRAGMA foreign_keys = \(foreignKeys)")
      try? database.execute("PRAGMA cache_size = \(cacheSize)")
    }
    do {
      try transaction(reader: reader, layout: layout, summary: &summary)
    } catch is Rollback {
      // Refused or a dry run: the transaction was rolled back, the summary says why.
    }
  }

  private mutating func transaction(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    try database.transaction(.immediate) {
      let reference = ImportReferenceData(
        cities: try importer.store.cities(), styles: try importer.store.styles())
      let parser = RecordParser(reader: reader, layout: layout, reference: reference)
      parser.start()
      var rollup: [Int64: RollupTotals]?
      do {
        rollup = try consume(parser, reference: reference, summary: &summary)
      } catch {
        parser.cancel()
        drain(parser)
        throw error
      }
      let refused = summary.problemCount > 0 && !options.skipInvalid
      summary.isRefused = refused
      if refused || options.dryRun {
        if refused { summary.imported = 0 }
        throw Rollback()
      }
      try write(rollup ?? [:], reference: reference)
      summary.committed = true
    }
  }

  /// Marks a transaction to be rolled back without an error.
  private struct Rollback: Error {}

  private func drain(_ parser: RecordParser) {
    while true {
      switch parser.events.pop() {
      case .batch(let batch): parser.freeBatches.push(batch)
      case .finished, .failed: return
      }
    }
  }

  /// Rows per multi-row `INSERT`: one statement execution (one cursor, one VDBE run, one
  /// reset) stores this many orders, which costs far less per row than a statement per row.
  static let rowsPerInsert = 64

  /// How many stored orders a batch's id range may hold beyond the batch's own before the
  /// range scan gives way to a lookup per row (ids spread thinly over a large stored range).
  static let extraStoredLimit = 2048

  /// The statements one file's import runs, prepared (or taken from the connection's cache)
  /// once per file.
  private struct Statements {
    /// One order; `ON CONFLICT DO NOTHING` tells an id already stored by `changes`.
    let insertOne: Statement
    /// `rowsPerInsert` orders known to be new.
    let insertMany: Statement
    /// The stored orders whose ids fall in a range, in id order.
    let storedInRange: Statement
    /// One stored order by id.
    let lookup: Statement
  }

  private static let orderColumns =
    "order_id, ordered_at, local_day, city_id, style_id, quantity, unit_price_cents"

  private func prepareStatements() throws -> Statements {
    let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: Self.rowsPerInsert)
      .joined(separator: ", ")
    return Statements(
      insertOne: try database.cachedStatement(
        """
        INSERT INTO orders (\(Self.orderColumns))
        VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING
        """),
      // OR IGNORE rather than a CHECK that aborts: a statement that may abort after some of its
      // rows needs a statement journal, which copied the pages it touched (a write call per
      // page; 3.8 s of system time at 16 rows per statement on 10M orders). Every row here was
      // validated and checked new, and `changes` proves none was ignored.
      insertMany: try database.cachedStatement(
        """
        INSERT OR IGNORE INTO orders (\(Self.orderColumns)) VALUES \(values)
        """),
      storedInRange: try database.cachedStatement(
        """
        SELECT order_id, ordered_at, city_id, style_id, quantity, unit_price_cents
        FROM orders WHERE order_id >= ? AND order_id <= ?
        """),
      lookup: try database.cachedStatement(
        """
        SELECT ordered_at, city_id, style_id, quantity, unit_price_cents
        FROM orders WHERE order_id = ?
        """))
  }

  /// Inserts every batch; returns the roll-up of the rows actually stored.
  private mutating func consume(
    _ parser: RecordParser, reference: ImportReferenceData, summary: inout FileImportSummary
  ) throws -> [Int64: RollupTotals] {
    let statements = try prepareStatements()
    let cityIDs = reference.cities.map(\.id)
    let styleIDs = reference.styles.map(\.id)
    while true {
      switch parser.events.pop() {
      case .failed(let error):
        throw error
      case .finished(var rollup):
        for (key, totals) in skipped {
          rollup[key]!.quantity -= totals.quantity
          rollup[key]!.revenueCents -= totals.revenueCents
          rollup[key]!.orders -= totals.orders
        }
        return rollup
      case .batch(let batch):
        defer { parser.freeBatches.push(batch) }
        summary.rowsRead += batch.rows.count
        let ids = BatchIDs(cityIDs: cityIDs, styleIDs: styleIDs)
        try batch.bytes.withUnsafeBufferPointer { bytes in
          defer {
            // The bound ids point into the batch, which is about to be reused.
            try? statements.insertOne.clearBindings()
            try? statements.insertMany.clearBindings()
          }
          let view = BatchView(batch: batch, bytes: bytes)
          if try matchStored(view, statements.storedInRange) {
            try insertMatched(view, statements, ids: ids, reference: reference, &summary)
          } else {
            try insertEachRow(view, statements, ids: ids, reference: reference, &summary)
          }
        }
        reportProgress(rows: summary.rowsRead, bytesRead: batch.bytesRead)
      }
    }
  }

  /// The database ids of the import's reference data, by index.
  private struct BatchIDs {
    let cityIDs: [Int64]
    let styleIDs: [Int64]
  }

  /// A batch with its bytes pinned, so order ids can be bound and compared without copies.
  private struct BatchView {
    let batch: ImportBatch
    let rows: [ParsedRow]
    let fieldEnds: [Int32]
    let bytes: UnsafeBufferPointer<UInt8>

    init(batch: ImportBatch, bytes: UnsafeBufferPointer<UInt8>) {
      self.batch = batch
      // Local copies keep the per-row loops free of class-property access checks.
      rows = batch.rows
      fieldEnds = batch.fieldEnds
      self.bytes = bytes
    }

    /// The order id of row `index`: its first canonical field, trimmed.
    @inline(__always)
    func id(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      let start = index == 0 ? 0 : Int(fieldEnds[index * OrderColumn.count - 1])
      let end = Int(fieldEnds[index * OrderColumn.count])
      return trimmed(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }

  /// Finds which of a batch's valid rows are already stored, with one range scan over the
  /// stored ids between the batch's smallest and largest, merged with the batch's ids: a
  /// fresh import at the end of the key costs one B-tree search per batch, a re-import one
  /// sequential read. Fills `storedIndexOfRow` and `storedOrders`.
  ///
  /// Returns false (nothing decided) when the batch's valid ids are not strictly increasing
  /// (then a repeated id inside the batch would go unnoticed) or when the range holds many
  /// stored orders the batch does not have; the caller then checks row by row.
  private mutating func matchStored(_ view: BatchView, _ scan: Statement) throws -> Bool {
    var first = -1
    var last = -1
    for index in view.rows.indices where view.rows[index].problem < 0 {
      if last >= 0 && compareBytes(view.id(last), view.id(index)) >= 0 { return false }
      if first < 0 { first = index }
      last = index
    }
    storedIndexOfRow.removeAll(keepingCapacity: true)
    storedIndexOfRow.append(contentsOf: repeatElement(-1, count: view.rows.count))
    storedOrders.removeAll(keepingCapacity: true)
    guard first >= 0 else { return true }
    try scan.bindTextNoCopy(view.id(first), at: 1)
    try scan.bindTextNoCopy(view.id(last), at: 2)
    defer { try? scan.reset() }
    var next = first
    var extra = 0
    while try scan.step() {
      let stored = scan.textBytes(0)
      // Rows before the stored id are new; the stored id is either the next row's or not in
      // the batch at all.
      var order = 1
      while next <= last {
        if view.rows[next].problem < 0 {
          order = compareBytes(view.id(next), stored)
          if order >= 0 { break }
        }
        next += 1
      }
      guard order == 0 else {
        extra += 1
        if extra > Self.extraStoredLimit { return false }
        continue
      }
      storedIndexOfRow[next] = Int32(storedOrders.count)
      storedOrders.append(
        StoredOrder(
          orderedAtMilliseconds: scan.int64(1), cityID: scan.int64(2), styleID: scan.int64(3),
          quantity: scan.int64(4), unitPriceCents: scan.isNull(5) ? -1 : scan.int64(5)))
      next += 1
    }
    return true
  }

  /// Stores a batch whose stored rows `matchStored` found: rejects and compares in row order,
  /// then inserts the new rows `rowsPerInsert` at a time.
  private mutating func insertMatched(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ summary: inout FileImportSummary
  ) throws {
    pending.removeAll(keepingCapacity: true)
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
      } else if storedIndexOfRow[index] >= 0 {
        try compareWithStored(
          row, stored: storedOrders[Int(storedIndexOfRow[index])], view: view, index: index,
          reference: reference, &summary)
      } else {
        pending.append(Int32(index))
      }
    }
    let many = statements.insertMany
    let perInsert = Self.rowsPerInsert
    var start = 0
    while pending.count - start >= perInsert {
      for offset in 0..<perInsert {
        let index = Int(pending[start + offset])
        try bind(view.rows[index], id: view.id(index), to: many, at: Int32(offset * 7), ids)
      }
      try many.step()
      many.resetKeepingBindings()
      // Every row was checked new (and the batch's ids are distinct): all must be stored.
      guard database.changes == perInsert else {
        throw OrderNotStored(line: view.rows[Int(pending[start])].line, rows: perInsert)
      }
      summary.imported += perInsert
      start += perInsert
    }
    let one = statements.insertOne
    for index in pending[start...] {
      try bind(view.rows[Int(index)], id: view.id(Int(index)), to: one, at: 0, ids)
      try one.step()
      one.resetKeepingBindings()
      guard database.changes == 1 else {
        throw OrderNotStored(line: view.rows[Int(index)].line, rows: 1)
      }
      summary.imported += 1
    }
  }

  /// Stores a batch row by row: an insert that changes nothing hit a stored id, which is
  /// then read and compared.
  private mutating func insertEachRow(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ summary: inout FileImportSummary
  ) throws {
    let insert = statements.insertOne
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
        continue
      }
      let id = view.id(index)
      try bind(row, id: id, to: insert, at: 0, ids)
      try insert.step()
      insert.resetKeepingBindings()
      if database.changes == 1 {
        summary.imported += 1
      } else {
        let stored = try lookUp(id, statements.lookup)
        try compareWithStored(
          row, stored: stored, view: view, index: index, reference: reference, &summary)
      }
    }
  }

  /// Binds one order to the 7 parameters after `base` (0 for the first row of a statement).
  /// The id is bound without a copy: it must stay valid until the statement's bindings are
  /// cleared.
  @inline(__always)
  private func bind(
    _ row: ParsedRow, id: UnsafeBufferPointer<UInt8>, to statement: Statement, at base: Int32,
    _ ids: BatchIDs
  ) throws {
    try statement.bindTextNoCopy(id, at: base + 1)
    try statement.bind(row.orderedAtMilliseconds, at: base + 2)
    try statement.bind(Int64(row.localDay), at: base + 3)
    try statement.bind(ids.cityIDs[Int(row.cityIndex)], at: base + 4)
    try statement.bind(ids.styleIDs[Int(row.styleIndex)], at: base + 5)
    try statement.bind(row.quantity, at: base + 6)
    if row.unitPriceCents >= 0 {
      try statement.bind(row.unitPriceCents, at: base + 7)
    } else {
      try statement.bindNull(at: base + 7)
    }
  }

  private func rejectInvalid(
    _ view: BatchView, _ index: Int, _ summary: inout FileImportSummary
  ) throws {
    let row = view.rows[index]
    try importer.reject(
      ImportProblem(file: path, line: row.line, message: view.batch.messages[Int(row.problem)]),
      fields: view.batch.fieldStrings(ofRow: index), in: &summary)
  }

  /// The stored order with `id`, which must exist.
  private func lookUp(_ id: UnsafeBufferPointer<UInt8>, _ lookup: Statement) throws
    -> StoredOrder
  {
    try lookup.bindTextNoCopy(id, at: 1)
    defer { try? lookup.reset() }
    guard try lookup.step() else {
      preconditionFailure("an insert that changed nothing must have hit a stored order")
    }
    return StoredOrder(
      orderedAtMilliseconds: lookup.int64(0), cityID: lookup.int64(1), styleID: lookup.int64(2),
      quantity: lookup.int64(3), unitPriceCents: lookup.isNull(4) ? -1 : lookup.int64(4))
  }

  /// A row whose order id is already stored: the same order again, or a conflict.
  ///
  /// Re-importing a file takes this path for every row, so the stored order is compared as
  /// integers; strings are made only for a conflict.
  private mutating func compareWithStored(
    _ row: ParsedRow, stored: StoredOrder, view: BatchView, index: Int,
    reference: ImportReferenceData, _ summary: inout FileImportSummary
  ) throws {
    skipped.add(row)
    guard let difference = describeDifference(stored: stored, row: row, reference: reference)
    else {
      summary.alreadyPresent += 1
      return
    }
    let orderID = String(decoding: view.id(index), as: UTF8.self)
    try importer.reject(
      ImportProblem(
        file: path, line: row.line,
        message: "order_id '\(orderID)' is already stored with different content (\(difference))"),
      fields: view.batch.fieldStrings(ofRow: index), in: &summary)
  }

  /// The stored columns an imported row is compared with.
  private struct StoredOrder {
    let orderedAtMilliseconds: Int64
    let cityID: Int64
    let styleID: Int64
    let quantity: Int64
    let unitPriceCents: Int64
  }

  private func describeDifference(
    stored: StoredOrder, row: ParsedRow, reference: ImportReferenceData
  ) -> String? {
    if stored.orderedAtMilliseconds != row.orderedAtMilliseconds {
      return
        "ordered_at \(formatInstant(stored.orderedAtMilliseconds)) stored, \(formatInstant(row.orderedAtMilliseconds)) here"
    }
    let city = reference.cities[Int(row.cityIndex)]
    if stored.cityID != city.id {
      let storedName =
        reference.cities.first { $0.id == stored.cityID }?.name ?? "#\(stored.cityID)"
      return "city \(storedName) stored, \(city.name) here"
    }
    let style = reference.styles[Int(row.styleIndex)]
    if stored.styleID != style.id {
      let storedName =
        reference.styles.first { $0.id == stored.styleID }?.name ?? "#\(stored.styleID)"
      return "style \(storedName) stored, \(style.name) here"
    }
    if stored.quantity != row.quantity {
      return "quantity \(stored.quantity) stored, \(row.quantity) here"
    }
    if stored.unitPriceCents != row.unitPriceCents {
      func show(_ value: Int64) -> String { value < 0 ? "none" : String(value) }
      return
        "unit_price_cents \(show(stored.unitPriceCents)) stored, \(show(row.unitPriceCents)) here"
    }
    return nil
  }

  private mutating func reportProgress(rows: Int, bytesRead: Int64) {
    guard let progress else { return }
    let now = ContinuousClock.now
    guard now - lastProgress >= .milliseconds(200) else { return }
    lastProgress = now
    progress(
      ImportProgress(
        file: path, rows: rows, bytesRead: bytesRead, totalBytes: totalBytes,
        elapsed: seconds(since: started)))
  }

  /// Adds the import's roll-up to `daily_sales` and marks its operating days.
  private func write(_ rollup: [Int64: RollupTotals], reference: ImportReferenceData) throws {
    let daily = try database.cachedStatement(
      """
      INSERT INTO daily_sales (local_day, city_id, style_id, quantity, revenue_cents, order_count)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (local_day, city_id, style_id) DO UPDATE SET
        quantity = quantity + excluded.quantity,
        revenue_cents = revenue_cents + excluded.revenue_cents,
        order_count = order_count + excluded.order_count
      """)
    let operating = try database.cachedStatement(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (?, ?, 1)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """)
    var lastDay: (city: Int, day: Int)?
    for key in rollup.keys.sorted() {
      let totals = rollup[key]!
      guard totals.orders > 0 else { continue }
      let (day, city, style) = rollupParts(key)
      let cityID = reference.cities[city].id
      try daily.execute([
        day, cityID, reference.styles[style].id, totals.quantity, totals.revenueCents,
        totals.orders,
      ])
      if lastDay.map({ $0 != (city, day) }) ?? true {
        try operating.execute([cityID, day])
        lastDay = (city, day)
      }
    }
  }
}

/// Orders checked as new and valid were not all stored (the statement ignored a row): a bug, not
/// bad input. Thrown inside the file's transaction, so nothing of the file is kept.
struct OrderNotStored: Error, CustomStringConvertible {
  /// The line of the first row of the statement.
  let line: Int
  /// The rows the statement inserted.
  let rows: Int

  var description: String {
    "internal error: an insert of \(rows) order(s) from line \(line) did not store them all"
  }
}

/// Orders byte strings as SQLite's BINARY collation does: bytewise, then the shorter first.
@inline(__always)
func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
  let common = min(a.count, b.count)
  if common > 0, let left = a.baseAddress, let right = b.baseAddress {
    let order = memcmp(left, right, common)
    if order != 0 { return Int(order) }
  }
  return a.count - b.count
}

/// `YYYY-MM-DDTHH:MM:SS[.mmm]Z` for messages.
func formatInstant(_ milliseconds: Int64) -> String {
  let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
  let fraction = milliseconds - seconds * 1000
  let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  let time = seconds - day * 86_400
  let date = LocalDate(dayNumber: Int(day))
  var text =
    "\(date)T\(LocalDate.pad(Int(time / 3600), 2)):\(LocalDate.pad(Int(time / 60 % 60), 2)):\(LocalDate.pad(Int(time % 60), 2))"
  if fraction != 0 { text += "." + LocalDate.pad(Int(fraction), 3) }
  return text + "Z"
}
