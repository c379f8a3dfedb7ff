import Foundation
import TemporaryDirectorySupport
import Testing

/// The first ten minutes of a new user, run through the built binary: no config yet, unknown
/// cities, relative paths in a config file, a missing database next to the demo one.
@Suite struct FirstRunTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-first")
    directory = temporary.url
  }

  func griddle(_ arguments: String..., in folder: URL? = nil) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: folder ?? directory)
  }

  func write(_ text: String, to name: String) throws {
    let url = directory.appending(path: name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The searched paths as the note names them; HOME is the test directory (GriddleProcess).
  var searched: String {
    "config/griddle.json and \(directory.path)/.config/griddle/griddle.json"
  }

  @Test func withoutAConfigFileInitSaysWhereItLookedOnce() throws {
    let result = try griddle("--database", "x.sqlite", "init")
    #expect(result.status == 0)
    #expect(
      result.standardError == """
        griddle: note: no config file found (looked for \(searched)); running without configured cities or styles. Add them with 'griddle add city' and 'griddle add style', or name a file with --config.

        """)
    #expect(
      result.standardOutput
        == "Created database: \(directory.path)/x.sqlite (0 cities, 0 styles, 0 orders)\n")
    let quiet = try griddle("--quiet", "--database", "x.sqlite", "init")
    #expect(quiet.standardError == "")
  }

  @Test func theUserConfigFolderIsReadWhenTheProjectHasNoConfig() throws {
    try write(
      #"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}]}"#,
      to: ".config/griddle/griddle.json")
    let result = try griddle("--database", "x.sqlite", "init")
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasSuffix("(1 cities, 0 styles, 0 orders)\n"))
  }

  @Test func unknownCitiesWithoutAConfigShowTheLinesToAdd() throws {
    try write(
      "order_id,ordered_at,city,style,quantity\n1,2022-06-01T10:00,Tokyo,Dosa,1\n", to: "o.csv")
    let result = try griddle("--quiet", "--database", "x.sqlite", "import", "o.csv")
    #expect(result.status == 65)
    #expect(
      result.standardError == """
        o.csv:2: 2 names are not a known city or style; nothing from this file was stored. Add each as an alias in the config (or add a new city or style on purpose), then import again:
          city 'Tokyo' (1 row, first on line 2): no cities are known yet; add {"name": "Tokyo", "timeZone": "…"} to "cities"
          style 'Dosa' (1 row, first on line 2): no styles are known yet; add {"name": "Dosa", "priceCents": …} to "styles"
        griddle: error: 'o.csv' has problems; nothing from it was stored
        No config file was found (looked for \(searched)), so there are no configured cities or styles; to add the missing ones, put these lines in it:
          in "cities": { "name": "Tokyo", "timeZone": "Asia/Tokyo" }
          in "styles": { "name": "Dosa" }
        or run:
          griddle add city Tokyo --time-zone Asia/Tokyo
          griddle add style Dosa --price PRICE

        """)
  }

  @Test func anUnknownCityNamedLikeAZoneGetsThatZoneEvenWhenFoundationsListLacksIt() throws {
    // Asia/Kolkata is in the system's tz database but not in Foundation's own list of zones.
    try write(
      "order_id,ordered_at,city,style,quantity\n1,2022-06-01T10:00,Kolkata,Dosa,1\n", to: "o.csv")
    let result = try griddle("--quiet", "--database", "x.sqlite", "import", "o.csv")
    #expect(result.status == 65)
    #expect(result.standardError.contains("griddle add city Kolkata --time-zone Asia/Kolkata\n"))
  }

  @Test func unknownCitiesWithAConfigNameTheFile() throws {
    try write(#"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}]}"#, to: "c.json")
    try write(
      "order_id,ordered_at,city,style,quantity\n1,2022-06-01T10:00,San Jose,Dosa,1\n",
      to: "o.csv")
    let result = try griddle("--config", "c.json", "--database", "x.sqlite", "import", "o.csv")
    #expect(result.status == 65)
    #expect(
      result.standardError.hasSuffix(
        """
        griddle: error: 'o.csv' has problems; nothing from it was stored
        Cities and styles come from the config file c.json; to add the missing ones, put these lines in it:
          in "cities": { "name": "San Jose", "timeZone": "Area/City" }
          in "styles": { "name": "Dosa" }
        or run:
          griddle add city 'San Jose' --time-zone Area/City
          griddle add style Dosa --price PRICE

        """))
  }

  @Test func aNameCloseToAConfiguredOneIsOfferedAsItsAlias() throws {
    // 'Cupertno' is one letter from Cupertino and 'Dosas' one from Dosa: the fix is an alias
    // on those entries (adding 'Cupertno' as a new city would split its sales). 'Osaka' is
    // close to nothing configured, so it is offered as a new city.
    try write(
      #"{"cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles"}], "styles": [{"name": "Dosa", "priceCents": 600}]}"#,
      to: "c.json")
    try write(
      "order_id,ordered_at,city,style,quantity\n1,2022-06-01T10:00,Cupertno,Dosa,1\n"
        + "2,2022-06-01T10:00,Osaka,Dosas,1\n", to: "o.csv")
    let result = try griddle("--config", "c.json", "--database", "x.sqlite", "import", "o.csv")
    #expect(result.status == 65)
    // The import's one grouped message first, with every name's rows and first line.
    #expect(
      result.standardError.hasPrefix(
        """
        o.csv:2: 3 names are not a known city or style; nothing from this file was stored. Add each as an alias in the config (or add a new city or style on purpose), then import again:
          city 'Cupertno' (1 row, first on line 2): closest known city 'Cupertino'; if it is that city, its entry in "cities" becomes {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertno"]}
          city 'Osaka' (1 row, first on line 3): no known city is close; if it is a new city, add {"name": "Osaka", "timeZone": "…"} to "cities"; if it is a known city under another name, add "Osaka" to that city's "aliases"
          style 'Dosas' (1 row, first on line 3): closest known style 'Dosa'; if it is that style, its entry in "styles" becomes {"name": "Dosa", "priceCents": 600, "aliases": ["Dosas"]}
        griddle: error: 'o.csv' has problems; nothing from it was stored

        """), "\(result.standardError)")
    #expect(
      result.standardError.hasSuffix(
        """
        griddle: error: 'o.csv' has problems; nothing from it was stored
        Cities and styles come from the config file c.json; a name close to a known one is probably an alias of it:
          city 'Cupertno': if it is Cupertino, its entry in "cities" becomes { "name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertno"] }
          style 'Dosas': if it is Dosa, its entry in "styles" becomes { "name": "Dosa", "priceCents": 600, "aliases": ["Dosas"] }
        To add the other missing ones, put these lines in it:
          in "cities": { "name": "Osaka", "timeZone": "Area/City" }
        or run:
          griddle add city Osaka --time-zone Area/City

        """), "\(result.standardError)")
  }

  @Test func relativePathsInAConfigFileAreRelativeToItsFolder() throws {
    try write(
      #"{"database": "data/sales.sqlite", "reportsDirectory": "../out"}"#, to: "etc/griddle.json")
    try FileManager.default.createDirectory(
      at: directory.appending(path: "etc/data"), withIntermediateDirectories: true)
    let elsewhere = directory.appending(path: "cron")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let config = directory.appending(path: "etc/griddle.json").path
    let result = try griddle("--config", config, "init", in: elsewhere)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "Created database: \(directory.path)/etc/data/sales.sqlite (0 cities, 0 styles, 0 orders)\n"
    )
    let report = try griddle(
      "--config", config, "report", "nightly", "--date", "2022-06-06", in: elsewhere)
    #expect(report.standardOutput == "\(directory.path)/out/2022-06-06/index.html\n")
  }

  @Test func aMissingDatabaseNextToTheDemoOnePointsAtIt() throws {
    let before = try griddle("--database", "sales.sqlite", "query", "daily")
    #expect(before.status == 66)
    #expect(
      before.standardError == """
        griddle: error: database 'sales.sqlite' does not exist
        Create it with 'griddle --database sales.sqlite init', or try 'griddle demo'.

        """)
    try Data().write(to: directory.appending(path: "griddle-demo.sqlite"))
    let after = try griddle("--database", "sales.sqlite", "query", "daily")
    #expect(
      after.standardError == """
        griddle: error: database 'sales.sqlite' does not exist
        Create it with 'griddle --database sales.sqlite init', or query the demo database with 'griddle --database griddle-demo.sqlite query daily'.

        """)
  }

  @Test func demoEndsWithTheNextCommandsToTry() throws {
    let result = try griddle("demo")
    #expect(result.status == 0, "\(result.standardError)")
    // The fixture's orders: one per line after the header.
    let fixture = try String(
      contentsOf: GriddleProcess.packageRoot.appending(path: "fixtures/orders.csv"), encoding: .utf8
    )
    let orders = fixture.split(separator: "\n").count - 1
    #expect(
      result.standardError == """
        Loaded \(orders) sample orders into griddle-demo.sqlite.
        Open the page above in a browser, then try:
          griddle --database griddle-demo.sqlite query daily
          griddle --database griddle-demo.sqlite query styles --format markdown
          griddle --database griddle-demo.sqlite query monthly --from 2021-07 --to 2022-06
          griddle --database griddle-demo.sqlite query weekdays --fields city,weekday,average
          griddle --database griddle-demo.sqlite report nightly --date 2022-06-06

        """)
    let quiet = try griddle("--quiet", "demo")
    #expect(quiet.standardError == "")
  }
}
