import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `griddle query stops` through the built binary (issue 26): per-stop figures against sums
/// worked out by hand in the comments, on SQLite and PostgreSQL.
@Suite final class QueryStopsTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-query-stops")
    directory = temporary.url
    try Data(
      """
      {
        "cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles"}],
        "styles": [{"name": "Cachapa", "priceCents": 650}],
        "stops": [
          {"name": "Brewery Row", "city": "Cupertino", "fee": {"flatCents": 5000, "percent": 10}},
          {"name": "Market", "city": "Cupertino"}
        ]
      }
      """.utf8
    ).write(to: directory.appending(path: "griddle.json"))
    // Brewery Row on two Fridays (the second with its own flat fee of 10.00), the market on a
    // Saturday night past midnight with its fee waived.
    try Data(
      """
      date,city,stop,start,end,fee_cents,fee_percent
      2024-06-07,Cupertino,Brewery Row,18:00,22:00,,
      2024-06-08,Cupertino,Market,22:00,02:00,0,0
      2024-06-14,Cupertino,Brewery Row,18:00,22:00,1000,

      """.utf8
    ).write(to: directory.appending(path: "week.csv"))
    try Data(
      """
      order_id,ordered_at,city,style,quantity,unit_price_cents
      O1,2024-06-07T18:30:00-07:00,Cupertino,Cachapa,2,650
      O2,2024-06-07T22:20:00-07:00,Cupertino,Cachapa,1,650
      O3,2024-06-07T22:45:00-07:00,Cupertino,Cachapa,1,650
      O4,2024-06-09T01:30:00-07:00,Cupertino,Cachapa,3,650
      O5,2024-06-14T17:40:00-07:00,Cupertino,Cachapa,4,650
      O6,2024-06-14T19:00:00-07:00,Cupertino,Cachapa,1,650

      """.utf8
    ).write(to: directory.appending(path: "orders.csv"))
  }

  func griddle(_ database: String, _ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database] + arguments, in: directory)
  }

  // O1 (18:30) and O2 (22:20, in the 30-minute grace after 22:00) are the first Friday's:
  // net 1300 + 650 = 1950, 2 tickets; fee 5000 + 10% of 1950 = 5195; after fee −3245.
  // O3 (22:45) is past the grace: Unscheduled, 650.
  // O4 (01:30 on Sunday) is the market's Saturday visit: 1950, fee waived, 4 hours → 487.5 an
  // hour, rounded half to even: 488.
  // O5 (17:40, in the grace before 18:00) and O6 are the second Friday's: 2600 + 650 = 3250,
  // its own fee 1000, after fee 2250.
  // Brewery Row: 2 visits, 8 hours, 8 units, net 5200, 4 tickets, fees 6195, after −995,
  // −124.375 an hour → −124; worst −3245, best 2250, average −497.5 → −498 (half to even).
  static let expected = """
    city,stop,visits,scheduled_hours,quantity,revenue_cents,tickets,fee_cents,net_after_fee_cents,net_after_fee_per_hour_cents,visit_min_cents,visit_max_cents,visit_average_cents
    Cupertino,Brewery Row,2,8.00,8,5200,4,6195,-995,-124,-3245,2250,-498
    Cupertino,Market,1,4.00,3,1950,1,0,1950,488,1950,1950,1950
    Cupertino,Unscheduled,0,0.00,1,650,1,0,650,,,,

    """

  func load(_ database: String) throws -> [String] {
    // Sales first, then their schedule: attribution is made when the query runs.
    #expect(try griddle(database, "import", "orders.csv").status == 0)
    #expect(try griddle(database, "schedule", "import", "week.csv").status == 0)
    let all = try griddle(
      database, "query", "stops", "--from", "2024-06-01", "--to", "2024-06-30", "--format", "csv")
    #expect(all.status == 0, "\(all.standardError)")
    #expect(all.standardOutput == Self.expected)
    let byWeekday = try griddle(
      database, "query", "stops", "--from", "2024-06-01", "--to", "2024-06-30", "--by", "weekday",
      "--format", "json", "--fields", "stop,weekday,visits,net_after_fee_cents")
    #expect(
      byWeekday.standardOutput == """
        [
          {"stop": "Brewery Row", "weekday": 5, "visits": 2, "net_after_fee_cents": -995},
          {"stop": "Market", "weekday": 6, "visits": 1, "net_after_fee_cents": 1950},
          {"stop": "Unscheduled", "weekday": 5, "visits": 0, "net_after_fee_cents": 650}
        ]

        """)
    return [all.standardOutput, byWeekday.standardOutput]
  }

  @Test func perStopFiguresOnSQLite() throws {
    _ = try load("s.sqlite")
  }

  @Test(
    .enabled(
      if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)
    ))
  func postgreSQLGivesTheSameFigures() throws {
    let sqlite = try load("s.sqlite")
    let database = try TestPostgresServer.shared().makeDatabase()
    #expect(try load(database.uri) == sqlite)
  }
}
