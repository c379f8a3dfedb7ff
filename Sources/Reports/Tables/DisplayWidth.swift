/// The number of terminal columns `text` takes: 2 for East Asian wide and fullwidth
/// characters and for emoji, 0 for combining marks and zero-width characters, 1 otherwise.
///
/// This is what `wcwidth` answers for a modern terminal, computed per grapheme cluster so that
/// `é` written with a combining accent, a flag or a family emoji count once.
public func displayWidth(of text: some StringProtocol) -> Int {
  var width = 0
  for character in text { width += displayWidth(of: character) }
  return width
}

/// The columns one grapheme cluster takes (see `displayWidth(of:)` for a string).
func displayWidth(of character: Character) -> Int {
  let scalars = character.unicodeScalars
  guard let first = scalars.first else { return 0 }
  // An emoji shown as a picture: presentation by default, or forced by VS16 (U+FE0F), and
  // flags (pairs of regional indicators).
  if first.properties.isEmojiPresentation
    || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    || (0x1F1E6...0x1F1FF).contains(first.value)
  {
    return 2
  }
  if isWide(first) { return 2 }
  switch first.properties.generalCategory {
  case .nonspacingMark, .enclosingMark, .format, .control: return 0
  default: return 1
  }
}

/// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged.
private func isWide(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
    return true
  default:
    return false
  }
}
