import Foundation
import SalesDomain

/// The stops and cities a schedule's names are matched against, with the config's aliases,
/// matched ignoring case and Unicode form (`NameKey`), as cities are.
public struct ScheduleReferenceData: Sendable {
  /// A stop with its names and its city's zone.
  public struct StopEntry: Sendable {
    public var stop: Stop
    public var aliases: [String]
    public var cityName: String
    public var timeZone: TimeZone

    /// Creates an entry.
    public init(stop: Stop, aliases: [String], cityName: String, timeZone: TimeZone) {
      self.stop = stop
      self.aliases = aliases
      self.cityName = cityName
      self.timeZone = timeZone
    }
  }

  /// A city with its names.
  public struct CityEntry: Sendable {
    public var city: City
    public var aliases: [String]

    /// Creates an entry.
    public init(city: City, aliases: [String]) {
      self.city = city
      self.aliases = aliases
    }
  }

  /// The stops, as given.
  public let stops: [StopEntry]
  /// The cities, as given.
  public let cities: [CityEntry]
  private let stopIndex: [NameKey: Int]
  private let cityIndex: [NameKey: Int]

  /// Indexes every name and alias (a name wins over another entry's alias).
  public init(stops: [StopEntry], cities: [CityEntry]) {
    self.stops = stops
    self.cities = cities
    stopIndex = Self.index(stops.map { ($0.stop.name, $0.aliases) })
    cityIndex = Self.index(cities.map { ($0.city.name, $0.aliases) })
  }

  private static func index(_ entries: [(String, [String])]) -> [NameKey: Int] {
    var index: [NameKey: Int] = [:]
    for (position, entry) in entries.enumerated() where index[NameKey(entry.0)] == nil {
      index[NameKey(entry.0)] = position
    }
    for (position, entry) in entries.enumerated() {
      for alias in entry.1 where index[NameKey(alias)] == nil { index[NameKey(alias)] = position }
    }
    return index
  }

  /// The stop named `name` (or an alias of it).
  func stop(named name: String) -> StopEntry? {
    stopIndex[NameKey(name)].map { stops[$0] }
  }

  /// The city named `name` (or an alias of it).
  func city(named name: String) -> CityEntry? {
    cityIndex[NameKey(name)].map { cities[$0] }
  }
}

/// Names a schedule used that match no stop (or city), with how often and where first, for
/// the one grouped message that stops the file (like an import's unknown cities).
struct UnmatchedScheduleNames {
  private var entries: [String: (kind: String, count: Int, firstLine: Int)] = [:]
  /// Shorter spellings tried for a suggestion (a location's part before its first comma).
  private var alternatives: [String: [String]] = [:]

  var isEmpty: Bool { entries.isEmpty }

  mutating func add(_ name: String, kind: String, line: Int, alternatives: [String] = []) {
    entries[kind + "\u{0}" + name, default: (kind, 0, line)].count += 1
    if !alternatives.isEmpty { self.alternatives[name] = alternatives }
  }

  /// The grouped message, at the first line with an unmatched name.
  func problem(reference: ScheduleReferenceData, unit: String) -> ScheduleProblem {
    let sorted = entries.sorted { $0.key < $1.key }
    let listed = 50
    var lines = [
      "\(sorted.count) name\(sorted.count == 1 ? " is" : "s are") not a known stop\(sorted.contains { $0.value.kind == "city" } ? " or city" : ""); nothing from this file was stored. Add each as an alias in the config (or add a new stop on purpose), then import again:"
    ]
    for (key, entry) in sorted.prefix(listed) {
      let name = String(
        key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)[1])
      let shown = scheduleValue(name)
      let count =
        "\(entry.count) \(unit)\(entry.count == 1 ? "" : "s"), first on line \(entry.firstLine)"
      if entry.kind == "city" {
        let closest = closestMatch(to: name, among: reference.cities.map(\.city.name))
        lines.append(
          "city '\(shown)' (\(count)): "
            + (closest.map {
              "closest known city '\($0)'; if it is that city, add \"\(json(name))\" to its \"aliases\""
            }
              ?? "no known city is close; add it to \"cities\" first"))
        continue
      }
      let names = reference.stops.flatMap { entry in
        ([entry.stop.name] + entry.aliases).map { ($0, entry) }
      }
      if let closest = ([name] + (alternatives[name] ?? [])).lazy.compactMap({
        closestMatch(to: $0, among: names.map(\.0))
      }).first,
        let stop = names.first(where: { $0.0 == closest })?.1
      {
        var fixed =
          "{\"name\": \"\(json(stop.stop.name))\", \"city\": \"\(json(stop.cityName))\", \"aliases\": ["
          + (stop.aliases + [name]).map { "\"\(json($0))\"" }.joined(separator: ", ") + "]"
        if stop.stop.fee != .none {
          fixed +=
            ", \"fee\": {\"flatCents\": \(stop.stop.fee.flatCents), \"percent\": \(stop.stop.fee.percentText)}"
        }
        lines.append(
          "stop '\(shown)' (\(count)): closest known stop '\(stop.stop.name)'; if it is that stop, its entry in \"stops\" becomes \(fixed)}"
        )
      } else {
        lines.append(
          "stop '\(shown)' (\(count)): "
            + (reference.stops.isEmpty ? "no stops are known yet" : "no known stop is close")
            + "; if it is a new stop, run 'griddle add stop \"\(json(name))\" --city CITY'; if it is a known stop under another name, add \"\(json(name))\" to that stop's \"aliases\""
        )
      }
    }
    if sorted.count > listed { lines.append("… and \(sorted.count - listed) more names") }
    return ScheduleProblem(
      line: entries.values.map(\.firstLine).min() ?? 0, lines.joined(separator: "\n  "))
  }

  private func json(_ text: String) -> String {
    scheduleValue(
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\""),
      limit: 200)
  }
}
