import Foundation
import GriddleTestSupport
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// The committed fixture tells the WWDC22 session's story; every expected number here is typed
/// from the issue (the session's tables), not from the service's output.
@Suite struct SeedFixtureTests {
  let analytics: SalesAnalytics

  init() throws { analytics = SalesAnalytics(store: try Fixture.makeStore()) }

  static func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }
  static let last30Days = DateRange(date("2022-05-08"), date("2022-06-06"))

  @Test func latestDayWithDataIsTheSessionDate() throws {
    #expect(try analytics.latestDateWithData() == Self.date("2022-06-06"))
    #expect(try analytics.earliestDateWithData() == Self.date("2021-07-01"))
  }

  @Test func dailySalesAreTheSessionsThirtyValues() throws {
    let expected = [
      168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187, 119, 160, 144,
      152, 148, 240, 242, 173, 143, 137, 123, 146, 214, 250, 146,
    ]
    let days = try analytics.dailyTotals(in: DateRange.days(30, endingOn: Self.date("2022-06-06")))
    #expect(days.map(\.date.description).first == "2022-05-08")
    #expect(days.map(\.quantity) == expected)
    #expect(days.allSatisfy { $0.isOperatingDay })
  }

  @Test func topStylesOverTheLast30Days() throws {
    let styles = try analytics.styleTotals(in: Self.last30Days)
    #expect(styles.map(\.style) == ["Cachapa", "Injera", "Crêpe", "Jian Bing", "Dosa", "American"])
    #expect(styles.map(\.quantity) == [916, 850, 802, 753, 654, 618])
    #expect(
      try analytics.styleTotals(in: Self.last30Days, top: 3).map(\.quantity) == [916, 850, 802])
  }

  @Test func monthlyRangeBandJuly2021ToMay2022() throws {
    let expected: [(String, Int, Int, Int, Int)] = [
      ("2021-07", 3952, 95, 194, 127), ("2021-08", 4044, 96, 189, 130),
      ("2021-09", 3930, 101, 184, 131), ("2021-10", 4217, 96, 193, 136),
      ("2021-11", 4006, 104, 202, 134), ("2021-12", 3994, 96, 190, 129),
      ("2022-01", 4202, 96, 203, 136), ("2022-02", 3749, 98, 200, 134),
      ("2022-03", 4329, 104, 218, 140), ("2022-04", 4084, 93, 221, 136),
      ("2022-05", 4559, 104, 242, 147),
    ]
    let months = try analytics.monthlySummaries(
      from: YearMonth(year: 2021, month: 7)!, through: YearMonth(year: 2022, month: 5)!)
    #expect(months.count == expected.count)
    for (summary, row) in zip(months, expected) {
      #expect(summary.month.description == row.0)
      #expect(summary.quantity == row.1, "\(row.0)")
      #expect(summary.dailyMin == row.2, "\(row.0)")
      #expect(summary.dailyMax == row.3, "\(row.0)")
      #expect(summary.roundedDailyAverage == row.4, "\(row.0)")
      // Every day of every month is an operating day (San Francisco opens daily).
      #expect(summary.operatingDays == DateRange(month: summary.month).dayCount, "\(row.0)")
    }
  }

  @Test func juneFollowsTheDailyListNotTheSessionsJuneRow() throws {
    let june = try analytics.monthlySummaries(
      from: YearMonth(year: 2022, month: 6)!, through: YearMonth(year: 2022, month: 6)!)
    #expect(june.count == 1)
    #expect(june[0].quantity == 1016)
    #expect(june[0].dailyMin == 123)
    #expect(june[0].dailyMax == 250)
    #expect(june[0].operatingDays == 6)
  }

  @Test func theDefaultTwelveMonthsEndWithJune() throws {
    let range = DateRange.months(12, endingWithMonthOf: Self.date("2022-06-06"))
    #expect(range.description == "2021-07-01…2022-06-30")
    let months = try analytics.monthlySummaries(in: range)
    #expect(months.map(\.month.description).last == "2022-06")
    let average = try analytics.overallAverage(in: range)
    // 3952 + 4044 + … + 4559 + 1016 pancakes over 2021-07-01 … 2022-06-06, every day open.
    #expect(average.quantity == 46_082)
    #expect(average.operatingDays == 341)
    #expect(Int(average.average.rounded()) == 135)
  }

  @Test func citiesOnTheSessionsWeek() throws {
    let week = DateRange(Self.date("2022-05-02"), Self.date("2022-05-07"))
    let byCity = try analytics.dailyTotalsByCity(in: week)
    let cupertino = byCity.filter { $0.city == "Cupertino" }.map(\.quantity)
    let sanFrancisco = byCity.filter { $0.city == "San Francisco" }.map(\.quantity)
    #expect(cupertino == [54, 42, 88, 49, 42, 125])
    #expect(sanFrancisco == [81, 90, 52, 72, 84, 84])
    let cities = try analytics.cityTotals(in: week)
    #expect(cities.map(\.city) == ["Cupertino", "San Francisco"])
    #expect(cities.map(\.quantity) == [400, 463])
    #expect(cities.map(\.operatingDays) == [6, 6])
  }

  @Test func weekdaysOfTheSessionsWeekWithTheSundayThatFitsTheDailyList() throws {
    let week = DateRange(Self.date("2022-05-02"), Self.date("2022-05-08"))
    let weekdays = try analytics.weekdayTotals(in: week)
    #expect(weekdays.map(\.weekday) == Array(1...7) + Array(1...7))
    let cupertino = weekdays.filter { $0.city == "Cupertino" }
    let sanFrancisco = weekdays.filter { $0.city == "San Francisco" }
    #expect(cupertino.map(\.quantity).prefix(6) == [54, 42, 88, 49, 42, 125])
    #expect(sanFrancisco.map(\.quantity).prefix(6) == [81, 90, 52, 72, 84, 84])
    // The session's Sunday (67 + 137) cannot hold: the daily list says 168 for 2022-05-08.
    #expect(cupertino[6].quantity + sanFrancisco[6].quantity == 168)
    #expect(weekdays.allSatisfy { $0.operatingDays == 1 && $0.average == Double($0.quantity) })
  }

  @Test func cityFilterNarrowsTheDailySeries() throws {
    let store = analytics.store
    let cupertino = try store.requireCity(named: "cupertino")
    let week = DateRange(Self.date("2022-05-02"), Self.date("2022-05-07"))
    let days = try analytics.dailyTotals(in: week, filter: SalesFilter(cities: [cupertino]))
    #expect(days.map(\.quantity) == [54, 42, 88, 49, 42, 125])
  }

  @Test func styleFilterOverTheLast30Days() throws {
    let cachapa = try analytics.store.requireStyle(named: "CACHAPA")
    // Typed with a combining circumflex (NFD): still the menu's Crêpe.
    let crepe = try analytics.store.requireStyle(named: "CRE\u{0302}PE")
    let days = try analytics.dailyTotals(
      in: Self.last30Days, filter: SalesFilter(styles: [cachapa]))
    #expect(days.reduce(0) { $0 + $1.quantity } == 916)
    let both = try analytics.styleTotals(
      in: Self.last30Days, filter: SalesFilter(styles: [crepe, cachapa]))
    #expect(both.map(\.style) == ["Cachapa", "Crêpe"])
    #expect(both.map(\.quantity) == [916, 802])
  }

  @Test func comparisons() throws {
    let end = Self.date("2022-06-06")
    let month = try analytics.comparison(.monthVersusPreviousMonth, endingOn: end)
    // June 1–6 (the daily list) against May 1–6: May 1 is what May's 4559 leaves after
    // May 2–7 (the city table) and May 8–31 (the daily list): 119.
    #expect(month.current.quantity == 1016)
    #expect(month.previous.range.description == "2022-05-01…2022-05-06")
    #expect(month.previous.quantity == 119 + 135 + 132 + 140 + 121 + 126)
    #expect(month.absoluteChange == 1016 - 773)
    #expect(month.percentChange.map { ($0 * 100).rounded() / 100 } == 31.44)
    let lastYear = try analytics.comparison(.monthVersusSameMonthLastYear, endingOn: end)
    #expect(lastYear.previous.quantity == 0)
    #expect(lastYear.percentChange == nil)
    let trailing = try analytics.comparison(.trailingDays(30), endingOn: end)
    #expect(trailing.current.quantity == 4593)
    #expect(trailing.previous.range.description == "2022-04-08…2022-05-07")
  }
}
