import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// The per-visit packs `query stops` reads (`visit_packs`, migration 0022) on both stores:
/// every writer of visits and their roll-ups packs again what it changed (a fee or a stop
/// changed alone included, which moves no line), a damaged or missing pack is read around,
/// and an upgraded database is packed by `init`. Each answer is compared with the same reader
/// taking the tables (`readingTables`) and with figures worked out here.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct VisitPackUpkeepTests {
  static let header = RestatementTests.header

  static func instant(_ text: String) -> Int64 {
    Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970 * 1000)
  }

  /// Two visits on 2026-03-06 and one on 2026-04-10 (another period), the first with its own
  /// fee of `fee`, the second at stop `second`.
  static func calendar(
    city: Int64, stops: [Int64], fee: StopFee, second: Int
  ) -> [Visit] {
    [
      Visit(
        cityID: city, stopID: stops[0], date: LocalDate(iso: "2026-03-06")!,
        startsAt: instant("2026-03-06T08:00:00-08:00"),
        endsAt: instant("2026-03-06T11:00:00-08:00"), fee: fee, source: "packs.ics"),
      Visit(
        cityID: city, stopID: stops[second], date: LocalDate(iso: "2026-03-06")!,
        startsAt: instant("2026-03-06T17:00:00-08:00"),
        endsAt: instant("2026-03-06T21:00:00-08:00"), fee: nil, source: "packs.ics"),
      Visit(
        cityID: city, stopID: stops[0], date: LocalDate(iso: "2026-04-10")!,
        startsAt: instant("2026-04-10T08:00:00-07:00"),
        endsAt: instant("2026-04-10T11:00:00-07:00"), fee: nil, source: "packs.ics"),
    ]
  }

  /// Per store, every visit of March and April 2026 as "stop fee net tickets" and the
  /// Unscheduled days as "date net", read from the packs; the same read from the tables must
  /// agree.
  static func read(_ statements: (Bool) throws -> [String]) throws -> [String] {
    let packed = try statements(false)
    #expect(packed == (try statements(true)), "packs and tables disagree")
    return packed
  }

  static func figures<Dialect: StoreDialect>(_ statements: VisitSalesStatements<Dialect>)
    -> (Bool) throws -> [String]
  {
    { readingTables in
      var rows: [String] = []
      let range = LocalDate(iso: "2026-03-01")!...LocalDate(iso: "2026-04-30")!
      let kept = try statements.forEachVisitFigure(
        on: range, cityIDs: [], graceMinutes: 30, readingDates: true,
        readingFirstAndLastSales: true, readingTables: readingTables,
        visit: { visit in
          let fee = visit.fee.map { "\($0.flatCents)+\($0.percentHundredths)" } ?? "stop's"
          rows.append(
            "\(visit.date!) stop \(visit.stopID) fee \(fee) net \(visit.sums.netCents) tickets \(visit.sums.tickets) first \(visit.sums.firstSaleAt ?? 0)"
          )
        },
        unscheduled: { _, date, sums in rows.append("\(date) unscheduled \(sums.netCents)") })
      #expect(kept)
      return rows.sorted()
    }
  }

  @Test func everyWriterKeepsThePacksAndReadersReadAroundDamage() throws {
    let both = try BothStores()
    try both.importText(
      Self.header + "A-1,2026-03-06T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "A-2,2026-03-06T18:00:00,Cupertino,Dosa,2,1,1100,0,sale,\n"
        + "A-3,2026-03-06T13:00:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "A-4,2026-04-10T10:00:00,Cupertino,Dosa,3,1,1650,0,sale,\n")
    let stores:
      [(
        store: any ImportingSalesStore & ScheduleDataStore, read: () throws -> [String],
        readPacks: () throws -> [String], execute: (String) throws -> Void
      )] = [
        (
          both.sqlite, { try Self.read(Self.figures(both.sqlite.visitSales)) },
          { try Self.figures(both.sqlite.visitSales)(false) },
          { try both.sqlite.database.execute($0) }
        ),
        (
          both.postgres, { try Self.read(Self.figures(both.postgres.visitSales)) },
          { try Self.figures(both.postgres.visitSales)(false) },
          { try both.postgres.connection.executeScript($0) }
        ),
      ]
    for (store, read, readPacks, execute) in stores {
      let city = try #require(try store.city(named: "Cupertino")).id
      let stops = try ["Market", "Brewery"].map {
        try store.addStop(name: $0, cityID: city, fee: .none).id
      }
      let flat = StopFee(flatCents: 500, percentHundredths: 0)
      _ = try store.replaceVisits(
        of: "packs.ics", with: Self.calendar(city: city, stops: stops, fee: flat, second: 1),
        graceMinutes: 30)
      let morning = Self.instant("2026-03-06T09:15:00-08:00")
      let april = Self.instant("2026-04-10T10:00:00-07:00")
      var expected = [
        "2026-03-06 stop \(stops[0]) fee 500+0 net 550 tickets 1 first \(morning)",
        "2026-03-06 stop \(stops[1]) fee stop's net 1100 tickets 1 first \(Self.instant("2026-03-06T18:00:00-08:00"))",
        "2026-03-06 unscheduled 550",
        "2026-04-10 stop \(stops[0]) fee stop's net 1650 tickets 1 first \(april)",
      ]
      #expect(try read() == expected)
      #expect(try store.rollupDiscrepancies() == [])

      // A fee changed alone: no line moves, the pack must still change.
      let percent = StopFee(flatCents: 0, percentHundredths: 1500)
      _ = try store.replaceVisits(
        of: "packs.ics", with: Self.calendar(city: city, stops: stops, fee: percent, second: 1),
        graceMinutes: 30)
      expected[0] = "2026-03-06 stop \(stops[0]) fee 0+1500 net 550 tickets 1 first \(morning)"
      #expect(try read() == expected)
      // The evening visit moved to the other stop alone.
      _ = try store.replaceVisits(
        of: "packs.ics", with: Self.calendar(city: city, stops: stops, fee: percent, second: 0),
        graceMinutes: 30)
      expected[1] = expected[1].replacingOccurrences(
        of: "stop \(stops[1])", with: "stop \(stops[0])")
      #expect(try read() == expected)
      #expect(try store.rollupDiscrepancies() == [])

      // A damaged pack: the reader refuses it with the store's failure for a damaged
      // database, the check names it, and `init` packs every city again.
      try execute(
        "UPDATE visit_packs SET visits = visits || '!' WHERE period = \(VisitPack.period(of: april))"
      )
      #expect(
        performing: { try readPacks() },
        throws: { ($0 as? StoreFailure)?.category == .notADatabase })
      #expect(
        try store.rollupDiscrepancies() == [
          "per-visit packs: 1 of 2 differ from the visits and their roll-ups, 0 of 2 stored not in them"
        ])
      #expect(try store.rebuildClearedVisitFigures(graceMinutes: 30) == false)
      #expect(try store.rollupDiscrepancies() == [])
      #expect(try read() == expected)

      // An upgraded database (migration 0022): no packs until `init`, the tables meanwhile.
      try execute("DELETE FROM visit_packs")
      try execute("UPDATE schedule_settings SET packs_complete = 0")
      #expect(try read() == expected)
      #expect(try store.rebuildClearedVisitFigures(graceMinutes: 30) == false)
      #expect(try store.rollupDiscrepancies() == [])
      #expect(try read() == expected)
    }
  }
}
