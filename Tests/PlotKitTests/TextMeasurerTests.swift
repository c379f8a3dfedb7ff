import PlotKit
import Testing

// Expected values are font units of Liberation Sans 1.07.4 (2048 units per em), read with
// fontTools independently of the generated table (`hmtx`, GPOS `kern`). Measuring at a font
// size of 2048 pt turns widths into font units, so the numbers can be compared exactly.
private let measurer = TextMeasurer.standard
private let unitsPerEm = 2048.0

private func units(_ text: String, _ weight: FontWeight = .regular) -> Double {
  measurer.width(of: text, fontSize: unitsPerEm, weight: weight)
}

/// Noto Color Emoji's advance, the width the measurer gives every emoji cluster.
private let emojiEm = 2550.0 / 2048.0

@Suite struct TextMeasurerTests {
  @Test func fontFamilyNamesLiberationSansFirstWithArialFallbacks() {
    #expect(measurer.fontFamily == "Liberation Sans, Arial, Helvetica, sans-serif")
  }

  @Test func singleGlyphAdvancesMatchTheFont() {
    #expect(units("a") == 1139)
    #expect(units("W") == 1933)
    #expect(units(" ") == 569)
    #expect(units("A") == 1366)
    #expect(units("c") == 1024)
    #expect(units("\u{2014}") == 2048)  // em dash
    #expect(units("\u{20AC}") == 1139)  // euro
    #expect(units("\u{2026}") == 2048)  // ellipsis
    #expect(units("\u{2022}") == 717)  // bullet
    #expect(units("\u{2032}") == 384)  // prime
    #expect(units("\u{2192}") == 2048)  // →
    #expect(units("\u{2191}") == 1024)  // ↑
    #expect(units("\u{03A9}") == 1531)  // Greek capital omega
    #expect(units("\u{0416}") == 1891)  // Cyrillic capital zhe
    #expect(units("\u{00A0}") == 569)  // no-break space
  }

  @Test func boldAdvancesComeFromTheBoldFace() {
    #expect(units("A", .bold) == 1479)
    #expect(units("o", .bold) == 1251)
    #expect(units("W", .bold) == 1933)
  }

  @Test(arguments: [FontWeight.regular, .bold])
  func digitsAreTabular(weight: FontWeight) {
    for digit in "0123456789" {
      #expect(units(String(digit), weight) == 1139, "digit \(digit)")
    }
    // FIGURE SPACE is absent from the font; shapers give it a digit's width.
    #expect(units("\u{2007}", weight) == 1139)
    #expect(units("1,111.00", weight) == units("8,888.88", weight))
  }

  @Test func cachapaAtTwelvePoints() {
    // C 1479 + a 1139 + c 1024 + h 1139 + a 1139 + p 1139 + a 1139 = 8198 units, no kern pairs.
    #expect(measurer.width(of: "Cachapa", fontSize: 12) == 8198.0 * 12 / 2048)
    #expect(abs(measurer.width(of: "Cachapa", fontSize: 12) - 48.035) < 0.001)
  }

  @Test func knownKerningPairsTighten() {
    #expect(units("AV") == 1366 + 1366 - 152)
    #expect(units("To") == 1251 + 1139 - 227)
    #expect(units("To", .bold) == 1251 + 1251 - 152)  // bold has its own, smaller value
    #expect(units("P.") == 1366 + 569 - 264)
    // Kerning is between neighbours only: "A V" kerns "A " (-113), and " V" has no pair.
    #expect(units("A V") == 1366 + 569 + 1366 - 113)
    // Order matters: "VA" is a pair too, "oT" is not.
    #expect(units("oT") == 1139 + 1251)
  }

  @Test func kerningAlsoAppliesOffTheASCIIPath() {
    // "é" and "€" are in the font table: per-scalar path.
    #expect(units("AV\u{E9}") == units("AV") + units("\u{E9}"))
    #expect(units("To \u{20AC}") == units("To ") + units("\u{20AC}"))
    // An emoji or a CJK character forces grapheme segmentation; kerning must not change.
    #expect(units("AV\u{1F600}") == units("AV") + units("\u{1F600}"))
    #expect(units("To\u{58F2}") == units("To") + unitsPerEm)
  }

  @Test func boldIsWiderThanRegular() {
    // Not for every string: capitals and digits often share advances ("Q1" is equal).
    for label in ["Revenue 2024", "sales", "Cachapa", "Umsatz \u{20AC}"] {
      #expect(
        measurer.width(of: label, fontSize: 12, weight: .bold)
          > measurer.width(of: label, fontSize: 12, weight: .regular), "\(label)")
    }
  }

  @Test func precomposedAndDecomposedMeasureTheSame() {
    #expect(units("caf\u{E9}") == units("cafe\u{301}"))
    #expect(units("\u{E9}") == 1139)
    // Neither form kerns with T (the font has no T–eacute pair), while "Te" does.
    #expect(units("T\u{E9}") == units("Te\u{301}"))
    #expect(units("T\u{E9}") == 1251 + 1139)
    #expect(units("Te") == 1251 + 1139 - 227)
  }

  @Test func cjkCharactersAreOneEmEach() {
    #expect(measurer.width(of: "売上高", fontSize: 10) == 30)
    #expect(measurer.width(of: "カタカナ", fontSize: 10) == 40)
    #expect(measurer.width(of: "매출", fontSize: 10) == 20)
    #expect(measurer.width(of: "\u{FF21}\u{FF11}", fontSize: 10) == 20)  // fullwidth A1
    #expect(measurer.width(of: "\u{FF76}\u{FF80}", fontSize: 10) == 10)  // halfwidth kana
  }

  @Test func emojiClustersCountOnceEach() {
    let one = emojiEm * unitsPerEm
    #expect(units("\u{1F600}") == one)  // 😀
    #expect(units("\u{1F1E9}\u{1F1EA}") == one)  // 🇩🇪: two regional indicators, one flag
    #expect(units("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}") == one)  // family
    #expect(units("\u{1F44D}\u{1F3FD}") == one)  // 👍🏽: skin tone adds nothing
    #expect(units("1\u{FE0F}\u{20E3}") == one)  // keycap 1️⃣
    #expect(units("\u{2764}\u{FE0F}") == one)  // ❤️
    #expect(units("\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{1F1F7}") == 2 * one)  // 🇩🇪🇫🇷
    #expect(units("Sales \u{1F4C8}") == units("Sales ") + one)
  }

  @Test func textPresentationCharactersKeepTheFontAdvance() {
    // © and ☺ are emoji-capable, but without U+FE0F the text font draws them.
    #expect(units("\u{A9}") == 1509)
    #expect(units("\u{263A}") == 2091)
    #expect(units("\u{263A}\u{FE0F}") == emojiEm * unitsPerEm)
  }

  @Test func invisibleCharactersMeasureZero() {
    #expect(units("\u{200B}") == 0)  // ZERO WIDTH SPACE
    #expect(units("\u{200D}") == 0)  // ZERO WIDTH JOINER
    #expect(units("\u{FEFF}") == 0)  // BOM
    #expect(units("\u{FE0F}") == 0)  // variation selector
    #expect(units("\u{00AD}") == 0)  // soft hyphen: the font has a glyph, browsers hide it
    #expect(units("a\u{200B}b") == units("ab"))
    #expect(units("\t\r\n") == 0)
    #expect(units("A\u{2060}V") == 1366 + 1366)  // a word joiner breaks the kerning pair
  }

  @Test func unknownCharactersUseTheAverageLowercaseAdvance() {
    // Mean of a–z advances: 26067 / 26 = 1002.6 regular, 28677 / 26 = 1103.0 bold.
    #expect(units("\u{05E9}") == 1003)  // Hebrew shin: not in the font
    #expect(units("\u{05E9}", .bold) == 1103)
    #expect(units("\u{0915}\u{093F}") == 1003)  // Devanagari ki: one cluster
  }

  @Test func emptyStringIsZero() {
    #expect(measurer.width(of: "", fontSize: 12) == 0)
    #expect(measurer.width(of: "", fontSize: 12, weight: .bold) == 0)
  }

  @Test func widthScalesLinearlyWithFontSize() {
    let label = "Umsatz 2024 (\u{20AC})"
    #expect(
      abs(measurer.width(of: label, fontSize: 24) - 2 * measurer.width(of: label, fontSize: 12))
        < 1e-9)
  }

  @Test func asciiAndGraphemePathsAgreeOnLongerText() {
    // The zero-width space at the end forces the grapheme path without adding width.
    let text = "The quick brown fox jumps over the lazy dog: AVAWAY, To Ty P. 1/2 {x} ~!@#$%^&*"
    #expect(units(text) == units(text + "\u{200B}"))
    #expect(units(text, .bold) == units(text + "\u{200B}", .bold))
  }

  @Test func ascentAndDescentComeFromHhea() {
    #expect(measurer.ascent(fontSize: 12) == 1854.0 * 12 / 2048)
    #expect(measurer.descent(fontSize: 12) == 434.0 * 12 / 2048)
    #expect(measurer.ascent(fontSize: 2048) == 1854)
    #expect(measurer.descent(fontSize: 2048) == 434)
  }
}
