import Foundation
import Sales
import SalesAnalytics
import Testing

/// The service (reading the roll-up) against the naive reference (reading orders) on generated
/// orders in six time zones across daylight-saving changes.
@Suite struct ReferenceComparisonTests {
  let data: GeneratedSales
  let analytics: SalesAnalytics

  init() throws {
    data = try GeneratedSales(seed: 42)
    analytics = SalesAnalytics(store: data.store)
  }

  var ranges: [DateRange] {
    let whole = DateRange(
      GeneratedSales.spans[0].0.adding(days: -3), GeneratedSales.spans[1].1.adding(days: 2))
    return [
      whole,
      // Around the US and NZ/Lord Howe changes, and a single day.
      DateRange(LocalDate(iso: "2024-03-08")!, LocalDate(iso: "2024-03-12")!),
      DateRange(LocalDate(iso: "2024-04-05")!, LocalDate(iso: "2024-04-08")!),
      DateRange(LocalDate(iso: "2024-11-03")!, LocalDate(iso: "2024-11-03")!),
      // A range with no data at all.
      DateRange(LocalDate(iso: "2024-06-01")!, LocalDate(iso: "2024-06-30")!),
    ]
  }

  var filters: [SalesFilter] {
    let byName = Dictionary(uniqueKeysWithValues: data.cities.map { ($0.name, $0) })
    return [
      .all,
      SalesFilter(cities: [byName["Auckland"]!]),
      SalesFilter(cities: [byName["Tokyo"]!, byName["Los Angeles"]!, byName["Lord Howe"]!]),
      SalesFilter(styles: [data.styles[2]]),
      SalesFilter(
        cities: [byName["Kathmandu"]!, byName["Reykjavík"]!],
        styles: [data.styles[0], data.styles[3]]),
    ]
  }

  @Test func storedLocalDaysAgreeWithFoundationsCalendar() {
    for order in data.orders {
      #expect(order.localDate == data.localDate(order), "\(order.orderID)")
    }
  }

  @Test func dailyTotals() throws {
    for range in ranges {
      for filter in filters {
        #expect(
          try analytics.dailyTotals(in: range, filter: filter) == data.referenceDaily(range, filter)
        )
      }
    }
  }

  @Test func dailyTotalsByCityAddUpToTheDailyTotals() throws {
    for filter in filters {
      let range = ranges[0]
      let byCity = try analytics.dailyTotalsByCity(in: range, filter: filter)
      let daily = try analytics.dailyTotals(in: range, filter: filter)
      #expect(byCity.count == daily.count * data.selected(filter).count)
      for day in daily {
        let cells = byCity.filter { $0.date == day.date }
        #expect(cells.reduce(0) { $0 + $1.quantity } == day.quantity)
        #expect(cells.reduce(0) { $0 + $1.revenueCents } == day.revenueCents)
        #expect(cells.contains { $0.isOperatingDay } == day.isOperatingDay)
      }
    }
  }

  @Test func monthlySummariesAndOverallAverage() throws {
    for range in ranges {
      for filter in filters {
        let months = try analytics.monthlySummaries(in: range, filter: filter)
        #expect(months == data.referenceMonthly(range, filter))
        let reference = data.referenceDaily(range, filter)
        let average = try analytics.overallAverage(in: range, filter: filter)
        #expect(average.quantity == reference.reduce(0) { $0 + $1.quantity })
        #expect(average.operatingDays == reference.filter(\.isOperatingDay).count)
      }
    }
  }

  @Test func styleCityAndWeekdayTotals() throws {
    for range in ranges {
      for filter in filters {
        #expect(
          try analytics.styleTotals(in: range, filter: filter)
            == data.referenceStyles(range, filter))
        #expect(
          try analytics.cityTotals(in: range, filter: filter) == data.referenceCities(range, filter)
        )
        #expect(
          try analytics.weekdayTotals(in: range, filter: filter)
            == data.referenceWeekdays(range, filter))
      }
    }
  }

  @Test func comparisonsAgreeWithTheReference() throws {
    let end = LocalDate(iso: "2024-11-10")!
    for period in [
      ComparisonPeriod.trailingDays(30), .monthVersusPreviousMonth, .monthVersusSameMonthLastYear,
    ] {
      let comparison = try analytics.comparison(period, endingOn: end)
      let (current, previous) = period.ranges(endingOn: end)
      let now = data.referenceDaily(current, .all).reduce(0) { $0 + $1.quantity }
      let before = data.referenceDaily(previous, .all).reduce(0) { $0 + $1.quantity }
      #expect(comparison.current.quantity == now)
      #expect(comparison.previous.quantity == before)
      #expect(comparison.absoluteChange == now - before)
      #expect(
        comparison.percentChange
          == (before == 0 ? nil : Double(now - before) / Double(before) * 100))
    }
  }

  @Test func latestAndEarliestDates() throws {
    let dates = data.orders.map(data.localDate) + data.openWithoutSales.map(\.date)
    #expect(try analytics.latestDateWithData() == dates.max())
    #expect(try analytics.earliestDateWithData() == dates.min())
  }
}
