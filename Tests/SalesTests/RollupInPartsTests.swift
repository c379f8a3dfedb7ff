import Foundation
import SalesDomain
import Testing

@testable import Sales

/// An import whose roll-up grows large writes it in parts as it goes (`BatchLoop.run`): the
/// roll-ups, the lines and the import ledger come out as the test's own sums say, and as the
/// same files imported with the roll-up written once at the end.
@Suite struct RollupInPartsTests {
  /// One order of one line, at 03:00, 01:00 or 19:00 UTC: local midday in Tokyo, Sydney and
  /// Cupertino, so its local date is its UTC date whatever the season.
  struct Row {
    let id: String
    let city: Int
    let day: Int  // since 2015-01-01
    let quantity: Int
    let price: Int

    static let cities = ["Tokyo", "Sydney", "Cupertino"]
    static let utcHours = [3, 1, 19]
    static let start = LocalDate(year: 2015, month: 1, day: 1)!

    var date: LocalDate { LocalDate(dayNumber: Self.start.dayNumber + day) }
    var csv: String {
      "\(id),\(date)T\(String(format: "%02d", Self.utcHours[city])):00:00Z,\(Self.cities[city]),Dosa,\(quantity),\(price)\n"
    }
  }

  /// A small generator of the test's own, so the shuffles are the same every run.
  struct Shuffler {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func shuffle<T>(_ items: [T]) -> [T] {
      var items = items
      for index in stride(from: items.count - 1, to: 0, by: -1) {
        items.swapAt(index, next(index + 1))
      }
      return items
    }
  }

  static let days = 1_500

  /// Two orders per (day, city) in the first file, one more in the second.
  static func rows(prefix: String, perDay: Int) -> [Row] {
    (0..<days).flatMap { day in
      (0..<3).flatMap { city in
        (0..<perDay).map { order in
          Row(
            id: "\(prefix)-\(day)-\(city)-\(order)", city: city, day: day,
            quantity: 1 + (day + order) % 4, price: 500 + 50 * city)
        }
      }
    }
  }

  /// Net, tickets and quantity per "date city", summed here.
  static func sums(_ rows: [Row]) -> [String: (net: Int, tickets: Int, quantity: Int)] {
    var sums: [String: (net: Int, tickets: Int, quantity: Int)] = [:]
    for row in rows {
      let key = "\(row.date) \(Row.cities[row.city])"
      let old = sums[key] ?? (0, 0, 0)
      sums[key] = (old.net + row.quantity * row.price, old.tickets + 1, old.quantity + row.quantity)
    }
    return sums
  }

  static func ledgerText(before: [Row], after: [Row]) -> [String] {
    let old = sums(before)
    return sums(after).sorted { $0.key < $1.key }.map { key, a in
      let b = old[key] ?? (0, 0, 0)
      return "\(key) \(b.net)->\(a.net) \(b.tickets)->\(a.tickets) \(b.quantity)->\(a.quantity)"
    }
  }

  static func ledgerText(_ changes: [ImportDayChange]) -> [String] {
    changes.map {
      "\($0.date) \($0.city) \($0.netCentsBefore)->\($0.netCentsAfter) \($0.ticketsBefore)->\($0.ticketsAfter) \($0.quantityBefore)->\($0.quantityAfter)"
    }.sorted()
  }

  /// Imports the two files (the second also sending a thousand of the first's lines again)
  /// with `partBytes` of roll-up per part; returns the store's tables after each.
  func importBoth(partBytes: Int) throws -> (ImportFixture, first: [String], second: [String]) {
    var shuffler = Shuffler(state: 42)
    let first = Self.rows(prefix: "a", perDay: 2)
    let second = Self.rows(prefix: "b", perDay: 1)
    let fixture = try ImportFixture()
    var options = ImportOptions()
    options.rollupBytesBeforeWriting = partBytes
    options.clock = { Date(timeIntervalSince1970: 1_764_000_000) }
    let firstText = header + shuffler.shuffle(first).map(\.csv).joined()
    let one = try fixture.importText(firstText, name: "first.csv", options: options)
    #expect(one.committed && one.imported == first.count)
    let afterFirst = try fixture.snapshot()
    let secondText =
      header + shuffler.shuffle(second + first.prefix(1_000)).map(\.csv).joined()
    let two = try fixture.importText(secondText, name: "second.csv", options: options)
    #expect(two.committed && two.imported == second.count && two.alreadyPresent == 1_000)
    return (fixture, afterFirst, try fixture.snapshot())
  }

  @Test func aRollupWrittenInPartsSumsAsTheTestDoes() throws {
    // About 55 (day, city) groups a part: every batch of the parser ends in a part.
    let (fixture, afterFirst, _) = try importBoth(partBytes: 64 << 10)
    let first = Self.rows(prefix: "a", perDay: 2)
    let second = Self.rows(prefix: "b", perDay: 1)

    let records = try fixture.store.imports()
    try #require(records.map(\.id) == [2, 1])
    #expect(records[1].firstDate == Row.start)
    #expect(records[1].lastDate == LocalDate(dayNumber: Row.start.dayNumber + Self.days - 1))
    #expect(records[0].firstDate == records[1].firstDate)
    #expect(records[0].lastDate == records[1].lastDate)
    #expect(
      Self.ledgerText(try fixture.store.importDayChanges(id: 1))
        == Self.ledgerText(before: [], after: first))
    #expect(
      Self.ledgerText(try fixture.store.importDayChanges(id: 2))
        == Self.ledgerText(before: first, after: first + second))

    let total = try fixture.store.database.query(
      "SELECT sum(net_cents), sum(tickets), count(*) FROM daily_city_sales"
    ) { [$0.int(0), $0.int(1), $0.int(2)] }
    let expected = Self.sums(first + second).values
    #expect(
      total == [
        [expected.map(\.net).reduce(0, +), expected.map(\.tickets).reduce(0, +), Self.days * 3]
      ])

    // Undoing the second import gives back the tables as the first left them.
    _ = try fixture.store.undoImport(id: 2, dryRun: false)
    #expect(try fixture.store.rollupDiscrepancies() == [])
    #expect(try fixture.snapshot() == afterFirst)
  }

  @Test func partsAndOneWriteStoreTheSame() throws {
    let (parted, partedFirst, partedSecond) = try importBoth(partBytes: 64 << 10)
    let (whole, wholeFirst, wholeSecond) = try importBoth(partBytes: .max)
    #expect(partedFirst == wholeFirst)
    #expect(partedSecond == wholeSecond)
    for id: Int64 in [1, 2] {
      #expect(
        Self.ledgerText(try parted.store.importDayChanges(id: id))
          == Self.ledgerText(try whole.store.importDayChanges(id: id)))
    }
  }
}
