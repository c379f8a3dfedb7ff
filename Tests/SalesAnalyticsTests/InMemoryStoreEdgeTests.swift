import Foundation
import InMemorySalesStore
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// The edges of the store contract, called the same way on the SQLite store and the in-memory
/// store: conflicts roll back a whole call, instants are kept to the millisecond, a group past
/// its limit is refused, transactions do not nest, and refunds alone make no operating day;
/// and the two places where SQLite's answers differ (recorded as known issues).
@Suite struct InMemoryStoreEdgeTests {
  let sqlite: SalesStore
  let memory: InMemorySalesStore
  let berlin: City
  let tokyo: City
  let dosa: PancakeStyle
  /// 2024-03-30 12:00:00 UTC, a whole second.
  let noon = Date(timeIntervalSince1970: 1_711_800_000)

  init() throws {
    sqlite = try SalesStore(path: ":memory:")
    memory = InMemorySalesStore()
    var made: [(City, City, PancakeStyle)] = []
    for store in [sqlite, memory] as [any SalesDataStore] {
      made.append(
        (
          try store.addCity(name: "Berlin", timeZoneIdentifier: "Europe/Berlin"),
          try store.addCity(name: "Tokyo", timeZoneIdentifier: "Asia/Tokyo"),
          try store.addStyle(name: "Dosa", priceCents: 600)
        ))
    }
    #expect(made[0] == made[1])
    (berlin, tokyo, dosa) = made[0]
  }

  func sale(_ line: Int, quantity: Int = 2, unitPrice: Int? = nil) throws -> OrderLine {
    try OrderLine(
      line: line, styleID: dosa.id, kind: .sale, quantity: quantity, unitPriceCents: unitPrice,
      grossCents: quantity * 600)
  }

  func order(
    _ id: String, at instant: Date? = nil, in city: City? = nil, _ lines: [OrderLine]
  ) throws -> Order {
    try Order(orderID: id, orderedAt: instant ?? noon, city: city ?? berlin, lines: lines)
  }

  /// What `body` throws in each store, as text (nil for nothing), SQLite's first.
  func errors(_ body: (any SalesDataStore) throws -> Void) -> (String?, String?) {
    (
      InMemoryStoreParityTests.error { try body(sqlite) },
      InMemoryStoreParityTests.error { try body(memory) }
    )
  }

  /// Every reader over 2024 answers the same in both stores, and both roll-ups hold.
  func expectSameState(_ comment: Comment? = nil) throws {
    let year = RollupSelection(
      first: LocalDate(iso: "2024-01-01")!, last: LocalDate(iso: "2024-12-31")!)
    #expect(try memory.cityDayFigures(year) == sqlite.cityDayFigures(year), comment)
    #expect(try memory.styleFigures(year) == sqlite.styleFigures(year), comment)
    #expect(try memory.weekdayHourFigures(year) == sqlite.weekdayHourFigures(year), comment)
    #expect(try memory.operatingDays() == sqlite.operatingDays(), comment)
    #expect(try memory.orderLineCount() == sqlite.orderLineCount(), comment)
    #expect(try memory.orderCount() == sqlite.orderCount(), comment)
    #expect(try memory.dataDateBounds() == sqlite.dataDateBounds(), comment)
    #expect(try memory.rollupDiscrepancies() == [], comment)
    #expect(try sqlite.rollupDiscrepancies() == [], comment)
  }

  @Test func aConflictingLineRollsBackTheWholeCall() throws {
    for store in [sqlite, memory] as [any SalesDataStore] {
      try store.insert([try order("A", [try sale(1)])])
    }
    let conflicts: [[Order]] = [
      // A new order first, then a stored line with another quantity.
      [try order("B", [try sale(1)]), try order("A", [try sale(1, quantity: 3)])],
      // The same quantity and money, another unit price.
      [try order("B", [try sale(1)]), try order("A", [try sale(1, unitPrice: 600)])],
      // A new line of A, one millisecond later.
      [try order("A", at: noon.addingTimeInterval(0.001), [try sale(2)])],
      // A new line of A in another city.
      [try order("A", in: tokyo, [try sale(2)])],
      // B twice in one call, its line differing the second time.
      [try order("B", [try sale(1)]), try order("B", [try sale(1, quantity: 5)])],
    ]
    for batch in conflicts {
      let (fromSQLite, fromMemory) = errors { try $0.insert(batch) }
      let expected = "\(SalesStoreError.conflictingOrder(orderID: batch.last!.orderID))"
      #expect(fromSQLite == expected)
      #expect(fromMemory == expected)
      try expectSameState()
      #expect(try memory.orderCount() == 1)
    }
  }

  @Test func instantsAreComparedToTheMillisecond() throws {
    let lines = [try sale(1)]
    for store in [sqlite, memory] as [any SalesDataStore] {
      try store.insert([try order("A", lines)])
      // Less than a millisecond later: the same stored instant, so the same line.
      let again = try store.insert([try order("A", at: noon.addingTimeInterval(0.0004), lines)])
      #expect(again == InsertSummary(inserted: 0, alreadyPresent: 1))
    }
    let fromSQLite = try #require(try sqlite.storedOrder(id: "A"))
    #expect(try memory.storedOrder(id: "A") == fromSQLite)
    #expect(fromSQLite.orderedAt == noon)
  }

  @Test func aGroupPastItsLimitIsRefusedWithNothingStored() throws {
    let huge = try OrderLine(
      line: 1, styleID: dosa.id, kind: .sale, quantity: 1,
      grossCents: Int(SalesLimits.groupFigure) + 1)
    let (fromSQLite, fromMemory) = errors {
      try $0.insert([try order("A", [try sale(1)]), try order("B", in: tokyo, [huge])])
    }
    let date = LocalTime(instant: noon, timeZone: tokyo.timeZone).date
    #expect(fromSQLite == "\(SalesStoreError.groupLimitExceeded(city: "Tokyo", date: date))")
    #expect(fromMemory == fromSQLite)
    try expectSameState()
    #expect(try memory.orderCount() == 0)
  }

  @Test func transactionsDoNotNest() throws {
    let (fromSQLite, fromMemory) = errors { store in
      try store.inTransaction {
        try store.addCity(name: "Lyon", timeZoneIdentifier: "Europe/Paris")
        try store.insert([try order("A", [try sale(1)])])
      }
    }
    #expect(fromSQLite != nil)
    #expect(fromMemory == "\(InMemoryStoreError.nestedTransaction)")
    // Both rolled back the city added before the refused insert.
    #expect(try memory.cities() == sqlite.cities())
    #expect(try memory.city(named: "Lyon") == nil)
    try expectSameState()
  }

  @Test func aFailingTransactionKeepsNothing() throws {
    struct Stop: Error {}
    for store in [sqlite, memory] as [any SalesDataStore] {
      #expect(throws: Stop.self) {
        try store.inTransaction {
          try store.addStyle(name: "Crêpe", priceCents: 700)
          try store.recordOpenDay(cityID: 1, date: LocalDate(iso: "2024-03-30")!)
          throw Stop()
        }
      }
    }
    #expect(try memory.styles() == sqlite.styles())
    #expect(try memory.styles().count == 1)
    try expectSameState()
  }

  @Test func refundsAloneMakeNoOperatingDay() throws {
    let refund = try OrderLine(
      line: 1, styleID: dosa.id, kind: .refund, quantity: -1, grossCents: -600,
      discountCents: -100, refundOf: "A")
    let exchange = [
      try sale(1, quantity: 1),
      try OrderLine(line: 2, styleID: dosa.id, kind: .refund, quantity: -1, grossCents: -600),
    ]
    let later = noon.addingTimeInterval(3 * 86_400)
    for store in [sqlite, memory] as [any SalesDataStore] {
      try store.insert([
        try order("A", [try sale(1)]), try order("R", at: later, [refund]),
        try order("X", in: tokyo, exchange),
      ])
      try store.recordOpenDay(cityID: berlin.id, date: LocalDate(iso: "2024-01-05")!)
      try store.recordOpenDay(cityID: berlin.id, date: LocalDate(iso: "2024-03-30")!)
    }
    try expectSameState()
    let days = try memory.operatingDays()
    #expect(days.map(\.date.description) == ["2024-01-05", "2024-03-30", "2024-03-30"])
    #expect(days.map(\.hadSales) == [false, true, true])
    let refundDay = try memory.cityDayFigures(
      RollupSelection(first: LocalDate(iso: "2024-04-02")!, last: LocalDate(iso: "2024-04-02")!))
    #expect(
      refundDay.map(\.figures) == [
        SalesFigures(quantity: -1, refundCents: 500, netCents: -500, tickets: 0)
      ])
  }

  /// Operating days come by city then date from every store (SQLite's reader had no
  /// `ORDER BY` and gave them by date then city when no city was selected).
  @Test func operatingDaysInTheOrderEachStoreGivesThem() throws {
    let orders = try (0..<6).map { index in
      try order(
        "O\(index)", at: noon.addingTimeInterval(Double(index % 3) * 86_400),
        in: index < 3 ? tokyo : berlin, [try sale(1)])
    }
    for store in [sqlite, memory] as [any SalesDataStore] { try store.insert(orders) }
    let week = RollupSelection(
      first: LocalDate(iso: "2024-03-29")!, last: LocalDate(iso: "2024-04-05")!)
    func days(_ store: any SalesDataStore, _ selection: RollupSelection) throws -> [String] {
      try store.operatingDays(selection).map { "\($0.cityID)@\($0.date)" }
    }
    let byCity =
      ["1@2024-03-30", "1@2024-03-31", "1@2024-04-01"]
      + ["2@2024-03-30", "2@2024-03-31", "2@2024-04-01"]
    let someCities = RollupSelection(first: week.first, last: week.last, cityIDs: [2, 1])
    #expect(try days(memory, week) == byCity)
    #expect(try days(memory, someCities) == byCity)
    #expect(try days(sqlite, someCities) == byCity)
    #expect(try days(sqlite, week) == byCity)
  }

  @Test func weekdaysBefore1970() throws {
    let utc = try memory.addCity(name: "Greenwich", timeZoneIdentifier: "UTC")
    #expect(try sqlite.addCity(name: "Greenwich", timeZoneIdentifier: "UTC") == utc)
    // 1969-12-28 was a Sunday (ISO weekday 7), 1969-12-31 a Wednesday (3).
    let sunday = Date(timeIntervalSince1970: -4 * 86_400 + 12 * 3600)
    let wednesday = Date(timeIntervalSince1970: -1 * 86_400 + 12 * 3600)
    for store in [sqlite, memory] as [any SalesDataStore] {
      try store.insert([
        try order("S", at: sunday, in: utc, [try sale(1)]),
        try order("W", at: wednesday, in: utc, [try sale(1)]),
      ])
    }
    let selection = RollupSelection(
      first: LocalDate(iso: "1969-12-01")!, last: LocalDate(iso: "1970-01-31")!)
    #expect(try memory.weekdayHourFigures(selection).map(\.weekday) == [3, 7])
    // SQL's `%` keeps the dividend's sign: `(local_day + 3) % 7 + 1` made the Sunday before
    // 1970-01-01 weekday 0, which `hourTotals` then dropped.
    let weekdays = try sqlite.weekdayHourFigures(selection).map(\.weekday)
    let range = DateRange(selection.first, selection.last)
    let sold = { (store: any SalesDataStore) in
      try SalesAnalytics(store: store).hourTotals(in: range).reduce(0) { $0 + $1.quantity }
    }
    #expect(try sold(memory) == 4)  // two orders of two
    #expect(weekdays == [3, 7])
    #expect(try sold(sqlite) == 4)
  }
}
