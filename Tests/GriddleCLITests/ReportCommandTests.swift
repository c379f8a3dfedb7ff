import Foundation
import TemporaryDirectorySupport
import Testing

/// `griddle demo` and `griddle report nightly`, run as the real binary in a temporary directory.
@Suite struct ReportCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path
  let fixedTime = ["SOURCE_DATE_EPOCH": "1700000000"]

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-report")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], environment: [String: String] = [:]) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(arguments, in: directory, environment: environment)
  }

  func contents(_ path: String) throws -> Data {
    try Data(contentsOf: directory.appending(path: path))
  }

  @Test func demoLoadsTheFixturesAndPrintsThePageToOpen() throws {
    let result = try griddle(
      ["demo", "--fixtures", fixtures, "--out", "out"], environment: fixedTime)
    #expect(result.status == 0, "\(result.standardError)")
    let page = directory.appending(path: "out/2022-06-06/index.html").path
    #expect(result.standardOutput == page + "\n")
    #expect(result.standardError.contains("Loaded 12393 sample orders into griddle-demo.sqlite."))
    #expect(
      FileManager.default.fileExists(atPath: directory.appending(path: "griddle-demo.sqlite").path))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: directory.appending(path: "out/latest").path) == "2022-06-06")
    let listing = String(decoding: try contents("out/index.html"), as: UTF8.self)
    #expect(listing.contains("<a href=\"2022-06-06/index.html\">2022-06-06</a> (latest)"))
  }

  @Test func runningTheReportTwiceGivesByteIdenticalFiles() throws {
    #expect(
      try griddle(["demo", "--fixtures", fixtures, "--out", "first"], environment: fixedTime).status
        == 0)
    let second = try griddle(
      [
        "--database", "griddle-demo.sqlite", "report", "nightly", "--date", "2022-06-06", "--out",
        "second",
      ],
      environment: fixedTime)
    #expect(second.status == 0, "\(second.standardError)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: directory.appending(path: "first/2022-06-06").path)
    // index.html, data.json, an SVG and a CSV per chart (today, tomorrow, daily sales, busy
    // hours, top styles, weekdays ×2, monthly ×2) and the CSV of the per-city busy hours; the
    // demo's schedule adds "Where to park" (SVG and CSV) and its two tables' CSVs.
    #expect(names.count == 2 + 9 * 2 + 1 + 4)
    for name in names.sorted() {
      #expect(
        try contents("first/2022-06-06/\(name)") == contents("second/2022-06-06/\(name)"), "\(name)"
      )
    }
  }

  @Test func demoRefusesADatabaseThatHoldsOrders() throws {
    #expect(try griddle(["demo", "--fixtures", fixtures, "--out", "out"]).status == 0)
    let again = try griddle(["--database", "griddle-demo.sqlite", "demo", "--fixtures", fixtures])
    #expect(again.status == 64)
    #expect(again.standardError.contains("already holds orders"))
  }

  @Test func aMissingDatabaseIsExit66() throws {
    let result = try griddle([
      "--database", "nope.sqlite", "report", "nightly", "--date", "2022-06-06",
    ])
    #expect(result.status == 66)
    #expect(result.standardError.hasPrefix("griddle: error: database 'nope.sqlite' does not exist"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "nope.sqlite").path))
  }

  @Test func anEmptyDatabaseGetsAPageThatSaysSo() throws {
    #expect(try griddle(["--database", "empty.sqlite", "init"]).status == 0)
    let result = try griddle([
      "--database", "empty.sqlite", "report", "nightly", "--date", "2022-06-06", "--out", "r",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("no sales yet"))
    let page = String(decoding: try contents("r/2022-06-06/index.html"), as: UTF8.self)
    #expect(page.contains("There are no sales in the 12 months up to Monday, June 6, 2022."))
  }

  @Test func aBadDateIsAUsageError() throws {
    #expect(try griddle(["--database", "empty.sqlite", "init"]).status == 0)
    let result = try griddle([
      "--database", "empty.sqlite", "report", "nightly", "--date", "2022-06-31",
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: invalid date '2022-06-31' for '--date <date>': 2022-06 has 30 days, not 31
        See 'griddle report nightly --help'.

        """)
  }

  @Test func anUnwritableOutputIsExit73AndLeavesNothingBehind() throws {
    #expect(try griddle(["--database", "empty.sqlite", "init"]).status == 0)
    try Data("a file, not a directory".utf8).write(to: directory.appending(path: "blocker"))
    let result = try griddle([
      "--database", "empty.sqlite", "report", "nightly", "--date", "2022-06-06", "--out",
      "blocker/reports",
    ])
    #expect(result.status == 73)
    #expect(
      result.standardError.contains(
        "griddle: error: cannot write the report to \(directory.path)/blocker/reports: Not a directory"
      ))
  }

  @Test func aDateInTheFutureIsAUsageError() throws {
    #expect(try griddle(["--database", "empty.sqlite", "init"]).status == 0)
    // Two days after today in UTC is after today in every time zone, Los Angeles included.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let future = utc.date(byAdding: .day, value: 2, to: Date())!
    let parts = utc.dateComponents([.year, .month, .day], from: future)
    let text = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    let result = try griddle([
      "--database", "empty.sqlite", "report", "nightly", "--date", text, "--out", "r",
    ])
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains("'--date \(text)' is after today"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "r").path))
  }

  @Test func reportingAnOlderDateLeavesLatestOnTheNewest() throws {
    #expect(try griddle(["demo", "--fixtures", fixtures, "--out", "out"]).status == 0)
    let older = try griddle([
      "--database", "griddle-demo.sqlite", "report", "nightly", "--date", "2022-05-01", "--out",
      "out",
    ])
    #expect(older.status == 0, "\(older.standardError)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: directory.appending(path: "out/latest").path) == "2022-06-06")
    let listing = String(decoding: try contents("out/index.html"), as: UTF8.self)
    #expect(listing.contains("<a href=\"2022-06-06/index.html\">2022-06-06</a> (latest)"))
    #expect(listing.contains("<a href=\"2022-05-01/index.html\">2022-05-01</a></li>"))
  }
}
