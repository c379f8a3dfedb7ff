import Foundation
import TemporaryDirectorySupport
import Testing

/// `griddle query …` run as a process on the imported fixture; outputs compared whole.
@Suite struct QueryCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures")

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-query")
    directory = temporary.url
    let load = try griddle("import", fixtures.appending(path: "orders.csv").path)
    #expect(load.status == 0, "\(load.standardError)")
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", fixtures.appending(path: "griddle.json").path, "--database", "q.sqlite"]
        + arguments, in: directory)
  }

  @Test func stylesDefaultToTheLast30DaysAsCSVWhenPiped() throws {
    let result = try griddle("query", "styles")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.split(separator: "\n").map {
        $0.split(separator: ",")[0...1].joined(separator: ",")
      } == [
        "style,quantity", "Cachapa,916", "Injera,850", "Crêpe,802", "Jian Bing,753", "Dosa,654",
        "American,618",
      ])
  }

  @Test func dailyJSONHasTheSessionsValues() throws {
    let result = try griddle(
      "query", "daily", "--from", "2022-06-04", "--to", "2022-06-06", "--format", "json")
    #expect(result.status == 0)
    let rows =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [[String: Any]]
    #expect(rows.map { $0["date"] as! String } == ["2022-06-04", "2022-06-05", "2022-06-06"])
    #expect(rows.map { $0["quantity"] as! Int } == [214, 250, 146])
    #expect(
      result.standardOutput.hasPrefix(
        "[\n  {\"date\": \"2022-06-04\", \"quantity\": 214, \"revenue_cents\": "))
  }

  @Test func monthlyTableForOneMonth() throws {
    let result = try griddle(
      "query", "monthly", "--from", "2021-07", "--to", "2021-07", "--format", "table")
    #expect(
      result.standardOutput == """
        Month    Quantity  Days open  Daily min  Daily max  Daily average
        -------  --------  ---------  ---------  ---------  -------------
        2021-07     3,952         31         95        194         127.48

        """)
  }

  @Test func weekdaysByCityForTheSessionsWeek() throws {
    let result = try griddle(
      "query", "weekdays", "--from", "2022-05-02", "--to", "2022-05-08", "--city", "cupertino",
      "--format", "csv")
    #expect(
      result.standardOutput == """
        city,weekday,quantity,operating_days,average
        Cupertino,1,54,1,54.00
        Cupertino,2,42,1,42.00
        Cupertino,3,88,1,88.00
        Cupertino,4,49,1,49.00
        Cupertino,5,42,1,42.00
        Cupertino,6,125,1,125.00
        Cupertino,7,55,1,55.00

        """)
  }

  @Test func badInputNamesTheValue() throws {
    let city = try griddle("query", "daily", "--city", "Cupertin")
    #expect(city.status == 64)
    #expect(
      city.standardError == """
        griddle: error: unknown city 'Cupertin' for '--city <name>'
        Did you mean 'Cupertino'?
        See 'griddle query daily --help'.

        """)
    // A city close to no known one gets no "did you mean" (Osaka is not a Cupertino), but the
    // known ones and how a new one is added.
    let far = try griddle("query", "daily", "--city", "Osaka")
    #expect(far.status == 64)
    #expect(
      far.standardError == """
        griddle: error: unknown city 'Osaka' for '--city <name>'
        No known city is close; known cities: Cupertino, San Francisco. A new city is added with 'griddle add city NAME --time-zone Area/City'; another spelling of a known one goes in its "aliases" in the config.
        See 'griddle query daily --help'.

        """)
    let style = try griddle("query", "daily", "--style", "Waffle")
    #expect(style.status == 64)
    #expect(style.standardError.contains("No known style is close; known styles: "))
    #expect(!style.standardError.contains("Did you mean"))
    let inverted = try griddle("query", "cities", "--from", "2022-06-06", "--to", "2022-05-08")
    #expect(inverted.status == 64)
    #expect(
      inverted.standardError.hasPrefix(
        "griddle: error: '--from 2022-06-06' is after '--to 2022-05-08'\n"))
    let date = try griddle("query", "styles", "--to", "2022-02-29")
    #expect(date.status == 64)
    #expect(
      date.standardError.hasPrefix("griddle: error: invalid date '2022-02-29' for '--to <date>'"))
  }
}
