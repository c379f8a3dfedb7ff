import Foundation
import Sales
import SalesDomain

/// Reads untyped JSON with errors that name the key path (`cities[1].timeZone`).
struct JSONReader {
  let file: String

  func fail(_ path: String, _ detail: String) -> ConfigurationError {
    // A key path holds keys from the file (a profile's name): a huge one is cut like a value.
    ConfigurationError(
      file: file,
      detail: (path.isEmpty ? "top level" : displayedValue(path, limit: 200)) + ": " + detail)
  }

  func object(_ value: JSONValue, at path: String) throws -> [String: JSONValue] {
    guard case .object(let object) = value else {
      throw fail(path, "expected an object, got \(value.kind)")
    }
    return object
  }

  func array(_ value: JSONValue, at path: String) throws -> [JSONValue] {
    guard case .array(let array) = value else {
      throw fail(path, "expected an array, got \(value.kind)")
    }
    return array
  }

  func nonEmptyString(_ value: JSONValue, at path: String) throws -> String {
    guard case .string(let string) = value else {
      throw fail(path, "expected a string, got \(value.kind)")
    }
    // CharacterSet.whitespaces' test (category Zs and tab) without Foundation's trimming,
    // which copied every name through NSString: a fifth of a whole-history query's time with
    // a 1,000-truck config.
    guard
      string.unicodeScalars.contains(where: {
        $0 != "\t" && $0.properties.generalCategory != .spaceSeparator
      })
    else {
      throw fail(path, "must not be empty")
    }
    return string
  }

  func nonNegativeInteger(_ value: JSONValue, at path: String) throws -> Int {
    guard case .number(let literal) = value else {
      throw fail(path, "expected an integer, got \(value.kind)")
    }
    guard let number = Int(literal), number >= 0, number < 1_000_000_000_000_000 else {
      throw fail(path, "expected a whole number of cents ≥ 0, got \(literal)")
    }
    return number
  }

  /// An optional array of non-empty strings (`aliases`).
  func strings(_ value: JSONValue?, at path: String) throws -> [String] {
    guard let value else { return [] }
    return try array(value, at: path).enumerated().map { index, element in
      try nonEmptyString(element, at: "\(path)[\(index)]")
    }
  }

  func required(_ object: [String: JSONValue], _ key: String, at path: String) throws -> JSONValue {
    guard let value = object[key] else { throw fail(path, "missing key \(quoted(key))") }
    return value
  }

  func rejectUnknownKeys(_ object: [String: JSONValue], allowed: [String], at path: String) throws {
    for key in object.keys.sorted() where !allowed.contains(key) {
      let prefix = path.isEmpty ? key : path + "." + key
      // A key far longer than any allowed one is no typo of one (and not worth comparing).
      let hint =
        key.utf8.count > 100
        ? "" : closestMatch(to: key, among: allowed).map { " (did you mean '\($0)'?)" } ?? ""
      // The keys themselves, not a pointer to a sample file an installed binary has not got.
      throw ConfigurationError(
        file: file, detail: "\(displayedValue(prefix, limit: 200)): unknown key\(hint)",
        hint:
          "The keys \(path.isEmpty ? "at the top level" : "of \(displayedValue(path, limit: 200))") are: "
          + allowed.joined(separator: ", ") + ".")
    }
  }
}
