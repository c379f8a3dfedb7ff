import Foundation

/// Appends an entry to the `cities` or `styles` array of a config file's text, leaving every
/// other byte as it was (comments are not JSON, so there are none to lose).
///
/// The new entry takes the layout of its neighbours: the whitespace before an array's first
/// element is repeated before the new one, so a one-entry-per-line file stays one per line and
/// a one-line array stays on one line.
struct ConfigFileEditor {
  /// The file's text as bytes.
  private(set) var text: [UInt8]

  /// Appends `entry` (JSON text for one object) to the array `key` of the top-level object,
  /// creating the array after the last member when it is missing.
  ///
  /// - Throws: `JSONParser.SyntaxError` when the current text is not JSON.
  mutating func append(_ entry: String, toArray key: String) throws(JSONParser.SyntaxError) {
    let root = try JSONParser.parse(text)
    guard case .object = root.content else {
      throw JSONParser.SyntaxError(line: 1, column: 1, message: "the config file is not an object")
    }
    if let array = root.member(key), case .array(let elements) = array.content {
      if let first = elements.first, let last = elements.last {
        let separator = whitespace(from: array.range.lowerBound + 1, to: first.range.lowerBound)
        insert("," + (separator.isEmpty ? " " : separator) + entry, at: last.range.upperBound)
      } else {
        let indent = lineIndent(at: array.range.lowerBound)
        replace(array.range, with: "[\n\(indent)  \(entry)\n\(indent)]")
      }
      return
    }
    guard root.member(key) == nil else {
      throw JSONParser.SyntaxError(
        line: 1, column: 1, message: "'\(key)' is not an array, so it cannot be added to")
    }
    let members = root.members
    if let first = members.first, let last = members.last {
      let separator = whitespace(from: root.range.lowerBound + 1, to: first.keyStart)
      let newline = separator.isEmpty ? " " : separator
      let inner = separator.contains("\n") ? newline + "  " : " "
      insert(
        "," + newline + "\"\(key)\": [" + inner + entry + (separator.contains("\n") ? newline : " ")
          + "]", at: last.value.range.upperBound)
    } else {
      replace(root.range, with: "{\n  \"\(key)\": [\n    \(entry)\n  ]\n}")
    }
  }

  /// The text between two offsets when it is only whitespace, else "".
  private func whitespace(from start: Int, to end: Int) -> String {
    guard start <= end else { return "" }
    let slice = text[start..<end]
    guard slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      return ""
    }
    return String(decoding: slice, as: UTF8.self)
  }

  /// The spaces and tabs that start the line holding `offset`.
  private func lineIndent(at offset: Int) -> String {
    var start = offset
    while start > 0, text[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
    return String(decoding: text[start..<end], as: UTF8.self)
  }

  private mutating func insert(_ string: String, at offset: Int) {
    text.insert(contentsOf: Array(string.utf8), at: offset)
  }

  private mutating func replace(_ range: Range<Int>, with string: String) {
    text.replaceSubrange(range, with: Array(string.utf8))
  }
}
