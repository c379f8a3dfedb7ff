/// A strict JSON (RFC 8259) parser for config files that says where a mistake is.
///
/// Foundation's decoder reports a byte offset at best, accepts some things that are not JSON,
/// and loses how numbers were written (`-5` comes back as `-5.0`). This one reports line and
/// column, rejects trailing commas, comments and duplicate keys, keeps number literals as
/// written, and records where each value is in the text so `griddle add` can edit the file
/// in place.
struct JSONParser {
  /// A syntax error at a 1-based line and column (columns count characters, not bytes).
  struct SyntaxError: Error, Equatable {
    let line: Int
    let column: Int
    let message: String

    /// `line 3, column 5: …`.
    var description: String { "line \(line), column \(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var position = 0

  /// Parses `text`; the whole text must be one JSON value (an optional BOM and whitespace
  /// around it are allowed).
  static func parse(_ text: [UInt8]) throws(SyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: text)
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    parser.skipWhitespace()
    let node = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == text.count else {
      throw parser.error("unexpected text after the end of the JSON value")
    }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
    guard depth < 512 else { throw error("values are nested too deeply") }
    let start = position
    switch current {
    case UInt8(ascii: "{")?: return try parseObject(depth: depth)
    case UInt8(ascii: "[")?: return try parseArray(depth: depth)
    case UInt8(ascii: "\"")?:
      let string = try parseString()
      return JSONNode(content: .string(string), range: start..<position)
    case UInt8(ascii: "t")?: return try literal("true", .bool(true))
    case UInt8(ascii: "f")?: return try literal("false", .bool(false))
    case UInt8(ascii: "n")?: return try literal("null", .null)
    case .some(let byte) where byte == UInt8(ascii: "-") || (48...57).contains(byte):
      return try parseNumber()
    case nil: throw error("unexpected end of file: expected a value")
    default: throw error("unexpected \(describeCurrent()): expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode {
    let start = position
    position += 1
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return JSONNode(content: .object(members), range: start..<position)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}"), !members.isEmpty {
          throw error("trailing comma before '}' (JSON does not allow one)", at: lastComma)
        }
        throw error("unexpected \(describeCurrent()): expected a key in double quotes")
      }
      let keyStart = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate key \(quoted(key))", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()): expected ':' after the key \(quoted(key))")
      }
      position += 1
      skipWhitespace()
      members.append(
        JSONNode.Member(key: key, keyStart: keyStart, value: try parseValue(depth: depth + 1)))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        lastComma = position
        position += 1
        continue
      }
      guard current == UInt8(ascii: "}") else {
        throw error("unexpected \(describeCurrent()): expected ',' or '}'")
      }
      position += 1
      return JSONNode(content: .object(members), range: start..<position)
    }
  }

  private var lastComma = 0

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode {
    let start = position
    position += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return JSONNode(content: .array(elements), range: start..<position)
    }
    while true {
      skipWhitespace()
      if current == UInt8(ascii: "]"), !elements.isEmpty {
        throw error("trailing comma before ']' (JSON does not allow one)", at: lastComma)
      }
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        lastComma = position
        position += 1
        continue
      }
      guard current == UInt8(ascii: "]") else {
        throw error("unexpected \(describeCurrent()): expected ',' or ']'")
      }
      position += 1
      return JSONNode(content: .array(elements), range: start..<position)
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    let start = position
    position += 1
    var scalars = String.UnicodeScalarView()
    var chunkStart = position
    func flush(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        flush(position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(position)
        position += 1
        scalars.append(try parseEscape())
        chunkStart = position
      case 0..<0x20:
        throw error("a control character inside a string must be escaped")
      default:
        position += 1
      }
    }
    throw error("unterminated string", at: start)
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unexpected end of file in an escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"),
        position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
      {
        position += 2
        let low = try hexQuad()
        if (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          return scalar
        }
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("\\u escape names a lone surrogate", at: position - 6)
      }
      return scalar
    default:
      throw error("invalid escape '\\\(String(decoding: [byte], as: UTF8.self))'", at: position - 2)
    }
  }

  private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u") }
    position += 4
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONNode {
    let start = position
    func digits() -> Int {
      let first = position
      while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        position += 1
      }
      return position - first
    }
    if current == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    guard digits() > 0 else { throw error("expected a digit after '-'") }
    if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 {
      throw error("a number must not start with 0", at: integerStart)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw error("expected a digit after the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw error("expected a digit in the exponent") }
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    return JSONNode(content: .number(literal), range: start..<position)
  }

  private mutating func literal(_ word: String, _ content: JSONNode.Content) throws(SyntaxError)
    -> JSONNode
  {
    let start = position
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else {
      throw error("unexpected \(describeCurrent()): expected a value")
    }
    position += expected.count
    return JSONNode(content: content, range: start..<position)
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  /// The character at the current position, quoted, for messages.
  private func describeCurrent() -> String {
    guard position < bytes.count else { return "end of file" }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[position..<end], as: UTF8.self)
    if character == "/" { return "'/' (JSON has no comments)" }
    return "'\(character)'"
  }

  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let (line, column) = Self.lineAndColumn(of: offset ?? position, in: bytes)
    return SyntaxError(line: line, column: column, message: message)
  }

  /// The 1-based line and column (in characters) of a byte offset.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

/// A parsed JSON value with where it is in the text (UTF-8 byte offsets).
struct JSONNode {
  /// An object member, in the order written.
  struct Member {
    let key: String
    /// Where the key's opening quote is.
    let keyStart: Int
    let value: JSONNode
  }

  /// The value, with children as nodes.
  enum Content {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  let content: Content
  /// The bytes the value spans, from its first character to just after its last.
  let range: Range<Int>

  /// The value without positions.
  var value: JSONValue {
    switch content {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let literal): return .number(literal)
    case .string(let string): return .string(string)
    case .array(let elements): return .array(elements.map(\.value))
    case .object(let members):
      return .object(Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { $1 }))
    }
  }

  /// The member named `key` of an object node.
  func member(_ key: String) -> JSONNode? {
    members.first { $0.key == key }?.value
  }

  /// An object's members; empty for anything else.
  var members: [Member] {
    guard case .object(let members) = content else { return [] }
    return members
  }

  /// An array's elements; empty for anything else.
  var elements: [JSONNode] {
    guard case .array(let elements) = content else { return [] }
    return elements
  }
}
