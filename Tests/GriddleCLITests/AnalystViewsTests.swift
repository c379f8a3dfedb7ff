import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

/// The analysts' views (migration 0012, docs/ANALYSTS.md): every example query of the page runs
/// unchanged on both stores, gives the same rows on both, and the figures of the `griddle query`
/// command its comment names; the lines' figures are worked out by hand below.
@Suite final class AnalystViewsTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  // Worked figures per local date (all cities):
  // 05-01: A1 (2 Cachapa 1300 − 100, 1 Dosa 800), A2 (Crêpe 700, 23:30 in Cupertino, already
  //        05-02 in UTC), T1 (3 Dosa 2400 − 200, Tokyo): quantity 7, gross 5200, discount 300,
  //        net 4900, tickets 3.
  // 05-02: T2 (Cachapa 650 at 00:15 in Tokyo, still 05-01 in UTC): 1, 650, tickets 1.
  // 05-03: R1 refunds one Cachapa of A1 (gross −650, discount −50: 600 back), A3 (3 Dosa 2400,
  //        one free: discount 800): quantity 2, gross 2400, discount 800, refund 600, net 1000,
  //        tickets 1 (a refund is not a ticket).
  // 05-10: T3 (2 Crêpe 1400): 2, 1400, tickets 1.
  static let config = """
    {"cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles"},
                {"name": "Tokyo", "timeZone": "Asia/Tokyo"}],
     "styles": [{"name": "Cachapa", "priceCents": 650}, {"name": "Dosa", "priceCents": 800},
                {"name": "Crêpe", "priceCents": 700}],
     "stops": [{"name": "Market", "city": "Cupertino", "fee": {"flatCents": 2500, "percent": 10}},
               {"name": "Brewery", "city": "Cupertino"},
               {"name": "Station", "city": "Tokyo", "fee": {"percent": 15}}]}
    """
  // Visits holding every line (a line outside them would be an Unscheduled row of `query
  // stops`, which the visits' view has no row for): Market 05-01 has A1 (3, 2000, 1 ticket)
  // and 05-03 R1 and A3 (3 − 1, 1600 − 600, 1 ticket); Brewery has A2 (1, 700, 1); Station's
  // night of 05-01 runs past midnight with T1 and T2 (4, 2850, 2), its 05-10 has T3 (2, 1400, 1).
  static let schedule = """
    date,city,stop,start,end
    2026-05-01,Cupertino,Market,09:00,12:00
    2026-05-01,Cupertino,Brewery,20:00,23:59
    2026-05-03,Cupertino,Market,11:00,14:00
    2026-05-01,Tokyo,Station,22:00,01:00
    2026-05-10,Tokyo,Station,11:00,13:00

    """
  static let lines = """
    order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of
    A1,2026-05-01T09:58:12-07:00,Cupertino,Cachapa,2,650,1,1300,100,sale,
    A1,2026-05-01T09:58:12-07:00,Cupertino,Dosa,1,800,2,800,0,sale,
    A2,2026-05-01T23:30:00-07:00,Cupertino,Crêpe,1,700,1,700,0,sale,
    T1,2026-05-01T23:30:00+09:00,Tokyo,Dosa,3,800,1,2400,200,sale,
    T2,2026-05-02T00:15:00+09:00,Tokyo,Cachapa,1,650,1,650,0,sale,
    R1,2026-05-03T12:00:00-07:00,Cupertino,Cachapa,-1,650,1,-650,-50,refund,A1
    A3,2026-05-03T12:05:00-07:00,Cupertino,Dosa,2,800,1,1600,0,sale,
    A3,2026-05-03T12:05:00-07:00,Cupertino,Dosa,1,800,2,800,800,sale,
    T3,2026-05-10T12:00:00+09:00,Tokyo,Crêpe,2,700,1,1400,0,sale,

    """

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-views")
    directory = temporary.url
    try Data(Self.config.utf8).write(to: directory.appending(path: "griddle.json"))
    try Data(Self.lines.utf8).write(to: directory.appending(path: "lines.csv"))
    try Data(Self.schedule.utf8).write(to: directory.appending(path: "visits.csv"))
  }

  var sqlitePath: String { directory.appending(path: "views.sqlite").path }

  func griddle(_ arguments: [String], database: String) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database] + arguments, in: directory)
  }

  func load(into database: String) throws {
    let imported = try griddle(["import", "lines.csv"], database: database)
    #expect(imported.status == 0, "\(imported.standardError)")
    let scheduled = try griddle(["schedule", "import", "visits.csv"], database: database)
    #expect(scheduled.status == 0, "\(scheduled.standardError)")
  }

  @Test func theLinesViewSplitsEveryLineByTheMoneyRule() throws {
    try load(into: sqlitePath)
    let rows = try AnalystSQL.sqliteRows(
      """
      SELECT order_id, line, ordered_at, ordered_at_ms, city, style, local_date, month, weekday,
        local_hour, kind, quantity, gross_cents, discount_cents, refund_cents, net_cents,
        refund_of
      FROM griddle_sales_lines ORDER BY order_id, line
      """, path: sqlitePath)
    #expect(
      rows.values.map { $0.joined(separator: "|") } == [
        "A1|1|2026-05-01T16:58:12.000Z|1777654692000|Cupertino|Cachapa|2026-05-01|2026-05|5|9|sale|2|1300|100|0|1200|",
        "A1|2|2026-05-01T16:58:12.000Z|1777654692000|Cupertino|Dosa|2026-05-01|2026-05|5|9|sale|1|800|0|0|800|",
        "A2|1|2026-05-02T06:30:00.000Z|1777703400000|Cupertino|Crêpe|2026-05-01|2026-05|5|23|sale|1|700|0|0|700|",
        "A3|1|2026-05-03T19:05:00.000Z|1777835100000|Cupertino|Dosa|2026-05-03|2026-05|7|12|sale|2|1600|0|0|1600|",
        "A3|2|2026-05-03T19:05:00.000Z|1777835100000|Cupertino|Dosa|2026-05-03|2026-05|7|12|sale|1|800|800|0|0|",
        "R1|1|2026-05-03T19:00:00.000Z|1777834800000|Cupertino|Cachapa|2026-05-03|2026-05|7|12|refund|-1|0|0|600|-600|A1",
        "T1|1|2026-05-01T14:30:00.000Z|1777645800000|Tokyo|Dosa|2026-05-01|2026-05|5|23|sale|3|2400|200|0|2200|",
        "T2|1|2026-05-01T15:15:00.000Z|1777648500000|Tokyo|Cachapa|2026-05-02|2026-05|6|0|sale|1|650|0|0|650|",
        "T3|1|2026-05-10T03:00:00.000Z|1778382000000|Tokyo|Crêpe|2026-05-10|2026-05|7|12|sale|2|1400|0|0|1400|",
      ])
    let days = try AnalystSQL.sqliteRows(
      """
      SELECT local_date, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
        sum(net_cents), sum(tickets)
      FROM griddle_daily_city_sales GROUP BY local_date ORDER BY local_date
      """, path: sqlitePath)
    #expect(
      days.values.map { $0.joined(separator: "|") } == [
        "2026-05-01|7|5200|300|0|4900|3", "2026-05-02|1|650|0|0|650|1",
        "2026-05-03|2|2400|800|600|1000|1", "2026-05-10|2|1400|0|0|1400|1",
      ])
  }

  @Test func theVisitsViewSumsEachVisitsLinesWithItsFeeRule() throws {
    try load(into: sqlitePath)
    let rows = try AnalystSQL.sqliteRows(
      """
      SELECT local_date, weekday, city, stop, starts_at, ends_at_ms - starts_at_ms,
        fee_flat_cents, fee_percent_hundredths, quantity, net_cents, tickets,
        first_sale_at_ms, last_sale_at_ms
      FROM griddle_visits ORDER BY city, starts_at_ms
      """, path: sqlitePath)
    // Fees: Market's 2500 + 10%, Brewery none, Station 15% (hundredths of a percent).
    #expect(
      rows.values.map { $0.joined(separator: "|") } == [
        "2026-05-01|5|Cupertino|Market|2026-05-01T16:00:00.000Z|10800000|2500|1000|3|2000|1|1777654692000|1777654692000",
        "2026-05-01|5|Cupertino|Brewery|2026-05-02T03:00:00.000Z|14340000|0|0|1|700|1|1777703400000|1777703400000",
        "2026-05-03|7|Cupertino|Market|2026-05-03T18:00:00.000Z|10800000|2500|1000|2|1000|1|1777835100000|1777835100000",
        "2026-05-01|5|Tokyo|Station|2026-05-01T13:00:00.000Z|10800000|0|1500|4|2850|2|1777645800000|1777648500000",
        "2026-05-10|7|Tokyo|Station|2026-05-10T02:00:00.000Z|7200000|0|1500|2|1400|1|1778382000000|1778382000000",
      ])
  }

  @Test func everyExampleOnThePageGivesTheFiguresOfItsCommandOnSQLite() throws {
    try load(into: sqlitePath)
    let examples = try AnalystSQL.examples()
    #expect(examples.count >= 8)
    #expect(examples.filter { $0.command != nil }.count >= 7)
    for example in examples {
      let rows = try AnalystSQL.sqliteRows(example.sql, path: sqlitePath)
      #expect(!rows.values.isEmpty, "\(example.sql)")
      if let command = example.command {
        try expectFigures(rows, of: command, database: sqlitePath, sql: example.sql)
      }
    }
  }

  /// Synthetic tickets (3 lines each, refunds) for the checks at volume.
  func loadTickets(into database: String) throws {
    try Data(SyntheticOrders.configJSON.utf8).write(to: directory.appending(path: "griddle.json"))
    let tickets = directory.appending(path: "tickets.csv").path
    try SyntheticOrders(rowCount: 6_000, seed: 5, days: 60).writeTicketsCSV(
      toPath: tickets, linesPerTicket: 3, refundPercent: 8)
    let imported = try griddle(["import", tickets], database: database)
    #expect(imported.status == 0, "\(imported.standardError)")
  }

  /// Every line's figures in the view are what the Swift rule (`RollupAmounts.addLine`) makes
  /// of its stored columns, and the lines of each (date, city, style) add up to the roll-up
  /// view's figures; `run` runs a query on one store.
  static func expectLinesFollowTheRule(
    _ run: (String) throws -> AnalystSQL.Rows, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let lines = try run(
      """
      SELECT v.kind, CASE WHEN l.quantity < 0 THEN 1 ELSE 0 END, l.quantity, l.gross_cents, l.discount_cents, v.quantity,
        v.gross_cents, v.discount_cents, v.refund_cents, v.net_cents
      FROM griddle_sales_lines AS v JOIN order_lines AS l ON l.order_id = v.order_id AND l.line = v.line
      """)
    #expect(lines.values.count > 5_000, sourceLocation: sourceLocation)
    var refunds = 0
    for row in lines.values {
      let number = row.map { Int64($0) ?? -999_999 }
      var rule = RollupAmounts()
      rule.addLine(
        isRefund: number[1] == 1, quantity: number[2], grossCents: number[3],
        discountCents: number[4])
      if number[1] == 1 { refunds += 1 }
      #expect(row[0] == (number[1] == 1 ? "refund" : "sale"), sourceLocation: sourceLocation)
      #expect(
        Array(number[5...])
          == [rule.quantity, rule.grossCents, rule.discountCents, rule.refundCents, rule.netCents],
        "\(row)", sourceLocation: sourceLocation)
    }
    #expect(refunds > 50, sourceLocation: sourceLocation)
    let differences = try run(
      """
      SELECT count(*) FROM (
        SELECT local_date, city, style, sum(quantity) AS q, sum(gross_cents) AS g,
          sum(discount_cents) AS d, sum(refund_cents) AS r, sum(net_cents) AS n
        FROM griddle_sales_lines GROUP BY local_date, city, style
        EXCEPT
        SELECT local_date, city, style, quantity, gross_cents, discount_cents, refund_cents,
          net_cents
        FROM griddle_daily_sales
      ) AS differing
      """)
    #expect(differences.values == [["0"]], sourceLocation: sourceLocation)
  }

  @Test func atVolumeEveryLineFollowsTheMoneyRuleOnSQLite() throws {
    try loadTickets(into: sqlitePath)
    try Self.expectLinesFollowTheRule { try AnalystSQL.sqliteRows($0, path: sqlitePath) }
  }

  /// The CSV of `griddle command` without its all-zero rows (the dates and hours without sales
  /// that the views have no row for), in the SQL's columns, equals the SQL's rows.
  func expectFigures(
    _ rows: AnalystSQL.Rows, of command: [String], database: String, sql: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try griddle(command + ["--format", "csv"], database: database)
    #expect(result.status == 0, "\(command): \(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(lines.first)
    // The columns both have (a query may add one the command lacks, such as days_with_sales).
    let shared = rows.columns.indices.filter { header.contains(rows.columns[$0]) }
    #expect(shared.count >= 3, "\(command)", sourceLocation: sourceLocation)
    let indexes = shared.map { header.firstIndex(of: rows.columns[$0])! }
    let figures = header.indices.filter {
      header[$0].hasSuffix("_cents")
        || ["quantity", "tickets", "daily_min", "daily_max"]
          .contains(header[$0])
    }
    let expected = lines.dropFirst().filter { row in
      figures.contains { row[$0] != "0" && !row[$0].isEmpty }
    }.map { row in indexes.map { row[$0] } }
    #expect(!expected.isEmpty, "\(command)", sourceLocation: sourceLocation)
    #expect(
      rows.values.map { row in shared.map { row[$0] } } == expected, "\(command)\n\(sql)",
      sourceLocation: sourceLocation)
  }
}

/// The same checks on PostgreSQL, against the SQLite answers and `griddle query`.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct AnalystViewsPostgresTests {
  let views = try! AnalystViewsTests()
  let database: TestPostgresDatabase

  init() throws {
    database = try TestPostgresServer.shared().makeDatabase()
  }

  @Test func everyExampleGivesTheSameRowsAsSQLiteAndTheFiguresOfItsCommand() throws {
    try views.load(into: views.sqlitePath)
    try views.load(into: database.uri)
    let connection = try PostgresConnection(database.uri)
    for example in try AnalystSQL.examples() {
      let postgres = try AnalystSQL.postgresRows(example.sql, connection: connection)
      let sqlite = try AnalystSQL.sqliteRows(example.sql, path: views.sqlitePath)
      #expect(postgres == sqlite, "\(example.sql)")
      if let command = example.command {
        try views.expectFigures(postgres, of: command, database: database.uri, sql: example.sql)
      }
    }
  }

  @Test func atVolumeEveryLineFollowsTheMoneyRule() throws {
    try views.loadTickets(into: database.uri)
    let connection = try PostgresConnection(database.uri)
    try AnalystViewsTests.expectLinesFollowTheRule {
      try AnalystSQL.postgresRows($0, connection: connection)
    }
  }

  @Test func theViewsHaveTheSameColumnsOnBothStores() throws {
    try views.load(into: views.sqlitePath)
    try views.load(into: database.uri)
    let connection = try PostgresConnection(database.uri)
    // The lines' instants are text on SQLite and timestamps here: the same instant.
    let instants = try connection.query(
      """
      SELECT ordered_at = timestamptz '1970-01-01 00:00:00+00' + ordered_at_ms * interval '1 ms',
        ordered_at = timestamptz '2026-05-01 16:58:12+00'
      FROM griddle_sales_lines WHERE order_id = 'A1' ORDER BY line
      """
    ) { [$0.bool(0), $0.bool(1)] }
    #expect(instants == [[true, true], [true, true]])
    for view in AnalystSQL.views {
      let sqlite = try AnalystSQL.sqliteRows(
        "SELECT name FROM pragma_table_info('\(view)') ORDER BY cid", path: views.sqlitePath
      ).values
      let postgres = try AnalystSQL.postgresRows(
        "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '\(view)' ORDER BY ordinal_position",
        connection: connection
      ).values
      #expect(sqlite.count >= 5, "\(view)")
      #expect(postgres == sqlite, "\(view)")
    }
  }

  @Test func aRoleGrantedOnlySelectOnTheViewsReadsThemAndNoTable() throws {
    try views.load(into: views.sqlitePath)
    try views.load(into: database.uri)
    // The page's grant block, for a role of this test's own (roles belong to the server).
    let role = "analyst_\(database.name)"
    let grants = try AnalystSQL.roleBlock().replacingOccurrences(of: "analyst", with: role)
    let owner = try PostgresConnection(database.uri)
    try owner.executeScript(grants)
    defer {
      try? owner.executeScript(
        "DROP OWNED BY \(role); REVOKE ALL ON SCHEMA public FROM \(role); DROP ROLE \(role)")
    }
    let analyst = try PostgresConnection(
      database.uri.replacingOccurrences(of: "postgres@", with: "\(role)@"))
    for example in try AnalystSQL.examples() {
      #expect(
        try AnalystSQL.postgresRows(example.sql, connection: analyst)
          == AnalystSQL.postgresRows(example.sql, connection: owner))
    }
    for table in ["order_lines", "daily_city_sales", "cities"] {
      #expect(throws: PostgresError.self) {
        _ = try analyst.query("SELECT count(*) FROM \(table)") { $0.int(0) }
      }
    }
    // A write through a view is refused too (the role has SELECT only).
    #expect(throws: PostgresError.self) {
      try analyst.execute("DELETE FROM griddle_daily_city_sales")
    }
    // The analyst may read, even while the importer's role writes.
    let more = views.directory.appending(path: "more.csv")
    try Data(
      """
      order_id,ordered_at,city,style,quantity
      T4,2026-05-11T12:00:00+09:00,Tokyo,Dosa,5

      """.utf8
    ).write(to: more)
    #expect(try views.griddle(["import", more.path], database: database.uri).status == 0)
    #expect(
      try analyst.scalar(
        Int.self, "SELECT sum(quantity)::bigint FROM griddle_daily_city_sales WHERE city = 'Tokyo'")
        == 11)
  }
}

/// The example queries of docs/ANALYSTS.md, and a runner for them on both stores.
enum AnalystSQL {
  /// Column names and rows of a result, every value as text (NULL as "").
  struct Rows: Equatable {
    var columns: [String] = []
    var values: [[String]] = []
  }

  /// One example: its SQL and the `griddle` arguments its comment names.
  struct Example {
    let sql: String
    let command: [String]?
  }

  /// The views the page documents.
  static let views = [
    "griddle_sales_lines", "griddle_daily_sales", "griddle_daily_city_sales",
    "griddle_hourly_sales", "griddle_operating_days", "griddle_visits",
  ]

  static func page() throws -> String {
    try String(
      contentsOf: GriddleProcess.packageRoot.appending(path: "docs/ANALYSTS.md"), encoding: .utf8)
  }

  static func sqlBlocks() throws -> [String] {
    try page().components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("sql\n") }
      .map { String($0.element.dropFirst(4)) }
  }

  /// Every `sql` block but the role's, with the command of a `-- griddle …` comment line.
  static func examples() throws -> [Example] {
    try sqlBlocks().filter { !$0.contains("CREATE ROLE") }.map { block in
      let command = block.split(separator: "\n").first { $0.hasPrefix("-- griddle ") }
        .map { $0.dropFirst("-- griddle ".count).split(separator: " ").map(String.init) }
      return Example(sql: block, command: command)
    }
  }

  /// The block that creates the analyst's role.
  static func roleBlock() throws -> String {
    try #require(sqlBlocks().first { $0.contains("CREATE ROLE") })
  }

  static func sqliteRows(_ sql: String, path: String) throws -> Rows {
    let database = try Database(path: path, mode: .readOnly)
    let statement = try database.prepare(sql)
    var rows = Rows(columns: (0..<statement.columnCount).map { statement.columnName($0) })
    try statement.forEachRow([]) { row in
      rows.values.append(
        (0..<Int32(rows.columns.count)).map { row.isNull($0) ? "" : row.string($0) })
    }
    return rows
  }

  static func postgresRows(_ sql: String, connection: PostgresConnection) throws -> Rows {
    var rows = Rows()
    let values = try connection.query(sql) { row in
      if rows.columns.isEmpty { rows.columns = (0..<row.columnCount).map { row.columnName($0) } }
      return (0..<row.columnCount).map { row.string($0) }
    }
    rows.values = values
    return rows
  }
}
