import Foundation
import OrderGenerator
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The per-month (city, weekday, hour) roll-up that `query hours` reads whole months from:
/// kept equal to the per-hour roll-up summed, and read back as the per-hour one reads.
@Suite struct MonthlyWeekdayHourTests {
  let directory: TemporaryDirectory
  let store: SalesStore

  /// Two overlapping synthetic files over 2023–2024, so groups are both added and updated.
  init() throws {
    directory = try TemporaryDirectory()
    store = try SalesStore(path: directory.file("griddle.sqlite"))
    try SyntheticOrders(rowCount: 0).register(in: store)
    for (seed, prefix) in [(UInt64(7), "A-"), (8, "B-")] {
      let path = directory.file("\(prefix)orders.csv")
      try SyntheticOrders(rowCount: 3000, seed: seed, idPrefix: prefix).writeCSV(toPath: path)
      let importer = try OrderImporter(store: store)
      #expect(try importer.importFile(atPath: path).imported == 3000)
      try importer.finish()
    }
  }

  /// Rows of the monthly table that differ from the hourly table grouped by month, weekday
  /// and hour (computed here with SQLite's own date functions), either way round.
  func monthlyDiscrepancies() throws -> Int {
    let grouped = """
      SELECT CAST(strftime('%s', date(local_day * 86400, 'unixepoch', 'start of month')) AS INTEGER)
          / 86400,
        city_id, (CAST(strftime('%w', local_day * 86400, 'unixepoch') AS INTEGER) + 6) % 7 + 1,
        local_hour,
        sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents), sum(net_cents),
        sum(tickets)
      FROM hourly_sales GROUP BY 1, 2, 3, 4
      """
    let stored = "SELECT * FROM monthly_weekday_hour_sales"
    return try store.database.scalar(
      Int.self,
      "SELECT (SELECT count(*) FROM (\(grouped) EXCEPT \(stored))) + (SELECT count(*) FROM (\(stored) EXCEPT \(grouped)))"
    ) ?? -1
  }

  @Test func theMonthlyRollupIsTheHourlyOneSummed() throws {
    #expect(
      try store.database.scalar(Int.self, "SELECT count(*) FROM monthly_weekday_hour_sales") ?? 0
        > 100)
    #expect(try monthlyDiscrepancies() == 0)
  }

  @Test func aRebuildKeepsItInStep() throws {
    try store.database.execute("DELETE FROM monthly_weekday_hour_sales WHERE city_id = 1")
    #expect(try monthlyDiscrepancies() > 0)
    try store.database.transaction(.immediate) { try store.rebuildRollups() }
    #expect(try monthlyDiscrepancies() == 0)
  }

  /// A delta that takes figures away (what undoing an import writes) is taken from the
  /// monthly groups too, through the one roll-up writer.
  @Test func aNegativeDeltaKeepsItInStep() throws {
    var hours: [RollupGroup] = []
    try store.database.prepare(
      """
      SELECT local_day, city_id, local_hour, quantity, gross_cents, discount_cents,
        refund_cents, net_cents, tickets
      FROM hourly_sales WHERE local_day < 19500 AND local_hour % 2 = 0 ORDER BY 1, 2, 3
      """
    ).forEachRow { row in
      var amounts = RollupAmounts()
      amounts.quantity = -row.int64(3)
      amounts.grossCents = -row.int64(4)
      amounts.discountCents = -row.int64(5)
      amounts.refundCents = -row.int64(6)
      amounts.netCents = -row.int64(7)
      // Tickets stay: a stored group's tickets may not go below zero, even for a moment.
      hours.append(
        RollupGroup(day: row.int(0), cityID: row.int64(1), part: row.int64(2), amounts: amounts))
    }
    #expect(hours.count > 100)
    try store.database.transaction(.immediate) {
      try store.writeRollup(SortedRollupDelta(hours: hours))
    }
    #expect(try monthlyDiscrepancies() == 0)
    #expect(
      try store.database.scalar(
        Int.self, "SELECT count(*) FROM hourly_sales WHERE local_day < 19500 AND net_cents <> 0")
        ?? 0 > 0)
  }

  /// Ranges with partial months at either end, whole months only, and within one month: the
  /// same figures as the per-hour roll-up alone gives.
  @Test func readingWholeMonthsGivesTheHourlyFigures() throws {
    let tokyo = try #require(try store.city(named: "Tokyo"))
    let ranges = [
      ("2023-01-01", "2024-12-31"), ("2023-01-15", "2024-06-10"), ("2023-03-01", "2023-05-31"),
      ("2023-02-28", "2023-03-31"), ("2023-04-02", "2023-04-29"), ("2024-02-29", "2024-02-29"),
      ("2023-06-30", "2023-08-01"),
    ]
    for (first, last) in ranges {
      for cities in [[], [tokyo.id]] {
        let selection = RollupSelection(
          first: LocalDate(iso: first)!, last: LocalDate(iso: last)!, cityIDs: cities)
        let expected = try store.hourlyWeekdayHourFigures(selection)
        #expect(!expected.isEmpty)
        #expect(try store.weekdayHourFigures(selection) == expected, "\(first)…\(last) \(cities)")
      }
    }
  }
}
