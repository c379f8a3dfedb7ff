import Foundation

/// One content line of an iCalendar file (RFC 5545 §3.1) after unfolding:
/// `NAME;PARAM=value;…:value`.
struct ICalendarContentLine: Equatable, Sendable {
  /// The property name, upper-cased (`DTSTART`).
  var name: String
  /// Parameters by upper-cased name, values without their quotes (`TZID` → `Europe/Berlin`).
  var parameters: [String: String]
  /// The raw value, still escaped for text properties.
  var value: String
  /// The physical line the content line starts on.
  var line: Int

  /// Splits `text` into unfolded content lines: a line starting with a space or a tab continues
  /// the one before (CRLF, LF or CR line ends; blank lines skipped).
  static func parse(_ text: String) throws(ScheduleProblem) -> [ICalendarContentLine] {
    var result: [ICalendarContentLine] = []
    var current: (text: Substring, line: Int)?
    var pending: [Substring] = []
    func flush() throws(ScheduleProblem) {
      guard let start = current else { return }
      let joined = pending.isEmpty ? String(start.text) : String(start.text) + pending.joined()
      result.append(try parseLine(joined, line: start.line))
      current = nil
      pending = []
    }
    var number = 0
    for physical in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      if let first = physical.first, first == " " || first == "\t" {
        guard current != nil else {
          throw ScheduleProblem(line: number, "a folded line continues nothing")
        }
        pending.append(physical.dropFirst())
        continue
      }
      try flush()
      if !physical.isEmpty { current = (physical, number) }
    }
    try flush()
    return result
  }

  /// Parses one unfolded line; quoted parameter values may hold `;`, `:` and `,`.
  private static func parseLine(_ text: String, line: Int) throws(ScheduleProblem)
    -> ICalendarContentLine
  {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func word() -> String {
      var name = String.UnicodeScalarView()
      while index < scalars.count, scalars[index] != ";", scalars[index] != ":" {
        name.append(scalars[index])
        index += 1
      }
      return String(name)
    }
    let name = word().uppercased()
    guard !name.isEmpty else {
      throw ScheduleProblem(line: line, "expected NAME:value, got '\(scheduleValue(text))'")
    }
    var parameters: [String: String] = [:]
    while index < scalars.count, scalars[index] == ";" {
      index += 1
      var key = String.UnicodeScalarView()
      while index < scalars.count, scalars[index] != "=", scalars[index] != ":",
        scalars[index] != ";"
      {
        key.append(scalars[index])
        index += 1
      }
      guard index < scalars.count, scalars[index] == "=" else {
        throw ScheduleProblem(
          line: line, "parameter '\(scheduleValue(String(key)))' of \(name) has no value")
      }
      index += 1
      var value = String.UnicodeScalarView()
      var quoted = false
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\"" {
          quoted.toggle()
        } else if !quoted && (scalar == ";" || scalar == ":") {
          break
        } else {
          value.append(scalar)
        }
        index += 1
      }
      guard !quoted else {
        throw ScheduleProblem(line: line, "a quoted parameter of \(name) is not closed")
      }
      parameters[String(key).uppercased()] = String(value)
    }
    guard index < scalars.count, scalars[index] == ":" else {
      throw ScheduleProblem(line: line, "\(scheduleValue(name)) has no ':' before its value")
    }
    var value = String.UnicodeScalarView()
    value.append(contentsOf: scalars[(index + 1)...])
    return ICalendarContentLine(
      name: name, parameters: parameters, value: String(value), line: line)
  }

  /// The value as text (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) unescaped.
  var text: String {
    guard value.contains("\\") else { return value }
    var result = ""
    var escaping = false
    for character in value {
      if escaping {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }
}
