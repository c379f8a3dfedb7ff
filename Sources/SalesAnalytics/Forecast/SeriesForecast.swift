/// The forecast of the day after a series, by the method whose rolling-origin backtest over the
/// last weeks erred least, with the error it really made.
///
/// The rules (README, "Forecast"):
/// - every candidate forecasts each operating day of the backtest window (the last 8 weeks)
///   from the days before it only; smoothing parameters are fitted on the days before the
///   window, so the window is never seen by a fit;
/// - the candidates are scored on the same days; the lowest mean absolute scaled error wins,
///   ties going to the simpler method (the order of `ForecastMethod`);
/// - MASE scales by the mean absolute error "same weekday last week" made over the whole
///   history; the 80% interval is the forecast plus the 10th and 90th percentiles of the
///   winner's backtest errors.
public struct SeriesForecast: Hashable, Sendable {
  /// The method chosen.
  public let method: ForecastMethod
  /// The expected units (never below zero).
  public let point: Double
  /// The low end of the 80% interval (not below zero, not above `point`).
  public let low: Double
  /// The high end of the 80% interval (not below `point`).
  public let high: Double
  /// The chosen method's backtest error against seasonal naive's error over the history;
  /// nil when that scale is zero and the method erred.
  public let meanAbsoluteScaledError: Double?
  /// The chosen method's mean absolute percentage error (a fraction), nil without selling days.
  public let meanAbsolutePercentageError: Double?
  /// The chosen method's backtest error relative to seasonal naive's on the same days (−0.18:
  /// 18% less error); nil when seasonal naive made none and the method did.
  public let versusSeasonalNaive: Double?
  /// Seasonal naive's mean absolute error on the backtest days (to compare several series).
  public let seasonalNaiveError: Double
  /// The chosen method's backtest: what it would have said on each day of the window.
  public let backtest: Backtest
  /// The 10th percentile of the backtest errors: the interval's offset below the forecast.
  public let lowErrorQuantile: Double
  /// The 90th percentile of the backtest errors: the interval's offset above the forecast.
  public let highErrorQuantile: Double
  /// Every candidate's one-step forecasts (for a style's share of its city).
  public let forecasts: OneStepForecasts

  /// The number of weeks the backtest covers.
  public static let backtestWeeks = 8
  /// The interval's coverage: from the 10th to the 90th percentile.
  public static let intervalQuantiles = (low: 0.1, high: 0.9)

  /// Forecasts the day after `series` (which holds the history before it), choosing among
  /// seasonal naive, the mean of the last four same weekdays and both Holt–Winters seasons,
  /// plus `share` (a style's share of its city's forecast) when given, which wins unless an
  /// own-series method erred strictly less.
  ///
  /// Nil when no method has a forecast for the day (no earlier operating same weekday).
  public init?(
    _ series: OperatingDaySeries, share: OneStepForecasts? = nil
  ) {
    let windowStart = max(0, series.count - Self.backtestWeeks * 7)
    let seasonalNaive = ForecastMethod.seasonalNaive(series)
    var candidates: [(ForecastMethod, OneStepForecasts)] = [
      (.seasonalNaive, seasonalNaive),
      (.weekdayMean, ForecastMethod.weekdayMean(series)),
    ]
    for (method, season) in [
      (ForecastMethod.holtWintersAdditive, HoltWinters.Season.additive),
      (.holtWintersMultiplicative, .multiplicative),
    ] {
      if let model = HoltWinters.fitted(series, season: season, fitEnd: windowStart) {
        candidates.append((method, model.oneStepForecasts(series)))
      }
    }
    if let share { candidates.append((.cityShare, share)) }
    candidates.removeAll { $0.1[series.count] == nil }
    guard !candidates.isEmpty else { return nil }
    // Scored on the same days: operating days of the window every candidate forecast.
    let days = (windowStart..<series.count).filter { index in
      series.values[index] != nil && candidates.allSatisfy { $0.1[index] != nil }
    }
    let backtests = candidates.map {
      Backtest(method: $0.0, series: series, forecasts: $0.1, indices: days)
    }
    let errors = backtests.map(\.meanAbsoluteError)
    var chosen = 0
    for index in backtests.indices where errors[index] < errors[chosen] { chosen = index }
    // A style keeps its city's share unless its own series did better by more than rounding
    // (the share of a style that is always a quarter of its city is exact up to the last bit).
    if share != nil, let shareIndex = backtests.firstIndex(where: { $0.method == .cityShare }),
      errors[shareIndex] <= errors[chosen] * (1 + 1e-9) + 1e-12
    {
      chosen = shareIndex
    }
    let backtest = backtests[chosen]
    let naiveError = backtests.first { $0.method == .seasonalNaive }?.meanAbsoluteError ?? 0
    let scale = Backtest(
      method: .seasonalNaive, series: series, forecasts: seasonalNaive,
      indices: Array(0..<series.count)
    ).meanAbsoluteError
    let error = errors[chosen]
    method = backtest.method
    seasonalNaiveError = naiveError
    forecasts = candidates[chosen].1
    meanAbsoluteScaledError = scale > 0 ? error / scale : (error == 0 ? 0 : nil)
    meanAbsolutePercentageError = backtest.meanAbsolutePercentageError
    versusSeasonalNaive = naiveError > 0 ? error / naiveError - 1 : (error == 0 ? 0 : nil)
    self.backtest = backtest
    lowErrorQuantile = backtest.errorQuantile(Self.intervalQuantiles.low)
    highErrorQuantile = backtest.errorQuantile(Self.intervalQuantiles.high)
    let expected = max(0, candidates[chosen].1[series.count] ?? 0)
    point = expected
    low = min(expected, max(0, expected + lowErrorQuantile))
    high = max(expected, expected + highErrorQuantile)
  }
}
