import Foundation
import TemporaryDirectorySupport
import Testing

@testable import GriddleCommandLine

@Suite struct ConfigurationTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-config")
    directory = temporary.url
    try FileManager.default.createDirectory(
      at: directory.appending(path: "config"), withIntermediateDirectories: true)
  }

  func write(_ json: String, to name: String = "config/griddle.json") throws {
    try Data(json.utf8).write(to: directory.appending(path: name))
  }

  func resolve(flag: String? = nil, database: String? = nil, environment: [String: String] = [:])
    throws
    -> Configuration
  {
    try Configuration.resolve(
      .init(
        configFlag: flag, databaseFlag: database, environment: environment,
        workingDirectory: directory.path))
  }

  @Test func defaultsWithoutAnyFile() throws {
    let configuration = try resolve()
    #expect(configuration.database == "griddle.sqlite")
    #expect(configuration.reportTimeZone == "America/Los_Angeles")
    #expect(configuration.cities.isEmpty)
    #expect(configuration.sourceFile == nil)
  }

  @Test func relativePathsInTheFileFollowItsFolderButURIsStayAsWritten() throws {
    try write(#"{"database": "../data/x.sqlite", "reportsDirectory": "/srv/reports"}"#)
    #expect(try resolve().database == directory.path + "/data/x.sqlite")
    #expect(try resolve().reportsDirectory == "/srv/reports")
    try write(#"{"database": "postgresql://localhost/griddle"}"#)
    #expect(try resolve().database == "postgresql://localhost/griddle")
  }

  @Test func flagBeatsEnvironmentBeatsFileBeatsDefault() throws {
    try write(#"{"database": "from-file.sqlite", "locale": "de_DE"}"#)
    // Relative to the config file's folder, not the working directory.
    #expect(try resolve().database == directory.path + "/config/from-file.sqlite")
    #expect(try resolve().locale == "de_DE")
    #expect(try resolve(environment: ["GRIDDLE_DATABASE": "env.sqlite"]).database == "env.sqlite")
    #expect(
      try resolve(database: "flag.sqlite", environment: ["GRIDDLE_DATABASE": "env.sqlite"]).database
        == "flag.sqlite")
  }

  @Test func configFlagBeatsEnvironmentVariable() throws {
    try write(#"{"locale": "fr_FR"}"#, to: "a.json")
    try write(#"{"locale": "ja_JP"}"#, to: "b.json")
    #expect(
      try resolve(flag: "a.json", environment: ["GRIDDLE_CONFIG": "b.json"]).locale == "fr_FR")
    #expect(try resolve(environment: ["GRIDDLE_CONFIG": "b.json"]).locale == "ja_JP")
  }

  @Test func explicitMissingFileIsAnError() throws {
    let error = #expect(throws: ConfigurationError.self) { try resolve(flag: "nope.json") }
    #expect(error?.detail == "the file does not exist")
    #expect(error?.exitStatus == .config)
  }

  @Test func unknownKeyIsNamedWithItsPath() throws {
    try write(#"{"cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles", "tz": 1}]}"#)
    let error = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(error?.detail == "cities[0].tz: unknown key")
    try write(#"{"databse": "x"}"#)
    let typo = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(typo?.detail == "databse: unknown key (did you mean 'database'?)")
  }

  @Test func wrongTypeIsNamedWithItsPath() throws {
    try write(#"{"styles": [{"name": "Dosa", "priceCents": "600"}]}"#)
    let error = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(error?.detail == "styles[0].priceCents: expected an integer, got a string")
    try write(#"{"database": true}"#)
    let boolean = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(boolean?.detail == "database: expected a string, got a boolean")
    try write(#"{"styles": [{"name": "Dosa", "priceCents": 6.5}]}"#)
    #expect(throws: ConfigurationError.self) { try resolve() }
  }

  @Test func unknownTimeZoneIsRejected() throws {
    try write(#"{"cities": [{"name": "Atlantis", "timeZone": "Ocean/Atlantis"}]}"#)
    let error = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(error?.detail == "cities[0].timeZone: unknown time zone 'Ocean/Atlantis'")
  }

  @Test func malformedJSONIsAConfigurationError() throws {
    try write(#"{"database": "x""#)
    let error = #expect(throws: ConfigurationError.self) { try resolve() }
    #expect(error?.detail.hasPrefix("not valid JSON") == true)
  }

  @Test func theCommittedDefaultConfigLoads() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let data = try Data(contentsOf: root.appending(path: "config/griddle.json"))
    let configuration = try Configuration(jsonData: data, file: "config/griddle.json")
    #expect(configuration.cities.map(\.name) == ["Cupertino", "San Francisco"])
    #expect(configuration.styles.count == 6)
    #expect(configuration.styles.first { $0.name == "Crêpe" }?.priceCents == 700)
  }
}

/// Names the store would treat as one are refused in the config (issue 12, item 18).
@Suite struct RepeatedConfigNameTests {
  @Test(arguments: [
    (
      #"[{"name": "Tokyo", "timeZone": "Asia/Tokyo"}, {"name": "TOKYO", "timeZone": "Asia/Tokyo"}]"#,
      "cities", "TOKYO", "Tokyo"
    ),
    (
      #"[{"name": "Caf\u00e9", "timeZone": "Asia/Tokyo"}, {"name": "Cafe\u0301", "timeZone": "Asia/Tokyo"}]"#,
      "cities", "Cafe\u{301}", "Café"
    ),
  ])
  func citiesDifferingOnlyByCaseOrNormalizationAreAConfigError(
    _ cities: String, _ key: String, _ second: String, _ first: String
  ) throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-config")
    let directory = temporary.url
    try Data(#"{"\#(key)": \#(cities)}"#.utf8).write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: bad configuration in c.json: cities[1].name: '\(second)' is already used by cities[0] ('\(first)'); names and aliases must be unique, ignoring case\n"
      ))
  }

  @Test func stylesDifferingOnlyByCaseAreAConfigError() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-config")
    let directory = temporary.url
    try Data(#"{"styles": [{"name": "Dosa"}, {"name": "Crêpe"}, {"name": " dosa"}]}"#.utf8)
      .write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(
      result.standardError.contains(
        "styles[2].name: ' dosa' is already used by styles[0] ('Dosa')"))
  }
}

/// A control character in a configured name is a configuration error (issue 12, item 19).
@Suite struct ControlCharacterConfigNameTests {
  @Test(arguments: [
    ("cities", #"{"name": "To\u0000kyo", "timeZone": "Asia/Tokyo"}"#, "U+0000"),
    ("styles", #"{"name": "Do\u001b[2Jsa"}"#, "U+001B"),
  ])
  func controlCharacterInANameIsRefused(_ key: String, _ entry: String, _ shown: String) throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-config")
    let directory = temporary.url
    try Data(#"{"\#(key)": [\#(entry)]}"#.utf8).write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(result.standardError.contains("\(key)[0].name: "))
    #expect(
      result.standardError.contains(
        "holds the control character \(shown), which a name may not hold"))
    #expect(!result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }
}

/// A menu price past a row's unit price limit is a configuration error (issue 12, item 10).
@Suite struct MenuPriceLimitTests {
  @Test func aHugeMenuPriceIsAConfigurationError() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-config")
    let directory = temporary.url
    try Data(#"{"styles": [{"name": "Gold", "priceCents": 99999999999}]}"#.utf8)
      .write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: bad configuration in c.json: styles[0].priceCents: 99999999999 is more than a menu price may be (2147483647)\n"
      ), "\(result.standardError)")
  }
}

/// A zone name typed in the wrong case, or a newer IANA name, is answered with the right name:
/// Foundation's own list lacks `Asia/Kolkata`, so the hint used to be `Asia/Almaty`.
@Suite struct TimeZoneHintTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-tz-hint")
    directory = temporary.url
  }

  @Test(arguments: [
    ("cities", #"{"cities": [{"name": "Mumbai", "timeZone": "asia/kolkata"}]}"#),
    ("reportTimeZone", #"{"reportTimeZone": "asia/kolkata"}"#),
  ])
  func aMistypedZoneInTheConfigNamesTheRightOne(key: String, json: String) throws {
    try Data(json.utf8).write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "t.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(result.standardError.contains("unknown time zone 'asia/kolkata'"))
    #expect(
      result.standardError.contains("did you mean 'Asia/Kolkata'?"), "\(result.standardError)")
  }

  @Test func aMistypedZoneForAddCityNamesTheRightOne() throws {
    let result = try GriddleProcess.run(
      [
        "--config", "c.json", "--database", "t.sqlite", "add", "city", "Mumbai",
        "--time-zone", "asia/kolkata",
      ], in: directory)
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("Did you mean 'Asia/Kolkata'?"), "\(result.standardError)")
  }
}

/// A config saved by Windows Notepad as "Unicode" (UTF-16 with a byte-order mark), either byte
/// order, is read like UTF-8; it was refused as "unexpected '�' at line 1, column 1".
@Suite struct UTF16ConfigTests {
  @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
  func aUTF16ConfigWithAByteOrderMarkIsRead(encoding: String.Encoding) throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-utf16")
    let directory = temporary.url
    let json = #"{"cities": [{"name": "Zürich", "timeZone": "Europe/Zurich"}]}"#
    let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    let data = try #require(json.data(using: encoding))
    try (Data(mark) + data).write(to: directory.appending(path: "c.json"))
    let result = try GriddleProcess.run(
      ["--config", "c.json", "--database", "u.sqlite", "init"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("(1 cities, 0 styles, 0 orders)"))
    // `add` edits it too (written back as UTF-8, which Notepad reads as well).
    let added = try GriddleProcess.run(
      [
        "--config", "c.json", "--database", "u.sqlite", "add", "city", "Bern", "--time-zone",
        "Europe/Zurich",
      ], in: directory)
    #expect(added.status == 0, "\(added.standardError)")
    let text = try String(contentsOf: directory.appending(path: "c.json"), encoding: .utf8)
    #expect(text.contains("Zürich") && text.contains("Bern"))
  }
}
