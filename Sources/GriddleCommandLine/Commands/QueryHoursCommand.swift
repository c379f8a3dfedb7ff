import Reports

/// `griddle query hours`: per city, ISO weekday and local hour, when the truck is busy.
enum QueryHoursCommand {
  static let command = Command(
    name: "hours",
    abstract: "Print per city, weekday and local hour the pancakes, net sales and tickets.",
    discussion:
      "Hours are the city's local hours 0–23; weekdays are ISO numbers (Monday is 1). Every city × weekday × hour is listed, with zero where nothing sold; operating_days counts the operating days of that weekday, to average over.",
    arguments: QueryOptions.dateSpecs(defaultDescription: "30 days before --to")
      + [QueryOptions.citySpec, QueryOptions.formatSpec],
    run: { values in
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return query.write(SalesTables.hours([]))
      }
      query.write(
        SalesTables.hours(try query.analytics.hourTotals(in: range, filter: query.filter)))
    })
}
