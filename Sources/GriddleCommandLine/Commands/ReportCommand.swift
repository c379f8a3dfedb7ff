import Foundation
import Reports
import Sales
import SalesAnalytics
import SalesDomain

/// `griddle report nightly`: writes the dated dashboard, its charts and data files.
enum ReportCommand {
  static let command = Command(
    name: "report",
    abstract: "Write reports.",
    subcommands: [nightly])

  static let nightlyArguments: [ArgumentSpec] = [
    .option(
      "date", valueName: "date",
      help:
        "The day to report on: \(DateArgument.syntax) (default: yesterday in the report time zone)."
    ),
    .option(
      "out", valueName: "dir",
      help: "The reports directory (default: reportsDirectory from the config)."),
  ]

  static let nightly = Command(
    name: "nightly",
    abstract: "Write the nightly HTML dashboard with its charts, CSV and JSON files.",
    discussion:
      "Writes OUT/DATE/ (index.html, one SVG and one CSV per chart, data.json), points OUT/latest at it and refreshes OUT/index.html. The report is written to a temporary directory and renamed into place, so a failed run leaves the previous report intact. Set SOURCE_DATE_EPOCH to fix the generation time printed on the page.",
    arguments: nightlyArguments,
    run: { values in
      let environment = try CommandEnvironment.resolve(values)
      let store = try environment.openStoreForReading()
      let options = try NightlyOptions(values, environment: environment)
      // A lagging read replica says so on the page, next to the generation time.
      let freshness = environment.noteReplicaFreshness(of: store)
      let page = try environment.timed("write report") {
        try writeNightlyReport(
          store: store, date: options.date, out: options.out, environment: environment,
          freshness: freshness)
      }
      writeToStandardOutput(page.path + "\n")
    })

  /// `report nightly`'s options, parsed once. Read after the database is opened, as they
  /// always were: the date is in the configured report time zone.
  struct NightlyOptions {
    /// The day to report on (`--date`, else yesterday).
    let date: LocalDate
    /// The reports directory (`--out`, else the config's).
    let out: String

    /// Parses `--date` and refuses a day after today (usage errors, exit 64).
    init(_ values: ParsedValues, environment: CommandEnvironment) throws {
      let zone = environment.configuration.reportTimeZone
      date =
        try values.value("date").map {
          try DateArgument.parse($0, option: "--date <date>", reportTimeZone: zone)
        } ?? yesterday(environment)
      let today = DateArgument.today(inReportTimeZone: zone)
      guard date <= today else {
        // A report on a day that has not happened would show an empty day as if it were real.
        throw UsageError(
          "'--date \(date)' is after today (\(today) in \(zone))",
          hint: "Give today or an earlier date.")
      }
      out = values.value("out") ?? environment.configuration.reportsDirectory
    }
  }

  /// Builds and publishes the report for `date`; returns its `index.html`.
  @MainActor
  ///
  /// `freshness` (a lagging replica's "Figures up to …" sentence) follows the generation time.
  static func writeNightlyReport(
    store: any SalesDataStore, date: LocalDate, out: String, environment: CommandEnvironment,
    freshness: String? = nil
  ) throws -> URL {
    let analytics = SalesAnalytics(store: store)
    let format = ReportFormatter(
      locale: environment.locale, currencyCode: environment.configuration.currency)
    let latest = try analytics.latestDateWithData()
    // The ledger's latest import, read before the figures: any later one counts as a change.
    let reported = store as? any ReportedDaysStore
    let latestImport = try reported?.latestImportID()
    var data =
      latest == nil
      ? nil
      : try NightlyReportData(
        analytics: analytics, date: date,
        scheduleGraceMinutes: environment.configuration.scheduleGraceMinutes)
    data?.recordedForecasts = RecordedForecast.read(
      reportsRoot: URL(fileURLWithPath: out), for: date)
    let shown = data.map { ReportedFigures.shown(in: $0, latestImportID: latestImport) } ?? []
    let comparison = try reported.map { try ReportedFigures.compare(shown, in: $0) }
    data?.figuresChange = comparison?.change
    if let latest, latest < date.adding(days: -29) || latest > date,
      data?.daily.last?.quantity ?? 0 == 0
    {
      writeDiagnostic(
        "griddle: warning: no sales on \(date); the latest day with data is \(latest) (use --date \(latest))\n"
      )
    } else if latest == nil {
      writeDiagnostic("griddle: warning: the database has no sales yet; the report says so\n")
    }
    let report = NightlyReport(
      date: date, data: data, format: format,
      generatedAt: [generationText(environment, format), freshness].compactMap { $0 }
        .joined(separator: " "))
    do {
      let page = try ReportPublisher(root: URL(fileURLWithPath: out)).publish(report, for: date)
      // Recorded once the page is out: a report that failed showed nothing.
      ReportedFigures.record(comparison?.unrecorded ?? []) {
        environment.openStoreForRecordingReports()
      }
      return page
    } catch let error as ReportWriteError {
      throw CommandFailure(exitStatus: .cannotCreate, message: error.description)
    }
  }

  /// "Generated …" in the report time zone; `SOURCE_DATE_EPOCH` fixes it for reproducible output.
  static func generationText(_ environment: CommandEnvironment, _ format: ReportFormatter)
    -> String
  {
    let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init)
    let now = epoch.map(Date.init(timeIntervalSince1970:)) ?? Date()
    let zone =
      TimeZone(identifier: environment.configuration.reportTimeZone) ?? TimeZone(identifier: "UTC")!
    let style = Date.FormatStyle(
      date: .long, time: .shortened, locale: environment.locale, timeZone: zone)
    return format.strings(.generated, ["time": now.formatted(style), "zone": zone.identifier])
  }

  /// Yesterday's date in the configured report time zone.
  static func yesterday(_ environment: CommandEnvironment) -> LocalDate {
    DateArgument.today(inReportTimeZone: environment.configuration.reportTimeZone).adding(days: -1)
  }
}
