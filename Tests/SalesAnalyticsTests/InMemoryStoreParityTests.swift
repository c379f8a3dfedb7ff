import Foundation
import InMemorySalesStore
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// The same calls into the SQLite store and the in-memory store: every reader of
/// `SalesDataStore` and every series of `SalesAnalytics` must answer the same.
@Suite struct InMemoryStoreParityTests {
  let sqlite: SalesStore
  let memory: InMemorySalesStore
  let orders: ParityOrders
  /// What each `insert(_:)` call reported: (SQLite, in memory).
  let summaries: [(InsertSummary, InsertSummary)]

  init() throws {
    sqlite = try SalesStore(path: ":memory:")
    memory = InMemorySalesStore()
    let (cities, styles) = try ParityOrders.register(in: sqlite)
    let (memoryCities, memoryStyles) = try ParityOrders.register(in: memory)
    #expect(memoryCities == cities)
    #expect(memoryStyles == styles)
    orders = try ParityOrders(cities: cities, styles: styles, seed: 7)
    var summaries: [(InsertSummary, InsertSummary)] = []
    for (index, batch) in orders.batches.enumerated() {
      summaries.append((try sqlite.insert(batch), try memory.insert(batch)))
      if index == 0 {
        for open in orders.openDays {
          try sqlite.recordOpenDay(cityID: open.cityID, date: open.date)
          try memory.recordOpenDay(cityID: open.cityID, date: open.date)
        }
      }
    }
    self.summaries = summaries
  }

  var stores: [any SalesDataStore] { [sqlite, memory] }

  /// Whole spans, the days around each change, one day, a month without orders, and a range
  /// whose last day is before its first.
  static let ranges: [DateRange] = [
    DateRange(LocalDate(iso: "2024-02-15")!, LocalDate(iso: "2024-11-20")!),
    DateRange(LocalDate(iso: "2024-03-08")!, LocalDate(iso: "2024-03-12")!),
    DateRange(LocalDate(iso: "2024-04-05")!, LocalDate(iso: "2024-04-08")!),
    DateRange(LocalDate(iso: "2024-09-28")!, LocalDate(iso: "2024-10-07")!),
    DateRange(LocalDate(iso: "2024-11-03")!, LocalDate(iso: "2024-11-03")!),
    DateRange(LocalDate(iso: "2024-06-01")!, LocalDate(iso: "2024-06-30")!),
  ]

  var filters: [SalesFilter] {
    let city = { (name: String) in orders.cities.first { $0.name == name }! }
    return [
      .all,
      SalesFilter(cities: [city("Auckland")]),
      SalesFilter(cities: [city("Tokyo"), city("Los Angeles"), city("Lord Howe")]),
      SalesFilter(styles: [orders.styles[2]]),
      SalesFilter(
        cities: [city("Kathmandu"), city("Reykjavík")],
        styles: [orders.styles[0], orders.styles[3]]),
    ]
  }

  var selections: [RollupSelection] {
    var selections = Self.ranges.flatMap { range in
      filters.map {
        RollupSelection(
          first: range.first, last: range.last, cityIDs: $0.cities.map(\.id),
          styleIDs: $0.styles.map(\.id))
      }
    }
    let whole = Self.ranges[0]
    selections.append(RollupSelection(first: whole.last, last: whole.first))
    // An id nobody has, and a repeated one.
    selections.append(
      RollupSelection(first: whole.first, last: whole.last, cityIDs: [99, 2, 2], styleIDs: [1, 1]))
    return selections
  }

  @Test func theOrdersHaveWhatTheTestsClaim() throws {
    let lines = orders.batches.flatMap { $0 }.flatMap(\.lines)
    #expect(lines.contains { $0.kind == .refund && $0.refundOf != nil })
    #expect(lines.contains { $0.kind == .refund && $0.refundOf == nil })
    #expect(lines.contains { $0.discountCents > 0 })
    #expect(orders.batches[0].contains { $0.lines.count == 3 })
    let figures = try memory.cityDayFigures(
      RollupSelection(first: Self.ranges[0].first, last: Self.ranges[0].last))
    #expect(figures.contains { $0.figures.tickets == 0 })  // a day with refunds only
    #expect(figures.reduce(0) { $0 + $1.figures.refundCents } > 0)
    let open = try memory.operatingDays()
    #expect(open.contains { !$0.hadSales })
  }

  @Test func insertsReportTheSameCounts() {
    for (fromSQLite, fromMemory) in summaries { #expect(fromSQLite == fromMemory) }
    let first = orders.batches[0].reduce(0) { $0 + $1.lines.count }
    let twice = orders.batches[0].filter { $0.orderID.dropFirst().allSatisfy(\.isNumber) }
    #expect(summaries[0].1.inserted + summaries[0].1.alreadyPresent == first)
    #expect(summaries[0].1.alreadyPresent > 0, "an order twice in one call")
    #expect(summaries[2].1 == InsertSummary(inserted: 0, alreadyPresent: first))
    #expect(!twice.isEmpty)
  }

  @Test func rollUpsAgreeWithTheLinesInBoth() throws {
    #expect(try sqlite.rollupDiscrepancies() == [])
    #expect(try memory.rollupDiscrepancies() == [])
  }

  /// SQLite's one read of every style's days gives, style by style, what a read of that style
  /// alone gives, on both stores (the in-memory store reads style by style); a style id
  /// without rows gets an empty list.
  @Test func everyStylesDaysReadAtOnceAreEachStylesDays() throws {
    let styleIDs = orders.styles.map(\.id) + [9_999]
    var compared = 0
    for range in Self.ranges {
      for filter in filters {
        let selection = RollupSelection(
          first: range.first, last: range.last, cityIDs: filter.cities.map(\.id))
        let atOnce = try sqlite.cityDayFiguresByStyle(selection, styleIDs: styleIDs)
        #expect(atOnce == (try memory.cityDayFiguresByStyle(selection, styleIDs: styleIDs)))
        #expect(Set(atOnce.keys) == Set(styleIDs))
        #expect(atOnce[9_999] == [])
        for id in styleIDs {
          var one = selection
          one.styleIDs = [id]
          #expect(atOnce[id] == (try sqlite.cityDayFigures(one)), "\(range) style \(id)")
          compared += atOnce[id]?.count ?? 0
        }
      }
    }
    #expect(compared > 1000)
  }

  @Test func countsAndBoundsAreTheSame() throws {
    #expect(try memory.orderCount() == sqlite.orderCount())
    #expect(try memory.orderLineCount() == sqlite.orderLineCount())
    #expect(try memory.dataDateBounds() == sqlite.dataDateBounds())
    #expect(try memory.operatingDays() == sqlite.operatingDays())
    #expect(try memory.orderCount() > 1000)
  }

  @Test func everyStoredOrderIsTheSame() throws {
    for id in Set(orders.batches.flatMap { $0 }.map(\.orderID)) {
      let stored = try #require(try sqlite.storedOrder(id: id))
      #expect(try memory.storedOrder(id: id) == stored, "\(id)")
    }
    #expect(try memory.storedOrder(id: "nobody") == nil)
  }

  @Test func readersOfTheRollUpsAnswerTheSame() throws {
    for selection in selections {
      #expect(
        try memory.cityDayFigures(selection) == sqlite.cityDayFigures(selection), "\(selection)")
      #expect(try memory.styleFigures(selection) == sqlite.styleFigures(selection), "\(selection)")
      #expect(
        try memory.weekdayHourFigures(selection) == sqlite.weekdayHourFigures(selection),
        "\(selection)")
    }
  }

  /// The protocol promises no order for operating days: they are compared as sets here, and
  /// in the order each store gives them in the next test.
  @Test func operatingDaysAreTheSameDays() throws {
    for selection in selections {
      let fromSQLite = try sqlite.operatingDays(selection).map { "\($0.cityID)@\($0.date)" }
      let fromMemory = try memory.operatingDays(selection).map { "\($0.cityID)@\($0.date)" }
      #expect(fromMemory.sorted() == fromSQLite.sorted(), "\(selection)")
      #expect(Set(fromSQLite).count == fromSQLite.count)
    }
  }

  @Test func referenceDataAndNameMatchingAreTheSame() throws {
    #expect(try memory.cities() == sqlite.cities())
    #expect(try memory.styles() == sqlite.styles())
    for name in ["auckland", " TOKYO ", "reykjavi\u{0301}k", "REYKJAVÍK", "Osaka", ""] {
      #expect(try memory.city(named: name) == sqlite.city(named: name), "\(name)")
    }
    for name in ["CRE\u{0302}PE", "jian bing", "Crepe", "Pho"] {
      #expect(try memory.style(named: name) == sqlite.style(named: name), "\(name)")
    }
    for typo in ["Aukland", "Tokio", "Lord Howe Island", "Osaka"] {
      #expect(
        Self.error { try memory.requireCity(named: typo) }
          == Self.error { try sqlite.requireCity(named: typo) }, "\(typo)")
    }
    for typo in ["Cachappa", "Dosas", "Pancake"] {
      #expect(
        Self.error { try memory.requireStyle(named: typo) }
          == Self.error { try sqlite.requireStyle(named: typo) }, "\(typo)")
    }
  }

  @Test func referenceDataChangesAreTheSame() throws {
    for store in stores {
      try store.inTransaction {
        // An existing name keeps its price; a new one is added after the others.
        try store.addStyle(name: "  dosa ", priceCents: 610)
        try store.addStyle(name: "dosa", priceCents: 999)
        try store.setMenuPrice(ofStyle: 1, to: 675)
        try store.setMenuPrice(ofStyle: 99, to: 1)
        try store.addStyle(name: "Ae\u{0301}bleskiver", priceCents: nil)
        try store.addCity(name: "Zürich", timeZoneIdentifier: "Europe/Zurich")
        try store.addCity(name: "ZU\u{0308}RICH", timeZoneIdentifier: "Europe/Zurich")
      }
    }
    #expect(try memory.styles() == sqlite.styles())
    #expect(try memory.cities() == sqlite.cities())
    #expect(try memory.style(named: "dosa")?.priceCents == 610)
    // Without its umlaut Zurich is another name (`NameKey` folds case, not accents).
    for store in stores { try store.addCity(name: "zurich", timeZoneIdentifier: "Europe/Zurich") }
    let refusals: [(any SalesDataStore) throws -> Void] = [
      { try $0.addCity(name: "Zürich", timeZoneIdentifier: "Europe/Berlin") },
      { try $0.addCity(name: "Oslo", timeZoneIdentifier: "Europe/Osloo") },
      { try $0.addCity(name: "  ", timeZoneIdentifier: "UTC") },
      { try $0.addStyle(name: "\n", priceCents: 1) },
    ]
    for refusal in refusals {
      let refused = Self.error { try refusal(sqlite) }
      #expect(refused != nil)
      #expect(Self.error { try refusal(memory) } == refused)
    }
    #expect(try memory.cities() == sqlite.cities())
  }

  @Test func analyticsSeriesAreTheSame() throws {
    let fromSQLite = SalesAnalytics(store: sqlite)
    let fromMemory = SalesAnalytics(store: memory)
    #expect(try fromMemory.latestDateWithData() == fromSQLite.latestDateWithData())
    #expect(try fromMemory.earliestDateWithData() == fromSQLite.earliestDateWithData())
    for range in Self.ranges {
      for filter in filters {
        let context = "\(range) \(filter.cities.map(\.name)) \(filter.styles.map(\.name))"
        #expect(
          try fromMemory.dailyTotals(in: range, filter: filter)
            == fromSQLite.dailyTotals(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.dailyTotalsByCity(in: range, filter: filter)
            == fromSQLite.dailyTotalsByCity(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.monthlySummaries(in: range, filter: filter)
            == fromSQLite.monthlySummaries(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.overallAverage(in: range, filter: filter)
            == fromSQLite.overallAverage(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.weekdayTotals(in: range, filter: filter)
            == fromSQLite.weekdayTotals(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.hourTotals(in: range, filter: filter)
            == fromSQLite.hourTotals(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.styleTotals(in: range, filter: filter, top: 2)
            == fromSQLite.styleTotals(in: range, filter: filter, top: 2), "\(context)")
        #expect(
          try fromMemory.styleTotals(in: range, filter: filter)
            == fromSQLite.styleTotals(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.cityTotals(in: range, filter: filter)
            == fromSQLite.cityTotals(in: range, filter: filter), "\(context)")
        #expect(
          try fromMemory.periodTotal(range, filter: filter)
            == fromSQLite.periodTotal(range, filter: filter), "\(context)")
      }
    }
    for end in [LocalDate(iso: "2024-03-31")!, LocalDate(iso: "2024-11-10")!] {
      for period in [
        ComparisonPeriod.trailingDays(30), .trailingDays(7), .monthVersusPreviousMonth,
        .monthVersusSameMonthLastYear,
      ] {
        for filter in filters {
          #expect(
            try fromMemory.comparison(period, endingOn: end, filter: filter)
              == fromSQLite.comparison(period, endingOn: end, filter: filter))
        }
      }
    }
    let whole = try fromMemory.periodTotal(Self.ranges[0])
    #expect(whole.quantity > 1000 && whole.operatingDays > 100)
  }

  /// The error `body` throws, as text (nil when it throws none), to compare two stores'.
  static func error<T>(_ body: () throws -> T) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return "\(error)"
    }
  }
}
