import Foundation
import Sales

/// After an import refused for unknown cities or styles: where those come from, and the
/// config lines (and `griddle add` commands) that would add them.
enum UnknownNamesHint {
  /// The hint for `problems`, or nil when none is about an unknown city or style.
  static func hint(for problems: [ImportProblem], configuration: Configuration) -> String? {
    let cities = names(after: "unknown city '", in: problems)
    let styles = names(after: "unknown style '", in: problems)
    guard !cities.isEmpty || !styles.isEmpty else { return nil }
    let source =
      configuration.sourceFile.map { "Cities and styles come from the config file \($0)" }
      ?? "No config file was found (looked for \(configuration.searchedFiles.joined(separator: " and "))), so there are no configured cities or styles"
    var lines = ["\(source); to add the missing ones, put these lines in it:"]
    for city in cities {
      lines.append(
        "  in \"cities\": { \"name\": \(jsonString(city)), \"timeZone\": \(jsonString(timeZone(for: city) ?? "Area/City")) }"
      )
    }
    for style in styles {
      lines.append("  in \"styles\": { \"name\": \(jsonString(style)) }")
    }
    lines.append("or run:")
    for city in cities {
      lines.append(
        "  griddle add city \(shellWord(city)) --time-zone \(timeZone(for: city) ?? "Area/City")")
    }
    for style in styles {
      lines.append("  griddle add style \(shellWord(style)) --price PRICE")
    }
    return lines.joined(separator: "\n")
  }

  /// The distinct names quoted after `prefix` in problem messages, in order of appearance.
  static func names(after prefix: String, in problems: [ImportProblem]) -> [String] {
    var seen: Set<NameKey> = []
    var names: [String] = []
    for problem in problems {
      // `unknown city 'NAME' (did you mean …?)`: the name ends at the quote before the
      // parenthesis, or at the last quote.
      guard let start = problem.message.range(of: prefix)?.upperBound else { continue }
      let rest = problem.message[start...]
      guard let close = rest.range(of: "' (")?.lowerBound ?? rest.lastIndex(of: "'") else {
        continue
      }
      let name = String(rest[..<close])
      if seen.insert(NameKey(name)).inserted { names.append(name) }
    }
    return names
  }

  /// The IANA zone whose city part is `city` (`Tokyo` → `Asia/Tokyo`), if exactly one is.
  static func timeZone(for city: String) -> String? {
    let key = NameKey(city.replacingOccurrences(of: " ", with: "_"))
    let matches = TimeZone.knownTimeZoneIdentifiers.filter {
      $0.split(separator: "/").last.map { NameKey($0) == key } ?? false
    }
    return matches.count == 1 ? matches[0] : nil
  }

  static func jsonString(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }

  /// `text` quoted for a POSIX shell when it needs to be.
  static func shellWord(_ text: String) -> String {
    let safe = text.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./".unicodeScalars.contains($0)
    }
    return safe && !text.isEmpty
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
