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

  /// Imports the file by the staging path: every valid row into a temporary table, then,
  /// under the writers' lock, the split (`PostgresImportRun+Split.swift`): the lines of orders
  /// with no stored line are new and go into `order_lines` in one statement, with the roll-up
  /// the client folded while copying; only the other orders' lines are classified against
  /// the stored ones (`PostgresImportRun+Classify.swift`). A file whose orders are not one run
  /// each, a restatement, or a file with stored orders and a schedule's visits has every row
  /// classified.
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
        let staged = try stage(
          reader: reader, layout: layout, reference: reference, summary: &summary)
        try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
        try importer.store.checkScheduleUnchanged(since: reference)
        // Under the writers' lock: no other import takes the same id.
        let importID = try ledgerStatements.nextID()
        try importer.restatement?.begin(
          dialect: PostgresDialect(connection: connection), importID: importID)
        if importer.restatement == nil, let rollup = staged.rollupIfAllNew,
          let split = try split(staged: staged.rows, reference: reference, importID: importID)
        {
          importer.lastSplit = split
          try writeSplit(
            split, rollup: rollup, reference: reference, importID: importID, reader: reader,
            summary: &summary)
        } else {
          // Statistics for the planner: without them it takes the staging table for a few rows.
          try connection.executeScript("ANALYZE griddle_staged")
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
        }
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

  /// What the staging COPY wrote.
  struct Staged {
    /// How many rows.
    var rows = 0
    /// The roll-up of every staged row as a new order's line, when that is exact for every
    /// order without stored lines (`OrderRuns`), else nil.
    var rollupIfAllNew: ImportRollup?
  }

  /// Streams the parser's valid rows into a temporary staging table by binary COPY, folding
  /// them as new orders' lines while the runs allow (see `Staged`); invalid rows become
  /// problems.
  private mutating func stage(
    reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData,
    summary: inout FileImportSummary
  ) throws -> Staged {
    // order_lines's types, so that its new lines are inserted without a cast.
    try connection.executeScript(
      """
      CREATE TEMPORARY TABLE griddle_staged (
        seq bigint NOT NULL, file_line bigint NOT NULL, order_id text COLLATE "C" NOT NULL,
        line integer NOT NULL, ordered_at bigint NOT NULL, local_day integer NOT NULL,
        local_hour smallint NOT NULL, city_id integer NOT NULL, style_id integer NOT NULL,
        kind smallint NOT NULL, quantity integer NOT NULL, unit_price_cents bigint,
        gross_cents bigint NOT NULL, discount_cents bigint NOT NULL, refund_of text,
        gross_given smallint NOT NULL, fields text
      ) ON COMMIT DROP
      """)
    let parser = RecordParser(reader: reader, layout: layout, reference: reference)
    parser.start()
    let cityIDs = try reference.cities.map { try Self.columnID($0.id) }
    let styleIDs = try reference.styles.map { try Self.columnID($0.id) }
    let keepFields = importer.rejects != nil
    var sequence: Int64 = 0
    var runs = OrderRuns()
    var rollup = ImportRollup()
    try connection.copyInBinary(
      "COPY griddle_staged (\(Self.stagedColumns)) FROM STDIN (FORMAT binary)"
    ) { writer in
      rollup = try forEachValidRow(
        of: parser, windows: reference.visitWindows, summary: &summary
      ) { view, index, fold in
        let row = view.rows[index]
        let id = view.id(index)
        // A row the fold refuses (a day's group past its limit) is judged by the
        // classification, with the file's other rows.
        if let line = runs.take(row, id: id), !fold.admit(line) { runs.giveUp() }
        // The row's place among the file's valid rows: only its order is read.
        sequence += 1
        writer.beginRow(fields: 17)
        writer.append(int64: sequence)
        writer.append(int64: Int64(row.line))
        writer.appendLine(view, index, cityIDs: cityIDs, styleIDs: styleIDs)
        writer.append(int16: row.grossGiven ? 1 : 0)
        if keepFields {
          // A valid row's fields, for the message of a later conflict.
          // (Valid UTF-8, as the server's text must be.)
          let fields = view.batch.fieldBytes(ofRow: index).map {
            String(decoding: $0, as: UTF8.self)
          }
          Array(fields.joined(separator: "\u{1F}").utf8).withUnsafeBufferPointer {
            writer.append(text: $0)
          }
        } else {
          writer.appendNull()
        }
        try writer.endRow()
      }
    }
    return Staged(rows: Int(sequence), rollupIfAllNew: runs.isRegular ? rollup : nil)
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
