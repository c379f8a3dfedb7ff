extension Array where Element == String {
  /// The strings with `separator` between them, built by plain appends.
  ///
  /// The standard library's `joined(separator:)` runs unspecialised in this binary, and its
  /// first call for a collection type has the runtime look that type's associated types up
  /// through every conformance record the binary holds: about 0.3M instructions each, which
  /// was a quarter of `griddle --help`. Text built on every start joins with this instead.
  public func joinedText(separator: String) -> String {
    var text = ""
    // One allocation: growing the text as it goes copied it several times over.
    var count = separator.utf8.count * Swift.max(0, self.count - 1)
    for string in self { count += string.utf8.count }
    text.reserveCapacity(count)
    for index in indices {
      if index > 0 { text += separator }
      text += self[index]
    }
    return text
  }
}
