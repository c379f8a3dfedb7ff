import Foundation
import SQLiteStorage

/// Imports point-of-sale order exports (CSV or JSON Lines) into a `SalesStore`.
///
/// Each file is one transaction: by default a file with any invalid or conflicting row stores
/// nothing; with `skipInvalid` its valid rows are stored and the others rejected. Orders
/// already stored with identical content are skipped and counted, so re-importing a file is
/// a no-op. The daily roll-up and operating days change in the same transaction as the orders.
///
/// One thread parses and validates while the calling thread inserts; memory stays flat
/// whatever the file size.
public final class OrderImporter {
  /// The store orders go to.
  public let store: SalesStore
  /// How bad rows are treated and whether anything is written.
  public let options: ImportOptions
  private let rejects: RejectsWriter?

  /// The page cache the import's connection uses during a file: enough for the right edge of
  /// the order key and the roll-up, far below the 64 MiB the whole process may use.
  static let importCacheKiB = 16_384

  /// Creates an importer; creates the rejects file now when `options.rejectsPath` is set.
  public init(store: SalesStore, options: ImportOptions = ImportOptions()) throws {
    self.store = store
    self.options = options
    rejects = try options.rejectsPath.map { try RejectsWriter(path: $0) }
  }

  /// Flushes the rejects file; call once after the last file.
  public func finish() throws { try rejects?.flush() }

  /// Imports one file; row problems are in the summary, other failures are thrown.
  ///
  /// - Throws: `ImportError` when the file cannot be read or the rejects file written;
  ///   `SQLiteError` when the database fails (`isBusy` when another writer held it too long).
  /// - Complexity: O(n log n) in the rows for the order key, O(1) memory in the file size.
  public func importFile(
    atPath path: String, progress: ((ImportProgress) -> Void)? = nil
  ) throws -> FileImportSummary {
    let clock = ContinuousClock.now
    var summary = FileImportSummary(file: path)
    var info = stat()
    if path != PreparedInput.standardInputName {
      guard stat(path, &info) == 0 else { throw ImportError.fileNotFound(path: path) }
    }
    let input = try PreparedInput.prepare(path: path, encoding: options.encoding)
    defer { input.cleanUp() }
    if path == PreparedInput.standardInputName { _ = stat(input.path, &info) }
    let format =
      options.format ?? (path == PreparedInput.standardInputName ? .csv : ImportFormat(path: path))
    let source: RecordReader =
      switch format {
      case .csv: try CSVReader(path: input.path)
      case .jsonLines: try JSONLinesReader(path: input.path)
      }
    let reader: RecordReader
    let layout: ColumnLayout
    var translator: ProfileRecordReader?
    switch choose(source: source, format: format) {
    case .failure(let mismatch):
      for message in mismatch.messages {
        record(ImportProblem(file: path, line: source.headerLine, message: message), in: &summary)
      }
      summary.isRefused = true
      summary.elapsed = seconds(since: clock)
      return summary
    case .success(.griddle(let griddleLayout)):
      reader = source
      layout = griddleLayout
    case .success(.translated(let profile, let profileLayout)):
      let names = ImportNames(
        cities: try store.cities(), styles: try store.styles(), aliases: options.aliases)
      do {
        translator = try ProfileRecordReader(
          source: source, profile: profile, layout: profileLayout, names: names,
          keepTally: options.dryRun)
      } catch {
        record(
          ImportProblem(
            file: path, line: source.headerLine,
            message: "profile '\(profile.name)': \(error.description)"), in: &summary)
        summary.isRefused = true
        return summary
      }
      reader = translator!
      guard case .success(let translatedLayout) = ColumnLayout.make(columnNames: reader.columnNames)
      else { preconditionFailure("a profile's output columns are Griddle's own") }
      layout = translatedLayout
      summary.profile = profile.name
    }
    var run = ImportRun(
      importer: self, path: path, totalBytes: Int64(info.st_size), progress: progress,
      started: clock)
    try run.execute(reader: reader, layout: layout, summary: &summary)
    if let translator { summarize(translator, into: &summary) }
    summary.elapsed = seconds(since: clock)
    return summary
  }

  private func choose(source: RecordReader, format: ImportFormat) -> Result<
    ProfileChoice, ProfileMismatch
  > {
    if format == .jsonLines {
      // JSON Lines is Griddle's own format only.
      if let name = options.profile, NameKey(name) != NameKey(ImportProfile.griddleName) {
        return .failure(
          ProfileMismatch(messages: [
            "profile '\(name)' reads CSV files; JSON Lines files use Griddle's own keys"
          ]))
      }
      return ColumnLayout.make(columnNames: source.columnNames).map { .griddle($0) }
        .mapError { ProfileMismatch(messages: $0.messages) }
    }
    return ProfileDetection.choose(
      header: source.columnNames, named: options.profile, userProfiles: options.userProfiles)
  }

  private func summarize(_ translator: ProfileRecordReader, into summary: inout FileImportSummary) {
    var translation = TranslationSummary(profile: translator.profile.name)
    for (reason, rows) in translator.exclusions {
      translation.excluded.append(.init(reason: reason, rows: rows))
      summary.excluded += rows
    }
    summary.rejected += translator.heldBackRows
    if let tally = translator.tally {
      let names = translator.names
      translation.lines = tally.lines
      translation.tickets = tally.ticketHashes.count
      translation.refundLines = tally.refundLines
      translation.netByCity = tally.netByCity.map { .init(name: names.cityNames[$0], amount: $1) }
        .sorted { ($0.amount, $1.name) > ($1.amount, $0.name) }
      translation.netByStyle = tally.netByStyle.map {
        .init(name: names.styleNames[$0], amount: $1)
      }.sorted { ($0.amount, $1.name) > ($1.amount, $0.name) }
      translation.firstDate = tally.firstDay.map { LocalDate(dayNumber: Int($0)) }
      translation.lastDate = tally.lastDay.map { LocalDate(dayNumber: Int($0)) }
    }
    summary.translation = translation
  }

  func record(_ problem: ImportProblem, in summary: inout FileImportSummary) {
    summary.problemCount += 1
    if summary.problems.count < options.problemLimit { summary.problems.append(problem) }
  }

  func reject(
    _ problem: ImportProblem, fields: @autoclosure () -> [String],
    in summary: inout FileImportSummary
  ) throws {
    record(problem, in: &summary)
    summary.rejected += 1
    try rejects?.reject(
      file: problem.file, line: problem.line, reason: problem.message, fields: fields())
  }
}

func seconds(since start: ContinuousClock.Instant) -> Double {
  let duration = ContinuousClock.now - start
  return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}
