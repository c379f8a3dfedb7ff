import Foundation
import PostgresStorage
import Reports
import Sales
import SalesDomain

extension Configuration {
  /// Where the configuration comes from: flags beat environment beat the file beat defaults.
  public struct Sources: Sendable {
    /// `--config FILE`.
    public var configFlag: String?
    /// `--database FILE`.
    public var databaseFlag: String?
    /// `--read-database URI`.
    public var readDatabaseFlag: String?
    /// The process environment (`GRIDDLE_CONFIG`, `GRIDDLE_DATABASE`, `XDG_CONFIG_HOME`, `HOME`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var workingDirectory: String

    /// Creates the sources.
    public init(
      configFlag: String?, databaseFlag: String?, readDatabaseFlag: String? = nil,
      environment: [String: String], workingDirectory: String
    ) {
      self.configFlag = configFlag
      self.databaseFlag = databaseFlag
      self.readDatabaseFlag = readDatabaseFlag
      self.environment = environment
      self.workingDirectory = workingDirectory
    }

    /// The config files looked for when none is named, in order: the project's
    /// `./config/griddle.json`, then the user's `$XDG_CONFIG_HOME/griddle/griddle.json`
    /// (`~/.config/griddle/griddle.json` by default).
    public var defaultConfigFiles: [String] {
      var files = ["config/griddle.json"]
      if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
        files.append(xdg + "/griddle/griddle.json")
      } else if let home = environment["HOME"], home.hasPrefix("/") {
        files.append(home + "/.config/griddle/griddle.json")
      }
      return files
    }
  }

  /// Resolves the configuration: an explicitly named config file must exist; otherwise the
  /// first of `Sources.defaultConfigFiles` that exists is read, and when none does the
  /// result lists them in `searchedFiles`.
  ///
  /// With `allowingNewFile` (for `griddle add`), an explicitly named file that does not exist
  /// yet is not an error: the result names it as its source, to be created.
  public static func resolve(_ sources: Sources, allowingNewFile: Bool = false) throws
    -> Configuration
  {
    var configuration = Configuration()
    if let flag = sources.configFlag, flag.trimmingCharacters(in: .whitespaces).isEmpty {
      throw UsageError(
        "'--config' needs a file path, got an empty value",
        hint:
          "Name the config file, e.g. --config config/griddle.json (is a shell variable unset?).")
    }
    let explicit =
      sources.configFlag ?? sources.environment["GRIDDLE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
    let candidates = explicit.map { [$0] } ?? sources.defaultConfigFiles
    let found = candidates.first {
      FileManager.default.fileExists(atPath: absolutePath($0, in: sources.workingDirectory))
    }
    if let path = found {
      let absolute = absolutePath(path, in: sources.workingDirectory)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        throw ConfigurationError(
          file: path, detail: "it is a folder, not a config file (name its griddle.json)")
      }
      guard let data = FileManager.default.contents(atPath: absolute) else {
        throw ConfigurationError(file: path, detail: "the file cannot be read")
      }
      configuration = try Configuration(jsonData: data, file: path)
      configuration.sourceFile = path
      // Relative paths in a config file are relative to the file's folder, so that a cron
      // job started elsewhere finds the same database and reports.
      let folder = (absolute as NSString).deletingLastPathComponent
      configuration.database = absolutePath(configuration.database, in: folder)
      configuration.readDatabase = configuration.readDatabase.map { absolutePath($0, in: folder) }
      configuration.reportsDirectory = absolutePath(configuration.reportsDirectory, in: folder)
    } else if let explicit, allowingNewFile {
      configuration.sourceFile = explicit
    } else if let explicit {
      throw ConfigurationError(file: explicit, detail: "the file does not exist")
    } else {
      configuration.searchedFiles = candidates
    }
    if let database = sources.environment["GRIDDLE_DATABASE"], !database.isEmpty {
      configuration.database = database
    }
    if let database = sources.databaseFlag {
      // An empty path (`--database "$DB"` with DB unset) would make SQLite use a temporary
      // file that vanishes on exit, while init reported success.
      guard !database.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError(
          "'--database' needs a file path or a postgresql:// URI, got an empty value",
          hint: "Name the database file, e.g. --database sales.sqlite (is a shell variable unset?)."
        )
      }
      configuration.database = database
    }
    if let database = sources.environment["GRIDDLE_READ_DATABASE"], !database.isEmpty {
      configuration.readDatabase = database
    }
    if let database = sources.readDatabaseFlag {
      guard !database.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError(
          "'--read-database' needs a file path or a postgresql:// URI, got an empty value",
          hint: "Name the read replica, e.g. --read-database postgresql://replica.example/griddle."
        )
      }
      configuration.readDatabase = database
    }
    try checkConnectionString(
      configuration.database, sources: sources, file: configuration.sourceFile)
    if let readDatabase = configuration.readDatabase {
      try checkConnectionString(
        readDatabase, sources: sources, file: configuration.sourceFile, setting: .readDatabase)
    }
    return configuration
  }

  /// Which database setting a connection string came from, for messages.
  enum DatabaseSetting {
    case database, readDatabase

    var flag: String { self == .database ? "--database" : "--read-database" }
    var variable: String { self == .database ? "GRIDDLE_DATABASE" : "GRIDDLE_READ_DATABASE" }
    var key: String { self == .database ? "database" : "readDatabase" }
    func flagValue(_ sources: Sources) -> String? {
      self == .database ? sources.databaseFlag : sources.readDatabaseFlag
    }
  }

  /// Refuses a PostgreSQL connection string libpq cannot use (`?bogus=1`, an unclosed `[::1`,
  /// `sslmode=bogus`, port `5x4`) with libpq's reason, naming where it came from: a typo is
  /// bad usage (64) or bad configuration (78), not a server to retry later.
  static func checkConnectionString(
    _ database: String, sources: Sources, file: String?, setting: DatabaseSetting = .database
  ) throws {
    guard SalesStores.isServer(database), let reason = ConnectionString.problem(in: database)
    else { return }
    let shown = SalesStores.displayName(database)
    if setting.flagValue(sources) == database {
      throw UsageError(
        "'\(setting.flag)' is not a PostgreSQL connection string libpq accepts: \(reason)",
        hint:
          "Check \(quoted(shown, limit: 200)) against https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING."
      )
    }
    let origin =
      sources.environment[setting.variable] == database
      ? "the environment variable \(setting.variable)" : nil
    throw ConfigurationError(
      file: origin ?? file ?? "the config file",
      detail: "\(setting.key): \(reason) (in \(quoted(shown, limit: 200)))")
  }

  /// `path` made absolute against `folder` (unless it already is), with `.` and `..` removed;
  /// a URI (`postgresql://…`) is returned as it is.
  static func absolutePath(_ path: String, in folder: String) -> String {
    guard !path.contains("://"), !SalesStores.isServer(path) else { return path }
    let joined = path.hasPrefix("/") ? path : folder + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// The most cities, and the most styles, a config may name: an import tells names apart by
  /// 16-bit indexes (`ImportError.tooManyNames` in Sales has the same bound), and a config that
  /// `init` accepts must import, so a longer list is refused when the config is read.
  static let maximumNames = Int(UInt16.max)

  /// The keys a config file may have at the top level.
  static let topLevelKeys = [
    "database", "readDatabase", "reportsDirectory", "locale", "currency", "reportTimeZone",
    "cities", "styles", "importProfiles", "stops", "scheduleGraceMinutes", "restate",
  ]

  /// Parses a config file's JSON; syntax errors name the line and column, unknown keys and
  /// wrong types the key path.
  public init(jsonData: Data, file: String) throws {
    let node: JSONNode
    do {
      node = try JSONParser.parse(Array(Self.utf8(jsonData)))
    } catch {
      throw ConfigurationError(file: file, detail: "not valid JSON at \(error.description)")
    }
    try self.init(json: node.value, file: file)
  }

  /// `data` as UTF-8: a file with a UTF-16 byte-order mark (what Windows Notepad saves as
  /// "Unicode") is converted, since its bytes would otherwise be reported as a stray '\u{FFFD}'
  /// at line 1, column 1. Anything else is passed on as it is.
  static func utf8(_ data: Data) -> Data {
    let bytes = [UInt8](data.prefix(2))
    guard bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF],
      let text = String(data: data, encoding: .utf16)
    else { return data }
    return Data(text.utf8)
  }

  init(json: JSONValue, file: String) throws {
    self.init()
    let reader = JSONReader(file: file)
    let root = try reader.object(json, at: "")
    try reader.rejectUnknownKeys(root, allowed: Self.topLevelKeys, at: "")
    if let value = root["database"] { database = try reader.nonEmptyString(value, at: "database") }
    if let value = root["readDatabase"] {
      readDatabase = try reader.nonEmptyString(value, at: "readDatabase")
    }
    if let value = root["reportsDirectory"] {
      reportsDirectory = try reader.nonEmptyString(value, at: "reportsDirectory")
    }
    if let value = root["locale"] {
      locale = try reader.nonEmptyString(value, at: "locale")
      guard ReportFormatter.isKnownLocale(locale) else {
        throw ConfigurationError(
          file: file,
          detail: "locale: unknown locale \(quoted(locale)); use one such as en_US or de_DE")
      }
    }
    if let value = root["currency"] {
      currency = try reader.nonEmptyString(value, at: "currency")
      guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw ConfigurationError(
          file: file, detail: "currency: expected a 3-letter ISO 4217 code, got \(quoted(currency))"
        )
      }
      guard ReportFormatter.isKnownCurrency(currency) else {
        throw ConfigurationError(
          file: file, detail: "currency: unknown ISO 4217 currency code \(quoted(currency))")
      }
    }
    if let value = root["restate"] {
      guard case .bool(let flag) = value else {
        throw reader.fail("restate", "expected true or false, got \(value.kind)")
      }
      restate = flag
    }
    if let value = root["reportTimeZone"] {
      reportTimeZone = try reader.nonEmptyString(value, at: "reportTimeZone")
      guard TimeZone(identifier: reportTimeZone) != nil else {
        throw ConfigurationError(
          file: file,
          detail: "reportTimeZone: unknown time zone \(quoted(reportTimeZone))"
            + (Self.closestTimeZone(to: reportTimeZone).map { " (did you mean '\($0)'?)" } ?? ""))
      }
    }
    if let value = root["cities"] {
      cities = try reader.array(value, at: "cities").enumerated().map { index, element in
        try Self.city(element, at: "cities[\(index)]", reader: reader)
      }
      try Self.checkUnique(cities.map { [$0.name] + $0.aliases }, kind: "cities", file: file)
    }
    if let value = root["styles"] {
      styles = try reader.array(value, at: "styles").enumerated().map { index, element in
        try Self.style(element, at: "styles[\(index)]", reader: reader)
      }
      try Self.checkUnique(styles.map { [$0.name] + $0.aliases }, kind: "styles", file: file)
    }
    try readSchedule(root, reader: reader, file: file)
    if let value = root["importProfiles"] {
      importProfiles = try ImportProfileReader(reader: reader).profiles(value)
    }
  }

  /// One element of `cities`, checked as `griddle add city` checks its arguments.
  static func city(_ value: JSONValue, at path: String, reader: JSONReader) throws -> CitySetting {
    let city = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(
      city, allowed: ["name", "timeZone", "aliases", "businessDayStartsAt"], at: path)
    let name = try reader.nonEmptyString(
      try reader.required(city, "name", at: path), at: path + ".name")
    let zone = try reader.nonEmptyString(
      try reader.required(city, "timeZone", at: path), at: path + ".timeZone")
    guard TimeZone(identifier: zone) != nil else {
      throw reader.fail(
        path + ".timeZone",
        "unknown time zone \(quoted(zone))"
          + (closestTimeZone(to: zone).map { " (did you mean '\($0)'?)" } ?? ""))
    }
    var start = BusinessDayStart.midnight
    if let value = city["businessDayStartsAt"] {
      let text = try reader.nonEmptyString(value, at: path + ".businessDayStartsAt")
      guard let parsed = BusinessDayStart(parsing: text) else {
        throw reader.fail(
          path + ".businessDayStartsAt",
          "\(quoted(text)) is not a local time HH:MM from 00:00 to 23:59 (e.g. \"04:00\")")
      }
      start = parsed
    }
    return CitySetting(
      name: name, timeZone: zone,
      aliases: try reader.strings(city["aliases"], at: path + ".aliases"),
      businessDayStartsAt: start)
  }

  /// One element of `styles`.
  static func style(_ value: JSONValue, at path: String, reader: JSONReader) throws -> StyleSetting
  {
    let style = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(style, allowed: ["name", "priceCents", "aliases"], at: path)
    let name = try reader.nonEmptyString(
      try reader.required(style, "name", at: path), at: path + ".name")
    let price = try style["priceCents"].map {
      try reader.nonNegativeInteger($0, at: path + ".priceCents")
    }
    // The same bound as a row's unit_price_cents: a menu price past it is a typo.
    if let price, price > Int(Int32.max) {
      throw reader.fail(
        path + ".priceCents", "\(price) is more than a menu price may be (\(Int32.max))")
    }
    return StyleSetting(
      name: name, priceCents: price,
      aliases: try reader.strings(style["aliases"], at: path + ".aliases"))
  }

  /// Refuses a name or alias used twice among `kind` (ignoring case and Unicode form), since an
  /// import could not tell which entry a point of sale means.
  static func checkUnique(_ namesPerEntry: [[String]], kind: String, file: String) throws {
    if namesPerEntry.count > maximumNames {
      throw ConfigurationError(
        file: file,
        detail:
          "\(kind): \(groupedDigits(Int64(namesPerEntry.count))) entries, more than an import can tell apart (at most \(groupedDigits(Int64(maximumNames))))"
      )
    }
    var owners: [NameKey: (entry: Int, name: String)] = [:]
    for (entry, names) in namesPerEntry.enumerated() {
      for (position, name) in names.enumerated() {
        let path =
          position == 0 ? "\(kind)[\(entry)].name" : "\(kind)[\(entry)].aliases[\(position - 1)]"
        // A control character (NUL, ESC, a line break) in a name would end up in every table,
        // chart and CSV; no point of sale means one.
        if let control = name.unicodeScalars.first(where: isControlCharacter) {
          throw ConfigurationError(
            file: file,
            detail:
              "\(path): \(quoted(name)) holds the control character \(unicodeName(control)), which a name may not hold"
          )
        }
        if let previous = owners[NameKey(name)] {
          throw ConfigurationError(
            file: file,
            detail:
              "\(path): \(quoted(name)) is already used by \(kind)[\(previous.entry)] (\(quoted(previous.name))); names and aliases must be unique, ignoring case"
          )
        }
        owners[NameKey(name)] = (entry, names[0])
      }
    }
  }

  /// The configured aliases, as the importer takes them.
  public var importAliases: ImportAliases {
    ImportAliases(
      cities: Dictionary(cities.map { ($0.name, $0.aliases) }, uniquingKeysWith: +),
      styles: Dictionary(styles.map { ($0.name, $0.aliases) }, uniquingKeysWith: +))
  }

  /// The IANA zone closest to a mistyped one, for hints.
  static func closestTimeZone(to typed: String) -> String? {
    closestMatch(to: typed, among: timeZoneNames)
  }

  /// Every zone name this system knows: Foundation's `knownTimeZoneIdentifiers` is an old list
  /// without names such as `Asia/Kolkata` or `America/Ciudad_Juarez` (it suggested
  /// `Asia/Almaty` for `asia/kolkata`), so the names of the system's time-zone database
  /// (`tzdata.zi`: zones first, then their links) come first, each one Foundation accepts.
  static let timeZoneNames: [String] = {
    var names: [String] = []
    if let text = try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8) {
      var zones: [String] = []
      var links: [String] = []
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count >= 2, fields[0] == "Z" { zones.append(String(fields[1])) }
        if fields.count >= 3, fields[0] == "L" { links.append(String(fields[2])) }
      }
      names = (zones + links).filter { TimeZone(identifier: $0) != nil }
    }
    var seen = Set(names)
    for name in TimeZone.knownTimeZoneIdentifiers where seen.insert(name).inserted {
      names.append(name)
    }
    return names
  }()
}
