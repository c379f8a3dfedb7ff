/// One day of a backtest: what sold and what the method said the day before.
public struct BacktestDay: Hashable, Sendable {
  /// The position of the day in its series.
  public let index: Int
  /// Units sold.
  public let actual: Double
  /// The method's forecast from the days before.
  public let forecast: Double

  /// Actual minus forecast: positive when the forecast was short.
  public var error: Double { actual - forecast }

  /// Creates a backtest day.
  public init(index: Int, actual: Double, forecast: Double) {
    self.index = index
    self.actual = actual
    self.forecast = forecast
  }
}

/// A method's rolling-origin backtest: each operating day of the window forecast from the days
/// before it only, and the errors it made.
public struct Backtest: Hashable, Sendable {
  /// The method.
  public let method: ForecastMethod
  /// The days scored, oldest first.
  public let days: [BacktestDay]

  /// Scores `forecasts` on `indices` of `series` (operating days where the forecast exists).
  public init(
    method: ForecastMethod, series: OperatingDaySeries, forecasts: OneStepForecasts,
    indices: [Int]
  ) {
    self.method = method
    days = indices.compactMap { index in
      guard let actual = series.values[index], let forecast = forecasts[index] else { return nil }
      return BacktestDay(index: index, actual: actual, forecast: forecast)
    }
  }

  /// The mean absolute error (0 without days).
  public var meanAbsoluteError: Double {
    days.isEmpty ? 0 : days.map { abs($0.error) }.reduce(0, +) / Double(days.count)
  }

  /// The mean absolute percentage error as a fraction (0.14 for 14%), over the days that sold
  /// something; nil when none did.
  public var meanAbsolutePercentageError: Double? {
    let selling = days.filter { $0.actual != 0 }
    guard !selling.isEmpty else { return nil }
    return selling.map { abs($0.error / $0.actual) }.reduce(0, +) / Double(selling.count)
  }

  /// The `p`-quantile (0–1) of the errors, interpolated linearly between order statistics
  /// (Hyndman and Fan's type 7, R's default); 0 without days.
  public func errorQuantile(_ p: Double) -> Double {
    Self.quantile(days.map(\.error), p)
  }

  /// The `p`-quantile of `values` (type 7); 0 for none.
  public static func quantile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let position = Double(sorted.count - 1) * min(max(p, 0), 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }
}
