import Foundation
import SalesDomain

/// The names a point of sale may use for each city and style (config `aliases`), keyed by the
/// canonical name.
public struct ImportAliases: Equatable, Sendable {
  /// Aliases by city name.
  public var cities: [String: [String]]
  /// Aliases by style name.
  public var styles: [String: [String]]

  /// Whether any alias is configured.
  var hasAny: Bool {
    cities.values.contains { !$0.isEmpty } || styles.values.contains { !$0.isEmpty }
  }

  /// Creates alias tables; empty by default.
  public init(cities: [String: [String]] = [:], styles: [String: [String]] = [:]) {
    self.cities = cities
    self.styles = styles
  }
}

/// The known cities and styles a profile translation resolves names against, with aliases,
/// matched by `NameKey` (case and Unicode form ignored).
struct ImportNames: Sendable {
  /// Canonical city names and their zones' offset tables.
  let cityNames: [String]
  let cityZones: [ZoneOffsetTable]
  /// When each city's business day starts, by city index.
  let dayStarts: [BusinessDayStart]
  /// Canonical style names and their menu prices.
  let styleNames: [String]
  let stylePrices: [Int?]
  /// Index by `NameKey` of every name and alias.
  let cityIndexes: [String: Int]
  let styleIndexes: [String: Int]
  /// The aliases configured, by canonical name (for messages).
  let aliases: ImportAliases

  init(cities: [City], styles: [PancakeStyle], aliases: ImportAliases) {
    cityNames = cities.map(\.name)
    var tables: [String: ZoneOffsetTable] = [:]
    cityZones = cities.map { city in
      if let table = tables[city.timeZone.identifier] { return table }
      let table = ZoneOffsetTable(timeZone: city.timeZone)
      tables[city.timeZone.identifier] = table
      return table
    }
    dayStarts = cities.map(\.businessDayStart)
    styleNames = styles.map(\.name)
    stylePrices = styles.map(\.priceCents)
    cityIndexes = Self.index(names: cityNames, aliases: aliases.cities)
    styleIndexes = Self.index(names: styleNames, aliases: aliases.styles)
    self.aliases = aliases
  }

  private static func index(names: [String], aliases: [String: [String]]) -> [String: Int] {
    var indexes: [String: Int] = [:]
    for (index, name) in names.enumerated() where indexes[NameKey(name).rawValue] == nil {
      indexes[NameKey(name).rawValue] = index
    }
    let byKey = indexes
    for (name, spellings) in aliases.sorted(by: { $0.key < $1.key }) {
      guard let index = byKey[NameKey(name).rawValue] else { continue }
      for alias in spellings where indexes[NameKey(alias).rawValue] == nil {
        indexes[NameKey(alias).rawValue] = index
      }
    }
    return indexes
  }

  /// The known name close enough to `name` to be a likely spelling of it (`closestMatch`'s
  /// rule, shared by every suggestion); nil when none is, or nothing is known.
  static func closest(to name: String, in names: [String]) -> String? {
    closestMatch(to: name, among: names)
  }
}

/// Names a file used that match no known city or style, with how often and where first.
struct UnmatchedNames {
  struct Entry {
    var count: Int
    var firstLine: Int
  }
  var cities: [String: Entry] = [:]
  var styles: [String: Entry] = [:]

  var isEmpty: Bool { cities.isEmpty && styles.isEmpty }
  var rowCount: Int { cities.values.reduce(0) { $0 + $1.count } }
  /// The line of the first row with an unmatched name (the message is reported there).
  var firstLine: Int {
    (cities.values.map(\.firstLine) + styles.values.map(\.firstLine)).min() ?? 0
  }
  /// The most names the message lists one by one: a file of distinct unknown names must give
  /// a message of a few lines.
  static let listedNames = 50

  mutating func add(city: String, line: Int) {
    cities[city, default: Entry(count: 0, firstLine: line)].count += 1
  }

  mutating func add(style: String, line: Int) {
    styles[style, default: Entry(count: 0, firstLine: line)].count += 1
  }

  /// The grouped message at the first unmatched row's line, with the names it lists.
  func problem(names: ImportNames, rowsWereRejected: Bool) -> FileProblem {
    let cityNames = cities.keys.sorted().prefix(Self.listedNames)
    let styleNames = styles.keys.sorted().prefix(max(0, Self.listedNames - cities.count))
    return FileProblem(
      line: firstLine, message: message(names: names, rowsWereRejected: rowsWereRejected),
      kind: .unmatchedNames(
        cities: cityNames.map { displayedValue($0) }, styles: styleNames.map { displayedValue($0) })
    )
  }

  /// One message listing every unmatched name, its row count, the known name close to it (if
  /// one is) and the config entry that would fix it.
  /// `rowsWereRejected` says the rows were rejected one by one (`--skip-invalid`) while the
  /// rest of the file was stored.
  func message(names: ImportNames, rowsWereRejected: Bool = false) -> String {
    let zones = Dictionary(
      zip(names.cityNames, names.cityZones.map(\.timeZone.identifier)),
      uniquingKeysWith: { a, _ in a })
    let prices = Dictionary(
      zip(names.styleNames, names.stylePrices), uniquingKeysWith: { a, _ in a })
    let total = cities.count + styles.count
    var lines = [
      "\(total) name\(total == 1 ? " is" : "s are") not a known city or style; "
        + (rowsWereRejected
          ? "their rows were rejected, the rest of the file was stored"
          : "nothing from this file was stored")
        + ". Add each as an alias in the config (or add a new city or style on purpose), then import again:"
    ]
    for (name, entry) in cities.sorted(by: { $0.key < $1.key }).prefix(Self.listedNames) {
      lines.append(
        describe(
          name, entry, kind: "city", known: names.cityNames, aliases: names.aliases.cities,
          newEntry: { "{\"name\": \"\(json($0))\", \"timeZone\": \"…\"}" },
          fixedEntry: {
            "{\"name\": \"\(json($0))\", \"timeZone\": \"\(zones[$0] ?? "…")\", \"aliases\": [\($1)]}"
          }))
    }
    for (name, entry) in styles.sorted(by: { $0.key < $1.key })
      .prefix(max(0, Self.listedNames - cities.count))
    {
      lines.append(
        describe(
          name, entry, kind: "style", known: names.styleNames, aliases: names.aliases.styles,
          newEntry: { "{\"name\": \"\(json($0))\", \"priceCents\": …}" },
          fixedEntry: { name, list in
            let price = prices[name].flatMap { $0 }.map { ", \"priceCents\": \($0)" } ?? ""
            return "{\"name\": \"\(json(name))\"\(price), \"aliases\": [\(list)]}"
          }))
    }
    if total > Self.listedNames {
      lines.append("… and \(total - Self.listedNames) more names")
    }
    return lines.joined(separator: "\n  ")
  }

  private func describe(
    _ name: String, _ entry: Entry, kind: String, known: [String], aliases: [String: [String]],
    newEntry: (String) -> String, fixedEntry: (_ name: String, _ aliases: String) -> String
  ) -> String {
    let shown = displayedValue(name)
    let rows = "\(entry.count) row\(entry.count == 1 ? "" : "s"), first on line \(entry.firstLine)"
    let section = kind == "city" ? "cities" : "styles"
    // A name too long to be one (a runaway field) is not repeated whole in a config line to
    // copy: its start, its length and its line say where to look.
    guard name.utf8.count <= 200 else {
      return
        "\(kind) '\(shown)' (\(groupedDigits(Int64(name.count))) characters; \(rows)): too long for a \(kind) name, so not repeated here; check that line of the file"
    }
    guard !known.isEmpty else {
      return
        "\(kind) '\(shown)' (\(rows)): no \(section) are known yet; add \(newEntry(name)) to \"\(section)\""
    }
    // A far name gets no candidate: offering one would invite aliasing a new city to another.
    guard let closest = ImportNames.closest(to: name, in: known) else {
      return
        "\(kind) '\(shown)' (\(rows)): no known \(kind) is close; if it is a new \(kind), add \(newEntry(name)) to \"\(section)\"; if it is a known \(kind) under another name, add \"\(json(name))\" to that \(kind)'s \"aliases\""
    }
    let existing = aliases.first { NameKey($0.key) == NameKey(closest) }?.value ?? []
    let list = (existing + [name]).map { "\"\(json($0))\"" }.joined(separator: ", ")
    return
      "\(kind) '\(shown)' (\(rows)): closest known \(kind) '\(closest)'; if it is that \(kind), its entry in \"\(section)\" becomes \(fixedEntry(closest, list))"
  }
}

/// `text` escaped for a JSON string literal in a message (control characters shown escaped, so
/// a name cannot drive the terminal).
private func json(_ text: String) -> String {
  escapingControlCharacters(
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\""),
    keepingLineFeeds: false)
}
