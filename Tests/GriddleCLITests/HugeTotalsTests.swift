import Foundation
import TemporaryDirectorySupport
import Testing

/// Queries and reports over stored days near their limits: a clear error or an exact answer,
/// never a trap or raw SQL (issue 12, item 10).
@Suite struct HugeTotalsTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-huge")
    directory = temporary.url
    try Data(
      #"{"database": "g.sqlite", "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}, {"name": "Paris", "timeZone": "Europe/Paris"}], "styles": [{"name": "Dosa", "priceCents": 500}]}"#
        .utf8
    ).write(to: directory.appending(path: "griddle.json"))
    #expect(try griddle("init").status == 0)
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(["--config", "griddle.json"] + arguments, in: directory)
  }

  /// Stores `days` days from 2022-01-01 on, in every city, each at the largest figures a day
  /// may hold (as a hand-edited or very old database could hold them).
  func storeDaysAtTheLimit(_ days: Int) throws {
    let first = 18_993  // 2022-01-01
    let limit = (1 << 53) - 1
    let sql = """
      WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n + 1 < \(days))
      INSERT INTO daily_style_sales SELECT \(first) + n, c.id, s.id, \(limit), \(limit), 0, 0,
        \(limit), \(limit) FROM d, cities c, styles s;
      WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n + 1 < \(days))
      INSERT INTO hourly_sales SELECT \(first) + n, c.id, 12, \(limit), \(limit), 0, 0,
        \(limit), \(limit) FROM d, cities c;
      WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n + 1 < \(days))
      INSERT INTO operating_days SELECT c.id, \(first) + n, 1 FROM d, cities c;
      WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n + 1 < \(days))
      INSERT INTO daily_city_sales SELECT \(first) + n, c.id, \(limit), \(limit), 0, 0,
        \(limit), \(limit) FROM d, cities c;
      """
    _ = try Process.output("/usr/bin/sqlite3", ["g.sqlite", sql], in: directory)
  }

  @Test func twoCitiesAtTheLimitAddUpExactly() throws {
    try storeDaysAtTheLimit(1)
    let result = try griddle(
      "query", "daily", "--from", "2022-01-01", "--to", "2022-01-01", "--format", "csv")
    #expect(result.status == 0, "\(result.standardError)")
    let twice = 2 * ((1 << 53) - 1)
    #expect(result.standardOutput.contains("2022-01-01,\(twice),\(twice),"))
  }

  @Test func sumsPast64BitsAreAClearErrorInEveryQuery() throws {
    try storeDaysAtTheLimit(1100)
    var statuses: [Int32] = []
    for arguments in [
      ["query", "daily", "--from", "2022-01-01", "--to", "2025-01-04"],
      ["query", "monthly", "--from", "2022-01", "--to", "2025-01"],
      ["query", "styles", "--from", "2022-01-01", "--to", "2025-01-04"],
      ["query", "cities", "--from", "2022-01-01", "--to", "2025-01-04"],
      ["query", "weekdays", "--from", "2022-01-01", "--to", "2025-01-04"],
      ["report", "nightly", "--date", "2025-01-04", "--out", "reports"],
    ] {
      let result = try GriddleProcess.run(
        ["--config", "griddle.json"] + arguments
          + (arguments[0] == "query" ? ["--format", "csv"] : []),
        in: directory)
      // Either an exact answer (the sum fits) or the one clear error; never a crash or SQL.
      #expect(
        [0, 65].contains(result.status), "\(arguments): \(result.status) \(result.standardError)")
      if result.status == 65 {
        #expect(
          result.standardError.hasPrefix(
            "griddle: error: a total over the range asked for is too large to add up in 64 bits\n"),
          "\(arguments): \(result.standardError)")
      }
      #expect(!result.standardError.contains("SELECT"))
      statuses.append(result.status)
    }
    // Daily, monthly and weekday sums stay within 1,024 days × cities at 2^53 − 1 and fit;
    // styles and cities add up 1,100 days × 2 cities, past 2^63.
    #expect(statuses == [0, 0, 65, 65, 0, 0])
  }
}
