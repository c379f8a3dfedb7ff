import Reports

/// `griddle query daily`: every date in the range with what sold, optionally per city.
enum QueryDailyCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: 30)
    + [
      QueryOptions.citySpec, QueryOptions.styleSpec,
      .option(
        "by", valueName: "field", help: "Split each date's figure: 'city'.", choices: byValues),
    ] + QueryOptions.outputSpecs

  static let command = Command(
    name: "daily",
    abstract:
      "Print pancakes sold, net sales, gross, discounts, refunds and tickets per local date.",
    discussion:
      "Every date in the range is listed, with zero where nothing sold. With --by city, each date has one row per city. A listing has at most 100,000 rows; use 'query monthly' for longer ranges.",
    arguments: arguments,
    run: { values in
      if let by = values.value("by"), by.lowercased() != "city" {
        throw UsageError("invalid value '\(by)' for '--by <field>': expected 'city'")
      }
      let byCity = values.value("by") != nil
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return try query.write(byCity ? SalesTables.dailyByCity([]) : SalesTables.daily([]))
      }
      if byCity {
        let cities =
          query.filter.cities.isEmpty
          ? try query.analytics.store.cities().count : query.filter.cities.count
        try query.checkDailyRowCount(range, rowsPerDay: cities)
        try query.write(
          SalesTables.dailyByCity(
            try query.analytics.dailyTotalsByCity(in: range, filter: query.filter)))
      } else {
        try query.checkDailyRowCount(range, rowsPerDay: 1)
        try query.write(
          SalesTables.daily(try query.analytics.dailyTotals(in: range, filter: query.filter)))
      }
    })

  /// The values `--by` accepts, for help and completions.
  static let byValues = ["city"]
}
