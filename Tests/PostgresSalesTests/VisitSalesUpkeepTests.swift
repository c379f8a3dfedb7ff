import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// What keeps a visit's figures right besides imports (issue 26), on both stores: its first
/// and last sale through restatements and undos (removals read them again from the lines), and
/// its figures and the day's Unscheduled after a business-day rebuild (`init`), each against
/// values worked out here from the lines the test wrote.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct VisitSalesUpkeepTests {
  static let header = RestatementTests.header
  static let zone = "America/Los_Angeles"

  static func instant(_ text: String) -> Int64 {
    Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970 * 1000)
  }

  static var stores: (BothStores) -> [any SalesDataStore & ScheduleDataStore] {
    { [$0.sqlite, $0.postgres] }
  }

  /// Adds a stop in Cupertino and the visits `windows` (ISO instants, start and end).
  static func schedule(_ both: BothStores, _ windows: [(String, String, String)]) throws {
    for store in stores(both) {
      let city = try #require(try store.city(named: "Cupertino"))
      let stop = try store.addStop(name: "Park", cityID: city.id, fee: .none)
      let visits = windows.map { date, start, end in
        Visit(
          cityID: city.id, stopID: stop.id, date: LocalDate(iso: date)!,
          startsAt: instant(start), endsAt: instant(end), fee: nil, source: "test.csv")
      }
      _ = try store.replaceVisits(of: "test.csv", with: visits, graceMinutes: 30)
    }
  }

  /// Per visit dated `date` on each store: "net tickets first last" (instants as ISO text).
  static func figures(_ both: BothStores, _ date: String) throws -> [[String]] {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: zone)
    func iso(_ instant: Int64?) -> String {
      instant.map { formatter.string(from: Date(timeIntervalSince1970: Double($0) / 1000)) }
        ?? "none"
    }
    let day = LocalDate(iso: date)!
    return try stores(both).map { store in
      let rollups = try #require(
        try store.visitRollups(on: day...day, cityIDs: [], graceMinutes: 30))
      return rollups.sums.map {
        "\($0.netCents) \($0.tickets) \(iso($0.firstSaleAt)) \(iso($0.lastSaleAt))"
      }
    }
  }

  @Test func restatementsAndUndosMoveTheFirstAndLastSale() throws {
    let both = try BothStores()
    try Self.schedule(
      both, [("2026-03-08", "2026-03-08T08:00:00-07:00", "2026-03-08T12:00:00-07:00")])
    // A-1 at 09:15, B-1 at 10:40, and a refund at 11:50 (no sale: not the last sale).
    try both.importText(
      Self.header + "A-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "B-1,2026-03-08T10:40:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "R-1,2026-03-08T11:50:00,Cupertino,Dosa,-1,1,-550,0,refund,A-1\n")
    let first = "550 2 2026-03-08T09:15:00-07:00 2026-03-08T10:40:00-07:00"
    #expect(try Self.figures(both, "2026-03-08") == [[first], [first]])
    // B-1 restated to 09:00, same figures: the visit's net is unchanged, its sales are not.
    try both.importText(
      Self.header + "B-1,2026-03-08T09:00:00,Cupertino,Dosa,1,1,550,0,sale,\n",
      options: RestatementTests.restating)
    let moved = "550 2 2026-03-08T09:00:00-07:00 2026-03-08T09:15:00-07:00"
    #expect(try Self.figures(both, "2026-03-08") == [[moved], [moved]])
    // Undone: B-1 is back at 10:40.
    try both.undo(2)
    #expect(try Self.figures(both, "2026-03-08") == [[first], [first]])
    // A-1 restated to Tokyo: only B-1's sale is left (and R-1's refund).
    try both.importText(
      Self.header + "A-1,2026-03-09T09:15:00,Tokyo,Dosa,1,1,550,0,sale,\n",
      options: RestatementTests.restating)
    let left = "0 1 2026-03-08T10:40:00-07:00 2026-03-08T10:40:00-07:00"
    #expect(try Self.figures(both, "2026-03-08") == [[left], [left]])
    for store in Self.stores(both) { #expect(try store.rollupDiscrepancies() == []) }
  }

  @Test func aBusinessDayRebuildMovesTheVisitsAndUnscheduledToo() throws {
    let both = try BothStores()
    // A night visit 22:00–02:00 (Friday the 6th into Saturday), and lines at 23:30 and 00:30
    // (in it), 03:59 (outside: Unscheduled) and 05:00 on Saturday (Unscheduled).
    try Self.schedule(
      both, [("2026-03-06", "2026-03-06T22:00:00-08:00", "2026-03-07T02:00:00-08:00")])
    try both.importText(
      Self.header + "N-1,2026-03-06T23:30:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "N-2,2026-03-07T00:30:00,Cupertino,Dosa,2,1,1100,0,sale,\n"
        + "N-3,2026-03-07T03:59:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "N-4,2026-03-07T05:00:00,Cupertino,Dosa,3,1,1650,0,sale,\n")
    /// Per store: the visit's net and tickets, then Unscheduled "date net tickets" rows.
    func read() throws -> [[String]] {
      let range = LocalDate(iso: "2026-03-06")!...LocalDate(iso: "2026-03-07")!
      return try Self.stores(both).map { store in
        let rollups = try #require(
          try store.visitRollups(on: range, cityIDs: [], graceMinutes: 30))
        return rollups.sums.map { "visit \($0.netCents) \($0.tickets)" }
          + rollups.unscheduled.map { "\($0.date) \($0.sums.netCents) \($0.sums.tickets)" }
      }
    }
    // Calendar days: 00:30 and 03:59 and 05:00 are on the 7th.
    let calendarDays = ["visit 1650 2", "2026-03-07 2200 2"]
    #expect(try read() == [calendarDays, calendarDays])
    // Business days from 04:00: 00:30 and 03:59 move to the 6th; 05:00 stays on the 7th.
    let start = try #require(BusinessDayStart(minutes: 240))
    _ = try both.sqlite.rebuildBusinessDays([
      (try #require(try both.sqlite.city(named: "Cupertino")), start)
    ])
    _ = try both.postgres.rebuildBusinessDays([
      (try #require(try both.postgres.city(named: "Cupertino")), start)
    ])
    for store in Self.stores(both) { #expect(try store.rollupDiscrepancies() == []) }
    let businessDays = ["visit 1650 2", "2026-03-06 550 1", "2026-03-07 1650 1"]
    #expect(try read() == [businessDays, businessDays])
  }
}
