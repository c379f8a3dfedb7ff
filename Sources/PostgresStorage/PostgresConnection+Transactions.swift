import CLibPQ

extension PostgresConnection {
  /// How much a transaction sees of others running at the same time.
  public enum IsolationLevel: String, Sendable {
    /// Each statement sees what was committed before it started (PostgreSQL's default).
    case readCommitted = "READ COMMITTED"
    /// Every statement sees one snapshot, taken at the first statement.
    case repeatableRead = "REPEATABLE READ"
    /// As if the transactions ran one after another; a conflict fails with 40001.
    case serializable = "SERIALIZABLE"
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  /// A transaction the server aborted (a statement failed and the error was swallowed) is
  /// rolled back by its COMMIT; that is reported as an error, never as success.
  @discardableResult
  public func transaction<T>(
    _ isolation: IsolationLevel = .readCommitted, readOnly: Bool = false,
    _ body: () throws -> T
  ) throws -> T {
    try executeScript(
      "BEGIN ISOLATION LEVEL \(isolation.rawValue)\(readOnly ? " READ ONLY" : "")")
    do {
      let result = try body()
      let commit = try check(
        handle.libpq.exec(handle.pointer, "COMMIT"), sql: "COMMIT", expected: [PGRES_COMMAND_OK])
      guard commit.commandStatus == "COMMIT" else {
        throw PostgresError(
          sqlState: "25P02",
          message: "the transaction failed earlier and was rolled back instead of committed",
          sql: "COMMIT")
      }
      return result
    } catch {
      if isInTransaction { try? executeScript("ROLLBACK") }
      throw error
    }
  }

  /// Runs `body` holding the session-level advisory lock `key`, waiting for it when another
  /// session holds it (schema migrations take one so two processes never migrate at once).
  public func withAdvisoryLock<T>(_ key: Int64, _ body: () throws -> T) throws -> T {
    try execute("SELECT pg_advisory_lock($1)", [key])
    defer { _ = try? execute("SELECT pg_advisory_unlock($1)", [key]) }
    return try body()
  }

  /// Takes the advisory lock `key` until the current transaction ends, waiting for it.
  public func lockForTransaction(_ key: Int64) throws {
    try execute("SELECT pg_advisory_xact_lock($1)", [key])
  }
}
