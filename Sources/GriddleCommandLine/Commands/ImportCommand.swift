import Foundation
import Reports
import Sales
import SalesDomain

/// `griddle import FILE…`: stores point-of-sale exports, each file all-or-nothing.
enum ImportCommand {
  static let arguments: [ArgumentSpec] = [
    .positional(
      "file", help: "The CSV or JSON Lines files to import, in order.", repeating: true),
    .flag("skip-invalid", help: "Store the valid rows of a file and reject the others."),
    .option(
      "rejects", valueName: "file",
      help:
        "Write rejected rows with their reasons to this CSV file (needed with --skip-invalid)."
    ),
    .flag("dry-run", help: "Check the files and report what would be imported, without writing."),
    .flag(
      "restate",
      help:
        "Replace every stored order a file names by the file's version (late voids, corrections); what it replaces is kept for 'griddle undo'."
    ),
    .flag(
      "restate-days",
      help:
        "As --restate, and remove the stored orders of every local day and city the file has lines for that it does not name (deleted at the point of sale)."
    ),
    .option(
      "profile", valueName: "name",
      help:
        "How to read the files: griddle, square, toast, or a profile from the config (default: detected from the header)."
    ),
    .option(
      "encoding", valueName: "encoding",
      help:
        "The files' text encoding when not UTF-8 or UTF-16 with a byte order mark: windows-1252."
    ),
  ]

  static let command = Command(
    name: "import",
    abstract:
      "Import point-of-sale exports (Griddle CSV or JSON Lines, Square, Toast, or a profile).",
    discussion: """
      Each file is imported in one transaction. By default a file with any invalid row, or with \
      an order id already stored with different content, stores nothing; every problem is \
      listed as FILE:LINE: message. Orders already stored with the same content are skipped, \
      so importing a file twice is safe. CSV files need a header with the columns order_id, \
      ordered_at, city, style and quantity, and may have unit_price_cents; other columns are \
      ignored. Files ending in .jsonl, .ndjson or .json are read as JSON Lines with the same keys. \
      Square's Item Sales Detail CSV and Toast's ItemSelectionDetails.csv are recognised from \
      their header (or named with --profile square|toast); other exports are read through a \
      profile declared in the config under "importProfiles". Location and item names are \
      matched to cities and styles through their "aliases" in the config. '-' reads standard \
      input.
      """,
    arguments: arguments,
    run: { values in try run(values) })

  /// The command's options, parsed and checked once before anything is opened.
  struct Options {
    /// The files to import, in order (`-` is standard input).
    let files: [String]
    /// `--skip-invalid`.
    let skipInvalid: Bool
    /// `--rejects`.
    let rejectsPath: String?
    /// `--dry-run`.
    let dryRun: Bool
    /// `--restate`.
    let restate: Bool
    /// `--restate-days`.
    let restateDays: Bool
    /// `--profile`.
    let profile: String?
    /// `--encoding`, or automatic.
    let encoding: InputEncoding
    /// Whether `--encoding` was given.
    let encodingChosen: Bool

    /// Parses and checks the command line (usage errors, exit 64).
    init(_ values: ParsedValues) throws {
      files = values.values("file")
      guard !files.isEmpty else {
        throw UsageError(
          "no file to import",
          hint: "Usage: griddle import FILE… [--skip-invalid --rejects FILE] [--dry-run]")
      }
      skipInvalid = values.flag("skip-invalid")
      rejectsPath = values.value("rejects")
      dryRun = values.flag("dry-run")
      restateDays = values.flag("restate-days")
      restate = values.flag("restate") || restateDays
      profile = values.value("profile")
      if skipInvalid && rejectsPath == nil {
        throw UsageError(
          "'--skip-invalid' needs '--rejects <file>', so no rejected order is lost",
          hint: "Add '--rejects rejects.csv'.")
      }
      if rejectsPath != nil && !skipInvalid {
        throw UsageError(
          "'--rejects <file>' only applies with '--skip-invalid': without it a file with a bad row stores nothing and rejects nothing",
          hint:
            "Add '--skip-invalid' to store the valid rows and write the others to the rejects file."
        )
      }
      let encodingName = values.value("encoding")
      encodingChosen = encodingName != nil
      if let name = encodingName {
        guard let chosen = InputEncoding(name: name) else {
          throw UsageError(
            "unknown encoding '\(name)'",
            hint:
              "Files are read as UTF-8 or UTF-16 (with a byte order mark); '--encoding windows-1252' reads the rest."
          )
        }
        encoding = chosen
      } else {
        encoding = .automatic
      }
      if files.filter({ $0 == "-" }).count > 1 {
        throw UsageError("standard input ('-') can be read only once", hint: nil)
      }
    }
  }

  /// What importing every file did.
  struct Outcome {
    /// The files refused (nothing stored from them).
    var refused: [String] = []
    /// Every file's listed problems.
    var problems: [ImportProblem] = []
    /// The files' summaries added up.
    var total = FileImportSummary(file: "")
  }

  private static func run(_ values: ParsedValues) throws {
    let command = try Options(values)
    // Check every input first: a typo in the third name should not leave two files imported,
    // and no output is opened for writing before the inputs are known to be good.
    try InputFiles.checkReadable(command.files)
    let environment = try CommandEnvironment.resolve(values)
    environment.noteMissingConfigFile()
    if let rejectsPath = command.rejectsPath {
      try InputFiles.checkRejectsPath(
        rejectsPath, inputs: command.files, database: environment.configuration.database,
        configFile: environment.configuration.sourceFile)
    }
    if let profile = command.profile {
      try checkProfileName(profile, userProfiles: environment.configuration.importProfiles)
    }
    let store = try environment.openStore()
    let options = importOptions(command, configuration: environment.configuration)
    let importer: any OrderFileImporter
    do {
      importer = try SalesStores.makeImporter(for: store, options: options)
    } catch let error as ImportError {
      throw CommandFailure(error)
    }
    let money = ReportFormatter(
      locale: environment.locale, currencyCode: environment.configuration.currency)
    let outcome = try importEach(
      command.files, with: importer, options: options, money: money, environment)
    try conclude(outcome, command: command, options: options, environment)
  }

  /// The importer's options: the command's, with the config's profiles, aliases and currency.
  static func importOptions(_ command: Options, configuration: Configuration) -> ImportOptions {
    var options = ImportOptions(
      skipInvalid: command.skipInvalid, rejectsPath: command.rejectsPath, dryRun: command.dryRun)
    options.profile = command.profile
    options.userProfiles = configuration.importProfiles
    options.aliases = configuration.importAliases
    options.currencyCode = configuration.currency
    options.encoding = command.encoding
    options.restate = command.restate || configuration.restate
    options.restateDays = command.restateDays
    return options
  }

  /// Imports the files one after another, reporting each (Ctrl-C rolls the current one back).
  private static func importEach(
    _ files: [String], with importer: any OrderFileImporter, options: ImportOptions,
    money: ReportFormatter, _ environment: CommandEnvironment
  ) throws -> Outcome {
    let cancellation = importer.cancellation
    let interruption = InterruptHandler { cancellation.cancel() }
    defer { interruption.remove() }
    let progress =
      environment.isStandardErrorTerminal && environment.verbosity != .quiet ? ProgressLine() : nil
    var outcome = Outcome()
    for file in files {
      let summary: FileImportSummary
      do {
        summary = try environment.timed("import \(file)") {
          try importer.importFile(
            atPath: file,
            progress: progress.map { line in
              { line.show($0) }
            })
        }
      } catch let error as ImportError {
        progress?.clear()
        throw CommandFailure(error)
      }
      progress?.clear()
      report(summary, options: options, money: money)
      outcome.problems += summary.problems
      if importer.cancellation.isCancelled, file != files.last {
        // Ctrl-C during the commit of this file: it is stored, the rest are not started.
        throw CommandFailure(
          exitStatus: .interrupted,
          message: "interrupted; '\(file)' was stored, the files after it were not imported")
      }
      if summary.isRefused
        || (options.dryRun && summary.problemCount > 0 && !options.skipInvalid)
      {
        outcome.refused.append(file)
      }
      outcome.total.imported += summary.imported
      outcome.total.alreadyPresent += summary.alreadyPresent
      outcome.total.rejected += summary.rejected
      outcome.total.elapsed += summary.elapsed
    }
    do {
      try environment.timed("finish") { try importer.finish() }
    } catch let error as ImportError {
      throw CommandFailure(error)
    }
    return outcome
  }

  /// The total line for several files, then exit 65 with the most useful hint when a file
  /// was refused.
  private static func conclude(
    _ outcome: Outcome, command: Options, options: ImportOptions,
    _ environment: CommandEnvironment
  ) throws {
    if command.files.count > 1 {
      writeToStandardOutput("Total: " + describe(outcome.total, options: options) + "\n")
    }
    guard !outcome.refused.isEmpty else { return }
    let refused = outcome.refused
    throw CommandFailure(
      exitStatus: .dataError,
      message: refused.count == 1
        ? "'\(refused[0])' has problems; nothing from it was stored"
        : "\(refused.count) files have problems; nothing from them was stored",
      hint: UnknownNamesHint.hint(
        for: outcome.problems, configuration: environment.configuration)
        ?? encodingHint(for: outcome.problems, encodingChosen: command.encodingChosen)
        ?? restateHint(for: outcome.problems)
        ?? restateDaysHint(for: outcome.problems)
        ?? "Fix the rows listed above and import again, or use '--skip-invalid --rejects FILE' to store the valid rows."
    )
  }

  /// Rows that are not UTF-8 are most often a whole file saved by Excel or an older till in
  /// Windows-1252 (Latin-1): say how to read it, unless an encoding was already chosen.
  static func encodingHint(for problems: [ImportProblem], encodingChosen: Bool) -> String? {
    guard !encodingChosen, problems.contains(where: { $0.kind == .invalidEncoding }) else {
      return nil
    }
    return
      "The file is not UTF-8: if it comes from Excel or an older till (Windows-1252 or Latin-1), import it again with --encoding windows-1252."
  }

  /// Orders the point of sale changed after their import (a line with other content, a line
  /// now voided) are not wrong rows: say how to take the file's version instead.
  static func restateHint(for problems: [ImportProblem]) -> String? {
    guard
      problems.contains(where: {
        $0.message.contains("is already stored with different content")
          || $0.message.contains("'import --restate' would remove")
      })
    else { return nil }
    return
      "If the point of sale changed these orders since they were imported, 'griddle import --restate FILE' replaces every order the file names by its version (what it replaces is kept: 'griddle undo ID' puts it back)."
  }

  /// A file with no line to store cannot tell `--restate-days` its days.
  static func restateDaysHint(for problems: [ImportProblem]) -> String? {
    guard problems.contains(where: { $0.message.hasPrefix("'--restate-days' needs the days") })
    else { return nil }
    return
      "To remove a whole check the point of sale voided, import the file with '--restate' (it replaces the orders the file names, voided rows included); '--restate-days' is for a file that has the day's sales."
  }

  /// A `--profile` that names no profile is a usage error (64) before any file is read; it was
  /// reported as a problem on line 1 of every file (65) with advice to fix the rows.
  static func checkProfileName(_ name: String, userProfiles: [ImportProfile]) throws {
    let known =
      [ImportProfile.griddleName] + ImportProfile.builtIn.map(\.name) + userProfiles.map(\.name)
    guard !known.contains(where: { NameKey($0) == NameKey(name) }) else { return }
    throw UsageError(
      "unknown profile '\(name)' for '--profile <name>'",
      hint: (closestMatch(to: name, among: known).map { "Did you mean '\($0)'? " } ?? "")
        + "Known: \(known.joined(separator: ", ")); more are declared in the config under \"importProfiles\"."
    )
  }

  /// Lists a file's problems on stderr and its summary line on stdout.
  private static func report(
    _ summary: FileImportSummary, options: ImportOptions, money: ReportFormatter
  ) {
    var text = summary.problems.map { "\($0)\n" }.joined()
    let more = summary.problemCount - summary.problems.count
    if more > 0 {
      text += "\(summary.file): … and \(formatCount(more)) more problem\(more == 1 ? "" : "s")\n"
    }
    if !text.isEmpty { writeDiagnostic(text) }
    writeToStandardOutput(
      escapingControlCharacters("\(summary.file): " + describe(summary, options: options)) + "\n")
    if options.dryRun, !summary.isRefused, let translation = summary.translation {
      writeToStandardOutput(ImportDryRunReport.text(translation))
    }
    if let restatement = summary.restatement {
      writeToStandardOutput(
        escapingControlCharacters(
          "\(summary.file): "
            + RestatementReport.text(restatement, money: money, dryRun: options.dryRun)))
    }
  }

  private static func describe(_ summary: FileImportSummary, options: ImportOptions) -> String {
    let verb =
      options.dryRun ? "would import" : summary.isRefused ? "refused, imported" : "imported"
    var text =
      "\(verb) \(formatCount(summary.imported)), already present \(formatCount(summary.alreadyPresent)), rejected \(formatCount(summary.rejected)), \(String(format: "%.2f", summary.elapsed)) s"
    if summary.elapsed > 0, summary.rowsRead > 10_000 {
      text += " (\(formatCount(Int(Double(summary.rowsRead) / summary.elapsed))) rows/s)"
    }
    if summary.excluded > 0 {
      let reasons = (summary.translation?.excluded ?? []).filter { $0.rows > 0 }
        .map { "\(formatCount($0.rows)) \($0.reason)" }.joined(separator: ", ")
      text += ", excluded \(formatCount(summary.excluded)) (\(reasons))"
    }
    if summary.profile != ImportProfile.griddleName {
      text += " [profile \(summary.profile)]"
    }
    if summary.rejected > 0, let rejects = options.rejectsPath, options.skipInvalid {
      text += "; rejected rows are in \(rejects)"
    }
    return text
  }
}

/// `1234567` as `1,234,567`.
func formatCount(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return (value < 0 ? "-" : "") + groups.joined(separator: ",")
}

/// The progress line shown on a terminal's stderr while a large file imports.
private final class ProgressLine: @unchecked Sendable {
  private var shown = false

  func show(_ progress: ImportProgress) {
    guard progress.elapsed >= 0.5 else { return }
    let rate = progress.elapsed > 0 ? Int(Double(progress.rows) / progress.elapsed) : 0
    let percent =
      progress.totalBytes > 0 ? Int(progress.bytesRead * 100 / progress.totalBytes) : 100
    writeToStandardError(
      "\r\(escapingControlCharacters(progress.file, keepingLineFeeds: false)): \(formatCount(progress.rows)) rows, \(formatCount(rate)) rows/s, \(percent)%\u{1B}[K"
    )
    shown = true
  }

  func clear() {
    if shown { writeToStandardError("\r\u{1B}[K") }
    shown = false
  }
}
