import Sales
import SalesAnalytics
import SalesDomain
import Testing

@Suite struct TypicalWeekdayTests {
  let monday = LocalDate(iso: "2022-06-06")!

  @Test func takesTheMedianOfTheLastEightOperatingSameWeekdays() throws {
    var days: [LocalDate: Double?] = [:]
    // Ten earlier Mondays worth 10, 20, … 100 (newest first), one of them closed, and other
    // weekdays that must not count.
    for week in 1...10 { days[monday.adding(days: -7 * week)] = Double(week * 10) }
    days[monday.adding(days: -14)] = .some(nil)  // closed: not a zero-sale day
    days[monday.adding(days: -1)] = 1_000
    let typical = try #require(TypicalWeekday(before: monday, days: days))
    // Weeks 1, 3, 4, …, 9: values 10, 30, 40, 50, 60, 70, 80, 90.
    #expect(typical.dates.count == 8)
    #expect(typical.dates.first == monday.adding(days: -7))
    #expect(typical.median == (50 + 60) / 2)
    #expect(typical.low == 10 && typical.high == 90)
  }

  @Test func noEarlierSameWeekdayMeansNoTypicalDay() {
    #expect(TypicalWeekday(before: monday, days: [monday: 5, monday.adding(days: -1): 3]) == nil)
  }

  @Test func aChangeThatRoundsToZeroIsAboutTheSame() throws {
    #expect(try #require(RelativeChange(100.4, against: 100)).isAboutTheSame)
    #expect(try !#require(RelativeChange(101, against: 100)).isAboutTheSame)
    #expect(RelativeChange(5, against: 0) == nil)
  }

  @Test func theCurveRunsUpHourByHourAndStopsAtClosing() {
    var day = [Int](repeating: 0, count: 24)
    day[11] = 100
    day[13] = 50
    let typical = [
      [Int](repeating: 0, count: 11) + [10, 10, 10, 10] + [Int](repeating: 0, count: 9),
      [Int](repeating: 0, count: 11) + [30, 30, 30, 30] + [Int](repeating: 0, count: 9),
      [Int](repeating: 0, count: 11) + [20, 20, 20, 20] + [Int](repeating: 0, count: 9),
    ]
    let curve = TypicalDayCurve(day: day, typicalDays: typical)
    #expect(curve.closingHour == 13)
    #expect(curve.sampleCount == 3)
    // From the hour before the first sale (10) to the last hour any day sold in (14).
    #expect(curve.hours.map(\.hour) == Array(10...14))
    #expect(curve.hours.map(\.day) == [0, 100, 100, 150, nil])
    #expect(curve.hours.map(\.median) == [0, 20, 40, 60, 80])
    #expect(curve.hours.map(\.low) == [0, 10, 20, 30, 40])
    #expect(curve.hours.map(\.high) == [0, 30, 60, 90, 120])
  }

  @Test func rankingFoldsAllButTheLargestIntoOther() {
    let ranking = SeriesRanking(
      [("a", 5), ("b", 50), ("c", 20), ("d", 20), ("e", 1), ("f", 9)], limit: 5)
    #expect(ranking.shown == ["b", "c", "d", "f"])
    #expect(ranking.folded == ["a", "e"])
    let small = SeriesRanking([("a", 1), ("b", 2)], limit: 5)
    #expect(small.shown == ["b", "a"] && small.folded.isEmpty)
  }
}
