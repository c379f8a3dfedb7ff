import Foundation

/// A value as SQLite stores it: one of its five storage classes.
public enum SQLiteValue: Equatable, Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}

/// A Swift type that can be bound to a statement parameter and read from a result column.
public protocol SQLiteConvertible {
  /// The SQLite value that stores `self`.
  var sqliteValue: SQLiteValue { get }
  /// Rebuilds a value from what SQLite stored, or nil when the storage class does not fit.
  init?(sqliteValue: SQLiteValue)
}
