import Foundation
import SQLiteStorage
import SalesDomain

/// The inserting side of one file's import: its transaction, the order inserts, the
/// duplicate and conflict checks, and the roll-up written at the end.
///
/// This file holds the transaction and the loop over the parser's batches; the steps live in
/// `ImportRun+Statements.swift` (the prepared SQL), `ImportRun+Lookup.swift` (which rows are
/// already stored), `ImportRun+Batches.swift` (the inserts), `ImportRun+Conflicts.swift`
/// (a stored key with different content) and `ImportRun+Rollup.swift` (the roll-ups).
struct ImportRun {
  let importer: OrderImporter
  let path: String
  let totalBytes: Int64
  let progress: ((ImportProgress) -> Void)?
  let started: ContinuousClock.Instant
  /// What the driver knows of the file for the import ledger.
  let ledger: ImportLedgerFacts
  /// The ledger id of this import, which every line it stores carries (taken under the
  /// transaction's write lock; written to the ledger only if the import stores anything).
  var importID: Int64 = 0
  // The per-batch scratch below is kept across batches so its capacity is reused; it is
  // internal only because the steps in `ImportRun+Lookup.swift` and
  // `ImportRun+Batches.swift` fill and read it.
  /// Per row of the current batch: its index in `storedLines`, or -1 when not stored.
  var storedIndexOfRow: [Int32] = []
  /// Per row that starts an order in the current batch: the first of that order's stored
  /// lines in `storedLines` (or -1), and how many there are.
  var storedRunStart: [Int32] = []
  var storedRunCount: [Int32] = []
  /// The stored lines of the current batch's orders, in key order.
  var storedLines: [StoredLine] = []
  /// The current batch's valid rows, by index, in key order (local day, order id, city, line).
  var sortedRows: [Int32] = []
  /// Scratch for `sortByDay`: the valid rows reordered by local day.
  var byDay: [Int32] = []
  /// The stored lines of one order (row-by-row path).
  var orderLines: [StoredLine] = []
  /// The order the inserting loop is in.
  var orderState = OrderState()
  /// The current batch's new rows, by index, waiting to be inserted.
  var pending: [Int32] = []

  init(
    importer: OrderImporter, path: String, totalBytes: Int64,
    progress: ((ImportProgress) -> Void)?, started: ContinuousClock.Instant,
    ledger: ImportLedgerFacts
  ) {
    self.importer = importer
    self.path = path
    self.totalBytes = totalBytes
    self.progress = progress
    self.started = started
    self.ledger = ledger
  }

  var database: Database { importer.store.database }
  private var options: ImportOptions { importer.options }

  mutating func execute(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    // Foreign keys are checked by the importer itself (every id comes from the reference data
    // read in this transaction); letting SQLite look them up again costs two B-tree searches
    // per order. The pragma only takes effect outside a transaction.
    //
    // The roll-up upserts may abort (a CHECK in their UPDATE) and write many rows each, so
    // SQLite keeps a statement journal of the pages each one changes; kept in memory (decided
    // when the transaction begins) it costs no system calls, where a temporary file took 13k
    // writes of 16 KiB per 1M-line import.
    do {
      try database.withBulkWriteSettings(cacheKiB: OrderImporter.importCacheKiB) {
        try transaction(reader: reader, layout: layout, summary: &summary)
      }
    } catch is Rollback {
      // Refused or a dry run: the transaction was rolled back, the summary says why.
    }
  }

  private mutating func transaction(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    importer.fileDays = nil
    defer { importer.fileDays = nil }
    try database.transaction(.immediate) {
      let reference = try importer.store.importReferenceData()
      let statements = ImportLedgerStatements(dialect: SQLiteDialect(database: database))
      importID = try statements.nextID()
      try importer.restatement?.begin(
        dialect: SQLiteDialect(database: database), importID: importID)
      // The parser, and the batches it holds, are gone before the roll-up is written.
      var writtenDays: ClosedRange<Int>?
      let rollup = try parse(
        reader: reader, layout: layout, reference: reference, ledger: statements,
        writtenDays: &writtenDays, &summary)
      try checkCancellation()
      if try importer.concludesWithRollback(reader: reader, &summary) { throw Rollback() }
      try write(
        consume rollup, reference: reference, ledger: statements, writtenDays: writtenDays,
        summary: &summary)
      summary.committed = true
    }
  }

  /// Parses the file on the parser's thread while inserting its batches on this one; returns
  /// the roll-up of the rows stored and not yet written (`writtenDays`: the days of the parts
  /// written before the end).
  private mutating func parse(
    reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData,
    ledger: ImportLedgerStatements<SQLiteDialect>, writtenDays: inout ClosedRange<Int>?,
    _ summary: inout FileImportSummary
  ) throws -> ImportRollup {
    // The CHECK constraints of `order_lines` restate what `RowValidator` proved of every row
    // inserted here; evaluating them again was a third of the opcodes SQLite ran per line.
    // Only the line inserts skip them: the roll-up upserts after this still meet theirs.
    let ignoreChecks = try database.scalar(Int.self, "PRAGMA ignore_check_constraints") ?? 0
    try database.execute("PRAGMA ignore_check_constraints = ON")
    defer { try? database.execute("PRAGMA ignore_check_constraints = \(ignoreChecks)") }
    // Prepared before the parser starts: nothing may fail between its start and the loop that
    // drains it on failure.
    let statements = try prepareStatements()
    let parser = RecordParser(reader: reader, layout: layout, reference: reference)
    parser.start()
    return try consume(
      parser, statements, reference: reference, ledger: ledger, writtenDays: &writtenDays,
      summary: &summary)
  }

  /// Stops the import when it was cancelled (Ctrl-C); the transaction then rolls back.
  private func checkCancellation() throws {
    if importer.cancellation.isCancelled { throw ImportError.interrupted(path: path) }
  }

  /// Marks a transaction to be rolled back without an error.
  private struct Rollback: Error {}

  /// Inserts every batch (through the shared batch loop: progress, Ctrl-C, draining on
  /// failure); returns the roll-up of the rows stored and not yet written.
  ///
  /// A large roll-up is written in parts as it grows (`BatchLoop.run`), unless the import
  /// restates: a restatement's ledger figures are merged with the import's once, at its end.
  private mutating func consume(
    _ parser: RecordParser, _ statements: Statements, reference: ImportReferenceData,
    ledger: ImportLedgerStatements<SQLiteDialect>, writtenDays: inout ClosedRange<Int>?,
    summary: inout FileImportSummary
  ) throws -> ImportRollup {
    let ids = BatchIDs(
      cityIDs: reference.cities.map(\.id), styleIDs: reference.styles.map(\.id))
    var loop = BatchLoop(
      path: path, totalBytes: totalBytes, progress: progress, started: started,
      cancellation: importer.cancellation)
    var written = writtenDays
    defer { writtenDays = written }
    var writeEarly: ((consuming ImportRollup) throws -> Void)?
    if importer.restatement == nil {
      let importID = importID
      let store = importer.store
      writeEarly = { rollup in
        // The line inserts skip CHECK constraints (`parse`); the roll-up writes meet theirs,
        // as they do at the end of the file.
        try store.database.execute("PRAGMA ignore_check_constraints = OFF")
        defer { try? store.database.execute("PRAGMA ignore_check_constraints = ON") }
        let days = try Self.writePart(
          rollup, reference: reference, ledger: ledger, importID: importID, store: store)
        written = Self.union(written, days)
      }
    }
    return try loop.run(
      parser, windows: reference.visitWindows, summary: &summary, writeEarly: writeEarly,
      writeAfterBytes: options.rollupBytesBeforeWriting
    ) {
      batch, summary, fold in
      try batch.bytes.withUnsafeBufferPointer { bytes in
        defer {
          // The bound ids point into the batch, which is about to be reused.
          try? statements.insertOne.clearBindings()
          try? statements.insertMany.clearBindings()
        }
        let view = BatchView(batch: batch, bytes: bytes, cityIDs: ids.cityIDs)
        noteDayRange(view)
        if try matchStored(view, statements.storedInRange) {
          try insertMatched(
            view, statements, ids: ids, reference: reference, &fold, &summary)
        } else {
          try insertEachRow(
            view, statements, ids: ids, reference: reference, &fold, &summary)
        }
      }
    }
  }
}
