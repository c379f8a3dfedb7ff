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

  /// Creates an environment from parts (tests use this).
  public init(
    configuration: Configuration, isStandardOutputTerminal: Bool, isStandardErrorTerminal: Bool
  ) {
    self.configuration = configuration
    self.isStandardOutputTerminal = isStandardOutputTerminal
    self.isStandardErrorTerminal = isStandardErrorTerminal
  }

  /// Resolves the configuration from the global `--config`/`--database` options and the
  /// process environment.
  public static func resolve(_ values: ParsedValues) throws -> CommandEnvironment {
    let sources = Configuration.Sources(
      configFlag: values.value("config"), databaseFlag: values.value("database"),
      environment: ProcessInfo.processInfo.environment,
      workingDirectory: FileManager.default.currentDirectoryPath)
    return CommandEnvironment(
      configuration: try Configuration.resolve(sources),
      isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isStandardErrorTerminal: isatty(STDERR_FILENO) == 1)
  }

  /// The locale numbers and dates are shown in.
  public var locale: Locale { Locale(identifier: configuration.locale) }

  /// Opens the database for writing (creating and migrating it when needed) and adds the
  /// configured cities and styles that are not there yet.
  public func openStore() throws -> SalesStore {
    let store = try SalesStore(path: configuration.database)
    try syncReferenceData(into: store)
    return store
  }

  /// Opens an existing database read-only for queries and reports; a missing file is an
  /// error, not a new database.
  ///
  /// Never writes: no migration and no reference data, and a failed read-only open is reported
  /// (a database that needs an upgrade says to run `griddle init`), never retried for writing.
  /// Read-only, a query never waits for the write lock an import holds: it reads the last
  /// committed state (WAL).
  public func openStoreForReading() throws -> SalesStore {
    guard FileManager.default.fileExists(atPath: configuration.database) else {
      throw MissingDatabaseError(path: configuration.database)
    }
    return try SalesStore(readingFrom: configuration.database)
  }

  /// Adds configured cities and styles that the database does not have yet.
  func syncReferenceData(into store: SalesStore) throws {
    guard !configuration.cities.isEmpty || !configuration.styles.isEmpty else { return }
    try store.inTransaction {
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
    "Create it with 'griddle --database \(path) init', or try 'griddle demo'."
  }
}
