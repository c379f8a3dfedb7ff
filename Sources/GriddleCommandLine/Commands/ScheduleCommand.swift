import Foundation
import Reports
import Sales
import SalesDomain

/// `griddle schedule import|list`: the visits of the trucks to their stops (issue 26).
enum ScheduleCommand {
  static let command = Command(
    name: "schedule",
    abstract: "Import and list the schedule of visits to stops.",
    discussion:
      "A schedule is a CSV of visits (date,city,stop,start,end[,fee_cents][,fee_percent]) or an iCalendar file as Google Calendar and Apple Calendar export it. Stops come from the config (\"stops\", or 'griddle add stop').",
    subcommands: [importCommand, list])

  static let importArguments: [ArgumentSpec] = [
    .positional(
      "files", help: "The CSV or iCalendar (.ics) files, or - for standard input.",
      repeating: true)
  ]

  static let importCommand = Command(
    name: "import",
    abstract: "Import schedule files; each replaces the visits of its calendar or file.",
    discussion:
      "Each file is stored all or nothing. Importing a file again changes nothing; importing a changed calendar replaces the visits imported from it before (a calendar is known by its name, X-WR-CALNAME, else by the file's name). Visits of one city may not overlap, whichever file they come from. A rule without COUNT or UNTIL is expanded through \(horizonDays) days after today.",
    arguments: importArguments,
    run: { values in try runImport(values) })

  static let listArguments: [ArgumentSpec] =
    [
      .option("from", valueName: "date", help: "The first local date: \(DateArgument.syntax)."),
      .option("to", valueName: "date", help: "The last local date: \(DateArgument.syntax)."),
      QueryOptions.citySpec,
      .flag(
        "figures",
        help:
          "Add each visit's quantity, revenue_cents (net), tickets, first_sale and last_sale (local HH:MM)."
      ),
    ] + QueryOptions.outputSpecs

  static let list = Command(
    name: "list",
    abstract: "Print the scheduled visits.",
    discussion:
      "Visits are listed by date, city and start, with local times in the city's zone (an end before the start is on the next day) and the fee that applies: the visit's own, else its stop's. Without --from and --to, every visit is listed.",
    arguments: listArguments,
    run: { values in
      let query = try QueryOptions(values)
      let store = query.analytics.store
      guard let schedule = store as? any ScheduleDataStore else {
        throw CommandFailure(exitStatus: .software, message: "this store keeps no schedule")
      }
      let from = try query.date(values, "from")
      let to = try query.date(values, "to")
      if let from, let to, from > to {
        throw UsageError(
          "'--from \(from)' is after '--to \(to)'", hint: "Give the earlier date to --from.")
      }
      let dates: ClosedRange<LocalDate>? =
        from == nil && to == nil
        ? nil
        : (from ?? LocalDate(dayNumber: Int(Int32.min)))...(to
          ?? LocalDate(dayNumber: Int(Int32.max)))
      let cities = try store.cities()
      let cityIDs = query.filter.cities.map(\.id)
      let visits = try schedule.visits(on: dates, cityIDs: cityIDs)
      var figures: [VisitRollups.VisitKey: VisitSums]?
      if values.flag("figures") {
        figures = [:]
        if let first = visits.map(\.date).min(), let last = visits.map(\.date).max() {
          figures = try query.analytics.visitFigures(
            on: first...last, cityIDs: cityIDs, schedule: schedule,
            graceMinutes: query.environment.configuration.scheduleGraceMinutes)
        }
      }
      try query.write(
        SalesTables.schedule(visits, stops: try schedule.stops(), cities: cities, figures: figures))
    })

  /// How far an open-ended rule is expanded, in days after today (report time zone).
  static let horizonDays = 366

  private static func runImport(_ values: ParsedValues) throws {
    let files = values.values("files")
    guard !files.isEmpty else {
      throw UsageError(
        "missing schedule files", hint: "Name a CSV or .ics file, or - for standard input.")
    }
    try InputFiles.checkReadable(files)
    let environment = try CommandEnvironment.resolve(values)
    let store = try environment.openStore()
    guard let schedule = store as? any ScheduleDataStore else {
      throw CommandFailure(exitStatus: .software, message: "this store keeps no schedule")
    }
    let reference = try referenceData(store: store, schedule: schedule, environment.configuration)
    let horizon = DateArgument.today(inReportTimeZone: environment.configuration.reportTimeZone)
      .adding(days: horizonDays)
    var refused: [String] = []
    for file in files {
      let (path, cleanup) = try readablePath(file)
      defer { cleanup() }
      let name = file == "-" ? "stdin" : file
      let read: ScheduleFile
      do {
        read = try ScheduleFile(path: path, name: name, reference: reference, horizon: horizon)
      } catch let error as ScheduleFileError {
        var text = error.problems.prefix(ScheduleFileError.reportedProblems).map {
          "\(name):\($0.line): \($0.message)\n"
        }.joined()
        let more = error.problems.count - ScheduleFileError.reportedProblems
        if more > 0 { text += "\(name): … and \(formatCount(more)) more problems\n" }
        writeToStandardError(text)
        refused.append(name)
        continue
      } catch let error as ImportError {
        throw CommandFailure(error)
      }
      do {
        let summary = try schedule.replaceVisits(
          of: read.source, with: read.visits,
          graceMinutes: environment.configuration.scheduleGraceMinutes)
        writeToStandardOutput(describe(summary, file: name) + "\n")
      } catch let overlap as VisitOverlap {
        writeToStandardError(
          "\(name): \(describe(overlap.new, reference)) overlaps \(describe(overlap.other, reference)) (from '\(overlap.other.source)'); a truck is in one place at a time\n"
        )
        refused.append(name)
      }
    }
    guard !refused.isEmpty else { return }
    throw CommandFailure(
      exitStatus: .dataError,
      message: refused.count == 1
        ? "'\(refused[0])' has problems; nothing from it was stored"
        : "\(refused.count) files have problems; nothing from them was stored",
      hint: "Fix what is listed above and import again"
        + (files.count > 1 ? "; the other files were stored." : "."))
  }

  /// `path` itself, or standard input copied to a temporary file (readers read files).
  private static func readablePath(_ file: String) throws -> (String, () -> Void) {
    guard file == "-" else { return (file, {}) }
    let path = NSTemporaryDirectory() + "/griddle-schedule-\(getpid()).input"
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard
      FileManager.default.createFile(
        atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
    else {
      throw CommandFailure(
        exitStatus: .cannotCreate,
        message: "cannot write a temporary copy of standard input at \(path)")
    }
    return (path, { unlink(path) })
  }

  /// The stored stops and cities with the config's aliases (the demo reads its schedule with
  /// them too).
  static func referenceData(
    store: any SalesDataStore, schedule: any ScheduleDataStore, _ configuration: Configuration
  ) throws -> ScheduleReferenceData {
    let cities = try store.cities()
    let cityByID = Dictionary(cities.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let stopAliases = Dictionary(
      configuration.stops.map { (NameKey($0.name), $0.aliases) }, uniquingKeysWith: +)
    let cityAliases = Dictionary(
      configuration.cities.map { (NameKey($0.name), $0.aliases) }, uniquingKeysWith: +)
    return ScheduleReferenceData(
      stops: try schedule.stops().compactMap { stop in
        guard let city = cityByID[stop.cityID] else { return nil }
        return .init(
          stop: stop, aliases: stopAliases[NameKey(stop.name)] ?? [], cityName: city.name,
          timeZone: city.timeZone)
      },
      cities: cities.map { .init(city: $0, aliases: cityAliases[NameKey($0.name)] ?? []) })
  }

  private static func describe(_ summary: ScheduleImportSummary, file: String) -> String {
    let count = "\(formatCount(summary.visits)) visit\(summary.visits == 1 ? "" : "s")"
    let schedule = "schedule '\(summary.source)'"
    if summary.unchanged {
      return "\(file): \(count), the same as stored for \(schedule); nothing changed."
    }
    if summary.replaced > 0 {
      return
        "\(file): \(count) stored as \(schedule), replacing its \(formatCount(summary.replaced)) earlier visit\(summary.replaced == 1 ? "" : "s")."
    }
    return "\(file): \(count) stored as \(schedule)."
  }

  /// `Cupertino at Market on 2024-06-07 18:00–22:00`.
  private static func describe(_ visit: Visit, _ reference: ScheduleReferenceData) -> String {
    let stop = reference.stops.first { $0.stop.id == visit.stopID }
    let zone = stop?.timeZone ?? TimeZone(secondsFromGMT: 0)!
    return
      "\(stop?.cityName ?? "?") at \(stop?.stop.name ?? "?") on \(visit.date) \(SalesTables.localClock(visit.startsAt, zone))–\(SalesTables.localClock(visit.endsAt, zone))"
  }
}
