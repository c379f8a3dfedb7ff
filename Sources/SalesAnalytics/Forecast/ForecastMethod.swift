/// A way to forecast a day's units; each backtested, the one with the least error chosen.
public enum ForecastMethod: String, CaseIterable, Hashable, Sendable {
  /// The latest operating day of the same weekday ("same day last week").
  case seasonalNaive = "seasonal_naive"
  /// The mean of the latest four operating days of the same weekday.
  case weekdayMean = "weekday_mean"
  /// Holt–Winters exponential smoothing with a weekly season added to level and trend.
  case holtWintersAdditive = "holt_winters_additive"
  /// Holt–Winters exponential smoothing with a weekly season multiplying level and trend.
  case holtWintersMultiplicative = "holt_winters_multiplicative"
  /// A style's units as its city's forecast times the style's share of the last four weeks.
  case cityShare = "city_share"

  /// How many same weekdays `weekdayMean` averages.
  public static let weekdayMeanDepth = 4

  /// Seasonal naive: each day forecast as the latest earlier operating day of its weekday.
  ///
  /// - Complexity: O(n).
  public static func seasonalNaive(_ series: OperatingDaySeries) -> OneStepForecasts {
    var latest = [Double?](repeating: nil, count: 7)
    var forecasts = OneStepForecasts(repeating: nil, count: series.count + 1)
    for index in 0...series.count {
      forecasts[index] = latest[index % 7]
      if index < series.count, let value = series.values[index] { latest[index % 7] = value }
    }
    return forecasts
  }

  /// The mean of the latest `depth` earlier operating days of each day's weekday (fewer when
  /// history is shorter).
  ///
  /// - Complexity: O(n × depth).
  public static func weekdayMean(_ series: OperatingDaySeries, depth: Int = weekdayMeanDepth)
    -> OneStepForecasts
  {
    var recent = [[Double]](repeating: [], count: 7)
    var forecasts = OneStepForecasts(repeating: nil, count: series.count + 1)
    for index in 0...series.count {
      let values = recent[index % 7]
      // Summed oldest first, so the same values always give the same bits.
      if !values.isEmpty { forecasts[index] = values.reduce(0, +) / Double(values.count) }
      if index < series.count, let value = series.values[index] {
        recent[index % 7].append(value)
        if recent[index % 7].count > depth { recent[index % 7].removeFirst() }
      }
    }
    return forecasts
  }

  /// A style as its city's forecast times its share of the city's units over the four weeks
  /// (28 dates) before each day; nil where the city sold nothing in those weeks.
  ///
  /// `style` and `city` cover the same dates and operating days.
  public static func cityShare(
    style: OperatingDaySeries, city: OperatingDaySeries, cityForecasts: OneStepForecasts,
    window: Int = 28
  ) -> OneStepForecasts {
    precondition(style.count == city.count && cityForecasts.count == city.count + 1)
    var forecasts = OneStepForecasts(repeating: nil, count: city.count + 1)
    // Integer-valued sums over a sliding window: exact in a Double, whatever the order.
    var styleSum = 0.0
    var citySum = 0.0
    for index in 0...city.count {
      if citySum > 0, let cityForecast = cityForecasts[index] {
        forecasts[index] = cityForecast * styleSum / citySum
      }
      guard index < city.count else { break }
      styleSum += style.values[index] ?? 0
      citySum += city.values[index] ?? 0
      if index >= window {
        styleSum -= style.values[index - window] ?? 0
        citySum -= city.values[index - window] ?? 0
      }
    }
    return forecasts
  }
}
