import Foundation
import Sales
import SalesDomain

/// What every command works with: the resolved configuration and the terminal it runs in.
public struct CommandEnvironment: Sendable {
  /// Settings after flags, environment, config file and defaults were combined.
  public let configuration: Configuration
  /// Whether standard output is a terminal (tables by default) or a pipe/file (CSV).
  public let isStandardOutputTerminal: Bool
  /// Whether standard error is a terminal (progress lines are shown only then).
  public let isStandardErrorTerminal: Bool
  /// What to say besides results and errors (`--quiet`, `--verbose`).
  public let verbosity: Verbosity

  /// Creates an environment from parts (tests use this).
  public init(
    configuration: Configuration, isStandardOutputTerminal: Bool, isStandardErrorTerminal: Bool,
    verbosity: Verbosity = .normal
  ) {
    self.configuration = configuration
    self.isStandardOutputTerminal = isStandardOutputTerminal
    self.isStandardErrorTerminal = isStandardErrorTerminal
    self.verbosity = verbosity
  }

  /// Resolves the configuration from the global `--config`/`--database` options and the
  /// process environment.
  ///
  /// `allowingNewConfigFile` lets `--config` name a file that does not exist yet (`add`).
  public static func resolve(_ values: ParsedValues, allowingNewConfigFile: Bool = false) throws
    -> CommandEnvironment
  {
    let verbosity = try Verbosity.from(values)
    let sources = Configuration.Sources(
      configFlag: values.value("config"), databaseFlag: values.value("database"),
      readDatabaseFlag: values.value("read-database"),
      environment: ProcessInfo.processInfo.environment,
      workingDirectory: FileManager.default.currentDirectoryPath)
    let partial = CommandEnvironment(
      configuration: Configuration(), isStandardOutputTerminal: false,
      isStandardErrorTerminal: false, verbosity: verbosity)
    return CommandEnvironment(
      configuration: try partial.timed("read config") {
        try Configuration.resolve(sources, allowingNewFile: allowingNewConfigFile)
      },
      isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isStandardErrorTerminal: isatty(STDERR_FILENO) == 1, verbosity: verbosity)
  }

  /// Says which config files were looked for when none was found, since every command then
  /// runs without configured cities or styles; for the commands that load them.
  func noteMissingConfigFile() {
    let searched = configuration.searchedFiles
    guard configuration.sourceFile == nil, !searched.isEmpty else { return }
    notice(
      "no config file found (looked for \(searched.joined(separator: " and "))); running without configured cities or styles. Add them with 'griddle add city' and 'griddle add style', or name a file with --config."
    )
  }

  /// The database as it may be shown: a PostgreSQL URI with its password masked.
  public var databaseDisplayName: String { SalesStores.displayName(configuration.database) }

  /// The locale numbers and dates are shown in.
  public var locale: Locale { Locale(identifier: configuration.locale) }

  /// Opens the database for writing (creating and migrating it when needed) and adds the
  /// configured cities and styles that are not there yet. A configured business-day start
  /// that differs from the stored one is refused unless `rebuildingBusinessDays` (`init`,
  /// which then rebuilds).
  public func openStore(rebuildingBusinessDays: Bool = false) throws -> any ImportingSalesStore {
    try refuseDirectory(status: .cannotCreate)
    let database = configuration.database
    if !SalesStores.isServer(database) {
      // Through URL: NSString's deletingLastPathComponent traps on a one-letter name ("d").
      let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
      if !FileManager.default.fileExists(atPath: folder) {
        throw DatabaseNotWritableError(
          path: database, reason: "the folder '\(folder)' does not exist",
          hint: maskingCredentials(
            "Create it first (mkdir -p \(UnknownNamesHint.shellWord(folder))), or name another path."
          )
        )
      }
    }
    do {
      return try timed("open database") {
        let store = try namingTheDatabase { try SalesStores.openForWriting(database) }
        let known = Set(try store.cities().map { NameKey($0.name) })
        for notice in try syncReferenceData(into: store) where verbosity != .quiet {
          writeDiagnostic("griddle: note: \(notice)\n")
        }
        try recordBusinessDays(
          ofNewCities: configuration.cities.map(\.name).filter { !known.contains(NameKey($0)) },
          in: store)
        if !rebuildingBusinessDays { try refuseChangedBusinessDays(in: store) }
        return store
      }
    } catch {
      guard let failure = StoreFailure.classifying(error),
        failure.category == .cannotOpenForWriting
      else { throw error }
      // A read-only file or folder: name the file, and say what SQLite needs to write it.
      throw DatabaseNotWritableError(
        path: database, reason: failure.message,
        hint:
          "Griddle writes the file and, beside it, its -wal and -shm files: check that you may write both the file and its folder. Queries and reports only read it."
      )
    }
  }

  /// Opens an existing database read-only for queries and reports; a missing file is an
  /// error, not a new database.
  ///
  /// Never writes: no migration and no reference data, and a failed read-only open is reported
  /// (a database that needs an upgrade says to run `griddle init`), never retried for writing.
  /// Read-only, a query never waits for the write lock an import holds: it reads the last
  /// committed state (WAL).
  ///
  /// It opens `readDatabase` when one is configured (a read replica), else `database`.
  public func openStoreForReading() throws -> any SalesDataStore {
    let database = configuration.readingDatabase
    guard SalesStores.isServer(database) || FileManager.default.fileExists(atPath: database) else {
      throw MissingDatabaseError(path: database)
    }
    try refuseDirectory(status: .noInput, path: database)
    return try timed("open database") {
      let store = try namingTheDatabase(SalesStores.displayName(database)) {
        try SalesStores.openForReading(database)
      }
      try refuseChangedBusinessDays(in: store)
      return store
    }
  }

  /// The primary database opened only to record what a nightly report showed; nil when a
  /// read replica is configured (the report then only compares) or the database cannot be
  /// written that way (the report is written all the same).
  public func openStoreForRecordingReports() -> (any ReportedDaysStore)? {
    guard configuration.readDatabase == nil else { return nil }
    return SalesStores.openForRecordingReports(configuration.database)
  }

  /// A schema the migrations refuse (newer than this build, or changed after it was applied)
  /// is named in the message: with several databases about (a fleet's server, a truck's file)
  /// "the database" alone does not say which.
  func namingTheDatabase<T>(_ name: String? = nil, _ open: () throws -> T) throws -> T {
    do {
      return try open()
    } catch let error as MigrationError {
      throw CommandFailure(
        exitStatus: .dataError, message: "\(name ?? databaseDisplayName): \(error)")
    }
  }

  /// A database path naming a folder gets a message that says so (SQLite's own answer is a
  /// disk I/O error); `status` is 66 for reading, 73 for writing.
  func refuseDirectory(status: ExitStatus, path: String? = nil) throws {
    let database = path ?? configuration.database
    var isDirectory: ObjCBool = false
    guard !SalesStores.isServer(database),
      FileManager.default.fileExists(atPath: database, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return }
    throw DatabaseIsDirectoryError(path: database, exitStatus: status)
  }

  /// Adds configured cities and styles that the database does not have yet.
  ///
  /// A configured menu price that differs from the stored one replaces it
  /// from now on (a changed time zone is refused instead: it would move stored orders to other
  /// days). Returns a notice per changed price, so the change is never silent; both stores
  /// behave alike.
  func syncReferenceData(into store: any SalesDataStore) throws -> [String] {
    guard !configuration.cities.isEmpty || !configuration.styles.isEmpty else { return [] }
    let stops = store as? any ScheduleDataStore
    var notices: [String] = []
    try store.inTransaction {
      for city in configuration.cities {
        try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone)
      }
      for style in configuration.styles {
        let stored = try store.addStyle(name: style.name, priceCents: style.priceCents)
        guard let price = style.priceCents, let old = stored.priceCents, old != price
        else { continue }
        try store.setMenuPrice(ofStyle: stored.id, to: price)
        notices.append(
          "the menu price of \(stored.name) changed from \(old) to \(price) cents in the config; rows imported from now on without a unit price use \(price), stored orders keep their money"
        )
      }
      for stop in configuration.stops {
        try stops?.addStop(
          name: stop.name, cityID: try store.requireCity(named: stop.city).id, fee: stop.fee)
      }
    }
    return notices
  }
}

/// The database named by the configuration does not exist; exit status 66.
public struct MissingDatabaseError: CommandLineError {
  /// The path that was looked for.
  public let path: String
  public var exitStatus: ExitStatus { .noInput }
  public var message: String { "database '\(maskingCredentials(path))' does not exist" }
  public var hint: String? {
    // Pointing at the demo makes sense only when it has not been made here yet.
    let demo = DemoCommand.defaultDatabase
    if FileManager.default.fileExists(atPath: demo) && path != demo {
      return
        "Create it with 'griddle --database \(maskingCredentials(path)) init', or query the demo database with 'griddle --database \(demo) query daily'."
    }
    return
      "Create it with 'griddle --database \(maskingCredentials(path)) init', or try 'griddle demo'."
  }
}

/// The database path names a folder, not a file.
public struct DatabaseIsDirectoryError: CommandLineError {
  /// The folder's path.
  public let path: String
  /// 66 when reading, 73 when writing.
  public let exitStatus: ExitStatus
  public var message: String {
    "database '\(maskingCredentials(path))' is a folder, not a database file"
  }
  public var hint: String? {
    "Name a file in it, e.g. --database \(UnknownNamesHint.shellWord(path + "/griddle.sqlite"))."
  }
}

/// The database cannot be created or written; exit status 73.
public struct DatabaseNotWritableError: CommandLineError {
  /// The database's path.
  public let path: String
  /// Why, in a few words.
  public let reason: String
  /// What would fix it.
  public let hint: String?
  public var exitStatus: ExitStatus { .cannotCreate }
  public var message: String {
    "cannot write the database '\(maskingCredentials(path))': \(maskingCredentials(reason))"
  }
}
