/// How a grapheme cluster that is not plain ASCII is measured.
enum ClusterWidthClass: Equatable {
  /// Draws nothing: controls, format characters, stray combining marks, default ignorables.
  case zeroWidth
  /// Rendered by a color-emoji font, whatever its base character.
  case emoji
  /// East Asian Wide or Fullwidth: CJK fonts draw these on a square em.
  case wide
  /// East Asian Halfwidth forms: half an em.
  case halfwidth
  /// Look the base scalar up in the font, falling back to the average lowercase advance.
  case font
}

/// Classifies the cluster `scalars`, whose first scalar is `base`.
///
/// Order matters: an emoji presentation selector turns a character the font has (such as
/// U+263A) into a color emoji, and invisibles such as U+00AD have a glyph in the font that a
/// browser does not draw inside a word, so both are decided before the font lookup.
func classifyCluster(base: Unicode.Scalar, scalars: Character.UnicodeScalarView)
  -> ClusterWidthClass
{
  let properties = base.properties
  if isEmojiCluster(base: base, properties: properties, scalars: scalars) { return .emoji }
  if properties.isDefaultIgnorableCodePoint { return .zeroWidth }
  switch properties.generalCategory {
  case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
    return .zeroWidth
  default:
    break
  }
  let value = base.value
  if isEastAsianWide(value) { return .wide }
  if (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value) { return .halfwidth }
  return .font
}

/// Whether a cluster is drawn as one color emoji.
///
/// Characters such as `#`, `1`, `©` or `↔` are emoji only when a modifier asks for emoji
/// presentation; on their own the text font draws them, so they must keep its advance.
private func isEmojiCluster(
  base: Unicode.Scalar, properties: Unicode.Scalar.Properties, scalars: Character.UnicodeScalarView
) -> Bool {
  if properties.isEmojiPresentation { return true }
  guard properties.isEmoji else { return false }
  var iterator = scalars.makeIterator()
  _ = iterator.next()
  while let scalar = iterator.next() {
    switch scalar.value {
    case 0xFE0F,  // VARIATION SELECTOR-16: emoji presentation
      0x20E3,  // COMBINING ENCLOSING KEYCAP: 1️⃣
      0x200D,  // ZERO WIDTH JOINER inside an emoji ZWJ sequence
      0x1F3FB...0x1F3FF,  // skin-tone modifiers
      0xE0020...0xE007F:  // tag characters of subdivision flags
      return true
    default:
      continue
    }
  }
  return false
}

/// The bulk of East Asian Wide text: kana, CJK ideographs, Hangul syllables, fullwidth ASCII.
///
/// None of these code points is an emoji, a mark or default-ignorable (checked against the
/// Unicode data shipped with Swift), so a single such scalar is 1 em without asking its
/// properties. Anything wide outside these blocks goes through `classifyCluster`.
func isCoreCJK(_ value: UInt32) -> Bool {
  switch value {
  case 0x3041...0x3096,  // Hiragana letters
    0x30A1...0x30FA,  // Katakana letters
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFF01...0xFF60,  // Fullwidth ASCII variants
    0x20000...0x2FFFD:  // CJK Extensions B–F
    return true
  default:
    return false
  }
}

/// East Asian Width W or F (UAX #11) for the blocks chart labels can realistically contain.
///
/// Swift exposes no East Asian Width property, so this lists the wide blocks by range:
/// Hangul, CJK punctuation and ideographs, kana, Yi, fullwidth forms. Emoji (also mostly W)
/// are handled before this is asked.
func isEastAsianWide(_ value: UInt32) -> Bool {
  switch value {
  case 0x1100...0x115F,  // Hangul Jamo leading consonants (start a syllable cluster)
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols/punct.
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compat.
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi syllables and radicals
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // Vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF01...0xFF60,  // Fullwidth ASCII variants
    0xFFE0...0xFFE6,  // Fullwidth signs (¥ ￦ …)
    0x1B000...0x1B2FF,  // Kana supplement and extensions
    0x1F200...0x1F2FF,  // Enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
    0x30000...0x3FFFD:  // CJK Extensions G–H
    return true
  default:
    return false
  }
}
