import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import TemporaryDirectorySupport
import Testing

/// `businessDayStartsAt` through the real binary: every line's business day and clock hour,
/// the daily, weekday, monthly and hourly figures, the refusal while the config and the
/// database differ, and `init`'s rebuild, on SQLite and PostgreSQL alike.
///
/// The expected business date and hour of every sale were worked out by hand from the IANA
/// rules (2025: Toronto, Chicago and Denver spring forward on 9 March at 02:00 and fall back
/// on 2 November at 02:00; EDT −4/EST −5, CDT −5/CST −6, MDT −6/MST −7), not with Griddle. The
/// rule (README, "Business days"): a business day starts at the first instant whose wall clock
/// shows the start or later; skipped by a spring gap, it starts when the clocks jump; shown
/// twice at fall back, at the earlier, so the repeated time after it is the new day's.
@Suite final class BusinessDayTests {
  /// One sale: its row and the business date and clock hour it must land on.
  struct Sale {
    let id: String
    let orderedAt: String
    let city: String
    let quantity: Int
    let date: String
    let hour: Int
  }

  static let sales: [Sale] = [
    // Toronto, 04:00: 23:30, 00:30 and 03:59 are Friday's; 04:00 is Saturday's.
    Sale(
      id: "T1", orderedAt: "2025-06-06T23:30", city: "Toronto", quantity: 1, date: "2025-06-06",
      hour: 23),
    Sale(
      id: "T2", orderedAt: "2025-06-07T00:30", city: "Toronto", quantity: 2, date: "2025-06-06",
      hour: 0),
    Sale(
      id: "T3", orderedAt: "2025-06-07T03:59", city: "Toronto", quantity: 4, date: "2025-06-06",
      hour: 3),
    Sale(
      id: "T4", orderedAt: "2025-06-07T04:00", city: "Toronto", quantity: 8, date: "2025-06-07",
      hour: 4),
    // 1 July 02:00 is still 30 June's business day: June's month.
    Sale(
      id: "T5", orderedAt: "2025-07-01T02:00", city: "Toronto", quantity: 16, date: "2025-06-30",
      hour: 2),
    // Spring: 03:30 EDT (just after the jump) is still Saturday 8 March's.
    Sale(
      id: "T6", orderedAt: "2025-03-09T03:30", city: "Toronto", quantity: 32, date: "2025-03-08",
      hour: 3),
    Sale(
      id: "T7", orderedAt: "2025-03-09T04:00", city: "Toronto", quantity: 64, date: "2025-03-09",
      hour: 4),
    // Autumn: 01:30 EDT and 01:30 EST are both 1 November's, hour 1; 04:00 EST starts 2 Nov.
    Sale(
      id: "T8", orderedAt: "2025-11-02T05:30Z", city: "Toronto", quantity: 128, date: "2025-11-01",
      hour: 1),
    Sale(
      id: "T9", orderedAt: "2025-11-02T06:30Z", city: "Toronto", quantity: 256, date: "2025-11-01",
      hour: 1),
    Sale(
      id: "T10", orderedAt: "2025-11-02T09:00Z", city: "Toronto", quantity: 512, date: "2025-11-02",
      hour: 4),
    // Chicago, 01:30, shown twice on 2 November (06:30Z CDT, 07:30Z CST): the day starts at
    // 06:30Z, so 01:15 CST (07:15Z, the repeated hour) is already 2 November's.
    Sale(
      id: "C1", orderedAt: "2025-11-02T06:15Z", city: "Chicago", quantity: 1, date: "2025-11-01",
      hour: 1),
    Sale(
      id: "C2", orderedAt: "2025-11-02T06:45Z", city: "Chicago", quantity: 2, date: "2025-11-02",
      hour: 1),
    Sale(
      id: "C3", orderedAt: "2025-11-02T07:15Z", city: "Chicago", quantity: 4, date: "2025-11-02",
      hour: 1),
    Sale(
      id: "C4", orderedAt: "2025-11-02T07:45Z", city: "Chicago", quantity: 8, date: "2025-11-02",
      hour: 1),
    Sale(
      id: "C5", orderedAt: "2025-11-01T01:29", city: "Chicago", quantity: 16, date: "2025-10-31",
      hour: 1),
    Sale(
      id: "C6", orderedAt: "2025-11-03T01:29", city: "Chicago", quantity: 32, date: "2025-11-02",
      hour: 1),
    // Denver, 02:30, skipped on 9 March (01:59 MST is followed by 03:00 MDT at 09:00Z): the
    // day starts at the jump.
    Sale(
      id: "D1", orderedAt: "2025-03-09T08:59Z", city: "Denver", quantity: 1, date: "2025-03-08",
      hour: 1),
    Sale(
      id: "D2", orderedAt: "2025-03-09T09:00Z", city: "Denver", quantity: 2, date: "2025-03-09",
      hour: 3),
    Sale(
      id: "D3", orderedAt: "2025-03-08T02:29", city: "Denver", quantity: 4, date: "2025-03-07",
      hour: 2),
    Sale(
      id: "D4", orderedAt: "2025-03-10T02:30", city: "Denver", quantity: 8, date: "2025-03-10",
      hour: 2),
    // Autumn: 02:30 is shown once (MST, 09:30Z); the repeated 01:15 is 1 November's.
    Sale(
      id: "D5", orderedAt: "2025-11-02T08:15Z", city: "Denver", quantity: 16, date: "2025-11-01",
      hour: 1),
    Sale(
      id: "D6", orderedAt: "2025-11-02T09:29Z", city: "Denver", quantity: 32, date: "2025-11-01",
      hour: 2),
    Sale(
      id: "D7", orderedAt: "2025-11-02T09:30Z", city: "Denver", quantity: 64, date: "2025-11-02",
      hour: 2),
    // Berlin keeps the calendar day.
    Sale(
      id: "B1", orderedAt: "2025-06-07T01:00", city: "Berlin", quantity: 1, date: "2025-06-07",
      hour: 1),
    Sale(
      id: "B2", orderedAt: "2025-06-06T23:59", city: "Berlin", quantity: 2, date: "2025-06-06",
      hour: 23),
  ]

  /// The calendar date and hour of each sale, for the database before any start is set.
  static let calendar: [String: (date: String, hour: Int)] = [
    "T1": ("2025-06-06", 23), "T2": ("2025-06-07", 0), "T3": ("2025-06-07", 3),
    "T4": ("2025-06-07", 4), "T5": ("2025-07-01", 2), "T6": ("2025-03-09", 3),
    "T7": ("2025-03-09", 4), "T8": ("2025-11-02", 1), "T9": ("2025-11-02", 1),
    "T10": ("2025-11-02", 4), "C1": ("2025-11-02", 1), "C2": ("2025-11-02", 1),
    "C3": ("2025-11-02", 1), "C4": ("2025-11-02", 1), "C5": ("2025-11-01", 1),
    "C6": ("2025-11-03", 1), "D1": ("2025-03-09", 1), "D2": ("2025-03-09", 3),
    "D3": ("2025-03-08", 2), "D4": ("2025-03-10", 2), "D5": ("2025-11-02", 1),
    "D6": ("2025-11-02", 2), "D7": ("2025-11-02", 2), "B1": ("2025-06-07", 1),
    "B2": ("2025-06-06", 23),
  ]

  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-business-days")
    directory = temporary.url
    let rows = Self.sales.map { "\($0.id),\($0.orderedAt),\($0.city),Dosa,\($0.quantity)" }
    try Data(
      ("order_id,ordered_at,city,style,quantity\n" + rows.joined(separator: "\n") + "\n").utf8
    ).write(to: directory.appending(path: "orders.csv"))
    try writeConfig("calendar.json", starts: [:])
    try writeConfig(
      "business.json", starts: ["Toronto": "04:00", "Chicago": "01:30", "Denver": "02:30"])
  }

  func writeConfig(_ name: String, starts: [String: String]) throws {
    let cities = [
      ("Toronto", "America/Toronto"), ("Chicago", "America/Chicago"),
      ("Denver", "America/Denver"), ("Berlin", "Europe/Berlin"),
    ].map { city, zone in
      "{\"name\": \"\(city)\", \"timeZone\": \"\(zone)\""
        + (starts[city].map { ", \"businessDayStartsAt\": \"\($0)\"" } ?? "") + "}"
    }
    let config = """
      {"currency": "USD", "reportTimeZone": "UTC", "cities": [\(cities.joined(separator: ", "))],
       "styles": [{"name": "Dosa", "priceCents": 500}]}
      """
    try Data(config.utf8).write(to: directory.appending(path: name))
  }

  func griddle(_ config: String, _ database: String, _ arguments: String...) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(
      ["--config", config, "--database", database] + arguments, in: directory)
  }

  /// Loads the orders into `database` under `config`.
  func load(_ database: String, config: String) throws {
    let created = try griddle(config, database, "init")
    #expect(created.status == 0, "\(created.standardError)")
    let imported = try griddle(config, database, "import", "orders.csv")
    #expect(imported.status == 0, "\(imported.standardError)")
  }

  /// The queries whose output must follow the business days, as JSON.
  static let queries: [[String]] = [
    ["query", "daily", "--by", "city", "--from", "2025-03-01", "--to", "2025-11-30"],
    ["query", "daily", "--from", "2025-03-01", "--to", "2025-11-30"],
    ["query", "weekdays", "--from", "2025-03-01", "--to", "2025-11-30"],
    ["query", "monthly", "--from", "2025-03", "--to", "2025-11"],
    ["query", "monthly", "--city", "Toronto", "--from", "2025-03", "--to", "2025-11"],
    ["query", "hours", "--from", "2025-03-01", "--to", "2025-11-30"],
    ["query", "hours", "--city", "Toronto", "--from", "2025-03-01", "--to", "2025-11-30"],
    ["query", "cities", "--from", "2025-03-01", "--to", "2025-11-30"],
  ].map { $0 + ["--format", "json"] }

  func outputs(_ config: String, _ database: String) throws -> [String] {
    try Self.queries.map { arguments in
      let result = try GriddleProcess.run(
        ["--config", config, "--database", database] + arguments, in: directory)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      return result.standardOutput
    }
  }

  func json(_ text: String) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
  }

  /// Every figure of `outputs` (in `queries`' order) against the sales table summed here.
  func expectBusinessFigures(_ outputs: [String]) throws {
    // Per (city, date) and per date.
    var byCityDate: [String: Int] = [:]
    var byDate: [String: Int] = [:]
    for sale in Self.sales {
      byCityDate["\(sale.city) \(sale.date)", default: 0] += sale.quantity
      byDate[sale.date, default: 0] += sale.quantity
    }
    let daily = try json(outputs[0]).filter { ($0["quantity"] as? Int ?? 0) != 0 }
    #expect(
      Dictionary(
        uniqueKeysWithValues: daily.map {
          (
            "\($0["city"] as? String ?? "") \($0["date"] as? String ?? "")",
            $0["quantity"] as? Int ?? 0
          )
        }) == byCityDate)
    let total = try json(outputs[1]).filter { ($0["quantity"] as? Int ?? 0) != 0 }
    #expect(
      Dictionary(
        uniqueKeysWithValues: total.map {
          ($0["date"] as? String ?? "", $0["quantity"] as? Int ?? 0)
        })
        == byDate)
    // Weekdays: quantity and operating days per (city, ISO weekday) of the business dates.
    var weekdays: [String: (quantity: Int, days: Set<String>)] = [:]
    for sale in Self.sales {
      let key = "\(sale.city) \(Self.isoWeekday(sale.date))"
      weekdays[key, default: (0, [])].quantity += sale.quantity
      weekdays[key, default: (0, [])].days.insert(sale.date)
    }
    for row in try json(outputs[2]) {
      let key = "\(row["city"] as? String ?? "") \(row["weekday"] as? Int ?? 0)"
      #expect(row["quantity"] as? Int == weekdays[key]?.quantity ?? 0, "\(key)")
      #expect(row["operating_days"] as? Int == weekdays[key]?.days.count ?? 0, "\(key)")
    }
    // Months: quantity and operating days (a date any city sold on) per month, all cities and
    // Toronto alone.
    for (index, city) in [(3, nil), (4, "Toronto")] as [(Int, String?)] {
      let chosen = Self.sales.filter { city == nil || $0.city == city }
      var quantity: [String: Int] = [:]
      var days: [String: Set<String>] = [:]
      for sale in chosen {
        quantity[String(sale.date.prefix(7)), default: 0] += sale.quantity
        days[String(sale.date.prefix(7)), default: []].insert(sale.date)
      }
      for row in try json(outputs[index]) {
        let month = row["month"] as? String ?? ""
        #expect(row["quantity"] as? Int == quantity[month] ?? 0, "\(month) \(city ?? "all")")
        #expect(row["operating_days"] as? Int == days[month]?.count ?? 0, "\(month)")
      }
    }
    // Hours: per (city, weekday of the business date, clock hour).
    var hours: [String: Int] = [:]
    for sale in Self.sales {
      hours["\(sale.city) \(Self.isoWeekday(sale.date)) \(sale.hour)", default: 0] += sale.quantity
    }
    let hourRows = try json(outputs[5])
    #expect(hourRows.count == 4 * 7 * 24)
    var seen: [String: Int] = [:]
    for row in hourRows where (row["quantity"] as? Int ?? 0) != 0 {
      seen[
        "\(row["city"] as? String ?? "") \(row["weekday"] as? Int ?? 0) \(row["hour"] as? Int ?? 0)"
      ] = row["quantity"] as? Int
    }
    #expect(seen == hours)
    // One city's hour axis runs on past midnight from its start: 04 … 23, 00 … 03.
    let toronto = try json(outputs[6])
    #expect(
      toronto.prefix(24).map { $0["hour"] as? Int ?? -1 } == Array(4..<24) + Array(0..<4))
    #expect(toronto.prefix(24).allSatisfy { $0["weekday"] as? Int == 1 })
    // Each city's rows in its own business day's order in the table of several.
    let chicago = hourRows.filter { $0["city"] as? String == "Chicago" }.prefix(24)
    #expect(chicago.map { $0["hour"] as? Int ?? -1 } == Array(1..<24) + [0])
    let berlin = hourRows.filter { $0["city"] as? String == "Berlin" }.prefix(24)
    #expect(berlin.map { $0["hour"] as? Int ?? -1 } == Array(0..<24))
  }

  static func isoWeekday(_ date: String) -> Int {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    var components = DateComponents()
    (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let weekday = calendar.component(.weekday, from: calendar.date(from: components)!)
    return (weekday + 5) % 7 + 1
  }

  /// Each line's local date and hour from the analysts' lines view, by order id.
  static func linesSQL() -> String {
    "SELECT order_id, local_date, local_hour FROM griddle_sales_lines ORDER BY order_id"
  }

  func expectLines(_ rows: [[String]], business: Bool) {
    let expected = Self.sales.map { sale in
      let (date, hour) = business ? (sale.date, sale.hour) : Self.calendar[sale.id]!
      return [sale.id, date, String(hour)]
    }.sorted { $0[0] < $1[0] }
    #expect(rows == expected)
  }

  /// Every roll-up equals a GROUP BY over the stored lines (both ways), on either store; an
  /// hour's tickets are its orders with a sale line.
  static let integrityChecks = [
    "SELECT count(*) FROM (SELECT local_day, city_id, style_id, sum(quantity) FROM order_lines GROUP BY 1, 2, 3 EXCEPT SELECT local_day, city_id, style_id, quantity FROM daily_style_sales) d",
    "SELECT count(*) FROM (SELECT local_day, city_id, style_id, quantity FROM daily_style_sales EXCEPT SELECT local_day, city_id, style_id, sum(quantity) FROM order_lines GROUP BY 1, 2, 3) d",
    "SELECT count(*) FROM (SELECT local_day, city_id, local_hour, sum(quantity), sum(gross_cents - discount_cents), count(DISTINCT CASE WHEN quantity > 0 THEN order_id END) FROM order_lines GROUP BY 1, 2, 3 EXCEPT SELECT local_day, city_id, local_hour, quantity, net_cents, tickets FROM hourly_sales) d",
    "SELECT count(*) FROM (SELECT local_day, city_id, local_hour, quantity, net_cents, tickets FROM hourly_sales EXCEPT SELECT local_day, city_id, local_hour, sum(quantity), sum(gross_cents - discount_cents), count(DISTINCT CASE WHEN quantity > 0 THEN order_id END) FROM order_lines GROUP BY 1, 2, 3) d",
    "SELECT count(*) FROM (SELECT local_day, city_id, sum(quantity) FROM order_lines GROUP BY 1, 2 EXCEPT SELECT local_day, city_id, quantity FROM daily_city_sales) d",
    "SELECT count(*) FROM (SELECT local_day, city_id, quantity FROM daily_city_sales EXCEPT SELECT local_day, city_id, sum(quantity) FROM order_lines GROUP BY 1, 2) d",
    "SELECT count(*) FROM (SELECT DISTINCT city_id, local_day FROM order_lines EXCEPT SELECT city_id, local_day FROM operating_days WHERE had_sales = 1) d",
    "SELECT count(*) FROM (SELECT city_id, local_day FROM operating_days WHERE had_sales = 1 EXCEPT SELECT DISTINCT city_id, local_day FROM order_lines) d",
    "SELECT count(*) FROM (SELECT city_id, local_hour, sum(quantity) FROM monthly_weekday_hour_sales GROUP BY 1, 2 EXCEPT SELECT city_id, local_hour, sum(quantity) FROM order_lines GROUP BY 1, 2) d",
    "SELECT count(*) FROM (SELECT city_id, local_hour, sum(quantity) FROM order_lines GROUP BY 1, 2 EXCEPT SELECT city_id, local_hour, sum(quantity) FROM monthly_weekday_hour_sales GROUP BY 1, 2) d",
  ]

  func expectSQLiteIntegrity(_ path: String) throws {
    let database = try Database(path: directory.appending(path: path).path, mode: .readOnly)
    for check in Self.integrityChecks {
      #expect(try database.scalar(Int.self, check) == 0, "\(check)")
    }
  }

  func sqliteLines(_ path: String) throws -> [[String]] {
    try AnalystSQL.sqliteRows(Self.linesSQL(), path: directory.appending(path: path).path).values
  }

  @Test func anImportWithStartsPutsEachSaleOnItsBusinessDay() throws {
    try load("business.sqlite", config: "business.json")
    expectLines(try sqliteLines("business.sqlite"), business: true)
    try expectBusinessFigures(try outputs("business.json", "business.sqlite"))
    try expectSQLiteIntegrity("business.sqlite")
  }

  @Test func aChangedStartIsRefusedUntilInitRebuildsItThenMatchesAFreshImport() throws {
    try load("fresh.sqlite", config: "business.json")
    try load("changed.sqlite", config: "calendar.json")
    expectLines(try sqliteLines("changed.sqlite"), business: false)
    let before = try outputs("calendar.json", "changed.sqlite")
    // Every other command refuses, reading or writing, and changes nothing.
    for arguments in [["query", "daily"], ["import", "orders.csv"], ["report", "nightly"]] {
      let refused = try GriddleProcess.run(
        ["--config", "business.json", "--database", "changed.sqlite"] + arguments,
        in: directory)
      #expect(refused.status == 78, "\(arguments)")
      #expect(
        refused.standardError.contains(
          "the business day start changed in the config for Toronto (04:00 in the config, 00:00 in the database), Chicago (01:30 in the config, 00:00 in the database), Denver (02:30 in the config, 00:00 in the database)"
        ), "\(refused.standardError)")
      #expect(refused.standardError.contains("Run 'griddle init'"))
    }
    expectLines(try sqliteLines("changed.sqlite"), business: false)
    let rebuilt = try griddle("business.json", "changed.sqlite", "init")
    #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
    #expect(
      rebuilt.standardOutput.contains(
        "Rebuilt Toronto's figures for business days starting at 04:00: 10 lines, 2025-03-08 to 2025-11-02\n"
      ), "\(rebuilt.standardOutput)")
    #expect(
      rebuilt.standardOutput.contains(
        "Rebuilt Chicago's figures for business days starting at 01:30: 6 lines, 2025-10-31 to 2025-11-02\n"
      ))
    #expect(
      rebuilt.standardOutput.contains(
        "Rebuilt Denver's figures for business days starting at 02:30: 7 lines, 2025-03-07 to 2025-11-02\n"
      ))
    #expect(!rebuilt.standardOutput.contains("Berlin"))
    expectLines(try sqliteLines("changed.sqlite"), business: true)
    try expectSQLiteIntegrity("changed.sqlite")
    let after = try outputs("business.json", "changed.sqlite")
    try expectBusinessFigures(after)
    #expect(after == (try outputs("business.json", "fresh.sqlite")))
    // Again: nothing to rebuild.
    let again = try griddle("business.json", "changed.sqlite", "init")
    #expect(!again.standardOutput.contains("Rebuilt"))
    // And back to calendar days.
    #expect(try griddle("calendar.json", "changed.sqlite", "query", "daily").status == 78)
    #expect(try griddle("calendar.json", "changed.sqlite", "init").status == 0)
    expectLines(try sqliteLines("changed.sqlite"), business: false)
    try expectSQLiteIntegrity("changed.sqlite")
    #expect(try outputs("calendar.json", "changed.sqlite") == before)
  }

  @Test func aStartThatIsNotHHMMIsAConfigurationErrorNamingFileAndValue() throws {
    for (value, shown) in [
      ("\"4:00\"", "'4:00'"), ("\"24:00\"", "'24:00'"), ("\"04:60\"", "'04:60'"),
      ("\"04:00 \"", "'04:00 '"),
    ] {
      let config = """
        {"cities": [{"name": "Toronto", "timeZone": "America/Toronto", "businessDayStartsAt": \(value)}]}
        """
      try Data(config.utf8).write(to: directory.appending(path: "bad.json"))
      let result = try griddle("bad.json", "bad.sqlite", "init")
      #expect(result.status == 78)
      #expect(
        result.standardError.contains(
          "bad.json: cities[0].businessDayStartsAt: \(shown) is not a local time HH:MM from 00:00 to 23:59"
        ), "\(result.standardError)")
    }
    try Data(
      #"{"cities": [{"name": "Toronto", "timeZone": "America/Toronto", "businessDayStartsAt": 4}]}"#
        .utf8
    ).write(to: directory.appending(path: "bad.json"))
    let number = try griddle("bad.json", "bad.sqlite", "init")
    #expect(number.status == 78)
    #expect(number.standardError.contains("cities[0].businessDayStartsAt"))
  }

  @Test func unscheduledSalesCountOnTheirBusinessDayInQueryStops() throws {
    try load("stops.sqlite", config: "business.json")
    // Friday 6 June's business day in Toronto: T1, T2 and T3 (1 + 2 + 4), not T4.
    let stops = try griddle(
      "business.json", "stops.sqlite", "query", "stops", "--from", "2025-06-06", "--to",
      "2025-06-06", "--city", "Toronto", "--format", "csv", "--fields", "stop,quantity")
    #expect(stops.status == 0, "\(stops.standardError)")
    #expect(stops.standardOutput == "stop,quantity\nUnscheduled,7\n")
  }

  /// The dashboard with one city starting at 04:00: Friday's running total and busy hours run
  /// 23:00, then past midnight, in the business day's order.
  @Test func theReportsHourChartsRunOnPastMidnight() throws {
    try Data(
      #"{"reportTimeZone": "UTC", "cities": [{"name": "Toronto", "timeZone": "America/Toronto", "businessDayStartsAt": "04:00"}], "styles": [{"name": "Dosa", "priceCents": 500}]}"#
        .utf8
    ).write(to: directory.appending(path: "toronto.json"))
    let rows = Self.sales.filter { ["T1", "T2", "T3", "T4"].contains($0.id) }.map {
      "\($0.id),\($0.orderedAt),\($0.city),Dosa,\($0.quantity)"
    }
    try Data(
      ("order_id,ordered_at,city,style,quantity\n" + rows.joined(separator: "\n") + "\n").utf8
    ).write(to: directory.appending(path: "toronto.csv"))
    #expect(try griddle("toronto.json", "toronto.sqlite", "import", "toronto.csv").status == 0)
    let report = try griddle(
      "toronto.json", "toronto.sqlite", "report", "nightly", "--date", "2025-06-06", "--out",
      "reports")
    #expect(report.status == 0, "\(report.standardError)")
    let folder = directory.appending(path: "reports/2025-06-06")
    // Net by hour: T1 500 at 23, T2 1000 at 0, T3 2000 at 3; the curve starts an hour early.
    #expect(
      try String(contentsOf: folder.appending(path: "today.csv"), encoding: .utf8) == """
        hour,day_cents,typical_median_cents,typical_low_cents,typical_high_cents
        22,0,0,0,0
        23,500,0,0,0
        0,1500,0,0,0
        1,1500,0,0,0
        2,1500,0,0,0
        3,3500,0,0,0

        """)
    #expect(
      try String(contentsOf: folder.appending(path: "busy-hours.csv"), encoding: .utf8) == """
        weekday,hour,average_tickets
        5,23,1.00
        5,0,1.00
        5,3,1.00

        """)
  }

  /// Synthetic tickets (3 lines each, refunds) under the calendar day and under business days
  /// starting at noon (every morning sale moves to the day before: thousands of lines).
  func loadSyntheticTickets() throws {
    try Data(SyntheticOrders.configJSON.utf8).write(to: directory.appending(path: "synthetic.json"))
    let noon = SyntheticOrders.configJSON.replacingOccurrences(
      of: #"("timeZone": "[^"]+")\}"#, with: #"$1, "businessDayStartsAt": "12:00"}"#,
      options: .regularExpression)
    #expect(noon.components(separatedBy: "12:00").count == SyntheticOrders.cities.count + 1)
    try Data(noon.utf8).write(to: directory.appending(path: "noon.json"))
    try SyntheticOrders(rowCount: 9_000, seed: 11, days: 90).writeTicketsCSV(
      toPath: directory.appending(path: "tickets.csv").path, linesPerTicket: 3, refundPercent: 5)
  }

  /// The queries of the synthetic data's range, as JSON.
  static let syntheticQueries: [[String]] = {
    let range = ["--from", "2023-01-01", "--to", "2023-04-30"]
    return [
      ["query", "daily", "--by", "city"] + range, ["query", "hours"] + range,
      ["query", "weekdays"] + range, ["query", "cities"] + range, ["query", "styles"] + range,
      ["query", "monthly", "--from", "2023-01", "--to", "2023-05"],
    ].map { $0 + ["--format", "json"] }
  }()

  func syntheticOutputs(_ config: String, _ database: String) throws -> [String] {
    try Self.syntheticQueries.map { arguments in
      let result = try GriddleProcess.run(
        ["--config", config, "--database", database] + arguments, in: directory)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      return result.standardOutput
    }
  }

  @Test func atVolumeTheRebuildEqualsAFreshImport() throws {
    try loadSyntheticTickets()
    for (config, database) in [("noon.json", "noon.sqlite"), ("synthetic.json", "moved.sqlite")] {
      #expect(try griddle(config, database, "init").status == 0)
      #expect(try griddle(config, database, "import", "tickets.csv").status == 0)
    }
    let calendar = try syntheticOutputs("synthetic.json", "moved.sqlite")
    let rebuilt = try griddle("noon.json", "moved.sqlite", "init")
    #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
    #expect(rebuilt.standardOutput.contains("business days starting at 12:00: "))
    try expectSQLiteIntegrity("moved.sqlite")
    let moved = try syntheticOutputs("noon.json", "moved.sqlite")
    #expect(moved == (try syntheticOutputs("noon.json", "noon.sqlite")))
    #expect(moved[0] != calendar[0])
  }

  @Test func addCityTakesAStartAndWritesItToTheConfig() throws {
    try writeConfig("add.json", starts: [:])
    let bad = try griddle(
      "add.json", "add.sqlite", "add", "city", "Lisbon", "--time-zone", "Europe/Lisbon",
      "--business-day-starts-at", "3:00")
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("'3:00' for '--business-day-starts-at <HH:MM>'"))
    let added = try griddle(
      "add.json", "add.sqlite", "add", "city", "Lisbon", "--time-zone", "Europe/Lisbon",
      "--business-day-starts-at", "03:00")
    #expect(added.status == 0, "\(added.standardError)")
    let config = try String(contentsOf: directory.appending(path: "add.json"), encoding: .utf8)
    #expect(config.contains("\"businessDayStartsAt\": \"03:00\""), "\(config)")
    // 02:59 on Sunday 8 June (WEST) is Saturday's business day, 03:00 Sunday's.
    try Data(
      "order_id,ordered_at,city,style,quantity\nL1,2025-06-08T02:59,Lisbon,Dosa,1\nL2,2025-06-08T03:00,Lisbon,Dosa,2\n"
        .utf8
    ).write(to: directory.appending(path: "lisbon.csv"))
    #expect(try griddle("add.json", "add.sqlite", "import", "lisbon.csv").status == 0)
    let daily = try griddle(
      "add.json", "add.sqlite", "query", "daily", "--city", "Lisbon", "--from", "2025-06-07",
      "--to", "2025-06-08", "--format", "csv", "--fields", "date,quantity")
    #expect(daily.standardOutput == "date,quantity\n2025-06-07,1\n2025-06-08,2\n")
  }

  @Test func aNewCityTakesItsConfiguredStartWithoutARebuild() throws {
    try load("new.sqlite", config: "business.json")
    let result = try griddle("business.json", "new.sqlite", "init")
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("Rebuilt"), "\(result.standardOutput)")
  }
}

/// The same on PostgreSQL: the refusal, the rebuild, and every query byte-identical to SQLite.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class BusinessDayPostgresTests {
  let days: BusinessDayTests
  let database: TestPostgresDatabase

  init() throws {
    days = try BusinessDayTests()
    database = try TestPostgresServer.shared().makeDatabase()
  }

  @Test func theRebuildAndEveryQueryMatchSQLiteByteForByte() throws {
    try days.load("fresh.sqlite", config: "business.json")
    try days.load(database.uri, config: "calendar.json")
    let connection = try PostgresConnection(database.uri)
    days.expectLines(
      try AnalystSQL.postgresRows(BusinessDayTests.linesSQL(), connection: connection).values
        .map { [$0[0], $0[1], $0[2]] }, business: false)
    let refused = try days.griddle("business.json", database.uri, "query", "daily")
    #expect(refused.status == 78)
    #expect(refused.standardError.contains("Toronto (04:00 in the config, 00:00 in the database)"))
    let rebuilt = try days.griddle("business.json", database.uri, "init")
    #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
    #expect(
      rebuilt.standardOutput.contains(
        "Rebuilt Toronto's figures for business days starting at 04:00: 10 lines, 2025-03-08 to 2025-11-02\n"
      ), "\(rebuilt.standardOutput)")
    days.expectLines(
      try AnalystSQL.postgresRows(BusinessDayTests.linesSQL(), connection: connection).values,
      business: true)
    for check in BusinessDayTests.integrityChecks {
      #expect(try connection.scalar(Int.self, check) == 0, "\(check)")
    }
    let postgres = try days.outputs("business.json", database.uri)
    try days.expectBusinessFigures(postgres)
    #expect(postgres == (try days.outputs("business.json", "fresh.sqlite")))
    // At volume: the rebuild on PostgreSQL gives SQLite's bytes after its fresh import.
    try days.loadSyntheticTickets()
    let synthetic = try TestPostgresServer.shared().makeDatabase()
    #expect(try days.griddle("noon.json", "noon.sqlite", "init").status == 0)
    #expect(try days.griddle("noon.json", "noon.sqlite", "import", "tickets.csv").status == 0)
    #expect(try days.griddle("synthetic.json", synthetic.uri, "init").status == 0)
    #expect(
      try days.griddle("synthetic.json", synthetic.uri, "import", "tickets.csv").status == 0)
    #expect(try days.griddle("noon.json", synthetic.uri, "init").status == 0)
    let volume = try PostgresConnection(synthetic.uri)
    for check in BusinessDayTests.integrityChecks {
      #expect(try volume.scalar(Int.self, check) == 0, "\(check)")
    }
    #expect(
      (try days.syntheticOutputs("noon.json", synthetic.uri))
        == (try days.syntheticOutputs("noon.json", "noon.sqlite")))
    // A fresh import with the starts set gives the same bytes too.
    let second = try TestPostgresServer.shared().makeDatabase()
    try days.load(second.uri, config: "business.json")
    #expect((try days.outputs("business.json", second.uri)) == postgres)
  }
}
