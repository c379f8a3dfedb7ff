import Foundation
import Sales
import SalesDomain

/// After an import refused for unknown cities or styles: where those come from, and the
/// config lines (and `griddle add` commands) that would add them.
enum UnknownNamesHint {
  /// The hint for `problems`, or nil when none is about an unknown city or style.
  static func hint(for problems: [ImportProblem], configuration: Configuration) -> String? {
    let allCities = unmatchedNames(in: problems, \.cities)
    let allStyles = unmatchedNames(in: problems, \.styles)
    guard !allCities.isEmpty || !allStyles.isEmpty else { return nil }
    // A name close to a configured one (`Cupertno`) is most likely that city or style written
    // another way: the fix is an alias on its entry, not a new city.
    let cityAliases = allCities.compactMap { name in
      closest(to: name, among: configuration.cities.map { ($0.name, $0.aliases) }).flatMap {
        known in configuration.cities.first { $0.name == known }.map { (name, $0) }
      }
    }
    let styleAliases = allStyles.compactMap { name in
      closest(to: name, among: configuration.styles.map { ($0.name, $0.aliases) }).flatMap {
        known in configuration.styles.first { $0.name == known }.map { (name, $0) }
      }
    }
    let cities = allCities.filter { name in !cityAliases.contains { $0.0 == name } }
    let styles = allStyles.filter { name in !styleAliases.contains { $0.0 == name } }
    let source =
      configuration.sourceFile.map { "Cities and styles come from the config file \($0)" }
      ?? "No config file was found (looked for \(configuration.searchedFiles.joined(separator: " and "))), so there are no configured cities or styles"
    var lines: [String] = []
    if !cityAliases.isEmpty || !styleAliases.isEmpty {
      lines.append("\(source); a name close to a known one is probably an alias of it:")
      for (name, city) in cityAliases {
        var entry = city
        entry.aliases.append(name)
        lines.append(
          "  city '\(name)': if it is \(city.name), its entry in \"cities\" becomes \(AddCommand.json(entry))"
        )
      }
      for (name, style) in styleAliases {
        var entry = style
        entry.aliases.append(name)
        lines.append(
          "  style '\(name)': if it is \(style.name), its entry in \"styles\" becomes \(AddCommand.json(entry))"
        )
      }
      guard !cities.isEmpty || !styles.isEmpty else { return lines.joined(separator: "\n") }
      lines.append("To add the other missing ones, put these lines in it:")
    } else {
      lines.append("\(source); to add the missing ones, put these lines in it:")
    }
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

  /// The configured name whose name or an alias is closest to `typed`, if one is close enough
  /// to be a likely misspelling.
  static func closest(to typed: String, among entries: [(name: String, aliases: [String])])
    -> String?
  {
    let owners = Dictionary(
      entries.flatMap { entry in ([entry.name] + entry.aliases).map { ($0, entry.name) } },
      uniquingKeysWith: { first, _ in first })
    let candidates = entries.flatMap { [$0.name] + $0.aliases }
    return closestMatch(to: typed, among: candidates).flatMap { owners[$0] }
  }

  /// The distinct unmatched names of one kind that `problems` report, in order of appearance.
  static func unmatchedNames(
    in problems: [ImportProblem], _ kind: KeyPath<(cities: [String], styles: [String]), [String]>
  ) -> [String] {
    var seen: Set<NameKey> = []
    var names: [String] = []
    for problem in problems {
      guard case .unmatchedNames(let cities, let styles) = problem.kind else { continue }
      // A name the problem shows cut ('NNN…', over 60 characters) is not the name: a config
      // line or a command made from it would add the wrong one (the problem line gives the
      // entry whole up to 200 bytes, and beyond that the name's length and line).
      for name in (cities: cities, styles: styles)[keyPath: kind]
      where !name.hasSuffix("…") && name.utf8.count <= 200 && seen.insert(NameKey(name)).inserted {
        names.append(name)
      }
    }
    return names
  }

  /// The IANA zone whose city part is `city` (`Tokyo` → `Asia/Tokyo`), if exactly one is.
  static func timeZone(for city: String) -> String? {
    let key = NameKey(city.replacingOccurrences(of: " ", with: "_"))
    let matches = Configuration.timeZoneNames.filter {
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
