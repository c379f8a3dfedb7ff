import Foundation
import SQLiteStorage
import Sales
import Testing

@Suite struct SalesStoreTests {
  let directory: URL
  let store: SalesStore

  init() throws {
    directory = FileManager.default.temporaryDirectory.appending(
      path: "griddle-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
      Order(orderID: "A1", orderedAt: evening, city: city, style: style, quantity: 2),
      Order(
        orderID: "A2", orderedAt: evening.addingTimeInterval(60), city: city, style: style,
        quantity: 3, unitPriceCents: 500),
    ]
    #expect(try store.insert(orders) == InsertSummary(inserted: 2, alreadyPresent: 0))
    #expect(try store.insert([orders[0]]) == InsertSummary(inserted: 0, alreadyPresent: 1))
    let rollup = try store.database.query(
      "SELECT local_day, quantity, revenue_cents, order_count FROM daily_sales"
    ) {
      ($0.int(0), $0.int(1), $0.int(2), $0.int(3))
    }
    #expect(rollup.count == 1)
    #expect(LocalDate(dayNumber: rollup[0].0).description == "2022-05-07")
    #expect(rollup[0].1 == 5)
    #expect(rollup[0].2 == 2 * 650 + 3 * 500)
    #expect(rollup[0].3 == 2)
    #expect(try store.operatingDays().map(\.date.description) == ["2022-05-07"])
  }

  @Test func aConflictingOrderRollsBackTheWholeBatch() throws {
    let city = try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    let style = try store.addStyle(name: "Dosa", priceCents: 600)
    let now = Date(timeIntervalSince1970: 1_651_978_800)
    try store.insert([Order(orderID: "X", orderedAt: now, city: city, style: style, quantity: 1)])
    #expect(throws: SalesStoreError.conflictingOrder(orderID: "X")) {
      try store.insert([
        Order(orderID: "Y", orderedAt: now, city: city, style: style, quantity: 1),
        Order(orderID: "X", orderedAt: now, city: city, style: style, quantity: 9),
      ])
    }
    #expect(try store.orderCount() == 1)
    #expect(try store.database.scalar(Int.self, "SELECT sum(quantity) FROM daily_sales") == 1)
  }
}
