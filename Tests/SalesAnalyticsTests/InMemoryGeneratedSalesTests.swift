import Foundation
import InMemorySalesStore
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// `ReferenceComparisonTests`' generated sales, stored twice: by the real importer into SQLite
/// (from CSV files split mid-order, with a re-import) and by `insert(_:)` into the in-memory
/// store. The two must hold the same, and SalesAnalytics over the in-memory store alone must
/// agree with the naive reference.
@Suite struct InMemoryGeneratedSalesTests {
  let data: GeneratedSales
  let memory: InMemorySalesStore

  init() throws {
    data = try GeneratedSales(seed: 42)
    memory = InMemorySalesStore()
    for city in data.cities {
      #expect(
        try memory.addCity(name: city.name, timeZoneIdentifier: city.timeZone.identifier) == city)
    }
    for style in data.styles {
      #expect(try memory.addStyle(name: style.name, priceCents: style.priceCents) == style)
    }
    let cities = Dictionary(uniqueKeysWithValues: data.cities.map { ($0.id, $0) })
    var orders: [Order] = []
    for lines in Dictionary(grouping: data.lines, by: \.orderID).values {
      let first = lines[0]
      orders.append(
        try Order(
          orderID: first.orderID, orderedAt: first.instant, city: cities[first.cityID]!,
          lines: try lines.map { line in
            try OrderLine(
              line: line.line, styleID: line.styleID, kind: line.isRefund ? .refund : .sale,
              quantity: line.quantity, unitPriceCents: line.unitPriceCents,
              grossCents: data.gross(line), discountCents: line.discountCents,
              refundOf: line.refundOf)
          }))
    }
    try memory.insert(orders.sorted { $0.orderID < $1.orderID })
    for open in data.openWithoutSales {
      try memory.recordOpenDay(cityID: open.cityID, date: open.date)
    }
  }

  var ranges: [DateRange] {
    [
      DateRange(
        GeneratedSales.spans[0].0.adding(days: -3), GeneratedSales.spans[1].1.adding(days: 2)),
      DateRange(LocalDate(iso: "2024-03-08")!, LocalDate(iso: "2024-03-12")!),
      DateRange(LocalDate(iso: "2024-04-05")!, LocalDate(iso: "2024-04-08")!),
      DateRange(LocalDate(iso: "2024-06-01")!, LocalDate(iso: "2024-06-30")!),
    ]
  }

  var filters: [SalesFilter] {
    let byName = Dictionary(uniqueKeysWithValues: data.cities.map { ($0.name, $0) })
    return [
      .all,
      SalesFilter(cities: [byName["Auckland"]!]),
      SalesFilter(styles: [data.styles[2]]),
      SalesFilter(
        cities: [byName["Kathmandu"]!, byName["Reykjavík"]!],
        styles: [data.styles[0], data.styles[3]]),
    ]
  }

  @Test func theImportedAndTheInsertedStoresHoldTheSame() throws {
    let sqlite = data.store
    #expect(try memory.rollupDiscrepancies() == [])
    #expect(try memory.orderCount() == sqlite.orderCount())
    #expect(try memory.orderLineCount() == sqlite.orderLineCount())
    #expect(try memory.operatingDays() == sqlite.operatingDays())
    #expect(try memory.dataDateBounds() == sqlite.dataDateBounds())
    for id in Set(data.lines.map(\.orderID)) {
      #expect(try memory.storedOrder(id: id) == sqlite.storedOrder(id: id), "\(id)")
    }
    for range in ranges {
      for filter in filters {
        let selection = RollupSelection(
          first: range.first, last: range.last, cityIDs: filter.cities.map(\.id),
          styleIDs: filter.styles.map(\.id))
        #expect(try memory.cityDayFigures(selection) == sqlite.cityDayFigures(selection))
        #expect(try memory.styleFigures(selection) == sqlite.styleFigures(selection))
        #expect(try memory.weekdayHourFigures(selection) == sqlite.weekdayHourFigures(selection))
      }
    }
  }

  @Test func analyticsOverTheInMemoryStoreAgreeWithTheReference() throws {
    let analytics = SalesAnalytics(store: memory)
    for range in ranges {
      for filter in filters {
        #expect(
          try analytics.dailyTotals(in: range, filter: filter) == data.referenceDaily(range, filter)
        )
        #expect(
          try analytics.monthlySummaries(in: range, filter: filter)
            == data.referenceMonthly(range, filter))
        #expect(
          try analytics.styleTotals(in: range, filter: filter)
            == data.referenceStyles(range, filter))
        #expect(
          try analytics.cityTotals(in: range, filter: filter) == data.referenceCities(range, filter)
        )
        #expect(
          try analytics.weekdayTotals(in: range, filter: filter)
            == data.referenceWeekdays(range, filter))
        if filter.styles.isEmpty {
          #expect(
            try analytics.hourTotals(in: range, filter: filter)
              == data.referenceHours(range, filter))
        }
      }
    }
    let dates =
      data.lines.filter { !$0.isRefund }.map(\.date) + data.openWithoutSales.map(\.date)
    #expect(try analytics.latestDateWithData() == dates.max())
    #expect(try analytics.earliestDateWithData() == dates.min())
  }
}
