import CLibPQ
import Foundation

/// A statement prepared on the server under a name: parsed and planned once, run many times.
///
/// The parameter types the server inferred are read once, so numbers, booleans and bytes go
/// in binary where the type allows (see `EncodedParameters`).
public final class PreparedStatement {
  private let handle: ConnectionHandle
  private let name: String
  private let parameterTypes: [Oid]
  /// The SQL text this statement was prepared from.
  public let sql: String

  init(connection: PostgresConnection, name: String, sql: String) throws {
    let handle = connection.handle
    let libpq = handle.libpq
    self.handle = handle
    self.name = name
    self.sql = sql
    _ = try handle.check(
      libpq.prepare(handle.pointer, name, sql, 0, nil), sql: sql, expected: [PGRES_COMMAND_OK])
    let description = try handle.check(
      libpq.describePrepared(handle.pointer, name), sql: sql, expected: [PGRES_COMMAND_OK])
    parameterTypes = (0..<libpq.nparams(description.pointer)).map {
      libpq.paramtype(description.pointer, $0)
    }
  }

  deinit {
    // A failed transaction refuses every command until it ends, DEALLOCATE included; the
    // name is then left for the session's end, which frees it.
    if !handle.isClosing, handle.libpq.transactionStatus(handle.pointer) != PQTRANS_INERROR {
      handle.libpq.clear(handle.libpq.exec(handle.pointer, "DEALLOCATE \(name)"))
    }
  }

  /// The number of parameters (`$1`, `$2`, …) the statement takes.
  public var parameterCount: Int { parameterTypes.count }

  private func run(_ arguments: [(any PostgresConvertible)?]) throws -> PostgresResult {
    guard arguments.count == parameterTypes.count else {
      preconditionFailure(
        "\(arguments.count) arguments for \(parameterTypes.count) parameters in `\(sql)`")
    }
    let parameters = try EncodedParameters(
      arguments.map { $0?.postgresValue ?? .null }, types: parameterTypes)
    let pointer = parameters.withPointers { values, lengths, formats in
      handle.libpq.execPrepared(
        handle.pointer, name, Int32(parameters.count), values, lengths, formats, 0)
    }
    return try handle.check(
      pointer, sql: sql, expected: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
  }

  /// Runs the statement with `arguments`; returns the rows it inserted, updated or deleted.
  @discardableResult
  public func execute(_ arguments: [(any PostgresConvertible)?] = []) throws -> Int {
    try run(arguments).affectedRows
  }

  /// Runs the statement with `arguments` and maps each row with `transform`.
  public func query<T>(
    _ arguments: [(any PostgresConvertible)?] = [], _ transform: (PostgresRow) throws -> T
  ) throws -> [T] {
    let result = try run(arguments)
    return try (0..<Int32(result.rowCount)).map {
      try transform(PostgresRow(result: result, row: $0))
    }
  }
}
