import Foundation
import Reports
import Sales
import SalesAnalytics
import SalesDomain

/// The options the query subcommands share, and what they resolve to.
struct QueryOptions {
  let environment: CommandEnvironment
  let analytics: SalesAnalytics
  let format: OutputFormat
  let fields: [String]?
  let filter: SalesFilter

  /// The most rows `query daily` prints, so that a typo'd range cannot exhaust memory.
  static let maximumDailyRows = 100_000

  static let formatSpec = ArgumentSpec.option(
    "format", valueName: "format",
    help:
      "The output format: \(OutputFormat.namesForMessages) (default: table on a terminal, else csv).",
    choices: OutputFormat.allCases.map(\.rawValue))
  static let fieldsSpec = ArgumentSpec.option(
    "fields", valueName: "list",
    help: "The columns to print, by key, in this order, separated by commas (default: all).")
  static let citySpec = ArgumentSpec.option(
    "city", valueName: "name", help: "Count only this city; repeat for several.", repeating: true)
  static let styleSpec = ArgumentSpec.option(
    "style", valueName: "name", help: "Count only this style; repeat for several.",
    repeating: true)
  /// The options every query prints with.
  static let outputSpecs = [formatSpec, fieldsSpec]

  /// `--from` and `--to` for a range of `days` days that ends at `--to` by default.
  static func dateSpecs(defaultDays days: Int) -> [ArgumentSpec] {
    [
      .option(
        "from", valueName: "date",
        help:
          "The first local date: \(DateArgument.syntax) (default: \(days - 1) days before --to, so \(days) days in all)."
      ),
      .option(
        "to", valueName: "date",
        help:
          "The last local date: \(DateArgument.syntax) (default: the latest day with data, or today when --from is after it; today is in the report time zone)."
      ),
    ]
  }

  /// The `--format` given, or nil; an unknown name is a usage error naming the closest one.
  static func chosenFormat(_ values: ParsedValues) throws -> OutputFormat? {
    guard let text = values.value("format") else { return nil }
    if let format = OutputFormat(rawValue: text.lowercased()) { return format }
    throw UsageError(
      "invalid value '\(text)' for '--format <format>': expected \(OutputFormat.namesForMessages)",
      hint: closestMatch(to: text, among: OutputFormat.allCases.map(\.rawValue)).map {
        "Did you mean '\($0)'?"
      })
  }

  /// Resolves the environment, opens the database and checks the shared options.
  init(_ values: ParsedValues) throws {
    let chosen = try Self.chosenFormat(values)
    fields = try values.value("fields").map(Self.fieldList)
    environment = try CommandEnvironment.resolve(values)
    format = chosen ?? .standard(isTerminal: environment.isStandardOutputTerminal)
    let store = try environment.openStoreForReading()
    environment.noteReplicaFreshness(of: store)
    analytics = SalesAnalytics(store: store)
    filter = SalesFilter(
      cities: try values.values("city").map { try Self.city(named: $0, in: store) },
      styles: try values.values("style").map { try Self.style(named: $0, in: store) })
  }

  /// `a, b,c` as `["a", "b", "c"]`; an empty list or entry is a usage error.
  static func fieldList(_ text: String) throws -> [String] {
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !fields.contains(where: \.isEmpty) else {
      throw UsageError(
        "invalid value '\(text)' for '--fields <list>': expected column keys separated by commas")
    }
    return fields
  }

  static func city(named name: String, in store: any SalesDataStore) throws -> City {
    if let city = try store.city(named: name) { return city }
    let known = try store.cities().map(\.name)
    throw UsageError(
      "unknown city '\(name)' for '--city <name>'",
      hint: closestMatch(to: name, among: known).map { "Did you mean '\($0)'?" }
        ?? noCloseName(
          kind: "city", known: known, adding: "griddle add city NAME --time-zone Area/City")
    )
  }

  static func style(named name: String, in store: any SalesDataStore) throws -> PancakeStyle {
    if let style = try store.style(named: name) { return style }
    let known = try store.styles().map(\.name)
    throw UsageError(
      "unknown style '\(name)' for '--style <name>'",
      hint: closestMatch(to: name, among: known).map { "Did you mean '\($0)'?" }
        ?? noCloseName(kind: "style", known: known, adding: "griddle add style NAME --price PRICE")
    )
  }

  /// The hint for a name close to no known one: no "did you mean" (a far one would mislead),
  /// the names that are known, and how a new one or another spelling of a known one is added.
  private static func noCloseName(kind: String, known: [String], adding command: String)
    -> String
  {
    let plural = kind == "city" ? "cities" : "styles"
    let listed =
      known.isEmpty
      ? "No \(plural) are known yet."
      : "No known \(kind) is close; known \(plural): \(known.joined(separator: ", "))."
    return listed
      + " A new \(kind) is added with '\(command)'; another spelling of a known one goes in its \"aliases\" in the config."
  }

  /// `--from`/`--to` as a range; without `--from`, the `days` days ending at `--to` or the latest
  /// day with data. Nil when the database holds no sales and no date was given.
  func dateRange(_ values: ParsedValues, defaultDays days: Int) throws -> DateRange? {
    let from = try date(values, "from")
    let to = try date(values, "to")
    guard let last = try to ?? defaultLast(from: from) else { return nil }
    let first = from ?? last.adding(days: -(days - 1))
    guard first <= last else {
      throw UsageError(
        "'--from \(first)' is after '--to \(last)'", hint: "Give the earlier date to --from.")
    }
    return DateRange(first, last)
  }

  /// The last date when `--to` is not given: the latest day with data; but a `--from` later
  /// than the data (`--from -7d` on a database last imported a while ago) runs to today, so
  /// the days since show as the zeros they are. Nil for an empty database and no `--from`.
  private func defaultLast(from: LocalDate?) throws -> LocalDate? {
    guard let latest = try analytics.latestDateWithData() else { return from }
    guard let from, from > latest else { return latest }
    return max(from, DateArgument.today(inReportTimeZone: environment.configuration.reportTimeZone))
  }

  /// Refuses a daily listing of more than `maximumDailyRows` rows (`rowsPerDay` per date).
  func checkDailyRowCount(_ range: DateRange, rowsPerDay: Int) throws {
    let rows = range.dayCount.multipliedReportingOverflow(by: max(1, rowsPerDay))
    guard rows.overflow || rows.partialValue > Self.maximumDailyRows else { return }
    let perDay = rowsPerDay > 1 ? " (\(formatCount(rowsPerDay)) cities a day)" : ""
    throw UsageError(
      "\(range.first) to \(range.last) is \(formatCount(range.dayCount)) days\(perDay), more than the \(formatCount(Self.maximumDailyRows)) rows 'query daily' prints at most",
      hint: "Narrow --from and --to, or use 'griddle query monthly' for long ranges.")
  }

  func date(_ values: ParsedValues, _ name: String) throws -> LocalDate? {
    try values.value(name).map {
      try DateArgument.parse(
        $0, option: "--\(name) <date>", reportTimeZone: environment.configuration.reportTimeZone)
    }
  }

  /// Prints `table` in the chosen format, with only the chosen fields.
  ///
  /// The table is built here so that `--verbose` can time the query apart from rendering.
  func write(_ build: @autoclosure () throws -> OutputTable) throws {
    var table = try environment.timed("query", build)
    if let fields {
      do {
        table = try table.selecting(fields: fields)
      } catch {
        let valid = error.validFields.joined(separator: ", ")
        let problem = error.isRepeated ? "is given twice" : "is not a column of this query"
        let suggestion =
          error.isRepeated
          ? nil
          : closestMatch(to: error.field, among: error.validFields).map { "Did you mean '\($0)'? " }
        throw UsageError(
          "invalid field '\(error.field)' for '--fields <list>': it \(problem)",
          hint: (suggestion ?? "") + "Valid fields: \(valid).")
      }
    }
    let text = environment.timed("render \(format.rawValue)") {
      table.rendered(
        as: format, locale: environment.locale, currencyCode: environment.configuration.currency)
    }
    writeToStandardOutput(text)
  }
}
