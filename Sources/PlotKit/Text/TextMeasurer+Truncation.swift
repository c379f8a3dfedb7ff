extension TextMeasurer {
  /// `text` as it fits on one line of `width` points: whole, or its longest leading part that
  /// fits with "…" after it (only "…" when not even one character does), as Swift Charts cuts
  /// a legend label too long for its row.
  public func truncated(
    _ text: String, toWidth width: Double, fontSize: Double, weight: FontWeight = .regular
  ) -> String {
    guard self.width(of: text, fontSize: fontSize, weight: weight) > width else { return text }
    // Widths grow with each character (advances are positive and far larger than kerning), so
    // the longest fitting prefix is found by bisection over character counts.
    let characters = Array(text)
    var fits = 0
    var tooLong = characters.count
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      let candidate = String(characters[..<middle]) + "…"
      if self.width(of: candidate, fontSize: fontSize, weight: weight) <= width {
        fits = middle
      } else {
        tooLong = middle
      }
    }
    // A space before the ellipsis reads as a gap, so the cut drops it.
    var kept = String(characters[..<fits])
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept + "…"
  }
}
