/// Untyped JSON, with numbers kept as written so messages quote them exactly (`-5`, not `-5.0`).
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number literal as it appears in the text.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// How the value is described in error messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
