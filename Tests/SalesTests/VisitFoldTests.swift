import Foundation
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// A schedule import's full recomputation of the per-visit roll-ups (issue 26) on SQLite,
/// which folds `order_lines` from both ends on two connections: every figure, the first and
/// last sale included, against a computation written here (a linear search for the visit by
/// the rule, the local day from Foundation's calendar), with batches small enough that the two
/// sides meet many orders in, and multi-line orders across batch ends.
@Suite struct VisitFoldTests {
  struct Line {
    var order: String
    var line: Int
    var at: Int64
    var quantity: Int64
    var gross: Int64
  }

  struct Planned {
    var start: Int64
    var end: Int64
  }

  static let grace = 30
  static let zone = TimeZone(identifier: "America/Los_Angeles")!

  /// 2024-06-03 00:00 PDT plus `minutes`.
  static func at(day: Int, minutes: Int) -> Int64 {
    (1_717_398_000 + Int64(day) * 86_400 + Int64(minutes) * 60) * 1000
  }

  static func iso(_ instant: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date(timeIntervalSince1970: Double(instant) / 1000))
  }

  static func localDay(_ instant: Int64) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(instant) / 1000))
    return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!.dayNumber
  }

  /// Lines of `orders` orders over four days, one to three lines each, every seventh order a
  /// refund, at minutes that fall inside, in the grace of, and outside the visits.
  static func lines(orders: Int, idFormat: String = "O%05d") -> [Line] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var result: [Line] = []
    for number in 0..<orders {
      let instant = at(day: next(4), minutes: next(24 * 60)) + Int64(next(60)) * 1000
      let refund = number % 7 == 3
      for line in 1...(1 + next(3)) {
        let quantity = Int64(1 + next(3))
        result.append(
          Line(
            order: String(format: idFormat, number), line: line, at: instant,
            quantity: refund ? -quantity : quantity, gross: (refund ? -650 : 650) * quantity))
      }
    }
    return result
  }

  /// Three visits a day (one past midnight), 10 minutes apart at one point so graces meet.
  static let schedule: [Planned] = (0..<4).flatMap { day in
    [
      Planned(start: at(day: day, minutes: 8 * 60), end: at(day: day, minutes: 11 * 60)),
      Planned(start: at(day: day, minutes: 11 * 60 + 10), end: at(day: day, minutes: 14 * 60)),
      Planned(start: at(day: day, minutes: 22 * 60), end: at(day: day, minutes: 25 * 60 + 30)),
    ]
  }

  /// The visit of `instant` by the rule written out: the nearest widened window, the earlier
  /// on a tie.
  static func visit(at instant: Int64) -> Planned? {
    let grace = Int64(Self.grace) * 60_000
    func distance(_ visit: Planned) -> Int64 {
      instant < visit.start
        ? visit.start - instant : (instant >= visit.end ? instant - visit.end + 1 : 0)
    }
    return schedule.filter { $0.start - grace <= instant && instant < $0.end + grace }
      .min { (distance($0), $0.start) < (distance($1), $1.start) }
  }

  /// What `visit_sales` must hold, as text rows in key order.
  static func expected(_ lines: [Line], cityID: Int64) -> [String] {
    struct Sums {
      var quantity: Int64 = 0
      var net: Int64 = 0
      var orders = Set<String>()
      var first: Int64?
      var last: Int64?
    }
    struct Key: Hashable {
      var start: Int64
      var day: Int
    }
    var groups: [Key: Sums] = [:]
    for line in lines {
      guard let visit = visit(at: line.at) else { continue }
      let key = Key(start: visit.start, day: localDay(line.at))
      groups[key, default: Sums()].quantity += line.quantity
      groups[key, default: Sums()].net += line.gross
      if line.quantity > 0 {
        groups[key]!.orders.insert(line.order)
        groups[key]!.first = min(groups[key]!.first ?? .max, line.at)
        groups[key]!.last = max(groups[key]!.last ?? .min, line.at)
      }
    }
    return groups.sorted { ($0.key.start, $0.key.day) < ($1.key.start, $1.key.day) }.map {
      "\(cityID) \($0.key.start) \($0.key.day) q=\($0.value.quantity) n=\($0.value.net) t=\($0.value.orders.count) first=\($0.value.first.map(String.init) ?? "nil") last=\($0.value.last.map(String.init) ?? "nil")"
    }
  }

  static func text(_ groups: [VisitSalesGroup.Key: VisitSums]) -> [String] {
    groups.sorted { $0.key < $1.key }.map {
      "\($0.key.cityID) \($0.key.startsAt) \($0.key.day) q=\($0.value.quantity) n=\($0.value.netCents) t=\($0.value.tickets) first=\($0.value.firstSaleAt.map(String.init) ?? "nil") last=\($0.value.lastSaleAt.map(String.init) ?? "nil")"
    }
  }

  /// Order ids short, long and differing at their end, long and differing only before a
  /// common tail of eight bytes (the scan compares an id with the one before eight bytes at a
  /// time, the last eight first).
  @Test(arguments: ["O%05d", "ORD-2024-%010d", "%05d-SAME-TAIL"])
  func aScheduleImportedAfterItsSalesFoldsEveryLineFromBothEnds(idFormat: String) throws {
    let fixture = try ImportFixture()
    let store = fixture.store
    let city = try #require(try store.city(named: "Cupertino"))
    let stop = try store.addStop(name: "Market", cityID: city.id, fee: .none)
    let lines = Self.lines(orders: 1500, idFormat: idFormat)
    let header =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    let rows = lines.map {
      "\($0.order),\(Self.iso($0.at)),Cupertino,Cachapa,\($0.quantity),\($0.line),\($0.gross),0,\($0.quantity > 0 ? "sale" : "refund"),\n"
    }
    _ = try fixture.importText(header + rows.joined())
    // The first schedule import recomputes every visit from every line.
    let visits = Self.schedule.map {
      Visit(
        cityID: city.id, stopID: stop.id, date: LocalDate(dayNumber: Self.localDay($0.start)),
        startsAt: $0.start, endsAt: $0.end, fee: nil, source: "calendar")
    }
    _ = try store.replaceVisits(of: "calendar", with: visits, graceMinutes: Self.grace)
    let want = Self.expected(lines, cityID: city.id)
    #expect(want.count >= 12)
    let stored = try store.database.query(
      "SELECT city_id, starts_at, local_day, quantity, net_cents, tickets, first_sale_at, last_sale_at FROM visit_sales ORDER BY city_id, starts_at, local_day"
    ) {
      "\($0.int64(0)) \($0.int64(1)) \($0.int64(2)) q=\($0.int64(3)) n=\($0.int64(4)) t=\($0.int64(5)) first=\($0.isNull(6) ? "nil" : String($0.int64(6))) last=\($0.isNull(7) ? "nil" : String($0.int64(7)))"
    }
    #expect(stored == want)
    #expect(try store.rollupDiscrepancies() == [])
    // Small batches: the sides meet many orders in, whatever their speeds; every batch size
    // gives the same groups as one scan in key order.
    let (attributed, grace) = try store.visitSales.attribution()
    let empty = VisitLineFold(visits: attributed, graceMinutes: grace)
    let single = VisitLineFold.merged([try store.visitSales.foldInKeyOrder(empty)])
    #expect(Self.text(single) == want)
    for batchSize in [1, 2, 7, 100, 5000] {
      let folds = try store.foldFromBothEnds(empty, batchSize: batchSize)
      #expect(Self.text(VisitLineFold.merged(folds)) == want, "batches of \(batchSize)")
    }
    // The file's pages read in place (what the schedule import above took, inside its
    // transaction), cut into up to 13 parts: cuts fall inside orders, whose lines one side
    // must fold whole.
    try store.database.transaction {
      for parts in [1, 2, 5, 13] {
        let file = try #require(try store.database.tableFile("order_lines"))
        let folds = try FileLineFold(file: file, fold: empty, parts: parts).result()
        #expect(Self.text(VisitLineFold.merged(folds)) == want, "parts: \(parts)")
      }
    }
  }

  /// Whether the orders of `order_lines` split at each cut between the root page's parts:
  /// the test above must cut inside an order somewhere, or it proves nothing about it.
  @Test func thePartsOfTheTestAboveCutInsideOrders() throws {
    let fixture = try ImportFixture()
    let lines = Self.lines(orders: 1500)
    let rows = lines.map {
      "\($0.order),\(Self.iso($0.at)),Cupertino,Cachapa,\($0.quantity),\($0.line),\($0.gross),0,\($0.quantity > 0 ? "sale" : "refund"),\n"
    }
    _ = try fixture.importText(
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
        + rows.joined())
    let database = fixture.store.database
    var cutsInsideOrders = 0
    try database.transaction {
      let file = try #require(try database.tableFile("order_lines"))
      let line = try #require(file.position(of: "line"))
      for part in try file.parts(13).dropFirst() {
        var first: Int64?
        try file.forEachRecord(in: part, columns: RecordColumns(integers: [line], texts: [])) {
          if first == nil { first = $0.integer(0) }
        }
        // A part whose first line is not its order's first line begins inside an order.
        if let first, first > 1 { cutsInsideOrders += 1 }
      }
    }
    #expect(cutsInsideOrders >= 2)
  }
}
