import Reports

/// `griddle query styles`: styles ranked by pancakes sold.
enum QueryStylesCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: 30)
    + [
      QueryOptions.citySpec,
      .option("top", valueName: "n", help: "Show only the first n styles."),
    ] + QueryOptions.outputSpecs

  static let command = Command(
    name: "styles",
    abstract: "Print pancakes sold and revenue per style, largest first.",
    discussion: "Styles that sold nothing are listed with zero. Ties are ordered by name.",
    arguments: arguments,
    run: { values in
      let top = try values.integer("top")
      if let top, top < 1 {
        throw UsageError("invalid value '\(top)' for '--top <n>': expected a positive integer")
      }
      let query = try QueryOptions(values)
      guard let range = try query.dateRange(values, defaultDays: 30) else {
        return try query.write(SalesTables.styles([]))
      }
      try query.write(
        SalesTables.styles(
          try query.analytics.styleTotals(in: range, filter: query.filter, top: top)))
    })
}
