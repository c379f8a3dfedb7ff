import Foundation
import TemporaryDirectorySupport
import Testing

/// `add`, `demo` and `report` parse their options once into typed values before doing
/// anything: a bad value is a usage error (exit 64) with the message it always had, and
/// nothing is written. Run through the built binary.
@Suite struct CommandOptionsTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-options")
    directory = temporary.url
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  /// The files `directory` holds, recursively, so a refused command can be shown to write none.
  func files() -> [String] {
    (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test func addCityWithoutATimeZone() throws {
    let result = try griddle("add", "city", "Lima")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: missing '--time-zone <zone>'
        Give the city's IANA time zone, e.g. Asia/Tokyo.
        See 'griddle add city --help'.

        """)
    #expect(files().isEmpty)
  }

  @Test func addCityWithABlankName() throws {
    let result = try griddle("add", "city", "  ", "--time-zone", "America/Lima")
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "griddle: error: the name must not be empty\nSee 'griddle add city --help'.\n")
    #expect(files().isEmpty)
  }

  @Test func addStyleWithAPriceThatIsNotAnAmount() throws {
    let result = try griddle("add", "style", "Dosa", "--price", "$6")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: invalid value '$6' for '--price <amount>': expected an amount like 6.50, without a currency sign
        See 'griddle add style --help'.

        """)
    #expect(files().isEmpty)
  }

  @Test func addStyleWithAnAliasRepeatingItsName() throws {
    let result = try griddle("add", "style", "Dosa", "--price", "5.50", "--alias", "DOSA")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: --alias 'DOSA' repeats the name
        Give each name once: a name and its aliases must differ, ignoring case.
        See 'griddle add style --help'.

        """)
    #expect(files().isEmpty)
  }

  @Test func demoWithBothQuietAndVerbose() throws {
    let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path
    let result = try griddle("demo", "--fixtures", fixtures, "--quiet", "--verbose")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: '--quiet' and '--verbose' cannot be used together
        See 'griddle demo --help'.

        """)
    #expect(result.standardOutput == "")
    #expect(files().isEmpty)
  }

  /// The sample data is still looked for first: a missing folder is exit 66 whatever else.
  @Test func demoWithoutSampleDataIsNoInputBeforeAnyFlagIsChecked() throws {
    let result = try griddle("demo", "--fixtures", "nowhere", "--quiet", "--verbose")
    #expect(result.status == 66)
    #expect(
      result.standardError == """
        griddle: error: cannot find the sample data (fixtures/orders.csv)
        Run the demo from the Griddle source directory, or pass --fixtures DIR.

        """)
    #expect(files().isEmpty)
  }

  @Test func reportWithADateThatIsNoDate() throws {
    #expect(try griddle("--database", "empty.sqlite", "init").status == 0)
    let result = try griddle(
      "--database", "empty.sqlite", "report", "nightly", "--date", "Tuesday", "--out", "r")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: invalid date 'Tuesday' for '--date <date>': expected YYYY-MM-DD, today, yesterday or -Nd (N days before today)
        See 'griddle report nightly --help'.

        """)
    #expect(!files().contains { $0 == "r" || $0.hasPrefix("r/") })
  }
}
