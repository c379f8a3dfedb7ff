import Reports
import Sales
import SalesAnalytics
import SalesDomain

/// `griddle query monthly`: per month, total, operating days and daily min, max and average.
enum QueryMonthlyCommand {
  static let arguments: [ArgumentSpec] =
    [
      .option(
        "from", valueName: "month",
        help: "The first month, YYYY-MM (default: 11 months before --to, so 12 months in all)."),
      .option(
        "to", valueName: "month",
        help: "The last month, YYYY-MM (default: the month of the latest day with data)."),
      QueryOptions.citySpec,
    ] + QueryOptions.outputSpecs

  static let command = Command(
    name: "monthly",
    abstract:
      "Print per month the pancakes sold, operating days, and daily minimum, maximum and average.",
    discussion:
      "Daily minimum, maximum and average are taken over operating days only: a closed day is not a zero-sale day. The average is printed unrounded to two decimals; charts round it to the nearest whole pancake, halves away from zero. A listing covers at most 1,200 months.",
    arguments: arguments,
    run: { values in
      let query = try QueryOptions(values)
      let from = try month(values, "from")
      let to = try month(values, "to")
      guard
        let last = try to ?? query.analytics.latestDateWithData().map({
          max($0.yearMonth, from ?? $0.yearMonth)
        })
          ?? from
      else { return try query.write(SalesTables.monthly([])) }
      let first = from ?? last.adding(months: -11)
      guard first <= last else {
        throw UsageError(
          "'--from \(first)' is after '--to \(last)'", hint: "Give the earlier month to --from.")
      }
      let months = (last.year - first.year) * 12 + last.month - first.month + 1
      guard months <= maximumMonths else {
        throw UsageError(
          "\(first) to \(last) is \(formatCount(months)) months, more than the \(formatCount(maximumMonths)) 'query monthly' prints at most",
          hint: "Narrow --from and --to.")
      }
      try query.write(
        SalesTables.monthly(
          try query.analytics.monthlySummaries(from: first, through: last, filter: query.filter)))
    })

  /// The most months one listing covers (a century), so that a typo'd range stays cheap.
  static let maximumMonths = 1_200

  static func month(_ values: ParsedValues, _ name: String) throws -> YearMonth? {
    guard let text = values.value(name) else { return nil }
    guard let month = YearMonth(iso: text) else {
      throw UsageError("invalid month '\(text)' for '--\(name) <month>': expected YYYY-MM")
    }
    return month
  }
}
