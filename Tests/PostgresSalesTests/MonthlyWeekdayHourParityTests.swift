import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// PostgreSQL keeps the per-month (city, weekday, hour) roll-up too, by whatever route an
/// import writes the per-hour one: the same rows as SQLite's after the same files.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct MonthlyWeekdayHourParityTests {
  static let columns = """
    month_start::bigint, city_id, weekday::bigint, local_hour::bigint, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets
    """

  @Test(arguments: [false, true])
  func bothStoresHoldTheSameMonthlyRollup(partitionEveryFile: Bool) throws {
    let stores = try BothStores(
      partitionEveryFile: partitionEveryFile,
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    // Two files over the same days, then the first again: groups added, updated, unchanged.
    for (seed, prefix) in [(UInt64(7), "A-"), (8, "B-"), (7, "A-")] {
      let path = stores.directory.appending(path: "\(prefix)\(seed).csv").path
      try SyntheticOrders(rowCount: 2000, seed: seed, idPrefix: prefix).writeCSV(toPath: path)
      try stores.importFile(path)
    }
    let sqlite = try stores.sqlite.database.query(
      "SELECT * FROM monthly_weekday_hour_sales ORDER BY 1, 2, 3, 4"
    ) { row in (0..<10).map { String(row.int64(Int32($0))) }.joined(separator: " ") }
    let postgres = try PostgresConnection(stores.database.uri).query(
      "SELECT \(Self.columns) FROM monthly_weekday_hour_sales ORDER BY 1, 2, 3, 4"
    ) { row in (0..<10).map { String(row.int64($0)) }.joined(separator: " ") }
    #expect(sqlite.count > 100)
    #expect(postgres == sqlite)
  }

  @Test func aDeleteLeavesTheMonthlyRollupInStep() throws {
    let stores = try BothStores(
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    let path = stores.directory.appending(path: "orders.csv").path
    try SyntheticOrders(rowCount: 1000, seed: 3).writeCSV(toPath: path)
    try stores.importFile(path)
    let connection = try PostgresConnection(stores.database.uri)
    try connection.executeScript("DELETE FROM hourly_sales WHERE local_day < 19500")
    let grouped = """
      SELECT date_trunc('month', date '1970-01-01' + local_day)::date - date '1970-01-01',
        city_id, extract(isodow FROM date '1970-01-01' + local_day)::integer, local_hour,
        sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents), sum(net_cents),
        sum(tickets)
      FROM hourly_sales GROUP BY 1, 2, 3, 4
      """
    let stored = "SELECT * FROM monthly_weekday_hour_sales"
    #expect(
      try connection.scalar(
        Int.self,
        "SELECT (SELECT count(*) FROM (\(grouped) EXCEPT \(stored)) a) + (SELECT count(*) FROM (\(stored) EXCEPT \(grouped)) b)"
      ) == 0)
    #expect(
      try connection.scalar(Int.self, "SELECT count(*) FROM monthly_weekday_hour_sales") ?? 0 > 0)
  }
}
