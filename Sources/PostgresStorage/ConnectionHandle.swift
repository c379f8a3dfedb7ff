import CLibPQ

/// Owns the libpq connection: closes it when the connection and its statements are released.
///
/// Statements hold it strongly, so a statement that outlives its `PostgresConnection` still
/// points at an open (or already closing) connection, never at freed memory.
final class ConnectionHandle {
  let pointer: OpaquePointer
  /// The libpq functions, loaded before the connection was opened.
  let libpq: LibPQ
  /// Set while the owning connection is released: statements then skip `DEALLOCATE`, since the
  /// server forgets them with the session anyway.
  var isClosing = false
  /// The connection string, to remove its password from every message.
  let connectionString: ConnectionString

  init(pointer: OpaquePointer, libpq: LibPQ, connectionString: ConnectionString) {
    self.pointer = pointer
    self.libpq = libpq
    self.connectionString = connectionString
  }

  deinit { libpq.finish(pointer) }

  /// libpq's last error message on this connection, one line, password removed.
  func lastErrorMessage() -> String {
    let raw = libpq.errorMessage(pointer).map { String(cString: $0) } ?? ""
    return connectionString.scrub(oneLine(raw))
  }

  /// Checks a result libpq returned: nil (out of memory, lost connection) and any status
  /// outside `expected` throw.
  func check(_ result: OpaquePointer?, sql: String?, expected: [ExecStatusType]) throws
    -> PostgresResult
  {
    guard let result else {
      throw PostgresError(sqlState: nil, message: lastErrorMessage(), sql: sql)
    }
    let checked = PostgresResult(pointer: result, libpq: libpq)
    guard expected.contains(libpq.resultStatus(result)) else {
      throw checked.error(sql: sql, scrubbing: connectionString)
    }
    return checked
  }
}

/// libpq's multi-line messages (a message, then tab-indented hints) as one line.
func oneLine(_ text: String) -> String {
  let lines = text.split(whereSeparator: \.isNewline)
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
  // libpq ends a sentence with a line break and no full stop ("No such file or directory" /
  // "Is the server running…"): joined with a space alone they would read as one sentence.
  return lines.enumerated().map { index, line in
    guard index < lines.count - 1, let last = line.last, !".?!:;,".contains(last) else {
      return line
    }
    return line + "."
  }.joined(separator: " ")
}
