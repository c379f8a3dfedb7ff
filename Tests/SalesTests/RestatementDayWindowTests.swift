import Foundation
import SalesDomain
import Testing

@testable import Sales

/// SQLite finds a restated order by its id within the file's days, two days either side
/// (an order is its id on its business day there, and `order_lines` has no index by id): a
/// restatement reads a few days of the key, not every line.
@Suite struct RestatementDayWindowTests {
  static let header =
    "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"

  static var restating: ImportOptions {
    var options = ImportOptions()
    options.restate = true
    return options
  }

  /// Net per stored (order id, local date), as the rows of `order_lines` say.
  static func netByOrderAndDay(_ store: SalesStore) throws -> [String] {
    try store.database.query(
      """
      SELECT order_id, date(local_day * 86400, 'unixepoch'), sum(gross_cents - discount_cents)
      FROM order_lines GROUP BY order_id, local_day ORDER BY order_id, local_day
      """
    ) { "\($0.string(0)) \($0.string(1)) \($0.int64(2))" }
  }

  @Test func anOrderMovedByADayIsRestatedAndOneTenDaysAwayIsAnotherOrder() throws {
    let fixture = try ImportFixture()
    // N-1 on 8 March; N-2 on 1 March (Cupertino's local days).
    _ = try fixture.importText(
      Self.header + "N-1,2026-03-08T23:30:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "N-2,2026-03-01T12:00:00,Cupertino,Dosa,2,1,1100,0,sale,\n")
    // The till moved N-1 past midnight (to 9 March) and shows N-2 on 11 March.
    let restated = try fixture.importText(
      Self.header + "N-1,2026-03-09T00:10:00,Cupertino,Injera,1,1,500,0,sale,\n"
        + "N-2,2026-03-11T12:00:00,Cupertino,Dosa,1,1,550,0,sale,\n",
      options: Self.restating)
    // N-1 lay within the file's days: replaced. N-2 of 1 March lay ten days before them: on
    // SQLite it is another order (its id on another business day) and stays.
    #expect(restated.restatement?.orders == 1)
    #expect(
      try Self.netByOrderAndDay(fixture.store) == [
        "N-1 2026-03-09 500", "N-2 2026-03-01 1100", "N-2 2026-03-11 550",
      ])
    // Counted as the store identifies them: three orders, two of them N-2.
    #expect(try fixture.store.orderCount() == 3)
  }
}
