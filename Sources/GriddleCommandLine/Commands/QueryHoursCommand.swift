import Reports

/// `griddle query hours`: per city, ISO weekday and local hour, when the truck is busy.
enum QueryHoursCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: 30)
    + [QueryOptions.citySpec] + QueryOptions.outputSpecs

  static let command = Command(
    name: "hours",
    abstract: "Print per city, weekday and local hour the pancakes, net sales and tickets.",
    discussion:
      "Hours are the city's local hours 0–23; weekdays are ISO numbers (Monday is 1). Every city × weekday × hour is listed, with zero where nothing sold; operating_days counts the operating days of that weekday, to average over.",
    arguments: arguments,
    run: { values in
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return try query.write(SalesTables.hours([]))
      }
      try query.write(
        SalesTables.hours(try query.analytics.hourTotals(in: range, filter: query.filter)))
    })
}
