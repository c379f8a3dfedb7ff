import Reports

/// `griddle query weekdays`: per city and ISO weekday, total and average per operating day.
enum QueryWeekdaysCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: 30)
    + [QueryOptions.citySpec] + QueryOptions.outputSpecs

  static let command = Command(
    name: "weekdays",
    abstract: "Print per city and weekday the pancakes sold and the average per operating day.",
    discussion: "Weekdays are ISO numbers: Monday is 1 and Sunday is 7.",
    arguments: arguments,
    run: { values in
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return try query.write(SalesTables.weekdays([]))
      }
      try query.write(
        SalesTables.weekdays(try query.analytics.weekdayTotals(in: range, filter: query.filter)))
    })
}
