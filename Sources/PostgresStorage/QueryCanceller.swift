import CLibPQ

/// Asks the server to cancel whatever a connection is running, from any thread (a Ctrl-C
/// handler): libpq's `PQcancel`, which opens a separate connection to send the request, so it
/// works while the connection's own thread is blocked in a long statement or a COPY.
///
/// The running statement then fails with SQLSTATE 57014 (query_canceled) and its transaction
/// is rolled back like any failed one.
public final class QueryCanceller: @unchecked Sendable {
  /// libpq's cancel object, never changed after creation; `PQcancel` on it is documented safe
  /// from any thread, even a signal handler.
  private let pointer: OpaquePointer?
  private let libpq: LibPQ

  init(connection: ConnectionHandle) {
    libpq = connection.libpq
    pointer = libpq.getCancel(connection.pointer)
  }

  deinit {
    if let pointer { libpq.freeCancel(pointer) }
  }

  /// Sends the cancel request; returns false when it could not be sent (the statement, if
  /// any, then runs on).
  @discardableResult
  public func cancelRunningStatement() -> Bool {
    guard let pointer else { return false }
    var message = [CChar](repeating: 0, count: 256)
    return libpq.cancel(pointer, &message, Int32(message.count)) == 1
  }
}

extension PostgresConnection {
  /// A canceller for this connection's running statements, usable from any thread.
  public func makeCanceller() -> QueryCanceller { QueryCanceller(connection: handle) }
}
