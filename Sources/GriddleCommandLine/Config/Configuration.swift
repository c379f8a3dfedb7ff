import Foundation
import Sales
import SalesDomain

/// Griddle's settings after flags, environment, config file and defaults were combined.
public struct Configuration: Equatable, Sendable {
  /// A city to make sure exists in the database.
  public struct CitySetting: Equatable, Sendable {
    /// The city's name.
    public var name: String
    /// Its IANA time zone identifier.
    public var timeZone: String
    /// Other names a point of sale uses for it (a location, a device).
    public var aliases: [String] = []
    /// When its business day starts (`businessDayStartsAt`, local `HH:MM`; midnight default).
    public var businessDayStartsAt: BusinessDayStart = .midnight
  }

  /// A style to make sure is on the menu.
  public struct StyleSetting: Equatable, Sendable {
    /// The style's name.
    public var name: String
    /// Its menu price in cents, if known.
    public var priceCents: Int?
    /// Other names a point of sale uses for it (item names).
    public var aliases: [String] = []
  }

  /// Path of the SQLite database.
  public var database = "griddle.sqlite"
  /// Where `query` and `report` read instead (a PostgreSQL read replica); nil: `database`.
  public var readDatabase: String?
  /// The database `query` and `report` read: `readDatabase`, else `database`.
  public var readingDatabase: String { readDatabase ?? database }
  /// Where nightly reports are written.
  public var reportsDirectory = "reports"
  /// Locale for numbers and dates in tables and reports.
  public var locale = "en_US"
  /// ISO 4217 currency code for revenue.
  public var currency = "USD"
  /// Time zone that decides what "yesterday" means for the nightly report.
  public var reportTimeZone = "America/Los_Angeles"
  /// Cities loaded by `init` and every command that opens the database.
  public var cities: [CitySetting] = []
  /// Styles loaded like the cities.
  public var styles: [StyleSetting] = []
  /// Stops of the configured cities (issue 26), loaded like the cities.
  public var stops: [StopSetting] = []
  /// How many minutes before and after a visit a sale still belongs to it.
  public var scheduleGraceMinutes = Configuration.defaultScheduleGraceMinutes
  /// Whether `import` restates the orders its files name, as `--restate` does (a nightly job).
  public var restate = false
  /// Import profiles declared for exports without a built-in one, sorted by name.
  public var importProfiles: [ImportProfile] = []
  /// The config file these settings came from, if any, as it was named.
  public var sourceFile: String?
  /// The paths looked at for a config file when none was named and none was found.
  public var searchedFiles: [String] = []

  /// The built-in defaults.
  public init() {}
}

/// A config file that cannot be used; exit status 78.
public struct ConfigurationError: CommandLineError, Equatable {
  /// The file concerned.
  public let file: String
  /// What is wrong, naming the key path.
  public let detail: String

  /// What would fix it, when more than the detail helps (the keys allowed where an unknown
  /// one was found).
  public let hint: String?

  /// Creates an error about `file`.
  public init(file: String, detail: String, hint: String? = nil) {
    self.file = file
    self.detail = detail
    self.hint = hint
  }

  public var exitStatus: ExitStatus { .config }
  public var message: String { "bad configuration in \(file): \(detail)" }
}
