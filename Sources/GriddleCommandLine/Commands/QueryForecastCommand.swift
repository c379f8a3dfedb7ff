import Reports

/// `griddle query forecast`: tomorrow's units per city and style, with an 80% interval and the
/// error the chosen method made in its backtest.
enum QueryForecastCommand {
  static let arguments: [ArgumentSpec] =
    [
      .option(
        "date", valueName: "date",
        help:
          "The date to forecast: \(DateArgument.syntax) (default: the day after the latest day with data)."
      ),
      QueryOptions.citySpec, QueryOptions.styleSpec,
    ] + QueryOptions.outputSpecs

  static let command = Command(
    name: "forecast",
    abstract:
      "Print the expected pancakes per city and style for a date, with an 80% interval and the backtested error.",
    discussion:
      "Each city's total (style empty) and each style it sold in the last 52 weeks are forecast from the sales before the date only, so a past date is a fair test. Per city the method (same weekday last week, the mean of the last 4 same weekdays, or Holt-Winters smoothing with a weekly season) is the one with the least error forecasting each operating day of the last 8 weeks; a style is its city's forecast times its recent share unless its own series did better. mase is that error over the error of 'same weekday last week' on the history, mape its mean absolute percentage error, vs_seasonal_naive its error relative to same weekday last week's (-0.18: 18% less). A city with fewer than 4 operating days of the date's weekday before it has no figures and a reason. With --style, only those styles' rows are printed.",
    arguments: arguments,
    run: { values in
      let query = try QueryOptions(values)
      let given = try query.date(values, "date")
      guard let date = try given ?? query.analytics.latestDateWithData()?.adding(days: 1) else {
        return try query.write(SalesTables.forecasts([]))
      }
      try query.write(
        SalesTables.forecasts(try query.analytics.forecasts(for: date, filter: query.filter)))
    })
}
