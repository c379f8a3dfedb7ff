import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) into a call of `onInterrupt` instead of killing the process, so a
/// command can roll back and say what was kept.
///
/// If the command has not ended `gracePeriod` seconds after the first Ctrl-C (it may be
/// blocked reading a pipe), the process exits with status 130; a transaction that was not
/// committed is discarded by SQLite, so nothing half-written is kept.
final class InterruptHandler {
  private let source: any DispatchSourceSignal

  init(gracePeriod: Double = 3, onInterrupt: @escaping @Sendable () -> Void) {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler {
      onInterrupt()
      DispatchQueue.global().asyncAfter(deadline: .now() + gracePeriod) {
        writeDiagnostic("griddle: error: interrupted; the file being imported was not stored\n")
        exit(ExitStatus.interrupted.rawValue)
      }
    }
    source.resume()
  }

  /// Restores the default Ctrl-C behaviour.
  func remove() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
