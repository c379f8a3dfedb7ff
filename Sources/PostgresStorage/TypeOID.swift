import CLibPQ

/// The object ids of the built-in types Griddle sends in binary or reads as numbers.
enum TypeOID {
  static let bool: Oid = 16
  static let bytea: Oid = 17
  static let int8: Oid = 20
  static let int2: Oid = 21
  static let int4: Oid = 23
  static let oid: Oid = 26
  static let float4: Oid = 700
  static let float8: Oid = 701
  static let numeric: Oid = 1700

  /// Whether a column of this type reads as an integer.
  static func isInteger(_ type: Oid) -> Bool {
    type == int8 || type == int4 || type == int2 || type == oid
  }

  /// Whether a column of this type reads as a double.
  static func isFloatingPoint(_ type: Oid) -> Bool {
    type == float8 || type == float4 || type == numeric
  }
}
