import Foundation
import PostgresStorage
import SalesDomain

/// Imports point-of-sale order exports into a `PostgresSalesStore`, with the rules, messages
/// and summaries of `OrderImporter` (SQLite).
///
/// Each file is one transaction. Its valid rows stream through `COPY … FROM STDIN` into a
/// temporary staging table while the parser thread reads on; then one set of statements
/// classifies every staged row (new, already stored, or a conflict, in file order), adds the
/// new lines' figures to the roll-ups and inserts the new lines, all in that transaction.
///
/// Several processes may import different files at once: parsing and COPY run side by side;
/// the classify-and-write step takes a transaction-level advisory lock, so each file is
/// judged against everything committed before it (the same file twice at once stores once,
/// and a ticket is never counted by two files).
public final class PostgresOrderImporter {
  /// The store orders go to.
  public let store: PostgresSalesStore
  /// How bad rows are treated and whether anything is written.
  public let options: ImportOptions
  let rejects: RejectsWriter?
  /// Stops the import from another thread (Ctrl-C): the running statement is cancelled on the
  /// server (libpq's cancel request) and the current file is rolled back.
  public let cancellation: ImportCancellation
  /// The current file's restatement (`--restate`), or nil.
  var restatement: Restatement?
  /// How to read the current file again, or nil.
  var fileToReadAgain: FileToReadAgain?

  /// The advisory lock every writer of order lines holds from its classification to its
  /// commit ("griddle-w" in ASCII, distinct from the migration lock).
  static let writeLockKey: Int64 = 0x67_7269_6464_6c77

  /// From this size on, a file of new orders is copied into a table of its own that becomes a
  /// partition of `order_lines` (see `PostgresImportRun+Direct.swift`); smaller files go into
  /// the partition that covers them, so that partitions stay few and large. About 120k lines
  /// of the benchmark's tickets.
  static let defaultPartitionMinimumBytes: Int64 = 8 << 20

  /// The file size from which the direct path makes a partition (tests lower it).
  var partitionMinimumBytes = PostgresOrderImporter.defaultPartitionMinimumBytes

  /// Whether the current file's partition may be created checking the order-id range read
  /// from the file's two ends (`OrderIDRangeGuess`); false for a second try of the file.
  var guessesOrderIDRange = true

  /// Creates an importer; creates the rejects file now when `options.rejectsPath` is set.
  public init(store: PostgresSalesStore, options: ImportOptions = ImportOptions()) throws {
    self.store = store
    self.options = options
    let canceller = store.connection.makeCanceller()
    cancellation = ImportCancellation { canceller.cancelRunningStatement() }
    rejects = try options.rejectsPath.map { try RejectsWriter(path: $0) }
  }

  /// Flushes the rejects file; call once after the last file.
  public func finish() throws { try rejects?.flush() }

  /// Imports one file; row problems are in the summary, other failures are thrown.
  ///
  /// - Throws: `ImportError` when the file cannot be read or the rejects file written;
  ///   `PostgresError` when the server fails.
  public func importFile(
    atPath path: String, progress: ((ImportProgress) -> Void)? = nil
  ) throws -> FileImportSummary {
    // The file's whole time, tries that were rolled back included.
    let started = ContinuousClock.now
    var summary = try importByTheRightRoute(atPath: path, progress: progress)
    summary.elapsed = seconds(since: started)
    return summary
  }

  private func importByTheRightRoute(
    atPath path: String, progress: ((ImportProgress) -> Void)?
  ) throws -> FileImportSummary {
    lastSplit = nil
    // Standard input cannot be read twice: it always takes the staging path.
    // A restatement removes the orders first, in the staging path's transaction.
    if path != PreparedInput.standardInputName && !options.restate {
      route = .direct
      do {
        return try importDirectly(atPath: path, progress: progress)
      } catch is NeedsStagingPath {
        if cancellation.isCancelled { throw ImportError.interrupted(path: path) }
      }
    }
    route = .staging
    return try importRecords(atPath: path, progress: progress)
  }

  /// Imports one file by the direct path, trying again with less when a try was rolled back
  /// for a reason that a second try avoids.
  private func importDirectly(
    atPath path: String, progress: ((ImportProgress) -> Void)?
  ) throws -> FileImportSummary {
    guessesOrderIDRange = true
    while true {
      do {
        return try importRecords(atPath: path, progress: progress)
      } catch is CannotMakePartition where partitionMinimumBytes != .max {
        // A role without the right to create or attach tables: large files too go through
        // a temporary table into `order_lines`, from now on.
        partitionMinimumBytes = .max
      } catch is OrderIDRangeGuessMissed where guessesOrderIDRange {
        // An unsorted file whose two ends did not hold its lowest and highest ids.
        guessesOrderIDRange = false
      }
      if cancellation.isCancelled { throw ImportError.interrupted(path: path) }
    }
  }

  /// How a file's rows reach `order_lines`.
  enum Route {
    /// Straight into the table (see `PostgresImportRun+Direct.swift`).
    case direct
    /// Through a staging table and a line-by-line comparison.
    case staging
  }

  /// The route the file being imported takes.
  var route = Route.staging

  /// How the last file divided between new orders and orders with stored lines
  /// (`PostgresImportRun+Split.swift`); nil when it took the direct path or had every row
  /// classified. Tests read it.
  var lastSplit: PostgresImportRun.Split?

  /// Which of `keys` are stored lines (see `StoreImporter`).
  func storedLineKeys(_ keys: [(orderID: String, line: Int64)]) throws -> Set<String> {
    try store.storedOrders.storedKeys(keys)
  }

  /// The stored lines of the orders `ids` (see `StoreImporter`).
  func storedLineNumbers(ofOrders ids: [String]) throws -> [(
    orderID: String, line: Int64, importID: Int64
  )] {
    try store.storedOrders.storedLineNumbers(orderIDs: ids)
  }

  /// The stored lines in an order-id range (see `StoreImporter`).
  func storedLineCount(orderIDsFrom first: String, through last: String) throws -> Int {
    try store.storedOrders.storedLineCount(orderIDsFrom: first, through: last)
  }

  func referenceData() throws -> (cities: [City], styles: [PancakeStyle]) {
    (try store.cities(), try store.styles())
  }

  func storeRecords(
    _ reader: RecordReader, layout: ColumnLayout, path: String, totalBytes: Int64,
    progress: ((ImportProgress) -> Void)?, started: ContinuousClock.Instant,
    ledger: ImportLedgerFacts, summary: inout FileImportSummary
  ) throws {
    var run = PostgresImportRun(
      importer: self, path: path, totalBytes: totalBytes, progress: progress, started: started,
      ledger: ledger)
    do {
      switch route {
      case .direct: try run.executeDirect(reader: reader, layout: layout, summary: &summary)
      case .staging: try run.executeStaged(reader: reader, layout: layout, summary: &summary)
      }
    } catch  where cancellation.isCancelled {
      // The transaction was rolled back: say that, not the server's message.
      throw ImportError.interrupted(path: path)
    }
  }

}

extension PostgresOrderImporter: StoreImporter {}
