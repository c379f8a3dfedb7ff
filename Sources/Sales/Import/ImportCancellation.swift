import SalesDomain
import Synchronization

/// Lets another thread (a Ctrl-C handler) stop an import: the file being imported is rolled
/// back and `importFile` throws `ImportError.interrupted`; a file already committed stays.
public final class ImportCancellation: Sendable {
  private let flag = Atomic<Bool>(false)
  /// Interrupts what the store runs (SQLite's interrupt, libpq's cancel request).
  private let stopStatement: @Sendable () -> Void

  /// A cancellation that runs `stop` (once per `cancel()`) to interrupt a running statement.
  init(stop: @escaping @Sendable () -> Void) {
    stopStatement = stop
  }

  /// Asks the import to stop: it checks between batches, and a running SQL statement is
  /// interrupted. Safe to call from any thread, any number of times.
  public func cancel() {
    flag.store(true, ordering: .sequentiallyConsistent)
    stopStatement()
  }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { flag.load(ordering: .sequentiallyConsistent) }
}
