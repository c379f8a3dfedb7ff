import Foundation
import SQLiteStorage
import Sales
import SalesDomain
import TemporaryDirectorySupport
import Testing

@Suite struct SalesStoreTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let store: SalesStore

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-store")
    directory = temporary.url
    store = try SalesStore(path: directory.appending(path: "s.sqlite").path)
  }

  @Test func citiesAreMatchedIgnoringCaseAndKeptAsFirstEntered() throws {
    let added = try store.addCity(name: "San Francisco", timeZoneIdentifier: "America/Los_Angeles")
    let again = try store.addCity(name: "SAN FRANCISCO", timeZoneIdentifier: "America/Los_Angeles")
    #expect(again == added)
    #expect(try store.cities().map(\.name) == ["San Francisco"])
    #expect(try store.city(named: "san francisco")?.timeZone.identifier == "America/Los_Angeles")
  }

  @Test func aCityCannotSilentlyMoveTimeZone() throws {
    try store.addCity(name: "Tokyo", timeZoneIdentifier: "Asia/Tokyo")
    #expect(
      throws: SalesStoreError.cityTimeZoneMismatch(
        city: "Tokyo", recorded: "Asia/Tokyo", requested: "Europe/Paris")
    ) {
      try store.addCity(name: "tokyo", timeZoneIdentifier: "Europe/Paris")
    }
    #expect(throws: SalesStoreError.unknownTimeZone("Mars/Olympus", city: "Base")) {
      try store.addCity(name: "Base", timeZoneIdentifier: "Mars/Olympus")
    }
  }

  @Test func unknownNamesSuggestTheClosestKnownOne() throws {
    try store.addStyle(name: "Crêpe", priceCents: 700)
    try store.addStyle(name: "Dosa", priceCents: 600)
    #expect(throws: SalesStoreError.unknownStyle("Crepes", suggestion: "Crêpe")) {
      try store.requireStyle(named: "Crepes")
    }
    #expect(try store.requireStyle(named: "cre\u{0302}pe").name == "Crêpe")
  }

  @Test func insertingOrdersKeepsTheRollUpInStepAndIsIdempotent() throws {
    let city = try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    let style = try store.addStyle(name: "Cachapa", priceCents: 650)
    // 20:00 on May 7 in Cupertino is already May 8 in UTC; it belongs to May 7.
    let evening = Date(timeIntervalSince1970: 1_651_978_800)
    let orders = [
      try Order(orderID: "A1", orderedAt: evening, city: city, style: style, quantity: 2),
      try Order(
        orderID: "A2", orderedAt: evening.addingTimeInterval(60), city: city, style: style,
        quantity: 3, unitPriceCents: 500),
    ]
    #expect(try store.insert(orders) == InsertSummary(inserted: 2, alreadyPresent: 0))
    #expect(try store.insert([orders[0]]) == InsertSummary(inserted: 0, alreadyPresent: 1))
    let day = LocalDate(iso: "2022-05-07")!
    let rows = try store.cityDayFigures(
      RollupSelection(first: day.adding(days: -1), last: day.adding(days: 1)))
    #expect(rows.map(\.date) == [day])
    let figures = try #require(rows.first?.figures)
    #expect(figures.quantity == 5)
    #expect(figures.netCents == 2 * 650 + 3 * 500)
    #expect(figures.tickets == 2)
    #expect(try store.operatingDays().map(\.date.description) == ["2022-05-07"])
    #expect(try store.rollupDiscrepancies() == [])
  }

  @Test func aConflictingOrderRollsBackTheWholeBatch() throws {
    let city = try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    let style = try store.addStyle(name: "Dosa", priceCents: 600)
    let now = Date(timeIntervalSince1970: 1_651_978_800)
    try store.insert([
      try Order(orderID: "X", orderedAt: now, city: city, style: style, quantity: 1)
    ])
    #expect(throws: SalesStoreError.conflictingOrder(orderID: "X")) {
      try store.insert([
        try Order(orderID: "Y", orderedAt: now, city: city, style: style, quantity: 1),
        try Order(orderID: "X", orderedAt: now, city: city, style: style, quantity: 9),
      ])
    }
    #expect(try store.orderCount() == 1)
    let day = LocalDate(instant: now, timeZone: city.timeZone)
    #expect(
      try store.cityDayFigures(RollupSelection(first: day, last: day)).map(\.figures.quantity) == [
        1
      ])
    #expect(try store.rollupDiscrepancies() == [])
  }

  @Test func linesOfOneTicketArrivingSeparatelyCountTheTicketOncePerGroup() throws {
    let city = try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    let dosa = try store.addStyle(name: "Dosa", priceCents: 600)
    let crepe = try store.addStyle(name: "Crêpe", priceCents: 700)
    let noon = Date(timeIntervalSince1970: 1_651_950_000)
    func order(_ lines: [OrderLine]) throws -> Order {
      try Order(orderID: "T", orderedAt: noon, city: city, lines: lines)
    }
    let first = try OrderLine(
      line: 1, styleID: dosa.id, kind: .sale, quantity: 2, grossCents: 1200, discountCents: 200)
    let second = try OrderLine(line: 2, styleID: dosa.id, kind: .sale, quantity: 1, grossCents: 600)
    let third = try OrderLine(line: 3, styleID: crepe.id, kind: .sale, quantity: 1, grossCents: 700)
    try store.insert([try order([first])])
    try store.insert([try order([second, third])])
    try store.insert([try order([first, second, third])])
    let day = LocalDate(instant: noon, timeZone: city.timeZone)
    let selection = RollupSelection(first: day, last: day)
    let total = try #require(try store.cityDayFigures(selection).first?.figures)
    #expect(
      total
        == SalesFigures(
          quantity: 4, grossCents: 2500, discountCents: 200, refundCents: 0, netCents: 2300,
          tickets: 1))
    let byStyle = Dictionary(
      uniqueKeysWithValues: try store.styleFigures(selection).map {
        ($0.styleID, $0.figures.tickets)
      })
    #expect(byStyle == [dosa.id: 1, crepe.id: 1])
    #expect(try store.rollupDiscrepancies() == [])
    // A line of the same order at another time is refused, and nothing of the call is kept.
    #expect(throws: SalesStoreError.conflictingOrder(orderID: "T")) {
      try store.insert([
        try Order(
          orderID: "T", orderedAt: noon.addingTimeInterval(60), city: city,
          lines: [
            try OrderLine(line: 4, styleID: dosa.id, kind: .sale, quantity: 1, grossCents: 600)
          ])
      ])
    }
    #expect(try store.orderLineCount() == 3)
  }
}
