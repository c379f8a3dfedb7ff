import Sales
import SalesAnalytics
import SalesDomain
import Testing

@Suite struct DateRangeTests {
  func range(_ first: String, _ last: String) -> DateRange {
    DateRange(LocalDate(iso: first)!, LocalDate(iso: last)!)
  }

  @Test func lastDaysAndPreceding() {
    let last30 = DateRange.days(30, endingOn: LocalDate(iso: "2022-06-06")!)
    #expect(last30 == range("2022-05-08", "2022-06-06"))
    #expect(last30.dayCount == 30)
    #expect(last30.preceding == range("2022-04-08", "2022-05-07"))
  }

  @Test func shiftingByMonthsClampsAndKeepsWholeMonthsWhole() {
    #expect(
      range("2022-03-01", "2022-03-31").shifted(byMonths: -1) == range("2022-02-01", "2022-02-28"))
    #expect(
      range("2022-06-01", "2022-06-06").shifted(byMonths: -1) == range("2022-05-01", "2022-05-06"))
    #expect(
      range("2024-03-01", "2024-03-30").shifted(byMonths: -1) == range("2024-02-01", "2024-02-29"))
    #expect(
      range("2024-02-01", "2024-02-29").shifted(byMonths: -12) == range("2023-02-01", "2023-02-28"))
    #expect(
      range("2022-01-01", "2022-01-31").shifted(byMonths: -1) == range("2021-12-01", "2021-12-31"))
  }

  @Test func monthsAndIteration() {
    let span = range("2021-11-30", "2022-02-01")
    #expect(span.months.map(\.description) == ["2021-11", "2021-12", "2022-01", "2022-02"])
    #expect(Array(span).count == span.dayCount)
    #expect(
      Array(range("2022-05-08", "2022-05-10")).map(\.description) == [
        "2022-05-08", "2022-05-09", "2022-05-10",
      ])
    #expect(
      DateRange.months(12, endingWithMonthOf: LocalDate(iso: "2022-06-06")!)
        == range("2021-07-01", "2022-06-30"))
  }

  @Test func averagesRoundHalvesAwayFromZero() {
    func summary(_ quantity: Int, _ days: Int) -> MonthlySummary {
      MonthlySummary(
        month: YearMonth(year: 2022, month: 1)!, quantity: quantity, revenueCents: 0,
        operatingDays: days, dailyMin: 0, dailyMax: 0, dailyAverage: Double(quantity) / Double(days)
      )
    }
    #expect(summary(3952, 31).roundedDailyAverage == 127)  // 127.48
    #expect(summary(4006, 30).roundedDailyAverage == 134)  // 133.53
    #expect(summary(255, 2).roundedDailyAverage == 128)  // 127.5
  }
}
