import Testing

@testable import GriddleCommandLine

/// The help text's greedy wrapping, against layouts written out by hand and against a plain
/// word-by-word wrapper written here (the one the byte-level wrapper replaced).
@Suite struct TextWrappingTests {
  /// The rule spelled out with Strings and Characters: words at whitespace, a word on the
  /// line if it fits (or the line has nothing else), else on a new line after `indent` spaces.
  private func plainWrap(_ text: String, prefix: String, indent: Int, width: Int = 80) -> String {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    var lines = [prefix]
    var lineHasWord = !prefix.allSatisfy(\.isWhitespace)
    for word in words {
      let last = lines[lines.count - 1]
      let separator = last.isEmpty || last.hasSuffix(" ") ? "" : " "
      if lineHasWord && last.count + separator.count + word.count > width {
        lines.append(String(repeating: " ", count: indent) + word)
      } else {
        lines[lines.count - 1] = last + separator + word
      }
      lineHasWord = true
    }
    return lines.joined(separator: "\n")
  }

  @Test func aSentenceLongerThanALineBreaksBetweenWordsUnderTheIndent() {
    let text = (1...30).map { "word\($0)" }.joined(separator: " ")
    let wrapped = TextWrapping.wrap(text: text, prefix: "OVERVIEW:", indent: 4)
    #expect(wrapped == plainWrap(text, prefix: "OVERVIEW:", indent: 4))
    for line in wrapped.split(separator: "\n") { #expect(line.count <= 80) }
    #expect(wrapped.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("    w") })
  }

  @Test func aLineOfExactlyTheWidthStaysOneLineAndOneMoreCharacterBreaksIt() {
    let exact = String(repeating: "a", count: 39) + " " + String(repeating: "b", count: 40)
    #expect(TextWrapping.wrap(text: exact) == exact)
    let over = exact + "c"
    #expect(
      TextWrapping.wrap(text: over)
        == String(repeating: "a", count: 39) + "\n" + String(repeating: "b", count: 40) + "c")
  }

  @Test func aWordLongerThanALineGetsALineOfItsOwn() {
    let long = String(repeating: "x", count: 100)
    #expect(TextWrapping.wrap(text: "short \(long) tail") == "short\n\(long)\ntail")
  }

  @Test func aPrefixOfSpacesHoldsNoWordSoTheFirstWordStaysOnItsLine() {
    let long = String(repeating: "y", count: 70)
    let spaces = String(repeating: " ", count: 26)
    #expect(TextWrapping.wrap(text: long, prefix: spaces, indent: 26) == spaces + long)
  }

  @Test func wordsAreCountedInCharactersNotBytes() {
    // 79 columns of "é" (two bytes each) and one more word: fits only if counted as characters.
    let accents = String(repeating: "é", count: 78)
    #expect(TextWrapping.wrap(text: "\(accents) z") == "\(accents) z")
    #expect(TextWrapping.wrap(text: "\(accents) zz") == "\(accents)\nzz")
  }

  @Test func paragraphsKeepTheirBlankLinesAndNewlinesInsideOneAreSpaces() {
    let text = "first line\ncontinues here\n\n   \nsecond\tparagraph\n\n\nthird\n"
    #expect(
      TextWrapping.wrapParagraphs(text, prefix: "P:")
        == "P: first line continues here\n\nsecond paragraph\n\nthird")
    #expect(TextWrapping.wrapParagraphs("\n\n") == "")
  }

  @Test func theWordsOfATextAreItsStretchesBetweenWhitespace() {
    #expect(TextWrapping.words(in: "  a\tbb \n ccc\r\n") == ["a", "bb", "ccc"])
    #expect(TextWrapping.words(in: "") == [])
  }

  @Test func usageElementsWithSpacesInsideStayWhole() {
    let elements = ["<file> ...", "[--dry-run]", "[--rejects <file>]"]
    #expect(
      TextWrapping.wrap(elements, prefix: "USAGE: griddle import", indent: 22)
        == "USAGE: griddle import <file> ... [--dry-run] [--rejects <file>]")
  }
}
