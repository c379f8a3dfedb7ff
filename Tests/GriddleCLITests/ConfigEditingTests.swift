import Foundation
import TemporaryDirectorySupport
import Testing

/// Config file errors and `griddle add`, run through the built binary; files compared whole.
@Suite struct ConfigEditingTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-config")
    directory = temporary.url
    try FileManager.default.createDirectory(
      at: directory.appending(path: "config"), withIntermediateDirectories: true)
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  func write(_ text: String, to name: String = "config/griddle.json") throws {
    try Data(text.utf8).write(to: directory.appending(path: name))
  }

  func read(_ name: String = "config/griddle.json") throws -> String {
    try String(contentsOf: directory.appending(path: name), encoding: .utf8)
  }

  func configError(_ json: String) throws -> String {
    try write(json, to: "c.json")
    let result = try griddle("--config", "c.json", "--database", "x.sqlite", "init")
    #expect(result.status == 78)
    #expect(result.standardOutput == "")
    return result.standardError
  }

  @Test func brokenJSONNamesLineAndColumn() throws {
    #expect(
      try configError(
        "{\n  \"cities\": [\n    {\"name\": \"Tokyo\" \"timeZone\": \"Asia/Tokyo\"}\n  ]\n}\n")
        == "griddle: error: bad configuration in c.json: not valid JSON at line 3, column 22: unexpected '\"': expected ',' or '}'\n"
    )
    #expect(
      try configError("{\n  // the database\n  \"database\": \"x.sqlite\"\n}\n")
        == "griddle: error: bad configuration in c.json: not valid JSON at line 2, column 3: unexpected '/' (JSON has no comments): expected a key in double quotes\n"
    )
    #expect(
      try configError("{\"locale\": \"en_US\"")
        == "griddle: error: bad configuration in c.json: not valid JSON at line 1, column 19: unexpected end of file: expected ',' or '}'\n"
    )
  }

  /// An unknown key is answered with the keys allowed where it stands; errors that are not
  /// about keys have no hint (they pointed at config/griddle.json, which an installed binary's
  /// user has not got).
  @Test func anUnknownKeyListsTheKeysAllowedThere() throws {
    #expect(
      try configError(#"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo", "alias": ["x"]}]}"#)
        == """
        griddle: error: bad configuration in c.json: cities[0].alias: unknown key (did you mean 'aliases'?)
        The keys of cities[0] are: name, timeZone, aliases, businessDayStartsAt.

        """)
    #expect(
      try configError(#"{"locle": "en_US"}"#)
        == """
        griddle: error: bad configuration in c.json: locle: unknown key (did you mean 'locale'?)
        The keys at the top level are: database, readDatabase, reportsDirectory, locale, currency, reportTimeZone, cities, styles, importProfiles, stops, scheduleGraceMinutes, restate.

        """)
  }

  @Test func trailingCommasAreErrors() throws {
    #expect(
      try configError("{\n  \"styles\": [\n    {\"name\": \"Dosa\"},\n  ]\n}\n")
        == "griddle: error: bad configuration in c.json: not valid JSON at line 3, column 21: trailing comma before ']' (JSON does not allow one)\n"
    )
    #expect(
      try configError("{\"locale\": \"en_US\",}")
        == "griddle: error: bad configuration in c.json: not valid JSON at line 1, column 19: trailing comma before '}' (JSON does not allow one)\n"
    )
  }

  @Test func numbersAreQuotedAsWritten() throws {
    #expect(
      try configError(#"{"styles": [{"name": "Dosa", "priceCents": -5}]}"#)
        == "griddle: error: bad configuration in c.json: styles[0].priceCents: expected a whole number of cents ≥ 0, got -5\n"
    )
    #expect(
      try configError(#"{"styles": [{"name": "Dosa", "priceCents": 6.5}]}"#)
        == "griddle: error: bad configuration in c.json: styles[0].priceCents: expected a whole number of cents ≥ 0, got 6.5\n"
    )
  }

  @Test func aliasesAreCheckedLikeNames() throws {
    #expect(
      try configError(
        #"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}, {"name": "Osaka", "timeZone": "Asia/Tokyo", "aliases": ["TOKYO"]}]}"#
      )
        == "griddle: error: bad configuration in c.json: cities[1].aliases[0]: 'TOKYO' is already used by cities[0] ('Tokyo'); names and aliases must be unique, ignoring case\n"
    )
    #expect(
      try configError(#"{"styles": [{"name": "Dosa", "aliases": ["", "x"]}]}"#)
        == "griddle: error: bad configuration in c.json: styles[0].aliases[0]: must not be empty\n")
    // Crêpe written with a combining accent is the same name as the precomposed one.
    #expect(
      try configError(
        "{\"styles\": [{\"name\": \"Cr\u{00EA}pe\", \"aliases\": [\"CRE\u{0302}PE\"]}]}"
      )
      .contains("styles[0].aliases[0]: 'CRE\u{0302}PE' is already used by styles[0]"))
  }

  @Test func addCityEditsTheFileInPlaceAndTheDatabase() throws {
    let original = """
      {
        "database": "../sales.sqlite",
        "cities": [
          { "name": "Cupertino", "timeZone": "America/Los_Angeles" }
        ],
        "styles": [{"name": "Dosa", "priceCents": 600}]
      }

      """
    try write(original)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600],
      ofItemAtPath: directory.appending(path: "config/griddle.json").path)
    let city = try griddle(
      "add", "city", "Tokyo", "--time-zone", "Asia/Tokyo", "--alias", "Shibuya Truck", "--alias",
      "Square Terminal 7")
    #expect(city.status == 0, "\(city.standardError)")
    #expect(
      city.standardOutput
        == "Added city Tokyo (Asia/Tokyo) to config/griddle.json and to the database \(directory.path)/sales.sqlite.\n"
    )
    let style = try griddle("add", "style", "Jian Bing", "--price", "5.5")
    #expect(style.status == 0, "\(style.standardError)")
    #expect(
      try read()
        == """
        {
          "database": "../sales.sqlite",
          "cities": [
            { "name": "Cupertino", "timeZone": "America/Los_Angeles" },
            { "name": "Tokyo", "timeZone": "Asia/Tokyo", "aliases": ["Shibuya Truck", "Square Terminal 7"] }
          ],
          "styles": [{"name": "Dosa", "priceCents": 600}, {"name": "Jian Bing", "priceCents": 550}]
        }

        """.replacingOccurrences(
          of: #"{"name": "Jian Bing", "priceCents": 550}"#,
          with: #"{ "name": "Jian Bing", "priceCents": 550 }"#))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory.appending(path: "config/griddle.json").path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let sqlite = try Process.output(
      "/usr/bin/sqlite3",
      [
        "sales.sqlite",
        "SELECT name, time_zone FROM cities ORDER BY name; SELECT name, price_cents FROM styles ORDER BY name",
      ],
      in: directory)
    #expect(
      sqlite
        == "Cupertino|America/Los_Angeles\nTokyo|Asia/Tokyo\nDosa|600\nJian Bing|550\n")
  }

  @Test func addCreatesAConfigFileThatKeepsTheDatabaseInUse() throws {
    try FileManager.default.removeItem(at: directory.appending(path: "config"))
    let result = try griddle("--database", "mine.sqlite", "add", "style", "Dosa", "--price", "6")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "Added style Dosa to config/griddle.json (a new file) and to the database \(directory.path)/mine.sqlite.\n"
    )
    #expect(
      try read() == """
        {
          "database": "../mine.sqlite",
          "styles": [
            { "name": "Dosa", "priceCents": 600 }
          ]
        }

        """)
    // Later commands without --database find the same database through the new file.
    let again = try griddle("init")
    #expect(again.standardOutput.contains("\(directory.path)/mine.sqlite (0 cities, 1 styles"))
  }

  @Test func addCreatesTheFileNamedByConfig() throws {
    let result = try griddle(
      "--config", "etc/griddle.json", "--database", "data.sqlite", "add", "city", "Lima",
      "--time-zone", "America/Lima")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try read("etc/griddle.json") == """
        {
          "database": "../data.sqlite",
          "cities": [
            { "name": "Lima", "timeZone": "America/Lima" }
          ]
        }

        """)
    let again = try griddle("--config", "etc/griddle.json", "init")
    #expect(
      again.standardOutput.hasPrefix(
        "Database is up to date: \(directory.path)/data.sqlite (1 cities"))
    // Other commands still insist that a named config file exists.
    let missing = try griddle("--config", "etc/nope.json", "init")
    #expect(missing.status == 78)
  }

  @Test func addRefusesWhatTheConfigWouldRefuse() throws {
    try write(#"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo", "aliases": ["Shibuya"]}]}"#)
    let before = try read()
    let duplicate = try griddle(
      "add", "city", "Osaka", "--time-zone", "Asia/Tokyo", "--alias", "shibuya")
    #expect(duplicate.status == 64)
    #expect(
      duplicate.standardError == """
        griddle: error: 'shibuya' is already in config/griddle.json, as a name or alias of 'Tokyo'
        Each name and alias may be used once; edit config/griddle.json to change an entry.
        See 'griddle add city --help'.

        """)
    let zone = try griddle("add", "city", "Lima", "--time-zone", "America/Lmia")
    #expect(zone.status == 64)
    #expect(
      zone.standardError == """
        griddle: error: unknown time zone 'America/Lmia' for '--time-zone <zone>'
        Did you mean 'America/Lima'?
        See 'griddle add city --help'.

        """)
    let price = try griddle("add", "style", "Dosa", "--price", "6.505")
    #expect(price.status == 64)
    #expect(
      price.standardError.hasPrefix(
        "griddle: error: invalid value '6.505' for '--price <amount>': USD has 2 decimals\n"))
    let missing = try griddle("add", "style", "Dosa")
    #expect(missing.status == 64)
    #expect(missing.standardError.hasPrefix("griddle: error: missing '--price <amount>'\n"))
    #expect(try read() == before)
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appending(path: "config/griddle.sqlite").path))
  }

  @Test func pricesFollowTheCurrencysDecimals() throws {
    try write(#"{"currency": "JPY", "database": "y.sqlite"}"#)
    let yen = try griddle("add", "style", "Okonomiyaki", "--price", "800")
    #expect(yen.status == 0, "\(yen.standardError)")
    #expect(try read().contains(#"{ "name": "Okonomiyaki", "priceCents": 800 }"#))
    let fraction = try griddle("add", "style", "Takoyaki", "--price", "5.5")
    #expect(
      fraction.standardError.hasPrefix(
        "griddle: error: invalid value '5.5' for '--price <amount>': JPY has 0 decimals\n"))
  }
}
