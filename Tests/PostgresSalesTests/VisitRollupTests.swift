import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales
@testable import SalesAnalytics

/// The per-visit roll-ups (issue 26) on both stores: sales imported before their schedule,
/// the schedule changed after its sales, sales after it, each step checked against a
/// computation written here from the lines and visits the test made (a linear search for the
/// visit, not the code under test), with the roll-ups equal to a recomputation from the stored
/// lines and PostgreSQL's answers equal to SQLite's.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class VisitRollupTests {
  /// One sale or refund line as the test writes it.
  struct Line {
    var order: String
    var line: Int
    var at: String
    var style = "Cachapa"
    var quantity: Int64
    var gross: Int64
    var kind = "sale"
  }

  /// A visit as the test schedules it.
  struct Planned: Hashable {
    var stop: String
    var date: String
    var start: String
    var end: String
    var fee: StopFee?
    var source = "calendar"
  }

  static let grace = 30
  static let zone = TimeZone(identifier: "America/Los_Angeles")!
  static let stopFees = [
    "Brewery Row": StopFee(flatCents: 5000, percentHundredths: 1000),
    "Market": StopFee.none,
    "Night Market": StopFee(flatCents: 0, percentHundredths: 1500),
  ]

  let both: BothStores
  var lines: [Line] = []
  var schedule: [Planned] = []

  init() throws {
    both = try BothStores(cities: [("Cupertino", "America/Los_Angeles")])
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let city = try #require(try store.city(named: "Cupertino"))
      for (name, fee) in Self.stopFees.sorted(by: { $0.key < $1.key }) {
        try store.addStop(name: name, cityID: city.id, fee: fee)
      }
    }
  }

  static func instant(_ text: String) -> Int64 {
    let formatter = ISO8601DateFormatter()
    return Int64(formatter.date(from: text)!.timeIntervalSince1970 * 1000)
  }

  static func localDate(_ instant: Int64) -> LocalDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(instant) / 1000))
    return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
  }

  /// Imports `new` lines into both stores (checking both stores' roll-ups against their lines).
  func importLines(_ new: [Line]) throws {
    lines += new
    let header =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    let rows = new.map {
      "\($0.order),\($0.at),Cupertino,\($0.style),\($0.quantity),\($0.line),\($0.gross),0,\($0.kind),\n"
    }
    let summary = try both.importText(header + rows.joined())
    #expect(summary.committed && summary.imported == new.count)
  }

  /// Replaces the visits of the calendar with `planned` (all sources listed) in both stores.
  func importSchedule(_ planned: [Planned], source: String = "calendar") throws {
    schedule =
      schedule.filter { $0.source != source }
      + planned.map {
        var visit = $0
        visit.source = source
        return visit
      }
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let city = try #require(try store.city(named: "Cupertino"))
      let stops = Dictionary(uniqueKeysWithValues: try store.stops().map { ($0.name, $0.id) })
      let visits = planned.map {
        Visit(
          cityID: city.id, stopID: stops[$0.stop]!,
          date: LocalDate(iso: String($0.date.prefix(10)))!, startsAt: Self.instant($0.start),
          endsAt: Self.instant($0.end), fee: $0.fee, source: source)
      }
      _ = try store.replaceVisits(of: source, with: visits, graceMinutes: Self.grace)
    }
    try both.expectSameContent()
  }

  /// The visit a line's instant belongs to, by the rule written out: among the visits whose
  /// window widened by the grace holds it, the one at the least distance (0 inside), the
  /// earlier on a tie.
  func visit(at instant: Int64) -> Planned? {
    let grace = Int64(Self.grace) * 60_000
    let candidates = schedule.filter {
      Self.instant($0.start) - grace <= instant && instant < Self.instant($0.end) + grace
    }
    func distance(_ visit: Planned) -> Int64 {
      let start = Self.instant(visit.start)
      let end = Self.instant(visit.end)
      return instant < start ? start - instant : (instant >= end ? instant - end + 1 : 0)
    }
    return candidates.min {
      (distance($0), Self.instant($0.start)) < (distance($1), Self.instant($1.start))
    }
  }

  /// The expected `query stops` rows over `first`…`last`, as text, from the test's own data.
  func expected(_ first: LocalDate, _ last: LocalDate, byWeekday: Bool) -> [String] {
    struct Sums {
      var quantity: Int64 = 0
      var net: Int64 = 0
      var orders = Set<String>()
    }
    var perVisit: [Planned: Sums] = [:]
    var unscheduled: [Int: Sums] = [:]
    for line in lines {
      let instant = Self.instant(line.at)
      if let visit = visit(at: instant) {
        perVisit[visit, default: Sums()].quantity += line.quantity
        perVisit[visit, default: Sums()].net += line.gross
        if line.kind == "sale" { perVisit[visit, default: Sums()].orders.insert(line.order) }
      } else {
        let date = Self.localDate(instant)
        guard first <= date, date <= last else { continue }
        let weekday = byWeekday ? date.isoWeekday : 0
        unscheduled[weekday, default: Sums()].quantity += line.quantity
        unscheduled[weekday, default: Sums()].net += line.gross
        if line.kind == "sale" { unscheduled[weekday, default: Sums()].orders.insert(line.order) }
      }
    }
    struct Group: Hashable {
      var stop: String
      var weekday: Int
    }
    var groups: [Group: [Planned]] = [:]
    for visit in schedule {
      let date = LocalDate(iso: visit.date)!
      guard first <= date, date <= last else { continue }
      groups[Group(stop: visit.stop, weekday: byWeekday ? date.isoWeekday : 0), default: []]
        .append(visit)
    }
    var rows: [(key: [String], text: String)] = []
    for (group, visits) in groups {
      var fee: Int64 = 0
      var afterFee: [Int64] = []
      var quantity: Int64 = 0
      var net: Int64 = 0
      var tickets = 0
      var milliseconds: Int64 = 0
      for visit in visits {
        let sums = perVisit[visit] ?? Sums()
        let rule = visit.fee ?? Self.stopFees[visit.stop]!
        // Flat, plus the percent of a positive net rounded half to even, written out.
        let exact = Double(sums.net) * Double(rule.percentHundredths) / 10_000
        let percent = sums.net > 0 ? Int64(exact.rounded(.toNearestOrEven)) : 0
        let visitFee = Int64(rule.flatCents) + percent
        fee += visitFee
        afterFee.append(sums.net - visitFee)
        quantity += sums.quantity
        net += sums.net
        tickets += sums.orders.count
        milliseconds += Self.instant(visit.end) - Self.instant(visit.start)
      }
      let weekday = byWeekday ? "\(group.weekday)" : "-"
      rows.append(
        (
          [group.stop, "\(group.weekday)"],
          "\(group.stop) \(weekday) visits \(visits.count) ms \(milliseconds) qty \(quantity) net \(net) tickets \(tickets) fee \(fee) min \(afterFee.min()!) max \(afterFee.max()!)"
        ))
    }
    for (weekday, sums) in unscheduled {
      let day = byWeekday ? "\(weekday)" : "-"
      rows.append(
        (
          ["~Unscheduled", "\(weekday)"],
          "Unscheduled \(day) visits 0 ms 0 qty \(sums.quantity) net \(sums.net) tickets \(sums.orders.count) fee 0 min nil max nil"
        ))
    }
    return rows.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.text)
  }

  static func text(_ totals: [StopTotal]) -> [String] {
    totals.map {
      "\($0.stop) \($0.weekday.map(String.init) ?? "-") visits \($0.visits) ms \($0.scheduledMilliseconds) qty \($0.quantity) net \($0.netCents) tickets \($0.tickets) fee \($0.feeCents) min \($0.visitMinCents.map(String.init) ?? "nil") max \($0.visitMaxCents.map(String.init) ?? "nil")"
    }
  }

  /// Checks `query stops` on both stores against the expected rows over a few ranges, read from
  /// the roll-ups (the kept grace) and, as a second independent path, from the lines.
  func expectFigures(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let ranges = [
      ("2024-06-01", "2024-11-30"), ("2024-06-08", "2024-06-08"), ("2024-06-09", "2024-06-09"),
      ("2024-11-02", "2024-11-03"), ("2024-06-07", "2024-06-14"),
    ]
    for (first, last) in ranges {
      let range = DateRange(LocalDate(iso: first)!, LocalDate(iso: last)!)
      for byWeekday in [false, true] {
        let want = expected(range.first, range.last, byWeekday: byWeekday)
        var answers: [[String]] = []
        for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
          let analytics = SalesAnalytics(store: store)
          let cities = try store.cities()
          let read = try analytics.stopTotals(
            in: range, cities: cities, schedule: store, graceMinutes: Self.grace,
            byWeekday: byWeekday)
          #expect(
            try store.visitRollups(
              on: range.first...range.last, cityIDs: [], graceMinutes: Self.grace) != nil,
            "read from the roll-ups", sourceLocation: sourceLocation)
          let scanned = try analytics.stopTotalsFromLines(
            in: range, cities: cities, schedule: store, graceMinutes: Self.grace,
            byWeekday: byWeekday)
          #expect(
            Self.text(read) == want, "\(first)…\(last) by weekday: \(byWeekday)",
            sourceLocation: sourceLocation)
          #expect(read == scanned, sourceLocation: sourceLocation)
          answers.append(Self.text(read))
        }
        #expect(answers[0] == answers[1], "PostgreSQL as SQLite", sourceLocation: sourceLocation)
      }
    }
    try expectFirstAndLastSales(sourceLocation: sourceLocation)
  }

  /// Checks every visit's first and last sale in the roll-ups of both stores against the
  /// earliest and latest sale line the test's own rule (`visit(at:)`) gives it.
  func expectFirstAndLastSales(sourceLocation: SourceLocation = #_sourceLocation) throws {
    for planned in schedule {
      let sales = lines.filter { $0.kind == "sale" && visit(at: Self.instant($0.at)) == planned }
        .map { Self.instant($0.at) }
      let date = LocalDate(iso: planned.date)!
      for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
        let rollups = try #require(
          try store.visitRollups(on: date...date, cityIDs: [], graceMinutes: Self.grace),
          sourceLocation: sourceLocation)
        let index = try #require(
          rollups.visits.firstIndex { $0.startsAt == Self.instant(planned.start) },
          sourceLocation: sourceLocation)
        #expect(
          rollups.sums[index].firstSaleAt == sales.min()
            && rollups.sums[index].lastSaleAt == sales.max(),
          "\(planned.stop) \(planned.start): \(rollups.sums[index])",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func salesBeforeTheirScheduleThenAChangedScheduleThenMoreSales() throws {
    // Sales first. A1 has two lines, and a third comes later; R1 refunds in the first visit.
    try importLines([
      Line(order: "A1", line: 1, at: "2024-06-07T18:30:00-07:00", quantity: 2, gross: 1300),
      Line(
        order: "A1", line: 2, at: "2024-06-07T18:30:00-07:00", style: "Injera", quantity: 1,
        gross: 500),
      Line(
        order: "R1", line: 1, at: "2024-06-07T19:00:00-07:00", quantity: -1, gross: -650,
        kind: "refund"),
      // 5 minutes after Brewery Row ends, 10 before the late market starts: Brewery Row's.
      Line(order: "A2", line: 1, at: "2024-06-07T22:05:00-07:00", quantity: 1, gross: 650),
      // 10 minutes after Brewery Row, 5 before the late market: the late market's.
      Line(order: "A3", line: 1, at: "2024-06-07T22:10:00-07:00", quantity: 1, gross: 650),
      // Before every widened window: Unscheduled.
      Line(order: "A4", line: 1, at: "2024-06-07T17:20:00-07:00", quantity: 4, gross: 2600),
      // Past midnight in the Saturday night market (dated Saturday), then in its grace, then out.
      Line(order: "A5", line: 1, at: "2024-06-09T01:30:00-07:00", quantity: 3, gross: 1950),
      Line(order: "A6", line: 1, at: "2024-06-09T02:29:00-07:00", quantity: 1, gross: 650),
      Line(order: "A7", line: 1, at: "2024-06-09T02:31:00-07:00", quantity: 1, gross: 650),
      // The night daylight saving time ends during a visit: both 01:30s are in it.
      Line(order: "A8", line: 1, at: "2024-11-03T01:30:00-07:00", quantity: 2, gross: 1300),
      Line(order: "A9", line: 1, at: "2024-11-03T01:30:00-08:00", quantity: 1, gross: 650),
      Line(order: "A10", line: 1, at: "2024-11-03T03:20:00-08:00", quantity: 1, gross: 650),
    ])
    try expectFigures()
    try importSchedule(
      [
        Planned(
          stop: "Market", date: "2024-06-07", start: "2024-06-07T22:15:00-07:00",
          end: "2024-06-07T23:30:00-07:00")
      ], source: "late.csv")
    try importSchedule([
      Planned(
        stop: "Brewery Row", date: "2024-06-07", start: "2024-06-07T18:00:00-07:00",
        end: "2024-06-07T22:00:00-07:00"),
      Planned(
        stop: "Market", date: "2024-06-08", start: "2024-06-08T22:00:00-07:00",
        end: "2024-06-09T02:00:00-07:00"),
      // 23:00 PDT to 03:00 PST: five hours.
      Planned(
        stop: "Night Market", date: "2024-11-02", start: "2024-11-02T23:00:00-07:00",
        end: "2024-11-03T03:00:00-08:00"),
    ])
    try expectFigures()
    // Worked by hand: Brewery Row holds A1 (1300 + 500), R1 (−650) and A2 (650): net 1800,
    // 2 tickets (a refund is none), fee 5000 + 10% of 1800 = 5180.
    let june7 = DateRange(LocalDate(iso: "2024-06-07")!, LocalDate(iso: "2024-06-07")!)
    let brewery = try SalesAnalytics(store: both.sqlite).stopTotals(
      in: june7, cities: both.sqlite.cities(), schedule: both.sqlite, graceMinutes: Self.grace,
      byWeekday: false
    ).first { $0.stop == "Brewery Row" }
    #expect(brewery?.netCents == 1800 && brewery?.tickets == 2 && brewery?.feeCents == 5180)
    // The night market: 5 hours although the clock says 4.
    let night = try SalesAnalytics(store: both.postgres).stopTotals(
      in: DateRange(LocalDate(iso: "2024-11-02")!, LocalDate(iso: "2024-11-02")!),
      cities: both.postgres.cities(), schedule: both.postgres, graceMinutes: Self.grace,
      byWeekday: false
    ).first { $0.stop == "Night Market" }
    #expect(night?.scheduledMilliseconds == 5 * 3_600_000 && night?.netCents == 2600)

    // Sales after the schedule: in a visit, in grace before visits, and A1's third line (its
    // ticket is counted already).
    try importLines([
      Line(order: "B1", line: 1, at: "2024-06-07T21:00:00-07:00", quantity: 1, gross: 650),
      Line(order: "B2", line: 1, at: "2024-06-08T21:40:00-07:00", quantity: 2, gross: 1300),
      // The Saturday market past midnight: one import, two local days of one visit.
      Line(order: "B4", line: 1, at: "2024-06-09T00:30:00-07:00", quantity: 1, gross: 650),
      Line(order: "B3", line: 1, at: "2024-11-02T22:45:00-07:00", quantity: 1, gross: 650),
      Line(order: "A1", line: 3, at: "2024-06-07T18:30:00-07:00", quantity: 1, gross: 650),
    ])
    try expectFigures()

    // The calendar changes: Brewery Row ends at 21:00 (B1 moves to its grace, A2 and A3 to
    // the late market or nowhere), the Saturday market is gone, a new Friday has its own fee.
    try importSchedule([
      Planned(
        stop: "Brewery Row", date: "2024-06-07", start: "2024-06-07T18:00:00-07:00",
        end: "2024-06-07T21:00:00-07:00"),
      Planned(
        stop: "Night Market", date: "2024-11-02", start: "2024-11-02T23:00:00-07:00",
        end: "2024-11-03T03:00:00-08:00"),
      Planned(
        stop: "Brewery Row", date: "2024-06-14", start: "2024-06-14T18:00:00-07:00",
        end: "2024-06-14T22:00:00-07:00", fee: StopFee(flatCents: 1000, percentHundredths: 0)),
    ])
    try expectFigures()
    // The same calendar again changes nothing.
    try importSchedule([
      Planned(
        stop: "Brewery Row", date: "2024-06-07", start: "2024-06-07T18:00:00-07:00",
        end: "2024-06-07T21:00:00-07:00"),
      Planned(
        stop: "Night Market", date: "2024-11-02", start: "2024-11-02T23:00:00-07:00",
        end: "2024-11-03T03:00:00-08:00"),
      Planned(
        stop: "Brewery Row", date: "2024-06-14", start: "2024-06-14T18:00:00-07:00",
        end: "2024-06-14T22:00:00-07:00", fee: StopFee(flatCents: 1000, percentHundredths: 0)),
    ])
    try expectFigures()

    // More sales after the change.
    try importLines([
      Line(order: "C1", line: 1, at: "2024-06-14T19:00:00-07:00", quantity: 2, gross: 1300),
      Line(order: "C2", line: 1, at: "2024-06-14T17:40:00-07:00", quantity: 1, gross: 650),
      Line(order: "C3", line: 1, at: "2024-06-08T23:00:00-07:00", quantity: 1, gross: 650),
      Line(
        order: "R2", line: 1, at: "2024-06-14T21:10:00-07:00", quantity: -1, gross: -650,
        kind: "refund"),
    ])
    try expectFigures()
  }

  @Test func aChangedGraceRecomputesEveryVisit() throws {
    try importLines([
      Line(order: "A1", line: 1, at: "2024-06-07T22:20:00-07:00", quantity: 1, gross: 650),
      Line(order: "A2", line: 1, at: "2024-06-07T22:40:00-07:00", quantity: 1, gross: 650),
    ])
    try importSchedule([
      Planned(
        stop: "Brewery Row", date: "2024-06-07", start: "2024-06-07T18:00:00-07:00",
        end: "2024-06-07T22:00:00-07:00")
    ])
    try expectFigures()
    let june7 = DateRange(LocalDate(iso: "2024-06-07")!, LocalDate(iso: "2024-06-07")!)
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      // Another grace than the kept one: computed from the lines, A2 now in the visit.
      #expect(
        try store.visitRollups(on: june7.first...june7.last, cityIDs: [], graceMinutes: 45) == nil)
      let wider = try SalesAnalytics(store: store).stopTotals(
        in: june7, cities: store.cities(), schedule: store, graceMinutes: 45, byWeekday: false)
      #expect(wider.map(\.stop) == ["Brewery Row"] && wider.first?.netCents == 1300)
      // A schedule import with that grace keeps the roll-ups with it.
      let city = try #require(try store.city(named: "Cupertino"))
      _ = try store.replaceVisits(
        of: "calendar", with: try store.visits(on: nil, cityIDs: [city.id]), graceMinutes: 45)
      #expect(
        try store.visitRollups(on: june7.first...june7.last, cityIDs: [], graceMinutes: 45) != nil)
      #expect(
        try SalesAnalytics(store: store).stopTotals(
          in: june7, cities: store.cities(), schedule: store, graceMinutes: 45, byWeekday: false)
          == wider)
      #expect(try store.rollupDiscrepancies() == [])
    }
  }
}
