/// Direction isolation for names written right to left (Arabic, Hebrew) in the dashboard.
///
/// The report's sentences, tiles and chart labels are left-to-right text into which city and
/// style names from input are put; an Arabic name next to a number ("بيت 1,234") would otherwise
/// take the number into its right-to-left run and reorder the sentence. The page's languages
/// are all left to right, so every right-to-left run in its text is from a name: each is
/// isolated, in HTML with `<bdi>`, and where markup cannot be used (SVG text, the `<title>`)
/// with the Unicode isolates FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068, U+2069).
/// Markup and attribute values are left alone; text without right-to-left letters is returned
/// as it is.
public enum BidiIsolation {
  /// `html` (a whole page) with every right-to-left run of its text isolated.
  public static func isolatingHTML(_ html: String) -> String { isolating(html, svgOnly: false) }

  /// `svg` (a chart) with every right-to-left run of its text isolated by U+2068 … U+2069.
  public static func isolatingSVG(_ svg: String) -> String { isolating(svg, svgOnly: true) }

  /// Whether `scalar` is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and their presentation forms, and the historic scripts of the SMP's RTL blocks).
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF:
      return true
    default: return false
    }
  }

  /// Whether `scalar` may stand inside a right-to-left name without ending its run: spaces and
  /// punctuation, not digits (a number beside a name is what must stay outside) and not `&` or
  /// `<` (markup).
  private static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "&" || scalar == "<" { return false }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .nonspacingMark, .connectorPunctuation, .dashPunctuation,
      .otherPunctuation, .initialPunctuation, .finalPunctuation:
      return true
    default: return false
    }
  }

  private static func isolating(_ text: String, svgOnly: Bool) -> String {
    guard text.unicodeScalars.contains(where: isRightToLeft) else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    result.reserveCapacity(scalars.count + 64)
    var index = 0
    // Inside `<svg>` or the page's `<title>`, markup cannot isolate: the Unicode isolates do.
    var plainTextDepth = svgOnly ? 1 : 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "<" {
        let end = scalars[index...].firstIndex(of: ">") ?? scalars.count - 1
        let tag = String(String.UnicodeScalarView(scalars[index...end])).lowercased()
        if !svgOnly {
          if tag.hasPrefix("<svg") || tag.hasPrefix("<title") { plainTextDepth += 1 }
          if tag.hasPrefix("</svg") || tag.hasPrefix("</title") {
            plainTextDepth = max(0, plainTextDepth - 1)
          }
        }
        result.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      guard isRightToLeft(scalar) else {
        result.append(scalar)
        index += 1
        continue
      }
      // The run: up to the last right-to-left letter before anything that is neither one nor
      // neutral.
      var last = index
      var probe = index + 1
      while probe < scalars.count, isRightToLeft(scalars[probe]) || isNeutral(scalars[probe]) {
        if isRightToLeft(scalars[probe]) { last = probe }
        probe += 1
      }
      let plain = plainTextDepth > 0
      if plain {
        result.append("\u{2068}")
      } else {
        result.append(contentsOf: "<bdi>".unicodeScalars)
      }
      result.append(contentsOf: scalars[index...last])
      if plain {
        result.append("\u{2069}")
      } else {
        result.append(contentsOf: "</bdi>".unicodeScalars)
      }
      index = last + 1
    }
    return String(result)
  }
}
