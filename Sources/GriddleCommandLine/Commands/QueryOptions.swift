import Foundation
import Reports
import Sales
import SalesAnalytics

/// The options the query subcommands share, and what they resolve to.
struct QueryOptions {
  let environment: CommandEnvironment
  let analytics: SalesAnalytics
  let format: OutputFormat
  let filter: SalesFilter

  static let formatSpec = ArgumentSpec.option(
    "format", valueName: "format",
    help: "The output format: table, csv or json (default: table on a terminal, else csv).")
  static let citySpec = ArgumentSpec.option(
    "city", valueName: "name", help: "Count only this city; repeat for several.", repeating: true)
  static let styleSpec = ArgumentSpec.option(
    "style", valueName: "name", help: "Count only this style; repeat for several.",
    repeating: true)

  static func dateSpecs(defaultDescription: String) -> [ArgumentSpec] {
    [
      .option(
        "from", valueName: "date",
        help: "The first local date, YYYY-MM-DD (default: \(defaultDescription))."),
      .option(
        "to", valueName: "date",
        help: "The last local date, YYYY-MM-DD (default: the latest day with data)."),
    ]
  }

  /// Resolves the environment, opens the database and checks the shared options.
  init(_ values: ParsedValues) throws {
    var chosen: OutputFormat?
    if let text = values.value("format") {
      chosen = OutputFormat(rawValue: text.lowercased())
      if chosen == nil {
        throw UsageError(
          "invalid value '\(text)' for '--format <format>': expected table, csv or json")
      }
    }
    environment = try CommandEnvironment.resolve(values)
    format = chosen ?? .standard(isTerminal: environment.isStandardOutputTerminal)
    let store = try environment.openStoreForReading()
    analytics = SalesAnalytics(store: store)
    filter = SalesFilter(
      cities: try values.values("city").map { try Self.city(named: $0, in: store) },
      styles: try values.values("style").map { try Self.style(named: $0, in: store) })
  }

  static func city(named name: String, in store: any SalesDataStore) throws -> City {
    if let city = try store.city(named: name) { return city }
    let known = try store.cities().map(\.name)
    throw UsageError(
      "unknown city '\(name)' for '--city <name>'",
      hint: closestName(to: name, in: known).map { "Did you mean '\($0)'?" }
        ?? "Known cities: \(known.joined(separator: ", "))."
    )
  }

  static func style(named name: String, in store: any SalesDataStore) throws -> PancakeStyle {
    if let style = try store.style(named: name) { return style }
    let known = try store.styles().map(\.name)
    throw UsageError(
      "unknown style '\(name)' for '--style <name>'",
      hint: closestName(to: name, in: known).map { "Did you mean '\($0)'?" }
        ?? "Known styles: \(known.joined(separator: ", "))."
    )
  }

  /// `--from`/`--to` as a range; without `--from`, the `days` days ending at `--to` or the latest
  /// day with data. Nil when the database holds no sales and no date was given.
  func dateRange(_ values: ParsedValues, defaultDays days: Int) throws -> DateRange? {
    let from = try Self.date(values, "from")
    let to = try Self.date(values, "to")
    guard let last = try to ?? analytics.latestDateWithData().map({ max($0, from ?? $0) }) ?? from
    else { return nil }
    let first = from ?? last.adding(days: -(days - 1))
    guard first <= last else {
      throw UsageError(
        "'--from \(first)' is after '--to \(last)'", hint: "Give the earlier date to --from.")
    }
    return DateRange(first, last)
  }

  static func date(_ values: ParsedValues, _ name: String) throws -> LocalDate? {
    guard let text = values.value(name) else { return nil }
    guard let date = LocalDate(iso: text) else {
      throw UsageError(
        "invalid date '\(text)' for '--\(name) <date>': expected a real date as YYYY-MM-DD")
    }
    return date
  }

  /// Prints `table` in the chosen format.
  func write(_ table: OutputTable) {
    writeToStandardOutput(
      table.rendered(
        as: format, locale: environment.locale,
        currencyCode: environment.configuration.currency))
  }
}
