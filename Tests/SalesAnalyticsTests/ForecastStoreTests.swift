import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// Forecasts read from a real store: local days across clock changes, closed days, short
/// history, and the rows a filter asks for.
@Suite struct ForecastStoreTests {
  /// Units Monday … Sunday; a Cachapa for every three units of Dosa.
  static let week = [0, 20, 24, 28, 40, 64, 48]

  /// A store with Los Angeles (closed Mondays) selling the same week, over `weeks` weeks
  /// ending on `last`, each day in two orders: one at 00:30 and one at 23:30 local time, so a
  /// day counted in UTC or a wrong offset would move units to the neighbouring day.
  static func makeStore(weeks: Int, last: LocalDate) throws -> (SalesStore, City) {
    let store = try SalesStore(path: ":memory:")
    let city = try store.addCity(name: "Los Angeles", timeZoneIdentifier: "America/Los_Angeles")
    let dosa = try store.addStyle(name: "Dosa", priceCents: 600)
    let cachapa = try store.addStyle(name: "Cachapa", priceCents: 650)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = city.timeZone
    var orders: [Order] = []
    for offset in (0..<(weeks * 7)).reversed() {
      let date = last.adding(days: -offset)
      let units = week[date.isoWeekday - 1]
      guard units > 0 else { continue }
      let (year, month, day) = date.components
      for (index, (hour, style, quantity)) in [
        (0, dosa, units * 3 / 4), (23, cachapa, units / 4),
      ].enumerated() {
        let instant = try #require(
          calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: 30)))
        orders.append(
          try Order(
            orderID: "\(date)-\(index)", orderedAt: instant, city: city, style: style,
            quantity: quantity))
      }
    }
    try store.insert(orders)
    return (store, city)
  }

  @Test func weeksAcrossBothClockChangesAreForecastExactly() throws {
    // 2024-03-10 and 2024-11-03 are in the history; the last 8 weeks hold the November change.
    let (store, _) = try Self.makeStore(weeks: 40, last: LocalDate(iso: "2024-11-20")!)
    let analytics = SalesAnalytics(store: store)
    let thursday = LocalDate(iso: "2024-11-21")!
    let rows = try analytics.forecasts(for: thursday)
    #expect(rows.map { $0.style ?? "total" } == ["total", "Cachapa", "Dosa"])
    let expected = [28, 7, 21]
    for (row, units) in zip(rows, expected) {
      let figures = try #require(row.figures, "\(row)")
      #expect(row.date == thursday && row.city == "Los Angeles")
      #expect(figures.quantity == units && figures.low == units && figures.high == units)
      #expect(figures.forecast.meanAbsoluteScaledError == 0)
    }
    // Net sales at the menu prices: 21 Dosa × $6 + 7 Cachapa × $6.50.
    #expect(rows[2].figures?.revenueCents == 21 * 600)
    #expect(rows[1].figures?.revenueCents == 7 * 650)
    #expect(rows[0].figures?.revenueCents == 21 * 600 + 7 * 650)
    let backtest = try #require(rows[0].figures?.forecast.backtest)
    // Every operating day of the 8 weeks (no Mondays), including the day the clocks changed.
    #expect(backtest.days.count == 48)
    let history = try #require(rows[0].figures?.history)
    #expect(backtest.days.contains { history.date(at: $0.index) == LocalDate(iso: "2024-11-03")! })
  }

  @Test func aClosedWeekdayIsNotAZeroSaleDayButHasNoForecast() throws {
    let (store, _) = try Self.makeStore(weeks: 20, last: LocalDate(iso: "2024-06-30")!)
    let rows = try SalesAnalytics(store: store).forecasts(for: LocalDate(iso: "2024-07-01")!)
    // A Monday: never open, so no figures (not a forecast of 0) and the reason.
    #expect(rows.allSatisfy { $0.figures == nil && $0.operatingSameWeekdays == 0 })
    #expect(
      rows.first?.reason
        == "only 0 operating Mondays in the 52 weeks before 2024-07-01; a forecast needs 4")
  }

  @Test func tooLittleHistoryGivesNullFiguresAndAReason() throws {
    let (store, _) = try Self.makeStore(weeks: 3, last: LocalDate(iso: "2024-06-30")!)
    let analytics = SalesAnalytics(store: store)
    let rows = try analytics.forecasts(for: LocalDate(iso: "2024-07-02")!)
    #expect(rows.count == 3 && rows.allSatisfy { $0.figures == nil })
    #expect(
      rows[0].reason
        == "only 3 operating Tuesdays in the 52 weeks before 2024-07-02; a forecast needs 4")
    // One week more is enough.
    let (longer, _) = try Self.makeStore(weeks: 4, last: LocalDate(iso: "2024-06-30")!)
    let enough = try SalesAnalytics(store: longer).forecasts(for: LocalDate(iso: "2024-07-02")!)
    #expect(enough.allSatisfy { $0.figures != nil && $0.reason == nil })
  }

  @Test func aPastDateIsForecastFromTheSalesBeforeItOnly() throws {
    let (store, city) = try Self.makeStore(weeks: 20, last: LocalDate(iso: "2024-06-30")!)
    let date = LocalDate(iso: "2024-06-20")!
    let before = try SalesAnalytics(store: store).forecasts(for: date)
    // A huge day on and after the forecast date changes nothing about it.
    let style = try #require(try store.style(named: "Dosa"))
    try store.insert([
      try Order(
        orderID: "late", orderedAt: Date(timeIntervalSince1970: 1_718_900_000), city: city,
        style: style, quantity: 5000)
    ])
    #expect(try SalesAnalytics(store: store).forecasts(for: date) == before)
  }

  @Test func theStyleFilterListsOnlyThoseStyles() throws {
    let (store, _) = try Self.makeStore(weeks: 10, last: LocalDate(iso: "2024-06-30")!)
    let dosa = try #require(try store.style(named: "Dosa"))
    let rows = try SalesAnalytics(store: store).forecasts(
      for: LocalDate(iso: "2024-07-02")!, filter: SalesFilter(styles: [dosa]))
    #expect(rows.map(\.style) == ["Dosa"])
    #expect(rows[0].figures?.quantity == 15)
  }
}
