import Foundation

extension Int: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Int64: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .integer(self) }
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue else { return nil }
    self = value
  }
}

extension Double: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .real(self) }
  public init?(sqliteValue: SQLiteValue) {
    switch sqliteValue {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension String: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .text(self) }
  public init?(sqliteValue: SQLiteValue) {
    guard case .text(let value) = sqliteValue else { return nil }
    self = value
  }
}

extension Bool: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue else { return nil }
    self = value != 0
  }
}

extension Data: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { .blob(self) }
  public init?(sqliteValue: SQLiteValue) {
    switch sqliteValue {
    case .blob(let value): self = value
    // SQLite returns an empty blob as NULL-free zero-length; accept text as its bytes too.
    case .text(let value): self = Data(value.utf8)
    default: return nil
    }
  }
}

/// Dates are stored as integer milliseconds since 1970-01-01T00:00:00Z: exact, sortable, compact.
extension Date: SQLiteConvertible {
  public var sqliteValue: SQLiteValue {
    .integer(Int64((timeIntervalSince1970 * 1000).rounded()))
  }
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let milliseconds) = sqliteValue else { return nil }
    self = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}

extension SQLiteValue: SQLiteConvertible {
  public var sqliteValue: SQLiteValue { self }
  public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Optional: SQLiteConvertible where Wrapped: SQLiteConvertible {
  public var sqliteValue: SQLiteValue {
    switch self {
    case .none: return .null
    case .some(let wrapped): return wrapped.sqliteValue
    }
  }
  public init?(sqliteValue: SQLiteValue) {
    if case .null = sqliteValue {
      self = .none
    } else {
      guard let wrapped = Wrapped(sqliteValue: sqliteValue) else { return nil }
      self = .some(wrapped)
    }
  }
}
