import Foundation
import SalesDomain

/// The format of an order export.
public enum ImportFormat: String, Sendable {
  /// Comma-separated values with a header row (RFC 4180).
  case csv
  /// One JSON object per line.
  case jsonLines

  /// The format a file name suggests: `.jsonl`, `.ndjson` and `.json` are JSON Lines, the rest
  /// CSV.
  public init(path: String) {
    let lowered = path.lowercased()
    self =
      lowered.hasSuffix(".jsonl") || lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".json")
      ? .jsonLines : .csv
  }
}

/// How an import treats bad rows and whether it writes.
public struct ImportOptions: Sendable {
  /// Store the valid rows of a file with invalid ones (instead of none of them).
  public var skipInvalid: Bool
  /// Where rejected rows are written with their reasons (CSV), when given.
  public var rejectsPath: String?
  /// Validate and report without changing the database.
  public var dryRun: Bool
  /// How many problems per file are kept in detail; the rest are only counted.
  public var problemLimit: Int
  /// The input format; nil means by file name.
  public var format: ImportFormat?
  /// The profile that reads the files (`griddle`, `square`, `toast` or one of
  /// `userProfiles`); nil means detected from each file's header.
  public var profile: String?
  /// Profiles declared in the config (`importProfiles`).
  public var userProfiles: [ImportProfile] = []
  /// The names a point of sale uses for cities and styles (config `aliases`).
  public var aliases = ImportAliases()
  /// The text encoding of the files.
  public var encoding = InputEncoding.automatic
  /// The ISO 4217 code of the configured currency (config `currency`): a profile's money is
  /// read in its minor units (`¥1,200` is 1200 for JPY, `$8.00` 800 for USD).
  public var currencyCode = "USD"
  /// The clock the import ledger's instants come from (tests give a fixed one).
  public var clock: @Sendable () -> Date = { Date() }
  /// Replace every order a file names whole by the file's version (`--restate`), keeping
  /// what it replaced in the history.
  public var restate = false
  /// With `restate`: the file is the whole truth for every (local day, city) it has lines
  /// for, and a stored order of those days and cities it does not name is removed.
  public var restateDays = false
  /// How much roll-up (`ImportRollup.estimatedBytes`) a store that writes it in parts
  /// gathers before writing a part (tests make it small to write many parts from a small
  /// file).
  var rollupBytesBeforeWriting = Self.defaultRollupBytesBeforeWriting
  /// A fleet's file touches a group per (day, truck, hour), about a kilobyte each, and held
  /// them all until its end (1.4 GiB for 3M lines). A part takes about three times its
  /// estimate while it is translated and written: 10M fleet lines peaked at 81 MiB with parts
  /// of 12 MiB, 54 MiB with 4 MiB (and took no longer).
  static let defaultRollupBytesBeforeWriting = 4 << 20

  /// Creates options; the defaults import all-or-nothing.
  public init(
    skipInvalid: Bool = false, rejectsPath: String? = nil, dryRun: Bool = false,
    problemLimit: Int = 20, format: ImportFormat? = nil
  ) {
    self.skipInvalid = skipInvalid
    self.rejectsPath = rejectsPath
    self.dryRun = dryRun
    self.problemLimit = problemLimit
    self.format = format
  }
}

/// One thing wrong with an input file, at a line.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem it is, for callers that act on it (a hint, an exit status) without
  /// reading the message.
  public enum Kind: Equatable, Sendable {
    /// A row that is invalid in itself (a bad value, a conflict with a stored line, a limit).
    case row
    /// A record that is not valid UTF-8 (the file is probably in another encoding).
    case invalidEncoding
    /// Names matching no known city or style, as the message shows them (control characters
    /// escaped, at most the names the message lists).
    case unmatchedNames(cities: [String], styles: [String])
  }

  /// The file, as it was named to the importer.
  public let file: String
  /// The physical line the record starts on (1-based).
  public let line: Int
  /// What is wrong.
  public let message: String
  /// What kind of problem it is.
  public let kind: Kind

  /// Creates a problem; a row's problem is `.invalidEncoding` when a reader found invalid
  /// UTF-8 (`RecordProblem.invalidUTF8`).
  public init(file: String, line: Int, message: String, kind: Kind? = nil) {
    self.file = file
    self.line = line
    self.message = message
    self.kind = kind ?? (message == RecordProblem.invalidUTF8 ? .invalidEncoding : .row)
  }

  /// `FILE:LINE: message`.
  public var description: String { "\(file):\(line): \(message)" }
}

/// Problems a reader finds in a record as a whole.
enum RecordProblem {
  /// A record that is not valid UTF-8.
  static let invalidUTF8 = "invalid UTF-8"
}

/// A problem about a file as a whole, known only once every record was read (the grouped
/// message of unmatched names).
struct FileProblem {
  /// The line it is reported at.
  let line: Int
  /// What is wrong.
  let message: String
  /// What kind of problem it is.
  let kind: ImportProblem.Kind
}

/// What importing one file did.
public struct FileImportSummary: Equatable, Sendable {
  /// The file, as it was named to the importer.
  public var file: String
  /// Records read (header and blank lines excluded).
  public var rowsRead = 0
  /// Orders newly stored (0 unless committed; under `dryRun`, the orders that would be).
  public var imported = 0
  /// Rows whose order is already stored with identical content (or repeated in the file).
  public var alreadyPresent = 0
  /// Rows with a problem (invalid or conflicting).
  public var rejected = 0
  /// Every problem found, in line order, up to `ImportOptions.problemLimit`.
  public var problems: [ImportProblem] = []
  /// The number of problems found, including those beyond the limit.
  public var problemCount = 0
  /// Whether the file's rows were written to the database.
  public var committed = false
  /// Whether the file was refused as a whole (all-or-nothing, and it had problems).
  public var isRefused = false
  /// Wall-clock time spent on the file, in seconds.
  public var elapsed: Double = 0
  /// The profile that read the file (`griddle` unless a point-of-sale profile did).
  public var profile = ImportProfile.griddleName
  /// Rows a profile's rules left out (voids, gift cards); never errors.
  public var excluded = 0
  /// What a profile translation found (lines, tickets, money per city and style), or nil for
  /// Griddle's own format.
  public var translation: TranslationSummary?
  /// What `--restate` replaced and removed, or nil when the file restated nothing.
  public var restatement: RestatementOutcome?

  /// Creates an empty summary for `file`.
  public init(file: String) { self.file = file }

}

/// How far an import has come, for progress displays.
public struct ImportProgress: Sendable {
  /// The file being imported.
  public let file: String
  /// Records handled so far.
  public let rows: Int
  /// Bytes of the file read so far.
  public let bytesRead: Int64
  /// The file's size in bytes.
  public let totalBytes: Int64
  /// Seconds since the file was opened.
  public let elapsed: Double
}

/// What `import --restate` changed in the orders a file names.
public struct RestatementOutcome: Equatable, Sendable {
  /// Orders whose stored version the file's replaced (a line changed or removed).
  public var orders = 0
  /// Stored lines the file no longer has (or now excludes): removed.
  public var linesRemoved = 0
  /// Stored lines the file has with other content: changed.
  public var linesChanged = 0
  /// How net sales moved per (local day, city), by day then city.
  public var days: [RestatedDay] = []
  /// Only in a dry run (`import --restate --dry-run`): the orders removed whole, by id.
  public var removedOrders: [RemovedOrder] = []
  /// Only in a dry run: the lines removed or changed of orders that stay, by order and line.
  public var lines: [RestatedLine] = []
}

/// An order a restatement removes whole (every line gone or excluded, or not in the file of a
/// `--restate-days` run): where and when it was, and its net sales.
public struct RemovedOrder: Equatable, Sendable {
  public var orderID: String
  public var date: LocalDate
  public var city: String
  public var netCents: Int64
}

/// A stored line a restatement removes or changes, of an order that keeps other lines.
public struct RestatedLine: Equatable, Sendable {
  public var orderID: String
  public var line: Int64
  /// Removed (true) or replaced by the file's version.
  public var isRemoved: Bool
}

/// A (local day, city) whose figures a restatement or an undo moved.
public struct RestatedDay: Equatable, Sendable {
  public var date: LocalDate
  public var city: String
  public var netCentsBefore: Int64
  public var netCentsAfter: Int64
}
