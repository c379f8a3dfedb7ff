import Foundation
import TemporaryDirectorySupport
import Testing

/// Formats, `--fields`, wide characters, relative dates and range limits, run through the
/// built binary on three hand-written orders whose totals are worked out below.
@Suite struct AnalystOutputTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  // Crêpe: 1 × 7.00 in Cupertino + 3 × 7.00 in Tokyo = 4 sold, $28.00.
  // 煎饼果子: 2 × 8.00 in Tokyo = 2 sold, $16.00.
  static let config = """
    {"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"},
                {"name": "Cupertino", "timeZone": "America/Los_Angeles"}],
     "styles": [{"name": "Crêpe", "priceCents": 700}, {"name": "煎饼果子", "priceCents": 800}]}
    """
  static let orders = """
    order_id,ordered_at,city,style,quantity
    1,2022-06-01T12:00,Tokyo,煎饼果子,2
    2,2022-06-01T13:00,Cupertino,Crêpe,1
    3,2022-06-02T09:00,Tokyo,Crêpe,3

    """

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-analyst")
    directory = temporary.url
    try Data(Self.config.utf8).write(to: directory.appending(path: "c.json"))
    try Data(Self.orders.utf8).write(to: directory.appending(path: "orders.csv"))
    let load = try griddle("import", "orders.csv")
    #expect(load.status == 0, "\(load.standardError)")
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "c.json", "--database", "a.sqlite"] + arguments, in: directory)
  }

  func styles(_ extra: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      [
        "--config", "c.json", "--database", "a.sqlite", "query", "styles", "--from", "2022-06-01",
        "--to", "2022-06-02", "--fields", "style,quantity,revenue_cents",
      ] + extra, in: directory)
  }

  @Test func tableAlignsWideCharactersUnderAHeaderRule() throws {
    let result = try styles("--format", "table")
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        Style     Quantity  Net sales
        --------  --------  ---------
        Crêpe            4     $28.00
        煎饼果子         2     $16.00

        """)
  }

  @Test func markdownShowsMoneyAndRightAlignsNumbers() throws {
    #expect(
      try styles("--format", "markdown").standardOutput == """
        | Style    | Quantity | Net sales |
        | -------- | -------: | --------: |
        | Crêpe    |        4 |    $28.00 |
        | 煎饼果子 |        2 |    $16.00 |

        """)
  }

  @Test func tsvAndNDJSONKeepIntegerCents() throws {
    #expect(
      try styles("--format", "tsv").standardOutput
        == "style\tquantity\trevenue_cents\nCrêpe\t4\t2800\n煎饼果子\t2\t1600\n")
    #expect(
      try styles("--format", "ndjson").standardOutput == """
        {"style": "Crêpe", "quantity": 4, "revenue_cents": 2800}
        {"style": "煎饼果子", "quantity": 2, "revenue_cents": 1600}

        """)
  }

  @Test func moneyColumnsAreMoneyInTablesAndIntegerCentsInData() throws {
    // 2022-06-01: 2 × 8.00 in Tokyo and 1 × 7.00 in Cupertino, two tickets; 2022-06-02:
    // 3 × 7.00, one ticket. No discounts or refunds.
    let money = "date,revenue_cents,gross_cents,discount_cents,refund_cents,tickets"
    let tsv = try griddle(
      "query", "daily", "--from", "2022-06-01", "--to", "2022-06-02", "--format", "tsv",
      "--fields", money)
    #expect(
      tsv.standardOutput == """
        date	revenue_cents	gross_cents	discount_cents	refund_cents	tickets
        2022-06-01	2300	2300	0	0	2
        2022-06-02	2100	2100	0	0	1

        """)
    let table = try griddle(
      "query", "daily", "--from", "2022-06-01", "--to", "2022-06-02", "--format", "table",
      "--fields", "date,revenue_cents,discount_cents,tickets")
    #expect(
      table.standardOutput == """
        Date        Net sales  Discounts  Tickets
        ----------  ---------  ---------  -------
        2022-06-01     $23.00      $0.00        2
        2022-06-02     $21.00      $0.00        1

        """)
  }

  @Test func hoursTakeFormatsAndFields() throws {
    // Tokyo sold 2 at 12:00 on Wednesday 2022-06-01 and 3 at 09:00 on Thursday 2022-06-02.
    let result = try griddle(
      "query", "hours", "--from", "2022-06-01", "--to", "2022-06-02", "--city", "Tokyo",
      "--format", "ndjson", "--fields", "weekday,hour,quantity,revenue_cents")
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 7 * 24)
    #expect(
      lines.filter { !$0.contains("\"quantity\": 0,") } == [
        #"{"weekday": 3, "hour": 12, "quantity": 2, "revenue_cents": 1600}"#,
        #"{"weekday": 4, "hour": 9, "quantity": 3, "revenue_cents": 2100}"#,
      ])
  }

  @Test func fieldsChooseAndOrderColumns() throws {
    let result = try griddle(
      "query", "styles", "--from", "2022-06-01", "--to", "2022-06-02", "--format", "csv",
      "--fields", "revenue_cents, style")
    #expect(result.standardOutput == "revenue_cents,style\n2800,Crêpe\n1600,煎饼果子\n")
  }

  @Test func anUnknownFieldIsAUsageErrorListingTheValidOnes() throws {
    let result = try griddle(
      "query", "cities", "--from", "2022-06-01", "--to", "2022-06-02", "--fields",
      "city,revnue_cents")
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: invalid field 'revnue_cents' for '--fields <list>': it is not a column of this query\nDid you mean 'revenue_cents'? Valid fields: city, quantity, revenue_cents"
      ))
    #expect(result.standardError.hasSuffix(".\nSee 'griddle query cities --help'.\n"))
  }

  @Test func anUnknownFormatNamesEveryFormat() throws {
    let result = try griddle("query", "styles", "--format", "markdwn")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: invalid value 'markdwn' for '--format <format>': expected table, csv, tsv, markdown, json or ndjson
        Did you mean 'markdown'?
        See 'griddle query styles --help'.

        """)
  }

  /// Today in the report time zone (the default, America/Los_Angeles), computed with
  /// Foundation's calendar rather than the code under test.
  func today(offset: Int = 0) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    let date = calendar.date(byAdding: .day, value: offset, to: Date())!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }

  @Test func relativeDatesCountBackFromTodayInTheReportTimeZone() throws {
    let expected = "date,quantity\n\(today(offset: -2)),0\n\(today(offset: -1)),0\n\(today()),0\n"
    for (from, to) in [("-2d", "today"), ("-2d", "-0d"), (today(offset: -2), "today")] {
      let result = try griddle(
        "query", "daily", "--from", from, "--to", to, "--format", "csv", "--fields",
        "date,quantity")
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput == expected)
    }
    let yesterday = try griddle(
      "query", "daily", "--from", "yesterday", "--to", "yesterday", "--fields", "date")
    #expect(yesterday.standardOutput == "date\n\(today(offset: -1))\n")
  }

  @Test func aFromAfterTheDataRunsToToday() throws {
    let result = try griddle("query", "daily", "--from", "-1d", "--fields", "date")
    #expect(result.standardOutput == "date\n\(today(offset: -1))\n\(today())\n")
  }

  @Test func queryAndReportRejectABadDateWithTheSameMessage() throws {
    let query = try griddle("query", "daily", "--from", "2022-02-30")
    let report = try griddle("report", "nightly", "--date", "2022-02-30")
    #expect(query.status == 64)
    #expect(report.status == 64)
    let message =
      "griddle: error: invalid date '2022-02-30' for '--%@ <date>': 2022-02 has 28 days, not 30\nSee 'griddle %@ --help'.\n"
    #expect(query.standardError == String(format: message, "from", "query daily"))
    #expect(report.standardError == String(format: message, "date", "report nightly"))
  }

  /// A date in the right form that names no day says why, rather than repeating the forms.
  @Test(arguments: [
    ("2024-02-30", "2024-02 has 29 days, not 30"),  // a leap year
    ("2024-13-01", "a year has 12 months, not 13"),
    ("2024-04-00", "days of the month start at 01"),
    ("-100001d", "-Nd goes back at most 100000d (about 270 years)"),
    ("yesterdy", "expected YYYY-MM-DD, today, yesterday or -Nd (N days before today)"),
  ])
  func aDateThatNamesNoDaySaysWhy(text: String, reason: String) throws {
    let result = try griddle("query", "daily", "--to", text)
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: invalid date '\(text)' for '--to <date>': \(reason)\n"),
      "\(result.standardError)")
  }

  @Test func aReportForADayAfterTodayIsRefused() throws {
    let result = try griddle("report", "nightly", "--date", "9999-12-31", "--out", "r")
    #expect(result.status == 64)
    #expect(
      result.standardError == """
        griddle: error: '--date 9999-12-31' is after today (\(today()) in America/Los_Angeles)
        Give today or an earlier date.
        See 'griddle report nightly --help'.

        """)
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "r").path))
  }

  @Test func anAbsurdRangeIsRefusedQuicklyWithItsSize() throws {
    let daily = try griddle("query", "daily", "--from", "0001-01-01", "--to", "9999-12-31")
    #expect(daily.status == 64)
    // 0001-01-01 to 9999-12-31 in the proleptic Gregorian calendar: 9,999 years of 365 days
    // plus 2,424 leap days.
    #expect(
      daily.standardError == """
        griddle: error: 0001-01-01 to 9999-12-31 is 3,652,059 days, more than the 100,000 rows 'query daily' prints at most
        Narrow --from and --to, or use 'griddle query monthly' for long ranges.
        See 'griddle query daily --help'.

        """)
    let byCity = try griddle(
      "query", "daily", "--by", "city", "--from", "2000-01-01", "--to", "2199-12-31")
    // 200 years of 365 days and 49 leap days (2100 is not one), times two cities.
    #expect(byCity.status == 64)
    #expect(
      byCity.standardError.hasPrefix(
        "griddle: error: 2000-01-01 to 2199-12-31 is 73,049 days (2 cities a day), more than the 100,000 rows"
      ))
    let monthly = try griddle("query", "monthly", "--from", "0001-01", "--to", "9999-12")
    #expect(monthly.status == 64)
    #expect(
      monthly.standardError.hasPrefix(
        "griddle: error: 0001-01 to 9999-12 is 119,988 months, more than the 1,200 'query monthly' prints at most"
      ))
    let styles = try griddle(
      "query", "styles", "--from", "0001-01-01", "--to", "9999-12-31", "--fields", "style,quantity")
    #expect(styles.standardOutput == "style,quantity\nCrêpe,4\n煎饼果子,2\n")
  }

  @Test func verboseTimesEachStageWithoutSQL() throws {
    let result = try griddle(
      "--verbose", "query", "styles", "--from", "2022-06-01", "--to", "2022-06-02")
    #expect(result.status == 0)
    let stages = result.standardError.split(separator: "\n").map {
      $0.replacingOccurrences(of: #"[0-9]+\.[0-9] ms$"#, with: "N ms", options: .regularExpression)
    }
    #expect(
      stages == [
        "griddle: read config: N ms", "griddle: open database: N ms", "griddle: query: N ms",
        "griddle: render csv: N ms",
      ])
    let both = try griddle("-q", "-v", "query", "styles")
    #expect(both.status == 64)
    #expect(
      both.standardError
        == "griddle: error: '--quiet' and '--verbose' cannot be used together\nSee 'griddle query styles --help'.\n"
    )
  }
}
