import Foundation
import SQLiteStorage
import Sales

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

  /// The locale numbers and dates are shown in.
  public var locale: Locale { Locale(identifier: configuration.locale) }

  /// Opens the database for writing (creating and migrating it when needed) and adds the
  /// configured cities and styles that are not there yet.
  public func openStore() throws -> SalesStore {
    try timed("open database") {
      let store = try SalesStore(path: configuration.database)
      try syncReferenceData(into: store)
      return store
    }
  }

  /// Opens an existing database for queries; a missing file is an error, not a new database.
  ///
  /// When the schema is current and the configured cities and styles are all there, the
  /// database is opened read-only, so a query or report never waits for the write lock an
  /// import holds: it reads the last committed state (WAL). Only a database that needs
  /// upgrading or new reference data is opened for writing.
  public func openStoreForReading() throws -> SalesStore {
    guard FileManager.default.fileExists(atPath: configuration.database) else {
      throw MissingDatabaseError(path: configuration.database)
    }
    let readOnly = try timed("open database") { () -> SalesStore? in
      guard let store = try? SalesStore(readingFrom: configuration.database) else { return nil }
      return try isUpToDate(store) ? store : nil
    }
    if let readOnly { return readOnly }
    return try openStore()
  }

  /// Whether `store` has every migration and every configured city and style.
  private func isUpToDate(_ store: SalesStore) throws -> Bool {
    let latest = SalesStore.bundledMigrations().map(\.version).max() ?? 0
    let applied =
      try store.database.scalar(Int.self, "SELECT max(version) FROM schema_migrations") ?? 0
    guard applied == latest else { return false }
    let cities = Set(try store.cities().map { NameKey($0.name) })
    let styles = Set(try store.styles().map { NameKey($0.name) })
    return configuration.cities.allSatisfy { cities.contains(NameKey($0.name)) }
      && configuration.styles.allSatisfy { styles.contains(NameKey($0.name)) }
  }

  /// Adds configured cities and styles that the database does not have yet.
  func syncReferenceData(into store: SalesStore) throws {
    guard !configuration.cities.isEmpty || !configuration.styles.isEmpty else { return }
    try store.database.transaction {
      for city in configuration.cities {
        try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone)
      }
      for style in configuration.styles {
        try store.addStyle(name: style.name, priceCents: style.priceCents)
      }
    }
  }
}

/// The database named by the configuration does not exist; exit status 66.
public struct MissingDatabaseError: CommandLineError {
  /// The path that was looked for.
  public let path: String
  public var exitStatus: ExitStatus { .noInput }
  public var message: String { "database '\(path)' does not exist" }
  public var hint: String? {
    // Pointing at the demo makes sense only when it has not been made here yet.
    let demo = DemoCommand.defaultDatabase
    if FileManager.default.fileExists(atPath: demo) && path != demo {
      return
        "Create it with 'griddle --database \(path) init', or query the demo database with 'griddle --database \(demo) query daily'."
    }
    return "Create it with 'griddle --database \(path) init', or try 'griddle demo'."
  }
}
