import Foundation

extension Int: PostgresConvertible {
  public var postgresValue: PostgresValue { .integer(Int64(self)) }
  public init?(postgresValue: PostgresValue) {
    guard case .integer(let value) = postgresValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Int64: PostgresConvertible {
  public var postgresValue: PostgresValue { .integer(self) }
  public init?(postgresValue: PostgresValue) {
    guard case .integer(let value) = postgresValue else { return nil }
    self = value
  }
}

extension Double: PostgresConvertible {
  public var postgresValue: PostgresValue { .double(self) }
  public init?(postgresValue: PostgresValue) {
    switch postgresValue {
    case .double(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension String: PostgresConvertible {
  public var postgresValue: PostgresValue { .text(self) }
  public init?(postgresValue: PostgresValue) {
    guard case .text(let value) = postgresValue else { return nil }
    self = value
  }
}

extension Bool: PostgresConvertible {
  public var postgresValue: PostgresValue { .boolean(self) }
  public init?(postgresValue: PostgresValue) {
    switch postgresValue {
    case .boolean(let value): self = value
    case .integer(let value): self = value != 0
    default: return nil
    }
  }
}

extension Data: PostgresConvertible {
  public var postgresValue: PostgresValue { .bytes(self) }
  public init?(postgresValue: PostgresValue) {
    guard case .bytes(let value) = postgresValue else { return nil }
    self = value
  }
}

extension PostgresValue: PostgresConvertible {
  public var postgresValue: PostgresValue { self }
  public init?(postgresValue: PostgresValue) { self = postgresValue }
}

extension Optional: PostgresConvertible where Wrapped: PostgresConvertible {
  public var postgresValue: PostgresValue {
    switch self {
    case .none: return .null
    case .some(let wrapped): return wrapped.postgresValue
    }
  }
  public init?(postgresValue: PostgresValue) {
    if case .null = postgresValue {
      self = .none
    } else {
      guard let wrapped = Wrapped(postgresValue: postgresValue) else { return nil }
      self = .some(wrapped)
    }
  }
}
