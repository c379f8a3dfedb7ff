/// Greedy word wrapping for help text, so output is deterministic and fits 80 columns.
enum TextWrapping {
  /// The width help text is wrapped to.
  static let width = 80

  /// Lays `words` out in lines of at most `width` columns: the first line starts with
  /// `prefix` (and a space unless it ends in one), the others with `indent` spaces. A word
  /// longer than a line gets a line of its own rather than being split.
  static func wrap(_ words: [String], prefix: String = "", indent: Int = 0, width: Int = width)
    -> String
  {
    // Columns and content are tracked as words are added, not recounted per word, and the
    // text is gathered as bytes (a String append cost 460 instructions): help is wrapped on
    // every `--help`, whose start-up time is measured against a bare program.
    var text = Array(prefix.utf8)
    text.reserveCapacity(256)
    var lineIsEmpty = text.isEmpty
    var columns = Self.columns(of: prefix)
    var hasContent = Self.hasContent(prefix)
    for word in words {
      var separator = lineIsEmpty || text.last == 0x20 ? 0 : 1
      let wordColumns = Self.columns(of: word)
      if hasContent && columns + separator + wordColumns > width {
        text.append(0x0A)
        text.append(contentsOf: repeatElement(0x20, count: max(0, indent)))
        lineIsEmpty = indent <= 0
        columns = indent
        hasContent = false
        separator = 0
      }
      if separator == 1 { text.append(0x20) }
      text.append(contentsOf: word.utf8)
      lineIsEmpty = lineIsEmpty && word.isEmpty
      columns += separator + wordColumns
      hasContent = hasContent || Self.hasContent(word)
    }
    return String(decoding: text, as: UTF8.self)
  }

  // Help text is ASCII: its columns and whitespace are read from its bytes (Unicode's
  // character and whitespace tables were a third of `--help`'s instructions); other text
  // takes the Unicode rules.

  /// The columns `text` takes: its characters.
  private static func columns(of text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  /// Whether `text` has a character that is not whitespace.
  private static func hasContent(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
      ? text.utf8.contains { !Self.isASCIIWhitespace($0) } : text.contains { !$0.isWhitespace }
  }

  /// Whether the ASCII byte `byte` is a space, a tab or a line or page break.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// Wraps prose, keeping paragraphs (separated by blank lines) apart.
  static func wrapParagraphs(_ text: String, prefix: String = "", indent: Int = 0) -> String {
    // A blank (or whitespace-only) line ends a paragraph; other newlines are just spaces.
    var paragraphs: [[String]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lineWords = words(in: line)
      if lineWords.isEmpty {
        if !paragraphs[paragraphs.count - 1].isEmpty { paragraphs.append([]) }
      } else {
        paragraphs[paragraphs.count - 1] += lineWords
      }
    }
    return paragraphs.filter { !$0.isEmpty }.enumerated().map { index, paragraph in
      wrap(paragraph, prefix: index == 0 ? prefix : "", indent: indent)
    }.joinedText(separator: "\n\n")
  }

  /// The words of `text`, split at ASCII whitespace.
  static func words(in text: some StringProtocol) -> [String] {
    // Read from the bytes (help text is ASCII but for a few signs inside words): the standard
    // library's split and Character.isWhitespace were most of `--help`'s time.
    var words: [String] = []
    var word: [UInt8] = []
    for byte in text.utf8 {
      if isASCIIWhitespace(byte) {
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        word.removeAll(keepingCapacity: true)
      } else {
        word.append(byte)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// `count` spaces.
  static func spaces(_ count: Int) -> String {
    String(decoding: [UInt8](repeating: 0x20, count: max(0, count)), as: UTF8.self)
  }
}
