import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// An import with a schedule stored (issue 26) attributes each line to its visit on the
/// parser thread (`VisitCursor`): every visit's figures and every day's Unscheduled on both
/// stores, against a computation written here (a linear search over the visits by the rule,
/// the local day from Foundation's calendar), for lines at window edges, in the grace, between
/// visits whose graces overlap, past midnight, far ahead, out of order, and two cities
/// interleaved.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct ImportVisitAttributionTests {
  struct Window {
    var city: String
    var date: String
    var start: Int64
    var end: Int64
  }

  struct Line {
    var order: String
    var line: Int
    var city: String
    var at: Int64
    var quantity: Int64
    var gross: Int64
    var refund: Bool
  }

  static let grace: Int64 = 30 * 60_000
  static let zones = ["Cupertino": "America/Los_Angeles", "Tokyo": "Asia/Tokyo"]

  static func instant(_ text: String) -> Int64 {
    Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970 * 1000)
  }

  static let minute: Int64 = 60_000

  /// Cupertino: two visits 30 minutes apart (their graces overlap), a night visit past
  /// midnight, then a noon visit every day for ten days; Tokyo: an evening and a lunch.
  static let windows: [Window] =
    [
      Window(
        city: "Cupertino", date: "2026-01-15", start: instant("2026-01-15T08:00:00-08:00"),
        end: instant("2026-01-15T10:30:00-08:00")),
      Window(
        city: "Cupertino", date: "2026-01-15", start: instant("2026-01-15T11:00:00-08:00"),
        end: instant("2026-01-15T14:00:00-08:00")),
      Window(
        city: "Cupertino", date: "2026-01-15", start: instant("2026-01-15T22:00:00-08:00"),
        end: instant("2026-01-16T01:30:00-08:00")),
    ]
    + (16...25).map { day in
      Window(
        city: "Cupertino", date: "2026-01-\(day)", start: instant("2026-01-\(day)T12:00:00-08:00"),
        end: instant("2026-01-\(day)T13:00:00-08:00"))
    }
    + [
      Window(
        city: "Tokyo", date: "2026-01-15", start: instant("2026-01-15T18:00:00+09:00"),
        end: instant("2026-01-15T21:00:00+09:00")),
      Window(
        city: "Tokyo", date: "2026-01-16", start: instant("2026-01-16T11:00:00+09:00"),
        end: instant("2026-01-16T14:00:00+09:00")),
    ]

  /// The lines, in file order: mostly by time, the two cities interleaved, with a jump ten
  /// days ahead and rows back in time after it.
  static func lines() -> [Line] {
    var result: [Line] = []
    func add(_ city: String, _ at: Int64, quantity: Int64 = 1, refund: Bool = false) {
      let number = result.count + 1
      result.append(
        Line(
          order: "O\(number)", line: 1, city: city, at: at, quantity: refund ? -quantity : quantity,
          gross: (refund ? -1 : 1) * quantity * 550, refund: refund))
    }
    let cupertino = windows.filter { $0.city == "Cupertino" }
    let tokyo = windows.filter { $0.city == "Tokyo" }
    // Before the first widened start, at it, at each start and end, the last instants in
    // and the first out of the grace, between the overlapping graces.
    add("Cupertino", cupertino[0].start - grace - 1000)
    add("Cupertino", cupertino[0].start - grace)
    add("Tokyo", tokyo[0].start - grace - 1000)
    add("Cupertino", cupertino[0].start, quantity: 2)
    add("Tokyo", tokyo[0].start - grace)
    add("Cupertino", cupertino[0].end - 1000)
    add("Tokyo", tokyo[0].start)
    add("Cupertino", cupertino[0].end)
    add("Cupertino", cupertino[0].end + 10 * minute, quantity: 3)
    add("Tokyo", tokyo[0].end - 1000, refund: true)
    add("Cupertino", cupertino[0].end + 15 * minute)
    add("Cupertino", cupertino[1].start - 10 * minute)
    add("Tokyo", tokyo[0].end + grace - 1000)
    add("Cupertino", cupertino[1].start)
    add("Tokyo", tokyo[0].end + grace)
    add("Cupertino", cupertino[1].end + grace - 1000, refund: true)
    add("Cupertino", cupertino[1].end + grace)
    // The night visit, before and after midnight, and the grace after it.
    add("Cupertino", cupertino[2].start - grace)
    add("Tokyo", tokyo[1].start + 60 * minute, quantity: 4)
    add("Cupertino", cupertino[2].start + 90 * minute)
    add("Cupertino", cupertino[2].start + 150 * minute, quantity: 2)
    add("Cupertino", cupertino[2].end + grace - 1000)
    add("Cupertino", cupertino[2].end + grace + 1000)
    // Ten days ahead, then back in time to the 16th and the 15th's lunch.
    add("Cupertino", cupertino[12].start + 5 * minute)
    add("Cupertino", cupertino[12].end + 20 * minute)
    add("Cupertino", cupertino[3].start + 5 * minute)
    add("Tokyo", tokyo[0].start + 30 * minute)
    add("Cupertino", cupertino[1].start + 30 * minute, refund: true)
    add("Cupertino", cupertino[4].start - 29 * minute)
    add("Cupertino", cupertino[7].end + 29 * minute, quantity: 5)
    add("Cupertino", cupertino[8].start + 59 * minute)
    // A two-line order: one ticket.
    let at = cupertino[9].start + 10 * minute
    result.append(
      Line(order: "M1", line: 1, city: "Cupertino", at: at, quantity: 1, gross: 550, refund: false))
    result.append(
      Line(order: "M1", line: 2, city: "Cupertino", at: at, quantity: 2, gross: 1100, refund: false)
    )
    return result
  }

  /// The window of `line` by the rule, searched linearly: the windows of its city widened by
  /// the grace that hold its instant; the one whose own window holds it, else the nearer, else
  /// the earlier.
  static func window(of line: Line) -> Int? {
    var best: (index: Int, distance: Int64)?
    for (index, window) in windows.enumerated() where window.city == line.city {
      guard line.at >= window.start - grace, line.at < window.end + grace else { continue }
      // The distance to the window's nearest instant (its end is not in it).
      let distance =
        line.at < window.start
        ? window.start - line.at : (line.at >= window.end ? line.at - (window.end - 1) : 0)
      if best == nil || distance < best!.distance
        || (distance == best!.distance && window.start < windows[best!.index].start)
      {
        best = (index, distance)
      }
    }
    return best?.index
  }

  static func localDate(_ instant: Int64, city: String) -> LocalDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zones[city]!)!
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(instant) / 1000))
    return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
  }

  /// Per window, and per (city, date) outside every window: "quantity net tickets first last".
  static func expected() -> (visits: [String], unscheduled: [String: String]) {
    var visitLines = Array(repeating: [Line](), count: windows.count)
    var unscheduled: [String: [Line]] = [:]
    for line in lines() {
      if let index = window(of: line) {
        visitLines[index].append(line)
      } else {
        unscheduled["\(line.city) \(localDate(line.at, city: line.city))", default: []].append(
          line)
      }
    }
    func figures(_ lines: [Line]) -> String {
      let sales = lines.filter { !$0.refund }
      let first = sales.map(\.at).min().map(String.init) ?? "none"
      let last = sales.map(\.at).max().map(String.init) ?? "none"
      return
        "\(lines.map(\.quantity).reduce(0, +)) \(lines.map(\.gross).reduce(0, +)) \(Set(sales.map(\.order)).count) \(first) \(last)"
    }
    return (
      visitLines.map(figures),
      unscheduled.mapValues {
        figures($0).components(separatedBy: " ").prefix(3).joined(separator: " ")
      }
    )
  }

  @Test func everyVisitAndUnscheduledDayMatchesTheRule() throws {
    let both = try BothStores()
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      var visits: [Visit] = []
      for city in ["Cupertino", "Tokyo"] {
        let cityID = try #require(try store.city(named: city)).id
        let stop = try store.addStop(name: "Park \(city)", cityID: cityID, fee: .none)
        visits += Self.windows.filter { $0.city == city }.map {
          Visit(
            cityID: cityID, stopID: stop.id, date: LocalDate(iso: $0.date)!, startsAt: $0.start,
            endsAt: $0.end, fee: nil, source: "test.ics")
        }
      }
      _ = try store.replaceVisits(of: "test.ics", with: visits, graceMinutes: 30)
    }
    let formatter = ISO8601DateFormatter()
    let text = Self.lines().map { line in
      let at = formatter.string(from: Date(timeIntervalSince1970: Double(line.at) / 1000))
      let kind = line.refund ? "refund" : "sale"
      return
        "\(line.order),\(at),\(line.city),Dosa,\(line.quantity),\(line.line),\(line.gross),0,\(kind),"
    }
    try both.importText(RestatementTests.header + text.joined(separator: "\n") + "\n")

    let expected = Self.expected()
    let range = LocalDate(iso: "2026-01-14")!...LocalDate(iso: "2026-01-27")!
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let rollups = try #require(try store.visitRollups(on: range, cityIDs: [], graceMinutes: 30))
      var names: [Int64: String] = [:]
      for city in ["Cupertino", "Tokyo"] {
        names[try #require(try store.city(named: city)).id] = city
      }
      var actual = Array(repeating: "missing", count: Self.windows.count)
      for (visit, sums) in zip(rollups.visits, rollups.sums) {
        let index = try #require(
          Self.windows.firstIndex { $0.city == names[visit.cityID] && $0.start == visit.startsAt })
        actual[index] =
          "\(sums.quantity) \(sums.netCents) \(sums.tickets) \(sums.firstSaleAt.map(String.init) ?? "none") \(sums.lastSaleAt.map(String.init) ?? "none")"
      }
      #expect(actual == expected.visits)
      var unscheduled: [String: String] = [:]
      for (cityID, date, sums) in rollups.unscheduled {
        unscheduled["\(names[cityID]!) \(date)"] =
          "\(sums.quantity) \(sums.netCents) \(sums.tickets)"
      }
      #expect(unscheduled == expected.unscheduled)
      #expect(try store.rollupDiscrepancies() == [])
    }
  }
}
