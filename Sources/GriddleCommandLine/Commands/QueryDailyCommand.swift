import Reports

/// `griddle query daily`: every date in the range with what sold, optionally per city.
enum QueryDailyCommand {
  static let command = Command(
    name: "daily",
    abstract:
      "Print pancakes sold, net sales, gross, discounts, refunds and tickets per local date.",
    discussion:
      "Every date in the range is listed, with zero where nothing sold. With --by city, each date has one row per city.",
    arguments: QueryOptions.dateSpecs(defaultDescription: "30 days before --to")
      + [
        QueryOptions.citySpec, QueryOptions.styleSpec,
        .option("by", valueName: "field", help: "Split each date's figure: 'city'."),
        QueryOptions.formatSpec,
      ],
    run: { values in
      if let by = values.value("by"), by.lowercased() != "city" {
        throw UsageError("invalid value '\(by)' for '--by <field>': expected 'city'")
      }
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return query.write(
          values.value("by") == nil ? SalesTables.daily([]) : SalesTables.dailyByCity([]))
      }
      if values.value("by") != nil {
        query.write(
          SalesTables.dailyByCity(
            try query.analytics.dailyTotalsByCity(in: range, filter: query.filter)))
      } else {
        query.write(
          SalesTables.daily(try query.analytics.dailyTotals(in: range, filter: query.filter)))
      }
    })
}
