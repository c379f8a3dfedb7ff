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
    var lines: [String] = []
    var line = prefix
    for word in words {
      var separator = line.isEmpty || line.last == " " ? "" : " "
      let hasContent = line.contains { !$0.isWhitespace }
      if hasContent && line.count + separator.count + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        separator = ""
      }
      line += separator + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
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
    }.joined(separator: "\n\n")
  }

  static func words(in text: some StringProtocol) -> [String] {
    text.split(whereSeparator: { $0.isWhitespace }).map { String($0) }
  }
}
