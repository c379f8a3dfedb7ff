import Foundation

/// A parameter or column value as Griddle exchanges it with PostgreSQL.
public enum PostgresValue: Equatable, Hashable, Sendable {
  case null
  case integer(Int64)
  case double(Double)
  case text(String)
  case boolean(Bool)
  case bytes(Data)
}

/// A Swift type that can be sent as a statement parameter and read from a result column.
public protocol PostgresConvertible {
  /// The value that represents `self` on the wire.
  var postgresValue: PostgresValue { get }
  /// Rebuilds a value from a column, or nil when the column's type does not fit.
  init?(postgresValue: PostgresValue)
}
