import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// Each forecasting method on series whose right answer is known without running it.
@Suite struct ForecastMethodTests {
  let monday = LocalDate(iso: "2024-01-01")!
  /// Units Monday … Sunday of a truck whose weeks are all alike.
  let week: [Double] = [10, 20, 30, 40, 50, 80, 70]

  /// `weeks` identical weeks starting on a Monday.
  func pureWeeklyPattern(weeks: Int) -> OperatingDaySeries {
    OperatingDaySeries(first: monday, values: (0..<weeks * 7).map { week[$0 % 7] })
  }

  func expectClose(
    _ a: Double?, _ b: Double, _ tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      a != nil && abs(a! - b) <= tolerance, "\(String(describing: a)) vs \(b)",
      sourceLocation: sourceLocation)
  }

  @Test func aPureWeeklyPatternIsForecastExactlyBySeasonalNaiveAndTheWeekdayMean() {
    let series = pureWeeklyPattern(weeks: 6)
    let naive = ForecastMethod.seasonalNaive(series)
    let mean = ForecastMethod.weekdayMean(series)
    // Nothing to say in the first week: no earlier same weekday.
    #expect(naive[0..<7].allSatisfy { $0 == nil })
    for index in 7...series.count {
      #expect(naive[index] == week[index % 7])
      #expect(mean[index] == week[index % 7])
    }
  }

  @Test func aPureWeeklyPatternIsForecastExactlyByBothSmoothers() throws {
    let series = pureWeeklyPattern(weeks: 20)
    for season in [HoltWinters.Season.additive, .multiplicative] {
      let model = try #require(
        HoltWinters.fitted(series, season: season, fitEnd: series.count - 56))
      let forecasts = model.oneStepForecasts(series)
      #expect(forecasts[0..<HoltWinters.initialDays].allSatisfy { $0 == nil })
      for index in HoltWinters.initialDays...series.count {
        expectClose(forecasts[index], week[index % 7])
      }
    }
    // And the chosen forecast of the next Monday is exact, with no error to widen it.
    let forecast = try #require(SeriesForecast(series))
    #expect(forecast.method == .seasonalNaive)  // ties go to the simplest method
    #expect(forecast.point == 10 && forecast.low == 10 && forecast.high == 10)
    #expect(forecast.meanAbsoluteScaledError == 0 && forecast.versusSeasonalNaive == 0)
    #expect(forecast.backtest.days.count == 56)
  }

  @Test func smoothingFollowsATrendThatSeasonalNaiveLagsBehind() throws {
    // Each day 1 unit more than the day before, on top of the weekly pattern: same weekday
    // last week is always 7 short; smoothing with a trend learns the slope.
    let series = OperatingDaySeries(
      first: monday, values: (0..<140).map { week[$0 % 7] + Double($0) })
    let forecast = try #require(SeriesForecast(series))
    #expect([.holtWintersAdditive, .holtWintersMultiplicative].contains(forecast.method))
    #expect(abs(forecast.point - (week[0] + 140)) < 1)
    #expect(try #require(forecast.versusSeasonalNaive) < -0.9)
  }

  @Test func aConstantSeriesGivesAZeroWidthInterval() throws {
    let series = OperatingDaySeries(first: monday, values: Array(repeating: 42, count: 70))
    let forecast = try #require(SeriesForecast(series))
    #expect(forecast.point == 42 && forecast.low == 42 && forecast.high == 42)
    #expect(forecast.meanAbsolutePercentageError == 0)
  }

  /// Worked by hand: a truck open on Mondays only, selling 10, 14, 12, 16 over four weeks.
  ///
  /// Seasonal naive says 10, 14, 12 for weeks 2–4 (errors 4, −2, 4; MAE 10/3); the weekday mean
  /// says 10, 12, 12 (errors 4, 0, 4; MAE 8/3) and wins. The scale is seasonal naive's MAE over
  /// the history (the same 10/3 here), so MASE = 0.8 and it errs 20% less than seasonal naive.
  /// MAPE = (4/14 + 0/12 + 4/16) / 3. The next Monday: (10 + 14 + 12 + 16) / 4 = 13; the error
  /// quantiles of [0, 4, 4] are 0.8 (10%) and 4 (90%), so the interval is 13 … 17 (its low end
  /// never above the forecast). Smoothing has no weeks before the window to be fitted on.
  @Test func backtestBookkeepingMatchesTheHandWorkedExample() throws {
    var values = [Double?](repeating: nil, count: 28)
    for (week, units) in [10.0, 14, 12, 16].enumerated() { values[week * 7] = units }
    let series = OperatingDaySeries(first: monday, values: values)
    let forecast = try #require(SeriesForecast(series))
    #expect(forecast.method == .weekdayMean)
    #expect(forecast.backtest.days.map(\.index) == [7, 14, 21])
    #expect(forecast.backtest.days.map(\.forecast) == [10, 12, 12])
    expectClose(forecast.backtest.meanAbsoluteError, 8.0 / 3)
    expectClose(forecast.meanAbsoluteScaledError, 0.8)
    expectClose(forecast.versusSeasonalNaive, -0.2)
    expectClose(forecast.meanAbsolutePercentageError, (4.0 / 14 + 0 + 4.0 / 16) / 3)
    expectClose(forecast.lowErrorQuantile, 0.8)
    expectClose(forecast.highErrorQuantile, 4)
    #expect(forecast.point == 13 && forecast.low == 13 && forecast.high == 17)
  }

  @Test func closedDaysAndMissingWeeksAreSkippedNotCountedAsZero() throws {
    // Closed every Monday, and for the two weeks 5 and 6 entirely (a holiday).
    let values: [Double?] = (0..<10 * 7).map { index in
      let weekNumber = index / 7
      if index % 7 == 0 || weekNumber == 5 || weekNumber == 6 { return nil }
      return week[index % 7]
    }
    let series = OperatingDaySeries(first: monday, values: values)
    #expect(series.operatingDays(onWeekday: 1) == 0)
    #expect(series.operatingDays(onWeekday: 2) == 8)
    let naive = ForecastMethod.seasonalNaive(series)
    // After the holiday, same weekday "last week" is the one before the holiday.
    #expect(naive[7 * 7 + 1] == week[1])
    for season in [HoltWinters.Season.additive, .multiplicative] {
      let model = try #require(HoltWinters.fitted(series, season: season, fitEnd: 35))
      let forecasts = model.oneStepForecasts(series)
      for index in 14..<series.count where values[index] != nil {
        expectClose(forecasts[index], week[index % 7])
      }
    }
    // The forecast of a Tuesday after it is exact; zeros on closed days would have dragged it.
    let tuesday = OperatingDaySeries(
      first: monday.adding(days: 1), values: Array(values.dropFirst()) + [nil])
    let next = try #require(SeriesForecast(tuesday))
    #expect(abs(next.point - week[1]) < 1e-9)
  }

  @Test func aStyleKeepsItsShareOfTheCityUnlessItsOwnSeriesDoesBetter() throws {
    // A style that is always a quarter of its city: the share method is exact.
    let city = OperatingDaySeries(
      first: monday,
      values: (0..<84).map { (day: Int) -> Double? in week[day % 7] * 4 + Double(day % 3 * 4) })
    let quarters: [Double?] = city.values.map { (value: Double?) -> Double? in value.map { $0 / 4 }
    }
    let style = OperatingDaySeries(first: monday, values: quarters)
    let cityForecast = try #require(SeriesForecast(city))
    let share = ForecastMethod.cityShare(
      style: style, city: city, cityForecasts: cityForecast.forecasts)
    let forecast = try #require(SeriesForecast(style, share: share))
    #expect(forecast.method == ForecastMethod.cityShare)
    expectClose(forecast.point, cityForecast.point / 4)
  }

  @Test func quantilesInterpolateBetweenOrderStatistics() {
    #expect(Backtest.quantile([], 0.5) == 0)
    #expect(Backtest.quantile([3], 0.1) == 3)
    // Type 7: position (n − 1) p.
    #expect(Backtest.quantile([1, 2, 3, 4, 5], 0.1) == 1.4)
    #expect(Backtest.quantile([5, 4, 3, 2, 1], 0.9) == 4.6)
  }
}
