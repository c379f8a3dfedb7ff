import Foundation
import SQLiteStorage
import SalesDomain

/// Imports point-of-sale order exports (CSV or JSON Lines) into a `SalesStore`.
///
/// Each file is one transaction: by default a file with any invalid or conflicting row stores
/// nothing; with `skipInvalid` its valid rows are stored and the others rejected. Orders
/// already stored with identical content are skipped and counted, so re-importing a file is
/// a no-op. The daily roll-up and operating days change in the same transaction as the orders.
///
/// One thread parses and validates while the calling thread inserts; memory stays flat
/// whatever the file size.
public final class OrderImporter {
  /// The store orders go to.
  public let store: SalesStore
  /// How bad rows are treated and whether anything is written.
  public let options: ImportOptions
  /// Where rejected rows are written, if anywhere.
  let rejects: RejectsWriter?
  /// Stops the import from another thread (Ctrl-C): the current file is rolled back.
  public let cancellation: ImportCancellation
  /// The current file's restatement (`--restate`), or nil.
  var restatement: Restatement?
  /// How to read the current file again, or nil.
  var fileToReadAgain: FileToReadAgain?
  /// The local days of the current file's valid rows (set while it is imported): the file's
  /// orders are found on their own days (`order_lines` is keyed by day, migrations 0020 and 0021), so
  /// the re-import checks read those days, not the whole table.
  var fileDays: ClosedRange<Int>?

  /// The page cache the import's connection uses during a file: enough for the right edge of
  /// the order key and the roll-up. It is most of what grows during an import, which must stay
  /// under 64 MiB with the 26 MiB the process takes before it reads anything.
  static let importCacheKiB = 8_192

  /// Creates an importer; creates the rejects file now when `options.rejectsPath` is set,
  /// after refusing a rejects path that names the database (or its WAL or journal).
  public init(store: SalesStore, options: ImportOptions = ImportOptions()) throws {
    self.store = store
    self.options = options
    let interrupter = store.database.interrupter
    cancellation = ImportCancellation { interrupter.interrupt() }
    if let path = options.rejectsPath, let identity = FileIdentity(path: path),
      let database = FileIdentity.databaseFiles(at: store.database.path).first(where: {
        $0.identity == identity
      })
    {
      throw ImportError.rejectsWouldOverwrite(path: path, file: "the database '\(database.path)'")
    }
    rejects = try options.rejectsPath.map { try RejectsWriter(path: $0) }
  }

  /// Flushes the rejects file; call once after the last file.
  public func finish() throws { try rejects?.flush() }

  /// Imports one file; row problems are in the summary, other failures are thrown.
  ///
  /// - Throws: `ImportError` when the file cannot be read or the rejects file written;
  ///   `SQLiteError` when the database fails (`isBusy` when another writer held it too long).
  /// - Complexity: O(n log n) in the rows for the order key, O(1) memory in the file size.
  public func importFile(
    atPath path: String, progress: ((ImportProgress) -> Void)? = nil
  ) throws -> FileImportSummary {
    do {
      return try importRecords(atPath: path, progress: progress)
    } catch let error as ImportError {
      // The reader may have read a prepared copy (standard input, UTF-16): name the file the
      // user gave.
      throw error.naming(path)
    }
  }

  /// Which of `keys` are stored lines (see `StoreImporter`): on the file's days, where the
  /// import finds its orders (every day when the file has no valid row).
  func storedLineKeys(_ keys: [(orderID: String, line: Int64)]) throws -> Set<String> {
    try store.storedOrders.storedKeys(keys, days: fileDays)
  }

  /// The stored lines of the orders `ids` (see `StoreImporter`): on the file's days.
  func storedLineNumbers(ofOrders ids: [String]) throws -> [(
    orderID: String, line: Int64, importID: Int64
  )] {
    try store.storedOrders.storedLineNumbers(orderIDs: ids, days: fileDays)
  }

  /// The stored lines in an order-id range (see `StoreImporter`): on the file's days.
  func storedLineCount(orderIDsFrom first: String, through last: String) throws -> Int {
    guard let days = fileDays else { return 0 }
    return try store.storedOrders.storedLineCount(
      orderIDsFrom: first, through: last, days: days)
  }

  /// The reference data names are resolved against.
  func referenceData() throws -> (cities: [City], styles: [PancakeStyle]) {
    (try store.cities(), try store.styles())
  }

  /// Stores the records of one file (see `ImportRun`).
  func storeRecords(
    _ reader: RecordReader, layout: ColumnLayout, path: String, totalBytes: Int64,
    progress: ((ImportProgress) -> Void)?, started: ContinuousClock.Instant,
    ledger: ImportLedgerFacts, summary: inout FileImportSummary
  ) throws {
    var run = ImportRun(
      importer: self, path: path, totalBytes: totalBytes, progress: progress, started: started,
      ledger: ledger)
    do {
      try run.execute(reader: reader, layout: layout, summary: &summary)
    } catch  where cancellation.isCancelled {
      // Whatever failed (an interrupted statement, the check between batches), the
      // transaction was rolled back: say that, not the SQL.
      throw ImportError.interrupted(path: path)
    }
  }

}

func seconds(since start: ContinuousClock.Instant) -> Double {
  let duration = ContinuousClock.now - start
  return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}
