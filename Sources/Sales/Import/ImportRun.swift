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

  /// Inserts every batch; returns the roll-up of the rows actually stored.
  private mutating func consume(
    _ parser: RecordParser, reference: ImportReferenceData, summary: inout FileImportSummary
  ) throws -> [Int64: RollupTotals] {
    let insert = try database.cachedStatement(
      """
      INSERT INTO orders (order_id, ordered_at, local_day, city_id, style_id, quantity, unit_price_cents)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING
      """)
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
        // Local copies keep the per-row loop free of class-property access checks.
        let rows = batch.rows
        let fieldEnds = batch.fieldEnds
        let fieldsPerRow = OrderColumn.count
        try batch.bytes.withUnsafeBufferPointer { bytes in
          for index in rows.indices {
            let row = rows[index]
            if row.problem >= 0 {
              try importer.reject(
                ImportProblem(
                  file: path, line: row.line, message: batch.messages[Int(row.problem)]),
                fields: batch.fieldStrings(ofRow: index), in: &summary)
              continue
            }
            // The order id is the first canonical field of the row.
            let idStart = index == 0 ? 0 : Int(fieldEnds[index * fieldsPerRow - 1])
            let idEnd = Int(fieldEnds[index * fieldsPerRow])
            let id = trimmed(UnsafeBufferPointer(rebasing: bytes[idStart..<idEnd]))
            try insert.bindText(id, at: 1)
            try insert.bind(row.orderedAtMilliseconds, at: 2)
            try insert.bind(Int64(row.localDay), at: 3)
            try insert.bind(cityIDs[Int(row.cityIndex)], at: 4)
            try insert.bind(styleIDs[Int(row.styleIndex)], at: 5)
            try insert.bind(row.quantity, at: 6)
            if row.unitPriceCents >= 0 {
              try insert.bind(row.unitPriceCents, at: 7)
            } else {
              try insert.bindNull(at: 7)
            }
            try insert.step()
            try insert.reset()
            if database.changes == 1 {
              summary.imported += 1
            } else {
              try handleExisting(
                row, id: id, index: index, in: batch, reference: reference, &summary)
            }
          }
        }
        reportProgress(rows: summary.rowsRead, bytesRead: batch.bytesRead)
      }
    }
  }

  /// A row whose order id is already stored: the same order again, or a conflict.
  ///
  /// Re-importing a file takes this path for every row, so the stored order is read with one
  /// cached statement and compared as integers; strings are made only for a conflict.
  private mutating func handleExisting(
    _ row: ParsedRow, id: UnsafeBufferPointer<UInt8>, index: Int, in batch: ImportBatch,
    reference: ImportReferenceData, _ summary: inout FileImportSummary
  ) throws {
    let key = rollupKey(day: row.localDay, city: row.cityIndex, style: row.styleIndex)
    skipped[key, default: RollupTotals()].quantity += row.quantity
    skipped[key]!.revenueCents += row.revenueCents
    skipped[key]!.orders += 1
    let lookup = try database.cachedStatement(
      """
      SELECT ordered_at, city_id, style_id, quantity, unit_price_cents
      FROM orders WHERE order_id = ?
      """)
    try lookup.bindText(id, at: 1)
    guard try lookup.step() else {
      try lookup.reset()
      preconditionFailure("an insert that changed nothing must have hit a stored order")
    }
    let stored = StoredOrder(
      orderedAtMilliseconds: lookup.int64(0), cityID: lookup.int64(1), styleID: lookup.int64(2),
      quantity: lookup.int64(3), unitPriceCents: lookup.isNull(4) ? -1 : lookup.int64(4))
    try lookup.reset()
    guard let difference = describeDifference(stored: stored, row: row, reference: reference)
    else {
      summary.alreadyPresent += 1
      return
    }
    let orderID = String(decoding: id, as: UTF8.self)
    try importer.reject(
      ImportProblem(
        file: path, line: row.line,
        message: "order_id '\(orderID)' is already stored with different content (\(difference))"),
      fields: batch.fieldStrings(ofRow: index), in: &summary)
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
