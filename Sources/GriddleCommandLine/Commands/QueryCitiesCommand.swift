import Reports

/// `griddle query cities`: each city's sales and operating days.
enum QueryCitiesCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: 30)
    + QueryOptions.outputSpecs

  static let command = Command(
    name: "cities",
    abstract: "Print pancakes sold, revenue and operating days per city.",
    discussion: "Cities are listed by name, including those that sold nothing in the range.",
    arguments: arguments,
    run: { values in
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return try query.write(SalesTables.cities([]))
      }
      try query.write(
        SalesTables.cities(try query.analytics.cityTotals(in: range, filter: query.filter)))
    })
}
