import Foundation
import PostgresStorage
import SalesDomain

/// One file's import into PostgreSQL: its transaction, the COPY of its valid rows into the
/// staging table, then the classification and writes in `PostgresImportRun+Classify.swift`.
struct PostgresImportRun {
  let importer: PostgresOrderImporter
  let path: String
  let totalBytes: Int64
  let progress: ((ImportProgress) -> Void)?
  let started: ContinuousClock.Instant
  /// What the driver knows of the file for the import ledger.
  let ledger: ImportLedgerFacts
  /// Problems found so far (invalid rows now, conflicts after classification), reported in
  /// line order at the end so the summary reads as SQLite's does.
  var problems: [PendingProblem] = []

  /// A rejected row waiting to be reported.
  struct PendingProblem {
    let line: Int
    let message: String
    let fields: [ArraySlice<UInt8>]
  }

  init(
    importer: PostgresOrderImporter, path: String, totalBytes: Int64,
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

  /// The ledger's statements over this import's connection.
  var ledgerStatements: ImportLedgerStatements<PostgresDialect> {
    ImportLedgerStatements(dialect: PostgresDialect(connection: connection))
  }

  var connection: PostgresConnection { importer.store.connection }
  var options: ImportOptions { importer.options }

  /// Marks a transaction to be rolled back without an error.
  struct Rollback: Error {}

  /// Imports the file by the staging path: every valid row into a temporary table, then one
  /// classification against the stored lines (`PostgresImportRun+Classify.swift`).
  mutating func executeStaged(
    reader: RecordReader, layout: ColumnLayout, summary: inout FileImportSummary
  ) throws {
    do {
      try connection.transaction {
        // Enough memory for the hash joins and DISTINCT counts of a large file to stay off
        // disk, for this transaction only.
        // No JIT: compiling the classification's expressions costs more than it saves on a
        // file's rows (measured ~0.1 s per statement).
        try connection.executeScript("SET LOCAL work_mem = '128MB'; SET LOCAL jit = off")
        let reference = try importer.store.importReferenceData()
        try stage(reader: reader, layout: layout, reference: reference, summary: &summary)
        try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
        try importer.store.checkScheduleUnchanged(since: reference)
        // Under the writers' lock: no other import takes the same id.
        let importID = try ledgerStatements.nextID()
        try importer.restatement?.begin(
          dialect: PostgresDialect(connection: connection), importID: importID)
        let counts = try classify()
        var fold = RollupFold(windows: reference.visitWindows)
        let overLimit = try foldNewLines(reference: reference, into: &fold)
        try collectConflicts(reference: reference)
        summary.imported = counts.new - overLimit
        summary.alreadyPresent = counts.present
        try finishChecks(reader: reader, summary: &summary)
        try writeNewLines(
          expected: counts.new - overLimit, rollup: fold.rollup, reference: reference,
          importID: importID, summary: &summary)
        summary.committed = true
      }
    } catch is Rollback {
      // Refused or a dry run: the transaction was rolled back, the summary says why.
    }
  }

  /// Reports the problems found, then throws `Rollback` when the file is refused or this is a
  /// dry run.
  mutating func finishChecks(reader: RecordReader, summary: inout FileImportSummary) throws {
    try reportProblems(&summary)
    if try importer.concludesWithRollback(reader: reader, &summary) { throw Rollback() }
  }

  /// Reports every problem in line order.
  private mutating func reportProblems(_ summary: inout FileImportSummary) throws {
    problems.sort { $0.line < $1.line }
    for problem in problems {
      try importer.reject(
        ImportProblem(file: path, line: problem.line, message: problem.message),
        fields: problem.fields, in: &summary)
    }
    problems.removeAll()
  }

  // MARK: Staging

  /// The staged rows' columns, in COPY order.
  static let stagedColumns = """
    seq, file_line, order_id, line, ordered_at, local_day, local_hour, city_id, style_id, kind,
    quantity, unit_price_cents, gross_cents, discount_cents, refund_of, gross_given, fields
    """

  /// Streams the parser's valid rows into a temporary staging table; invalid rows become
  /// problems.
  private mutating func stage(
    reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData,
    summary: inout FileImportSummary
  ) throws {
    try connection.executeScript(
      """
      CREATE TEMPORARY TABLE griddle_staged (
        seq bigint NOT NULL, file_line bigint NOT NULL, order_id text COLLATE "C" NOT NULL,
        line bigint NOT NULL, ordered_at bigint NOT NULL, local_day integer NOT NULL,
        local_hour integer NOT NULL, city_id bigint NOT NULL, style_id bigint NOT NULL,
        kind integer NOT NULL, quantity bigint NOT NULL, unit_price_cents bigint,
        gross_cents bigint NOT NULL, discount_cents bigint NOT NULL, refund_of text,
        gross_given boolean NOT NULL, fields text
      ) ON COMMIT DROP
      """)
    let parser = RecordParser(reader: reader, layout: layout, reference: reference)
    parser.start()
    let cityIDs = reference.cities.map(\.id)
    let styleIDs = reference.styles.map(\.id)
    let keepFields = importer.rejects != nil
    var sequence: Int64 = 0
    try connection.copyIn(
      "COPY griddle_staged (\(Self.stagedColumns)) FROM STDIN"
    ) { writer in
      // Staged rows are judged after the copy: `foldNewLines` folds those found new.
      _ = try forEachValidRow(of: parser, windows: VisitWindows(), summary: &summary) {
        view, index, _ in
        // The row's place among the file's valid rows: only its order is read.
        sequence += 1
        let row = view.rows[index]
        writer.append(sequence)
        writer.append(Int64(row.line))
        writer.append(text: view.id(index))
        writer.append(row.lineNumber)
        writer.append(row.orderedAtMilliseconds)
        writer.append(Int64(row.localDay))
        writer.append(Int64(row.localHour))
        writer.append(cityIDs[Int(row.cityIndex)])
        writer.append(styleIDs[Int(row.styleIndex)])
        writer.append(Int64(row.isRefund ? 1 : 0))
        writer.append(row.quantity)
        writer.append(row.unitPriceCents >= 0 ? row.unitPriceCents : nil)
        writer.append(row.grossCents)
        writer.append(row.discountCents)
        let refundOf = view.field(.refundOf, of: index)
        if refundOf.isEmpty { writer.appendNull() } else { writer.append(text: refundOf) }
        writer.append(row.grossGiven ? "t" : "f")
        if keepFields {
          // A text column: a valid row's fields, for the message of a later conflict.
          writer.append(
            view.batch.fieldBytes(ofRow: index).map { String(decoding: $0, as: UTF8.self) }
              .joined(separator: "\u{1F}"))
        } else {
          writer.appendNull()
        }
        try writer.endRow()
      }
    }
    // Statistics for the planner: without them it takes the staging table for a few rows.
    try connection.executeScript("ANALYZE griddle_staged")
  }

  /// Runs `body` on every valid row of the started `parser` (the shared batch loop: progress,
  /// Ctrl-C, draining on failure), with the driver's fold to admit each row it stores to;
  /// invalid rows become problems. Returns the roll-up of the rows admitted.
  mutating func forEachValidRow(
    of parser: RecordParser, windows: VisitWindows, summary: inout FileImportSummary,
    _ body: (ImportRun.BatchView, Int, inout RollupFold) throws -> Void
  ) throws -> ImportRollup {
    let keepFields = importer.rejects != nil
    var loop = BatchLoop(
      path: path, totalBytes: totalBytes, progress: progress, started: started,
      cancellation: importer.cancellation)
    return try loop.run(parser, windows: windows, summary: &summary) { batch, _, fold in
      try batch.bytes.withUnsafeBufferPointer { bytes in
        let view = ImportRun.BatchView(batch: batch, bytes: bytes)
        for index in view.rows.indices {
          let row = view.rows[index]
          guard row.problem < 0 else {
            problems.append(
              PendingProblem(
                line: row.line, message: batch.messages[Int(row.problem)],
                fields: keepFields ? batch.fieldBytes(ofRow: index) : []))
            continue
          }
          try body(view, index, &fold)
        }
      }
    }
  }
}
