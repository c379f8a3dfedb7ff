import SQLiteStorage
import Synchronization

/// Lets another thread (a Ctrl-C handler) stop an import: the file being imported is rolled
/// back and `importFile` throws `ImportError.interrupted`; a file already committed stays.
public final class ImportCancellation: Sendable {
  private let flag = Atomic<Bool>(false)
  /// Interrupts a running SQLite statement; nil for a PostgreSQL import, which stops between
  /// steps (and the server discards its open transaction if the process exits).
  private let interrupter: Database.Interrupter?

  init(database: Database?) {
    interrupter = database?.interrupter
  }

  /// Asks the import to stop: it checks between batches, and a running SQL statement is
  /// interrupted. Safe to call from any thread, any number of times.
  public func cancel() {
    flag.store(true, ordering: .sequentiallyConsistent)
    interrupter?.interrupt()
  }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { flag.load(ordering: .sequentiallyConsistent) }
}
