import Foundation
import Sales
import SalesAnalytics
import SalesDomain
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

  @Test func storedLocalDaysAndHoursAgreeWithFoundationsCalendar() throws {
    for line in data.lines.prefix(400) {
      let order = try #require(try data.store.storedOrder(id: line.orderID))
      #expect(order.localDate == line.date, "\(line.orderID)")
      #expect(order.localHour == line.hour, "\(line.orderID)")
    }
  }

  @Test func theGeneratedDataHasWhatTheTestsClaim() {
    let saleDays = Set(
      data.lines.filter { !$0.isRefund }.map {
        GeneratedSales.CityDate(cityID: $0.cityID, date: $0.date)
      })
    #expect(
      data.lines.contains { refund in
        refund.isRefund
          && !saleDays.contains(GeneratedSales.CityDate(cityID: refund.cityID, date: refund.date))
      })
    #expect(data.lines.contains { $0.line == 3 })
    #expect(data.lines.contains { $0.discountCents > 0 })
  }

  @Test func hourTotals() throws {
    for range in ranges {
      for filter in filters where filter.styles.isEmpty {
        #expect(
          try analytics.hourTotals(in: range, filter: filter) == data.referenceHours(range, filter))
      }
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
    let dates =
      data.lines.filter { !$0.isRefund }.map(\.date) + data.openWithoutSales.map(\.date)
    #expect(try analytics.latestDateWithData() == dates.max())
    #expect(try analytics.earliestDateWithData() == dates.min())
  }
}
