import SalesDomain

/// The parser/inserter hand-off every store's sink shares: takes the parser's batches in
/// order, counts their rows, keeps the roll-up of the rows the sink stores (`RollupFold`), reports progress at most every 200 ms, stops between batches
/// when the import was cancelled (Ctrl-C), hands each batch back to the parser for reuse, and
/// on any failure stops the parser and takes what it still sends, so its thread never waits on
/// a full queue (and never waits again after its last event).
struct BatchLoop {
  let path: String
  let totalBytes: Int64
  let progress: ((ImportProgress) -> Void)?
  let started: ContinuousClock.Instant
  let cancellation: ImportCancellation
  private var lastProgress: ContinuousClock.Instant

  init(
    path: String, totalBytes: Int64, progress: ((ImportProgress) -> Void)?,
    started: ContinuousClock.Instant, cancellation: ImportCancellation
  ) {
    self.path = path
    self.totalBytes = totalBytes
    self.progress = progress
    self.started = started
    self.cancellation = cancellation
    lastProgress = started
  }

  /// Runs `body` on every batch of the started `parser`; returns the roll-up of the rows the
  /// sink stored. `body` gets the summary to count in and the fold to admit each row it
  /// stores to (nothing flows back to the parser), which attributes them to `windows`.
  ///
  /// With `writeEarly`, the roll-up is handed to it (and started again) whenever it has grown
  /// past `writeAfterBytes` after a batch; what is returned is the rest. The store's
  /// roll-up writer adds, so the parts sum to the whole whatever order the rows came in.
  mutating func run(
    _ parser: RecordParser, windows: VisitWindows, summary: inout FileImportSummary,
    writeEarly: ((consuming ImportRollup) throws -> Void)? = nil,
    writeAfterBytes: Int = ImportOptions.defaultRollupBytesBeforeWriting,
    _ body: (ImportBatch, inout FileImportSummary, inout RollupFold) throws -> Void
  ) throws -> ImportRollup {
    var fold = RollupFold(windows: windows)
    // Set once the parser's last event was taken: draining after that would wait forever.
    var parserEnded = false
    do {
      while true {
        switch parser.events.pop() {
        case .failed(let error):
          parserEnded = true
          throw error
        case .finished:
          parserEnded = true
          return fold.rollup
        case .batch(let batch):
          defer { parser.freeBatches.push(batch) }
          try checkCancellation()
          summary.rowsRead += batch.rows.count
          try body(batch, &summary, &fold)
          if let writeEarly, fold.rollup.estimatedBytes > writeAfterBytes {
            let rollup = fold.rollup
            fold.rollup = ImportRollup()
            try writeEarly(rollup)
          }
          reportProgress(rows: summary.rowsRead, bytesRead: batch.bytesRead)
          try checkCancellation()
        }
      }
    } catch {
      if !parserEnded {
        parser.cancel()
        Self.drain(parser)
      }
      throw error
    }
  }

  /// Stops the import when it was cancelled; the transaction then rolls back.
  func checkCancellation() throws {
    if cancellation.isCancelled { throw ImportError.interrupted(path: path) }
  }

  /// Takes the parser's events until its last one, returning every batch for reuse.
  static func drain(_ parser: RecordParser) {
    while true {
      switch parser.events.pop() {
      case .batch(let batch): parser.freeBatches.push(batch)
      case .finished, .failed: return
      }
    }
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
}
