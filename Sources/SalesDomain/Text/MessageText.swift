/// Text from input files, made safe to show in a message on a terminal.
///
/// Every value a user or a file supplies goes through `escapingControlCharacters` before it is
/// printed: a field holding `ESC [ 2 J` (clear screen) or an OSC title sequence must show as
/// text, never act on the terminal that prints the error.

/// `text` with every control character (C0 except line feed, DEL and C1) written as an escape:
/// `\t`, `\r`, `\0`, or `\u{1B}`.
///
/// Line feeds are kept because messages are built of lines; call
/// `escapingControlCharacters(_:keepingLineFeeds: false)` for a value that must stay on one
/// line. Applying it twice changes nothing more (escapes hold no control characters).
public func escapingControlCharacters(_ text: String, keepingLineFeeds: Bool = true) -> String {
  guard text.unicodeScalars.contains(where: { isControl($0, keepingLineFeeds) }) else {
    return text
  }
  var escaped = ""
  escaped.reserveCapacity(text.utf8.count + 8)
  for scalar in text.unicodeScalars {
    guard isControl(scalar, keepingLineFeeds) else {
      escaped.unicodeScalars.append(scalar)
      continue
    }
    switch scalar {
    case "\t": escaped += "\\t"
    case "\r": escaped += "\\r"
    case "\n": escaped += "\\n"
    case "\0": escaped += "\\0"
    default: escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
  return escaped
}

private func isControl(_ scalar: Unicode.Scalar, _ keepingLineFeeds: Bool) -> Bool {
  let value = scalar.value
  if value == 0x0A { return !keepingLineFeeds }
  return value < 0x20 || (0x7F...0x9F).contains(value)
}

/// A value from input for a message: control characters escaped, on one line, and shortened
/// to `limit` characters so a runaway field cannot flood the report.
public func displayedValue(_ value: String, limit: Int = 60) -> String {
  let escaped = escapingControlCharacters(value, keepingLineFeeds: false)
  return escaped.count > limit ? escaped.prefix(limit - 3) + "…" : escaped
}

/// `items` joined with `, `, at most `limit` of them, then `… and N more`.
///
/// Every list of names or problems in a message goes through this: a header with 100,000
/// columns must give a message of a few lines, not hundreds of kilobytes.
public func boundedList(_ items: [String], limit: Int = 12, separator: String = ", ") -> String {
  guard items.count > limit else { return items.joined(separator: separator) }
  return items.prefix(limit).joined(separator: separator)
    + "\(separator)… and \(items.count - limit) more"
}

/// Whether `scalar` is a control character (C0, DEL or C1), which no id or name may hold.
public func isControlCharacter(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// `U+001B`: how a message names a character that cannot be shown.
public func unicodeName(_ scalar: Unicode.Scalar) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// `value` in decimal with a comma every three digits (`2,147,483,647`), the same in every
/// locale: limits in messages are read, not parsed.
public func groupedDigits(_ value: Int64) -> String {
  let digits = String(value.magnitude)
  var grouped = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
    grouped.append(digit)
  }
  return value < 0 ? "-" + grouped : grouped
}
