/// Greedy word wrapping for help text, so output is deterministic and fits 80 columns.
///
/// Help is wrapped on every `--help`, whose start-up time is measured against a bare program,
/// so text is read in place and gathered as bytes: a word is a stretch of the text's own bytes,
/// never a string of its own (a String per word, and a String append, cost hundreds of
/// instructions each: splitting and wrapping were a fifth of `--help`).
enum TextWrapping {
  /// The width help text is wrapped to.
  static let width = 80

  /// Lays `words` out in lines of at most `width` columns: the first line starts with
  /// `prefix` (and a space unless it ends in one), the others with `indent` spaces. A word
  /// longer than a line gets a line of its own rather than being split.
  static func wrap(_ words: [String], prefix: String = "", indent: Int = 0, width: Int = width)
    -> String
  {
    var output: [UInt8] = []
    var lines = LineLayout(prefix: prefix, indent: indent, width: width, into: &output)
    for var word in words { word.withUTF8 { lines.add($0, to: &output) } }
    return String(decoding: output, as: UTF8.self)
  }

  /// `wrap(words(in: text), prefix: prefix, indent: indent)`, read from the text in place.
  static func wrap(text: String, prefix: String = "", indent: Int = 0) -> String {
    String(decoding: wrappedBytes(text: text, prefix: prefix, indent: indent), as: UTF8.self)
  }

  /// `wrap(text:prefix:indent:)` as UTF-8 bytes, for callers that go on gathering bytes.
  static func wrappedBytes(text: String, prefix: String = "", indent: Int = 0) -> [UInt8] {
    var output: [UInt8] = []
    // Room for the text, the prefix and a few line breaks, so that it is allocated once.
    output.reserveCapacity(prefix.utf8.count + text.utf8.count + 4 * (indent + 1) + 16)
    appendWrapped(text: text, prefix: prefix, indent: indent, to: &output)
    return output
  }

  /// Appends `wrappedBytes(text:prefix:indent:)` to `output`.
  static func appendWrapped(
    text: String, prefix: String = "", indent: Int = 0, to output: inout [UInt8]
  ) {
    var text = text
    text.withUTF8 { bytes in
      var lines = LineLayout(prefix: prefix, indent: indent, width: width, into: &output)
      forEachWord(in: bytes) { lines.add($0, to: &output) }
    }
  }

  /// Wraps prose, keeping paragraphs (separated by blank lines) apart.
  static func wrapParagraphs(_ text: String, prefix: String = "", indent: Int = 0) -> String {
    var output: [UInt8] = []
    appendParagraphs(text, prefix: prefix, indent: indent, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `wrapParagraphs(text, prefix: prefix, indent: indent)` to `output`.
  static func appendParagraphs(
    _ text: String, prefix: String = "", indent: Int = 0, to output: inout [UInt8]
  ) {
    // A blank (or whitespace-only) line ends a paragraph; other newlines are just spaces, so
    // a paragraph is wrapped as the stretch of text from its first line to its last.
    var text = text
    text.withUTF8 { bytes in
      var paragraphStart = -1
      var wrapped = false
      var lineStart = 0
      func wrapParagraph(through end: Int) {
        guard paragraphStart >= 0 else { return }
        if wrapped { output.append(contentsOf: [0x0A, 0x0A]) }
        var lines = LineLayout(
          prefix: wrapped ? "" : prefix, indent: indent, width: width, into: &output)
        wrapped = true
        forEachWord(in: UnsafeBufferPointer(rebasing: bytes[paragraphStart..<end])) {
          lines.add($0, to: &output)
        }
        paragraphStart = -1
      }
      while lineStart <= bytes.count {
        var lineEnd = lineStart
        var blank = true
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A {
          if !isASCIIWhitespace(bytes[lineEnd]) { blank = false }
          lineEnd += 1
        }
        if blank {
          wrapParagraph(through: lineStart)
        } else if paragraphStart < 0 {
          paragraphStart = lineStart
        }
        lineStart = lineEnd + 1
      }
      wrapParagraph(through: bytes.count)
    }
  }

  /// The words of `text`, split at ASCII whitespace.
  static func words(in text: some StringProtocol) -> [String] {
    var words: [String] = []
    var text = String(text)
    text.withUTF8 { bytes in
      forEachWord(in: bytes) { words.append(String(decoding: $0, as: UTF8.self)) }
    }
    return words
  }

  /// A line's worth of spaces, copied from for indentation.
  private static let spaceRun = [UInt8](repeating: 0x20, count: width)

  /// Appends `count` spaces to `output`, copied in runs rather than one by one.
  static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
    var left = count
    while left > 0 {
      let run = min(left, spaceRun.count)
      output.append(contentsOf: spaceRun[..<run])
      left -= run
    }
  }

  /// Calls `body` with each stretch of `text` between ASCII whitespace.
  static func forEachWord(
    in text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var index = 0
    while index < text.count {
      while index < text.count, isASCIIWhitespace(text[index]) { index += 1 }
      guard index < text.count else { return }
      let start = index
      while index < text.count, !isASCIIWhitespace(text[index]) { index += 1 }
      body(UnsafeBufferPointer(rebasing: text[start..<index]))
    }
  }

  /// Whether the ASCII byte `byte` is a space, a tab or a line or page break.
  fileprivate static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  // Help text is ASCII: its columns and whitespace are read from its bytes (Unicode's
  // character and whitespace tables were a third of `--help`'s instructions); other text
  // takes the Unicode rules.

  /// The columns `text` takes: its characters.
  static func columns(of text: UnsafeBufferPointer<UInt8>) -> Int {
    isASCII(text) ? text.count : String(decoding: text, as: UTF8.self).count
  }

  /// Whether `text` has a character that is not whitespace.
  fileprivate static func hasContent(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    if isASCII(text) {
      for byte in text where !isASCIIWhitespace(byte) { return true }
      return false
    }
    return String(decoding: text, as: UTF8.self).contains { !$0.isWhitespace }
  }

  /// Whether every byte of `text` is ASCII.
  private static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in text where byte >= 0x80 { return false }
    return true
  }
}

/// The greedy layout of one wrapped text as its words come: where its last line stands.
struct LineLayout {
  private let indent: Int
  private let width: Int
  private var lineIsEmpty: Bool
  private var columns: Int
  private var hasContent: Bool

  /// Starts the text at the end of `output` with `prefix`.
  init(prefix: String, indent: Int, width: Int, into output: inout [UInt8]) {
    var prefix = prefix
    self = prefix.withUTF8 { LineLayout(prefix: $0, indent: indent, width: width, into: &output) }
  }

  /// Starts the text at the end of `output` with the bytes `prefix`.
  init(prefix: UnsafeBufferPointer<UInt8>, indent: Int, width: Int, into output: inout [UInt8]) {
    self.indent = indent
    self.width = width
    output.append(contentsOf: prefix)
    columns = TextWrapping.columns(of: prefix)
    hasContent = TextWrapping.hasContent(prefix)
    lineIsEmpty = prefix.isEmpty
  }

  /// Goes on after `columns` columns the caller wrote, ending in a space, as if they were
  /// `columns` spaces: a help row's label stands in its sentence's indentation.
  init(continuingAt columns: Int, indent: Int, width: Int = TextWrapping.width) {
    self.indent = indent
    self.width = width
    self.columns = columns
    hasContent = false
    lineIsEmpty = columns == 0
  }

  /// Appends `word` to `output`, on a new line when it does not fit on this one.
  mutating func add(_ word: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var separator = lineIsEmpty || output.last == 0x20 ? 0 : 1
    let wordColumns = TextWrapping.columns(of: word)
    if hasContent && columns + separator + wordColumns > width {
      output.append(0x0A)
      TextWrapping.appendSpaces(indent, to: &output)
      lineIsEmpty = indent <= 0
      columns = indent
      hasContent = false
      separator = 0
    }
    if separator == 1 { output.append(0x20) }
    output.append(contentsOf: word)
    lineIsEmpty = lineIsEmpty && word.isEmpty
    columns += separator + wordColumns
    hasContent = hasContent || TextWrapping.hasContent(word)
  }
}
