import SalesAnalytics
import SalesDomain

/// The "Tomorrow" figures of the nightly report, worked out once so that the tiles, the chart
/// and its summary agree: the forecast of the day after the report date and how the forecasts
/// did over their backtest weeks (summed over the trucks).
struct TomorrowFigures {
  /// One day of the backtest, over every truck with a forecast.
  struct Day {
    var date: LocalDate
    var sold: Double
    var forecast: Double
    var low: Double
    var high: Double
  }

  let data: NightlyReportData

  /// The day forecast.
  var date: LocalDate { data.date.adding(days: 1) }

  /// The city totals with figures.
  var cities: [(city: String, figures: ForecastFigures)] {
    data.forecasts.compactMap { row in
      guard row.style == nil, let figures = row.figures else { return nil }
      return (row.city, figures)
    }
  }

  /// Expected units and the interval, summed over the cities with a forecast.
  var total: (quantity: Int, low: Int, high: Int) {
    cities.reduce((0, 0, 0)) {
      ($0.0 + $1.figures.quantity, $0.1 + $1.figures.low, $0.2 + $1.figures.high)
    }
  }

  /// Every backtest day of any city, oldest first: what sold and what the forecast of the day
  /// before said (with its 80% range), summed over the cities.
  var backtestDays: [Day] {
    var days: [LocalDate: Day] = [:]
    for (_, figures) in cities {
      let forecast = figures.forecast
      for day in forecast.backtest.days {
        let date = figures.history.date(at: day.index)
        var entry = days[date] ?? Day(date: date, sold: 0, forecast: 0, low: 0, high: 0)
        entry.sold += day.actual
        entry.forecast += day.forecast
        // The range as the forecast itself gives it: never below zero, always around the line.
        entry.low += min(max(0, day.forecast), max(0, day.forecast + forecast.lowErrorQuantile))
        entry.high += max(max(0, day.forecast), day.forecast + forecast.highErrorQuantile)
        days[date] = entry
      }
    }
    return days.values.sorted { $0.date < $1.date }
  }

  /// The mean absolute percentage error of the summed forecasts (a fraction), over the
  /// backtest days that sold something; for one city, its own.
  var percentageError: Double? {
    if cities.count == 1 { return cities[0].figures.forecast.meanAbsolutePercentageError }
    let selling = backtestDays.filter { $0.sold != 0 }
    guard !selling.isEmpty else { return nil }
    return selling.map { abs($0.sold - $0.forecast) / $0.sold }.reduce(0, +)
      / Double(selling.count)
  }

  /// The forecasts' error relative to "same weekday last week" on the same days, over every
  /// city (−0.18: 18% less error); nil when that made none.
  var versusSeasonalNaive: Double? {
    var chosen = 0.0
    var naive = 0.0
    for (_, figures) in cities {
      let count = Double(figures.forecast.backtest.days.count)
      chosen += figures.forecast.backtest.meanAbsoluteError * count
      naive += figures.forecast.seasonalNaiveError * count
    }
    guard naive > 0 else { return chosen == 0 ? 0 : nil }
    return chosen / naive - 1
  }
}
