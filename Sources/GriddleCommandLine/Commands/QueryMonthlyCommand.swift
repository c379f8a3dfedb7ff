import Reports
import Sales
import SalesAnalytics

/// `griddle query monthly`: per month, total, operating days and daily min, max and average.
enum QueryMonthlyCommand {
  static let command = Command(
    name: "monthly",
    abstract:
      "Print per month the pancakes sold, operating days, and daily minimum, maximum and average.",
    discussion:
      "Daily minimum, maximum and average are taken over operating days only: a closed day is not a zero-sale day. The average is printed unrounded to two decimals; charts round it to the nearest whole pancake, halves away from zero.",
    arguments: [
      .option(
        "from", valueName: "month",
        help: "The first month, YYYY-MM (default: 11 months before --to)."),
      .option(
        "to", valueName: "month",
        help: "The last month, YYYY-MM (default: the month of the latest day with data)."),
      QueryOptions.citySpec, QueryOptions.formatSpec,
    ],
    run: { values in
      let query = try QueryOptions(values)
      let from = try month(values, "from")
      let to = try month(values, "to")
      guard
        let last = try to ?? query.analytics.latestDateWithData().map({
          max($0.yearMonth, from ?? $0.yearMonth)
        })
          ?? from
      else { return query.write(SalesTables.monthly([])) }
      let first = from ?? last.adding(months: -11)
      guard first <= last else {
        throw UsageError(
          "'--from \(first)' is after '--to \(last)'", hint: "Give the earlier month to --from.")
      }
      query.write(
        SalesTables.monthly(
          try query.analytics.monthlySummaries(from: first, through: last, filter: query.filter)))
    })

  static func month(_ values: ParsedValues, _ name: String) throws -> YearMonth? {
    guard let text = values.value(name) else { return nil }
    guard let month = YearMonth(iso: text) else {
      throw UsageError("invalid month '\(text)' for '--\(name) <month>': expected YYYY-MM")
    }
    return month
  }
}
