import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// Exports with random order ids in time order, as a point of sale writes them (issue 28):
/// SQLite keys its lines by (local day, order id, city, line) since migration 0021 and finds
/// a file's stored orders by that key; both stores must still agree on every outcome.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct RandomIDImportTests {
  static let header = RestatementTests.header

  /// One generated line.
  struct Line {
    let orderID: String
    let instant: Date
    let city: String
    let style: String
    let quantity: Int
    let line: Int
    let grossCents: Int

    var csv: String {
      let when = ISO8601DateFormatter().string(from: instant)
      return "\(orderID),\(when),\(city),\(style),\(quantity),\(line),\(grossCents),0,sale,"
    }
  }

  /// `tickets` tickets of 1–3 lines with random 22-character ids, in time order from
  /// `start`, 20 minutes apart on average (a few days), over three cities.
  static func tickets(_ tickets: Int, seed: UInt64, start: Date) -> [Line] {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let base62 = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    let cities = BothStores.cities.map(\.0)
    let styles = BothStores.styles
    var lines: [Line] = []
    var instant = start
    for _ in 0..<tickets {
      instant += Double(60 + next() % 2_400)
      let id = String((0..<22).map { _ in base62[Int(next() % 62)] })
      let city = cities[Int(next() % UInt64(cities.count))]
      for number in 1...(1 + Int(next() % 3)) {
        let (style, price) = styles[Int(next() % UInt64(styles.count))]
        let quantity = 1 + Int(next() % 3)
        lines.append(
          Line(
            orderID: id, instant: instant, city: city, style: style, quantity: quantity,
            line: number, grossCents: quantity * price))
      }
    }
    return lines
  }

  static func file(_ lines: [Line]) -> String {
    header + lines.map(\.csv).joined(separator: "\n") + "\n"
  }

  static let start = Date(timeIntervalSince1970: 1_772_000_000)  // 2026-02-25

  /// Tickets per (local date, city name), computed from the lines with `Calendar` in each
  /// city's zone: an order counts once on its day, whatever files its lines came in.
  static func expectedTickets(_ lines: [Line]) -> [String: Int] {
    let zones = Dictionary(uniqueKeysWithValues: BothStores.cities)
    var orders: [String: Set<String>] = [:]
    for line in lines {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zones[line.city]!)!
      let parts = calendar.dateComponents([.year, .month, .day], from: line.instant)
      let key = String(
        format: "%04d-%02d-%02d %@", parts.year!, parts.month!, parts.day!, line.city)
      orders[key, default: []].insert(line.orderID)
    }
    return orders.mapValues(\.count)
  }

  /// The stored tickets per (local date, city name) on SQLite.
  static func storedTickets(_ both: BothStores) throws -> [String: Int] {
    let names = Dictionary(uniqueKeysWithValues: try both.sqlite.cities().map { ($0.id, $0.name) })
    let all = RollupSelection(
      first: LocalDate(iso: "2026-01-01")!, last: LocalDate(iso: "2026-12-31")!)
    var tickets: [String: Int] = [:]
    for day in try both.sqlite.cityDayFigures(all) {
      tickets["\(day.date) \(names[day.cityID]!)"] = Int(day.figures.tickets)
    }
    return tickets
  }

  @Test func aFileImportedTwiceStoresEachLineOnce() throws {
    let both = try BothStores()
    let lines = Self.tickets(400, seed: 1, start: Self.start)
    let first = try both.importText(Self.file(lines))
    #expect(first.imported == lines.count && first.alreadyPresent == 0)
    let again = try both.importText(Self.file(lines))
    #expect(again.imported == 0 && again.alreadyPresent == lines.count && again.problemCount == 0)
    #expect(try both.sqlite.orderLineCount() == lines.count)
    #expect(try Self.storedTickets(both) == Self.expectedTickets(lines))
  }

  @Test func aFileRepeatingSomeStoredOrdersStoresOnlyTheNewOnes() throws {
    let both = try BothStores()
    let stored = Self.tickets(300, seed: 2, start: Self.start)
    try both.importText(Self.file(stored))
    // Every third stored ticket again, then a later night's new tickets.
    let storedIDs = Array(Set(stored.map(\.orderID))).sorted()
    let repeatedIDs = Set(storedIDs.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    let repeated = stored.filter { repeatedIDs.contains($0.orderID) }
    let new = Self.tickets(200, seed: 3, start: stored.last!.instant + 3_600)
    let summary = try both.importText(Self.file(repeated + new))
    #expect(summary.alreadyPresent == repeated.count && summary.imported == new.count)
    #expect(summary.problemCount == 0)
    #expect(try both.sqlite.orderLineCount() == stored.count + new.count)
    #expect(try Self.storedTickets(both) == Self.expectedTickets(stored + new))
  }

  @Test func anOrderSplitOverTwoFilesCountsOneTicket() throws {
    let both = try BothStores()
    let lines = Self.tickets(120, seed: 4, start: Self.start)
    // Each order's last line goes in a second file (a ticket's later lines sent later).
    var lastLine: [String: Int] = [:]
    for line in lines { lastLine[line.orderID] = max(lastLine[line.orderID] ?? 0, line.line) }
    let later = lines.filter { $0.line > 1 && $0.line == lastLine[$0.orderID] }
    let earlier = lines.filter { !($0.line > 1 && $0.line == lastLine[$0.orderID]) }
    #expect(!later.isEmpty)
    try both.importText(Self.file(earlier))
    let second = try both.importText(Self.file(later))
    #expect(second.imported == later.count && second.problemCount == 0)
    #expect(try Self.storedTickets(both) == Self.expectedTickets(lines))
    #expect(try both.sqlite.orderCount() == Set(lines.map(\.orderID)).count)
  }

  @Test func aChangedLineIsAConflictWithTheUsualWording() throws {
    let both = try BothStores()
    let lines = Self.tickets(150, seed: 5, start: Self.start)
    try both.importText(Self.file(lines))
    let target = lines[lines.count / 2]
    let changed = Line(
      orderID: target.orderID, instant: target.instant, city: target.city, style: target.style,
      quantity: target.quantity + 1, line: target.line, grossCents: target.grossCents)
    let summary = try both.importText(
      Self.file(lines.map { $0.orderID == target.orderID && $0.line == target.line ? changed : $0 })
    )
    #expect(summary.isRefused && summary.problemCount == 1)
    #expect(
      summary.problems.map(\.message) == [
        "line \(target.line) of order_id '\(target.orderID)' is already stored with different content (quantity \(target.quantity) stored, \(target.quantity + 1) here)"
      ])
    #expect(try both.sqlite.orderLineCount() == lines.count)
  }

  @Test func undoingARandomIDImportRestoresThePreviousState() throws {
    let first = Self.tickets(250, seed: 6, start: Self.start)
    let storedIDs = Array(Set(first.map(\.orderID))).sorted()
    let repeated = first.filter { $0.orderID == storedIDs[0] || $0.orderID == storedIDs[1] }
    let second = repeated + Self.tickets(250, seed: 7, start: first.last!.instant + 600)
    let both = try BothStores()
    try both.importText(Self.file(first))
    let before = try both.storedLines()
    let figures = try UndoTests.figures(both.sqlite)
    try both.importText(Self.file(second))
    #expect(try both.storedLines() != before)
    let undone = try both.undo(2)
    #expect(undone.linesRemoved == second.count - repeated.count)
    #expect(try both.storedLines() == before)
    #expect(try UndoTests.figures(both.sqlite) == figures)
    // And the same as a store that only ever had the first file.
    let fresh = try UndoTests.fresh([Self.file(first)])
    #expect(try UndoTests.figures(fresh.sqlite) == figures)
    #expect(try fresh.storedLines() == before)
  }
}
