import Foundation
import Sales

extension Configuration {
  /// Where the configuration comes from: flags beat environment beat the file beat defaults.
  public struct Sources: Sendable {
    /// `--config FILE`.
    public var configFlag: String?
    /// `--database FILE`.
    public var databaseFlag: String?
    /// The process environment (`GRIDDLE_CONFIG`, `GRIDDLE_DATABASE`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var workingDirectory: String

    /// Creates the sources.
    public init(
      configFlag: String?, databaseFlag: String?, environment: [String: String],
      workingDirectory: String
    ) {
      self.configFlag = configFlag
      self.databaseFlag = databaseFlag
      self.environment = environment
      self.workingDirectory = workingDirectory
    }
  }

  /// Resolves the configuration: an explicitly named config file must exist; the default
  /// `./config/griddle.json` is used only when present.
  public static func resolve(_ sources: Sources) throws -> Configuration {
    var configuration = Configuration()
    let explicit =
      sources.configFlag ?? sources.environment["GRIDDLE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
    let path = explicit ?? "config/griddle.json"
    let absolute = path.hasPrefix("/") ? path : sources.workingDirectory + "/" + path
    if FileManager.default.fileExists(atPath: absolute) {
      guard let data = FileManager.default.contents(atPath: absolute) else {
        throw ConfigurationError(file: path, detail: "the file cannot be read")
      }
      configuration = try Configuration(jsonData: data, file: path)
      configuration.sourceFile = path
      // A relative database or reports path in a config file is relative to the working
      // directory, like flags, so that `griddle` behaves the same wherever the file lives.
    } else if explicit != nil {
      throw ConfigurationError(file: path, detail: "the file does not exist")
    }
    if let database = sources.environment["GRIDDLE_DATABASE"], !database.isEmpty {
      configuration.database = database
    }
    if let database = sources.databaseFlag { configuration.database = database }
    return configuration
  }

  /// Parses a config file's JSON; unknown keys and wrong types are errors naming the key path.
  public init(jsonData: Data, file: String) throws {
    self.init()
    let object: JSONValue
    do {
      object = try JSONDecoder().decode(JSONValue.self, from: jsonData)
    } catch {
      throw ConfigurationError(file: file, detail: "not valid JSON (\(Self.describe(error)))")
    }
    let reader = JSONReader(file: file)
    let root = try reader.object(object, at: "")
    try reader.rejectUnknownKeys(
      root,
      allowed: [
        "database", "reportsDirectory", "locale", "currency", "reportTimeZone", "cities", "styles",
        "importProfiles",
      ],
      at: "")
    if let value = root["database"] { database = try reader.nonEmptyString(value, at: "database") }
    if let value = root["reportsDirectory"] {
      reportsDirectory = try reader.nonEmptyString(value, at: "reportsDirectory")
    }
    if let value = root["locale"] { locale = try reader.nonEmptyString(value, at: "locale") }
    if let value = root["currency"] {
      currency = try reader.nonEmptyString(value, at: "currency")
      guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw ConfigurationError(
          file: file, detail: "currency: expected a 3-letter ISO 4217 code, got '\(currency)'")
      }
    }
    if let value = root["reportTimeZone"] {
      reportTimeZone = try reader.nonEmptyString(value, at: "reportTimeZone")
      guard TimeZone(identifier: reportTimeZone) != nil else {
        throw ConfigurationError(
          file: file, detail: "reportTimeZone: unknown time zone '\(reportTimeZone)'")
      }
    }
    if let value = root["cities"] {
      cities = try reader.array(value, at: "cities").enumerated().map { index, element in
        let path = "cities[\(index)]"
        let city = try reader.object(element, at: path)
        try reader.rejectUnknownKeys(city, allowed: ["name", "timeZone", "aliases"], at: path)
        let name = try reader.nonEmptyString(
          try reader.required(city, "name", at: path), at: path + ".name")
        let zone = try reader.nonEmptyString(
          try reader.required(city, "timeZone", at: path), at: path + ".timeZone")
        guard TimeZone(identifier: zone) != nil else {
          throw ConfigurationError(
            file: file, detail: "\(path).timeZone: unknown time zone '\(zone)'")
        }
        return CitySetting(
          name: name, timeZone: zone, aliases: try Self.aliases(city, at: path, reader))
      }
    }
    if let value = root["styles"] {
      styles = try reader.array(value, at: "styles").enumerated().map { index, element in
        let path = "styles[\(index)]"
        let style = try reader.object(element, at: path)
        try reader.rejectUnknownKeys(style, allowed: ["name", "priceCents", "aliases"], at: path)
        let name = try reader.nonEmptyString(
          try reader.required(style, "name", at: path), at: path + ".name")
        let price = try style["priceCents"].map {
          try reader.nonNegativeInteger($0, at: path + ".priceCents")
        }
        return StyleSetting(
          name: name, priceCents: price, aliases: try Self.aliases(style, at: path, reader))
      }
    }
    if let value = root["importProfiles"] {
      importProfiles = try ImportProfileReader(reader: reader).profiles(value)
    }
  }

  /// The `aliases` array of a city or style, empty when absent.
  private static func aliases(
    _ object: [String: JSONValue], at path: String, _ reader: JSONReader
  ) throws -> [String] {
    guard let value = object["aliases"] else { return [] }
    return try reader.array(value, at: path + ".aliases").enumerated().map {
      try reader.nonEmptyString($1, at: path + ".aliases[\($0)]")
    }
  }

  /// The configured aliases, as the importer takes them.
  public var importAliases: ImportAliases {
    ImportAliases(
      cities: Dictionary(cities.map { ($0.name, $0.aliases) }, uniquingKeysWith: +),
      styles: Dictionary(styles.map { ($0.name, $0.aliases) }, uniquingKeysWith: +))
  }

  private static func describe(_ error: Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      let underlying =
        (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    }
    return String(describing: error)
  }
}
