/// Lookup tables for one face (regular or bold), built once from the generated arrays.
///
/// A class, not a struct: `TextMeasurer.standard.width(…)` copies the measurer on every
/// call, and copying one reference is far cheaper than retaining every table array.
///
/// Printable ASCII gets dense tables because axis labels are almost always ASCII and the
/// fast path must not branch on table lookups; everything else uses binary search over the
/// generated sorted code points, which is cheap next to grapheme segmentation.
final class FaceMetrics: Sendable {
  /// Advance in font units for each byte 0..<128; controls and DEL are 0 (they draw nothing).
  let asciiAdvances: [UInt16]
  /// Kerning in font units at `left << 7 | right` for ASCII pairs; 0 where the font has none.
  /// Row 0 (NUL) is all zero, so the fast path can start with `previous = 0` and not branch.
  let asciiKerning: [Int16]
  /// Sorted code points (shared with the other face) and their advances.
  let codePoints: [UInt16]
  let advances: [UInt16]
  /// Used for characters the font does not have and that are not CJK, emoji or invisible.
  let fallbackAdvance: Int

  init(
    codePoints: [UInt16], advances: [UInt16], kerningPairs: [UInt16], kerningValues: [Int16],
    averageLowercaseAdvance: Int
  ) {
    precondition(codePoints.count == advances.count, "generated tables out of step")
    precondition(kerningPairs.count == kerningValues.count, "generated tables out of step")
    // Debug builds (and so the tests) check what the per-scalar path relies on; release
    // builds skip it because `assert` is not evaluated there.
    assert(zip(codePoints, codePoints.dropFirst()).allSatisfy { $0 < $1 }, "unsorted table")
    assert(codePoints.allSatisfy(isStandaloneVisible), "table holds a joining or invisible scalar")
    var ascii = [UInt16](repeating: 0, count: 128)
    for (codePoint, advance) in zip(codePoints, advances) where codePoint < 0x7F {
      ascii[Int(codePoint)] = advance
    }
    var kerning = [Int16](repeating: 0, count: 128 * 128)
    for (pair, value) in zip(kerningPairs, kerningValues) {
      let left = Int(pair >> 8)
      let right = Int(pair & 0xFF)
      // The generator only emits printable ASCII; guard so a bad table cannot trap at run time.
      guard left < 128, right < 128 else { continue }
      kerning[left << 7 | right] = value
    }
    self.asciiAdvances = ascii
    self.asciiKerning = kerning
    self.codePoints = codePoints
    self.advances = advances
    self.fallbackAdvance = averageLowercaseAdvance
  }

  /// The font's advance for `value`, or nil if the font has no glyph for it.
  func advance(forCodePoint value: UInt32) -> Int? {
    guard value <= 0xFFFF else { return nil }
    let key = UInt16(value)
    return codePoints.withUnsafeBufferPointer { points -> Int? in
      var low = 0
      var high = points.count
      while low < high {
        let mid = (low &+ high) &>> 1
        if points[mid] < key { low = mid &+ 1 } else { high = mid }
      }
      guard low < points.count, points[low] == key else { return nil }
      return Int(advances[low])
    }
  }
}

/// Everything the measurer needs from one font family, in font units (a class for the same
/// reason as `FaceMetrics`).
final class FontMetrics: Sendable {
  let unitsPerEm: Int
  let ascent: Int
  let descent: Int
  let regular: FaceMetrics
  let bold: FaceMetrics

  init(unitsPerEm: Int, ascent: Int, descent: Int, regular: FaceMetrics, bold: FaceMetrics) {
    self.unitsPerEm = unitsPerEm
    self.ascent = ascent
    self.descent = descent
    self.regular = regular
    self.bold = bold
  }

  func face(_ weight: FontWeight) -> FaceMetrics {
    switch weight {
    case .regular: return regular
    case .bold: return bold
    }
  }

  static let liberationSans: FontMetrics = {
    typealias M = LiberationSansMetrics
    return FontMetrics(
      unitsPerEm: M.unitsPerEm,
      ascent: M.ascent,
      descent: M.descent,
      regular: FaceMetrics(
        codePoints: M.codePoints, advances: M.regularAdvances,
        kerningPairs: M.regularKerningPairs, kerningValues: M.regularKerningValues,
        averageLowercaseAdvance: M.regularAverageLowercaseAdvance),
      bold: FaceMetrics(
        codePoints: M.codePoints, advances: M.boldAdvances,
        kerningPairs: M.boldKerningPairs, kerningValues: M.boldKerningValues,
        averageLowercaseAdvance: M.boldAverageLowercaseAdvance)
    )
  }()
}

/// Whether `codePoint` always forms a grapheme cluster by itself, draws with the text font and
/// is not invisible, i.e. may appear in the advance table.
private func isStandaloneVisible(_ codePoint: UInt16) -> Bool {
  guard let scalar = Unicode.Scalar(UInt32(codePoint)) else { return false }
  let properties = scalar.properties
  if properties.isEmojiPresentation || properties.isDefaultIgnorableCodePoint
    || properties.isGraphemeExtend
  {
    return false
  }
  switch properties.generalCategory {
  case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
    .paragraphSeparator, .privateUse, .surrogate, .unassigned:
    return false
  default:
    // Hangul jamo join into syllables by their own grapheme rules.
    return !(0x1100...0x11FF).contains(codePoint) && !(0xA960...0xA97F).contains(codePoint)
      && !(0xD7B0...0xD7FF).contains(codePoint)
  }
}
