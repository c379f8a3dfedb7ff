import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `griddle query forecast` as a user runs it: the documented keys, the default date, a date
/// with too little history, the filters, and an empty database.
@Suite struct ForecastCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-forecast")
    directory = temporary.url
    let demo = try GriddleProcess.run(
      ["demo", "--fixtures", fixtures, "--out", "demo"], in: directory)
    #expect(demo.status == 0, "\(demo.standardError)")
  }

  func forecast(_ arguments: [String], database: String = "griddle-demo.sqlite") throws
    -> [[String: Any]]
  {
    let result = try GriddleProcess.run(
      ["--database", database, "query", "forecast", "--format", "json"] + arguments,
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      as? [[String: Any]] ?? []
  }

  @Test func theDefaultIsTheDayAfterTheLatestDataWithTheDocumentedKeys() throws {
    let result = try GriddleProcess.run(
      ["--database", "griddle-demo.sqlite", "query", "forecast", "--format", "json"],
      in: directory)
    let first = try #require(result.standardOutput.split(separator: "\n").dropFirst().first)
    // Keys in the documented order (DESIGN.md), "reason" added for rows without figures.
    let keys = [
      "date", "city", "style", "quantity", "low", "high", "revenue_cents", "method", "mase",
      "mape", "vs_seasonal_naive", "reason",
    ]
    var position = first.startIndex
    for key in keys {
      let found = try #require(first.range(of: "\"\(key)\": ", range: position..<first.endIndex))
      position = found.upperBound
    }
    let rows = try forecast([])
    // Two cities, each its total then its six styles by name.
    #expect(rows.count == 14)
    #expect(rows.allSatisfy { $0["date"] as? String == "2022-06-07" })
    #expect(rows[0]["city"] as? String == "Cupertino" && rows[0]["style"] is NSNull)
    #expect(
      rows[1...6].map { $0["style"] as? String } == [
        "American", "Cachapa", "Crêpe", "Dosa", "Injera", "Jian Bing",
      ])
    for row in rows {
      let (quantity, low, high) = (row["quantity"] as! Int, row["low"] as! Int, row["high"] as! Int)
      #expect(low <= quantity && quantity <= high)
      #expect(row["reason"] is NSNull)
      #expect(
        [
          "seasonal_naive", "weekday_mean", "holt_winters_additive",
          "holt_winters_multiplicative", "city_share",
        ].contains(row["method"] as? String ?? ""))
    }
  }

  @Test func aDateWithTooLittleHistoryHasNullFiguresAndAReason() throws {
    // The fixture starts on Thursday 2021-07-01: one Saturday before 2021-07-10.
    let rows = try forecast(["--date", "2021-07-10", "--city", "Cupertino"])
    #expect(rows.count == 7)
    for row in rows {
      for key in ["quantity", "low", "high", "revenue_cents", "method", "mase", "mape"] {
        #expect(row[key] is NSNull, "\(key)")
      }
      #expect(
        row["reason"] as? String
          == "only 1 operating Saturday in the 52 weeks before 2021-07-10; a forecast needs 4")
    }
  }

  @Test func filtersNarrowTheRowsAndAPastDateMatchesItsOwnForecast() throws {
    let rows = try forecast(["--city", "San Francisco", "--style", "Dosa"])
    #expect(rows.count == 1)
    #expect(rows[0]["city"] as? String == "San Francisco" && rows[0]["style"] as? String == "Dosa")
    // A past date is forecast from the days before it, whatever came after.
    let past = try forecast(["--date", "2022-05-10", "--city", "San Francisco"])
    #expect(past.first?["date"] as? String == "2022-05-10")
    #expect(past.first?["quantity"] is Int)
  }

  @Test func anEmptyDatabasePrintsNoRows() throws {
    let result = try GriddleProcess.run(
      ["--database", "empty.sqlite", "init"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let rows = try forecast([], database: "empty.sqlite")
    #expect(rows.isEmpty)
  }
}

/// The same forecasts from PostgreSQL as from SQLite, byte for byte.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class PostgresForecastTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pg-forecast")
    directory = temporary.url
    database = try TestPostgresServer.shared().makeDatabase()
  }

  @Test func everyForecastMatchesSQLiteByteForByte() throws {
    let config = directory.appending(path: "griddle.json").path
    try Data(SyntheticOrders.configJSON.utf8).write(to: URL(fileURLWithPath: config))
    let tickets = directory.appending(path: "tickets.csv").path
    try SyntheticOrders(rowCount: 20_000, seed: 5, days: 200).writeTicketsCSV(
      toPath: tickets, linesPerTicket: 3, refundPercent: 5)
    let sqlite = directory.appending(path: "griddle.sqlite").path
    func griddle(_ arguments: [String], _ target: String) throws -> GriddleProcess.Result {
      try GriddleProcess.run(
        ["--config", config, "--database", target] + arguments, in: directory)
    }
    for target in [sqlite, database.uri] {
      #expect(try griddle(["import", tickets], target).status == 0)
    }
    for arguments in [
      [], ["--date", "2023-03-15"], ["--date", "2023-01-10"], ["--city", "Tokyo"],
      ["--style", "Dosa", "--style", "Crêpe"],
    ] {
      for format in ["json", "csv"] {
        let command = ["query", "forecast", "--format", format] + arguments
        let expected = try griddle(command, sqlite)
        let actual = try griddle(command, database.uri)
        #expect(expected.status == 0, "\(expected.standardError)")
        #expect(!expected.standardOutput.isEmpty)
        #expect(
          actual.status == expected.status && actual.standardOutput == expected.standardOutput)
      }
    }
  }
}
