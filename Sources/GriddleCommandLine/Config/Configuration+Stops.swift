import Foundation
import SalesDomain

extension Configuration {
  /// A stop to make sure exists in the database: a place a city's truck parks (issue 26).
  public struct StopSetting: Equatable, Sendable {
    /// The stop's name.
    public var name: String
    /// The configured city it belongs to (its name, as the config spells it).
    public var city: String
    /// Other names a calendar uses for it (an event's location or title).
    public var aliases: [String] = []
    /// The organiser's usual fee.
    public var fee: StopFee = .none
  }

  /// The default of `scheduleGraceMinutes`: how far around a visit a sale still belongs to it.
  static let defaultScheduleGraceMinutes = 30

  /// Reads `stops` and `scheduleGraceMinutes` from the top-level object (after `cities`, whose
  /// names the stops' `city` must match).
  mutating func readSchedule(_ root: [String: JSONValue], reader: JSONReader, file: String) throws {
    if let value = root["scheduleGraceMinutes"] {
      let minutes = try reader.nonNegativeInteger(value, at: "scheduleGraceMinutes")
      guard minutes <= 24 * 60 else {
        throw reader.fail(
          "scheduleGraceMinutes", "\(minutes) minutes is more than a day (at most 1440)")
      }
      scheduleGraceMinutes = minutes
    }
    guard let value = root["stops"] else { return }
    stops = try reader.array(value, at: "stops").enumerated().map { index, element in
      try stop(element, at: "stops[\(index)]", reader: reader)
    }
    try Self.checkUnique(stops.map { [$0.name] + $0.aliases }, kind: "stops", file: file)
  }

  /// One element of `stops`; its city must be a configured city (by name or alias), stored as
  /// that city's name.
  private func stop(_ value: JSONValue, at path: String, reader: JSONReader) throws -> StopSetting {
    let stop = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(stop, allowed: ["name", "city", "aliases", "fee"], at: path)
    let name = try reader.nonEmptyString(
      try reader.required(stop, "name", at: path), at: path + ".name")
    let cityName = try reader.nonEmptyString(
      try reader.required(stop, "city", at: path), at: path + ".city")
    let city = try configuredCity(named: cityName, at: path + ".city", reader: reader)
    var fee = StopFee.none
    if let value = stop["fee"] {
      fee = try Self.fee(value, at: path + ".fee", reader: reader)
    }
    return StopSetting(
      name: name, city: city.name,
      aliases: try reader.strings(stop["aliases"], at: path + ".aliases"), fee: fee)
  }

  /// The configured city named `name` (or one of its aliases).
  func configuredCity(named name: String, at path: String, reader: JSONReader) throws
    -> CitySetting
  {
    // The name's key once, not once per configured name (each key is a trim, two Unicode
    // normalizations and a case fold; a fleet's stops asked it for every city).
    let key = NameKey(name)
    if let city = cities.first(where: {
      NameKey($0.name) == key || $0.aliases.contains { NameKey($0) == key }
    }) {
      return city
    }
    let known = cities.map(\.name)
    let hint =
      closestMatch(to: name, among: known).map { " (did you mean '\($0)'?)" }
      ?? (known.isEmpty
        ? " (no cities are configured; a stop's city must be in \"cities\")"
        : " (configured cities: \(known.prefix(10).joined(separator: ", ")))")
    throw reader.fail(path, "unknown city \(quoted(name))" + hint)
  }

  /// A `fee` object: `flatCents` (whole minor units ≥ 0) and `percent` (0 to 100, at most two
  /// decimals), both optional.
  static func fee(_ value: JSONValue, at path: String, reader: JSONReader) throws -> StopFee {
    let fee = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(fee, allowed: ["flatCents", "percent"], at: path)
    var result = StopFee.none
    if let flat = fee["flatCents"] {
      result.flatCents = try reader.nonNegativeInteger(flat, at: path + ".flatCents")
      guard result.flatCents <= Int(Int32.max) else {
        throw reader.fail(
          path + ".flatCents", "\(result.flatCents) is more than a fee may be (\(Int32.max))")
      }
    }
    if let percent = fee["percent"] {
      guard case .number(let literal) = percent else {
        throw reader.fail(path + ".percent", "expected a number, got \(percent.kind)")
      }
      guard let hundredths = StopFee.percentHundredths(literal) else {
        throw reader.fail(
          path + ".percent",
          "expected a percent from 0 to 100 with at most two decimals, got \(literal)")
      }
      result.percentHundredths = hundredths
    }
    return result
  }
}
