import Foundation
import SalesDomain

/// What an importer of one store provides to the part of an import every store shares.
protocol StoreImporter: AnyObject {
  /// How bad rows are treated and whether anything is written.
  var options: ImportOptions { get }
  /// Stops the import from another thread (Ctrl-C); also stops copying standard input.
  var cancellation: ImportCancellation { get }
  /// The reference data names are resolved against.
  func referenceData() throws -> (cities: [City], styles: [PancakeStyle])
  /// Stores the records of one file in one transaction.
  func storeRecords(
    _ reader: RecordReader, layout: ColumnLayout, path: String, totalBytes: Int64,
    progress: ((ImportProgress) -> Void)?, started: ContinuousClock.Instant,
    ledger: ImportLedgerFacts, summary: inout FileImportSummary
  ) throws
  /// Where rejected rows are written (`--rejects`), if anywhere.
  var rejects: RejectsWriter? { get }
  /// Which of `keys` (order id, line) are stored lines (`"LINE ORDERID"`), read in the
  /// file's transaction.
  func storedLineKeys(_ keys: [(orderID: String, line: Int64)]) throws -> Set<String>
  /// The current file's restatement (`--restate`), or nil.
  var restatement: Restatement? { get set }
  /// How to read the current file again (while it is imported), or nil.
  var fileToReadAgain: FileToReadAgain? { get set }
  /// The stored lines (order id, line, the import that stored it) of the orders `ids`, read
  /// in the file's transaction.
  func storedLineNumbers(ofOrders ids: [String]) throws -> [(
    orderID: String, line: Int64, importID: Int64
  )]
  /// How many lines are stored with order ids from `first` through `last` (byte order), read
  /// in the file's transaction.
  func storedLineCount(orderIDsFrom first: String, through last: String) throws -> Int
}

extension StoreImporter {
  /// Counts a problem in the summary, listing it up to `options.problemLimit`.
  func record(_ problem: ImportProblem, in summary: inout FileImportSummary) {
    summary.problemCount += 1
    if summary.problems.count < options.problemLimit { summary.problems.append(problem) }
  }

  /// Records a rejected row and writes it, byte for byte, to the rejects file.
  func reject(
    _ problem: ImportProblem, fields: @autoclosure () -> [ArraySlice<UInt8>],
    in summary: inout FileImportSummary
  ) throws {
    record(problem, in: &summary)
    summary.rejected += 1
    try rejects?.reject(
      file: problem.file, line: problem.line, reason: problem.message, fields: fields())
  }
}

extension OrderImporter: StoreImporter {}

extension StoreImporter {
  /// Counts what the reader found only at the end of the file (a point of sale's
  /// translation, names that matched nothing), then judges the file: true when its
  /// transaction must be rolled back (refused, or a dry run).
  func concludesWithRollback(reader: RecordReader, _ summary: inout FileImportSummary) throws
    -> Bool
  {
    for problem in reader.finalProblems {
      record(
        ImportProblem(
          file: summary.file, line: problem.line, message: problem.message, kind: problem.kind),
        in: &summary)
    }
    try refuseLateExclusions(reader: reader, &summary)
    try refuseVanishedLines(&summary)
    // Restating days needs the file's days: with no line left (a header only, or every row
    // rejected or excluded) the file would name no (day, city), and restating "its days"
    // would silently do nothing. The file's content, not the command line, is at fault: 65.
    let hasNoDays =
      restatement?.restatesDays == true && summary.imported == 0 && summary.alreadyPresent == 0
    if hasNoDays {
      record(
        ImportProblem(
          file: summary.file, line: reader.headerLine,
          message: Self.noDaysMessage(summary.file)), in: &summary)
    }
    let refused = (summary.problemCount > 0 && !options.skipInvalid) || hasNoDays
    summary.isRefused = refused
    if refused { summary.imported = 0 }
    if options.dryRun, !refused, let restatement {
      // A restatement's dry run goes on to compute what it would change, then rolls back
      // (`Restatement.finish` throws `RestatementDryRun`).
      restatement.isDryRun = true
      return false
    }
    return refused || options.dryRun
  }
}

extension StoreImporter {
  /// Records a problem for each stored line the file's profile now excludes (a Toast check
  /// voided after it was imported): importing would leave it stored, silently above the point
  /// of sale's figures. A restatement (`--restate`) removed the file's orders before this.
  func refuseLateExclusions(reader: RecordReader, _ summary: inout FileImportSummary) throws {
    guard let translator = reader as? ProfileRecordReader, !translator.excludedLines.isEmpty
    else { return }
    let excluded = translator.excludedLines
    let stored = try storedLineKeys(excluded.map { ($0.orderID, $0.line) })
    for line in excluded where stored.contains("\(line.line) \(line.orderID)") {
      record(
        ImportProblem(
          file: summary.file, line: line.fileLine,
          message:
            "order '\(line.orderID)' has this line stored, but the file now leaves it out (\(line.reason)); importing would keep it stored, 'import --restate' would remove it"
        ), in: &summary)
    }
  }
}

extension StoreImporter {
  /// Why `--restate-days` refuses a file without a dated line.
  static func noDaysMessage(_ file: String) -> String {
    "'--restate-days' needs the days and cities a file has lines for, and '\(file)' has no line left to store (no row, or every row rejected or excluded): nothing was restated"
  }
}

extension StoreImporter {
  /// Records a problem for each order the file has stored lines of but not all of those one
  /// import stored: the point of sale removed a line (the order is stored with lines 1–2 by
  /// one import, the file has line 1 only); importing would keep it stored. Looked for only when the file has lines already
  /// stored, by reading the file again: an import of new orders costs nothing more.
  func refuseVanishedLines(_ summary: inout FileImportSummary) throws {
    guard !options.restate, summary.alreadyPresent > 0, let file = fileToReadAgain else { return }
    if try nothingVanished(file, alreadyPresent: summary.alreadyPresent) { return }
    var named: [String: (fileLine: Int, lines: Set<Int64>)] = [:]
    try forEachNamedLine(file) { id, line, fileLine in
      named[id, default: (fileLine, [])].lines.insert(line)
    }
    // An order with a row that did not parse is reported for that row.
    let orders = named.filter { !$0.value.lines.contains(-1) }
    // A line the file lacks is gone only when the import that stored it also stored a line
    // the file has: an order's later lines may come in a file of their own (stored by
    // another import), and the lines stored before the ledger (import 0) cannot be told apart.
    let stored = try storedLineNumbers(ofOrders: orders.keys.sorted())
    var importsOfLinesHere: [String: Set<Int64>] = [:]
    for line in stored where orders[line.orderID]?.lines.contains(line.line) == true {
      importsOfLinesHere[line.orderID, default: []].insert(line.importID)
    }
    var missing: [String: [Int64]] = [:]
    for line in stored
    where line.importID != 0 && orders[line.orderID]?.lines.contains(line.line) == false
      && importsOfLinesHere[line.orderID]?.contains(line.importID) == true
    {
      missing[line.orderID, default: []].append(line.line)
    }
    for (id, lines) in missing.sorted(by: { orders[$0.key]!.fileLine < orders[$1.key]!.fileLine }) {
      let numbers = lines.sorted().map(String.init)
      let what =
        numbers.count == 1
        ? "line \(numbers[0]) stored, but the file no longer has it"
        : "lines \(numbers.joined(separator: ", ")) stored, but the file no longer has them"
      record(
        ImportProblem(
          file: summary.file, line: orders[id]!.fileLine,
          message:
            "order '\(id)' has \(what) (removed at the point of sale); importing would keep \(numbers.count == 1 ? "it" : "them") stored, 'import --restate' would remove \(numbers.count == 1 ? "it" : "them")"
        ), in: &summary)
    }
  }
}

/// The part of an import every store shares: opening the input (a file or standard input, in
/// its encoding), choosing the profile from the header, translating a point of sale's export,
/// and summing up; the store's importer stores the records.
extension StoreImporter {
  /// Imports one file; row problems are in the summary, other failures are thrown.
  func importRecords(
    atPath path: String, progress: ((ImportProgress) -> Void)?
  ) throws -> FileImportSummary {
    let clock = ContinuousClock.now
    var summary = FileImportSummary(file: path)
    var info = stat()
    if path != PreparedInput.standardInputName {
      guard stat(path, &info) == 0 else { throw ImportError.fileNotFound(path: path) }
    }
    let input = try PreparedInput.prepare(
      path: path, encoding: options.encoding, cancellation: cancellation)
    defer { input.cleanUp() }
    if path == PreparedInput.standardInputName { _ = stat(input.path, &info) }
    // Hashed side by side with the import, as received (standard input and a named pipe from
    // their copies: the pipe itself cannot be read again).
    let hasher = FileHasher(path: input.receivedPath)
    var received = stat()
    let receivedSize = stat(input.receivedPath, &received) == 0 ? Int64(received.st_size) : 0
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
    var unmatchedNames: UnmatchedNameLog?
    let choice = choose(source: source, format: format)
    switch choice {
    case .failure(let mismatch):
      for message in mismatch.messages {
        record(ImportProblem(file: path, line: source.headerLine, message: message), in: &summary)
      }
      summary.isRefused = true
      summary.elapsed = seconds(since: clock)
      return summary
    case .success(.griddle(let griddleLayout)):
      layout = griddleLayout
      // Unmatched names end the file in one grouped message, as a profile's do.
      let log = UnmatchedNameLog(aliases: options.aliases, rejectsRows: options.skipInvalid)
      switch source {
      case let csv as CSVReader: csv.unmatchedNames = log
      case let jsonLines as JSONLinesReader: jsonLines.unmatchedNames = log
      default: break
      }
      unmatchedNames = log
      // Griddle's own files match names through aliases like every other profile: the
      // validator resolves them (the log carries the aliases).
      reader = source
    case .success(.translated(let profile, let profileLayout)):
      let reference = try referenceData()
      let names = ImportNames(
        cities: reference.cities, styles: reference.styles, aliases: options.aliases)
      do {
        translator = try ProfileRecordReader(
          source: source, profile: profile, layout: profileLayout, names: names,
          keepTally: options.dryRun, currencyCode: options.currencyCode,
          rejectsUnmatchedRows: options.skipInvalid, keepsRejectText: options.rejectsPath != nil)
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
    let ledger = ImportLedgerFacts(
      fileName: path, fileSize: receivedSize, hasher: hasher,
      readerCounts: { [translator, unmatchedNames] in
        (
          (translator?.heldBackRows ?? 0) + (unmatchedNames?.heldBackRows ?? 0),
          translator?.exclusions.reduce(0) { $0 + $1.rows } ?? 0
        )
      }, now: options.clock)
    restatement = nil
    fileToReadAgain = nil
    if case .success(let chosen) = choice {
      fileToReadAgain = FileToReadAgain(inputPath: input.path, format: format, choice: chosen)
    }
    if options.restate, let file = fileToReadAgain {
      let named = try namedOrders(file)
      restatement = Restatement(
        orderIDs: named.ids, restatesDays: options.restateDays, days: named.days)
    }
    defer {
      restatement = nil
      fileToReadAgain = nil
    }
    do {
      try storeRecords(
        reader, layout: layout, path: path, totalBytes: Int64(info.st_size), progress: progress,
        started: clock, ledger: ledger, summary: &summary)
    } catch is RestatementDryRun {
      // Rolled back once the restatement's outcome was known.
    }
    if let translator { summarize(translator, into: &summary) }
    summary.rejected += unmatchedNames?.heldBackRows ?? 0
    summary.elapsed = seconds(since: clock)
    return summary
  }

  func choose(source: RecordReader, format: ImportFormat) -> Result<
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

  func summarize(_ translator: ProfileRecordReader, into summary: inout FileImportSummary) {
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
}

extension StoreImporter {
  /// Whether no stored line of an order the file names can be missing from it, decided in one
  /// pass over the file with no per-order memory: when the file's rows come in order-id order
  /// (each order's rows together, no line twice) and every line stored in its order-id range is
  /// one the file found already present, each named order's stored lines are all in the file.
  /// A re-import of the same export, or of the next one overlapping it, ends here (the
  /// comparison order by order took 7 s and 290 MB for 2M lines); other files take it.
  func nothingVanished(_ file: FileToReadAgain, alreadyPresent: Int) throws -> Bool {
    var first: String?
    var last = ""
    var orderLines = Set<Int64>()
    var inOrder = true
    try forEachNamedLine(file) { id, line, _ in
      guard inOrder else { return }
      if id != last {
        if first != nil, !last.utf8.lexicographicallyPrecedes(id.utf8) { inOrder = false }
        if first == nil { first = id }
        last = id
        orderLines.removeAll(keepingCapacity: true)
      }
      // A row that did not parse (-1) or a line twice: the order-by-order comparison decides.
      if line < 0 || !orderLines.insert(line).inserted { inOrder = false }
    }
    guard inOrder, let first else { return false }
    return try storedLineCount(orderIDsFrom: first, through: last) == alreadyPresent
  }
}
