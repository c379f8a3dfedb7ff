import Foundation
import SalesDomain

/// How to read the current file once more (the prepared input, as the import reads it): for
/// the orders a restatement names, and for the stored lines a plain import would leave behind.
struct FileToReadAgain {
  let inputPath: String
  let format: ImportFormat
  let choice: ProfileChoice
}

/// The orders a file names, read before its import when it restates them (`--restate`): every
/// order id of its rows, those the profile excludes (a check voided since) included, so that a
/// check whose every line is now voided is replaced by nothing.
extension StoreImporter {
  /// The order ids of the file, sorted; rows with a problem of their own are left out (the
  /// import reports them). With them, the local days its orders can lie on (nil when no row
  /// has a time): a line's business day is within two days of the calendar date its time is
  /// written with, whatever its offset, zone or business-day start.
  func namedOrders(_ file: FileToReadAgain) throws -> (
    ids: [String], days: ClosedRange<Int64>?
  ) {
    var ids = Set<String>()
    var first = Int64.max
    var last = Int64.min
    try forEachNamedLine(file) { id, _, _ in
      ids.insert(id)
    } onWallDay: { day in
      first = min(first, day)
      last = max(last, day)
    }
    return (ids.sorted(), first <= last ? (first - 2)...(last + 2) : nil)
  }

  /// Calls `body` with the order id, line and physical line of every row of the file read as
  /// `file.choice` reads it, excluded rows included (after the others); rows with a problem
  /// of their own are left out, and a row whose columns did not parse has line -1.
  /// `onWallDay` gets the calendar date (days since 1970-01-01) of each row's written time.
  func forEachNamedLine(
    _ file: FileToReadAgain, _ body: (String, Int64, Int) -> Void,
    onWallDay: (Int64) -> Void = { _ in }
  ) throws {
    let source: RecordReader =
      switch file.format {
      case .csv: try CSVReader(path: file.inputPath)
      case .jsonLines: try JSONLinesReader(path: file.inputPath)
      }
    let reference = try referenceData()
    let typed: TypedLineReader
    var translator: ProfileRecordReader?
    switch file.choice {
    case .griddle(let layout):
      typed = GriddleLineReader(
        source: source, layout: layout,
        reference: try ImportReferenceData(cities: reference.cities, styles: reference.styles))
    case .translated(let profile, let layout):
      let names = ImportNames(
        cities: reference.cities, styles: reference.styles, aliases: options.aliases)
      let reader = try ProfileRecordReader(
        source: source, profile: profile, layout: layout, names: names, keepTally: false,
        currencyCode: options.currencyCode, rejectsUnmatchedRows: true, keepsRejectText: false)
      translator = reader
      typed = reader
    }
    while try typed.nextRecord() {
      guard typed.problem == nil else { continue }
      let id = String(decoding: trimmed(typed.typedLine.orderID), as: UTF8.self)
        .precomposedStringWithCanonicalMapping
      // A line whose text did not parse has no number to compare: -1.
      let line = typed.typedLine.fieldProblems.columns == 0 ? typed.typedLine.lineNumber : -1
      if !id.isEmpty {
        body(id, line, typed.line)
        let seconds = typed.typedLine.seconds
        onWallDay(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
      }
    }
    for line in translator?.excludedLines ?? [] {
      body(line.orderID.precomposedStringWithCanonicalMapping, line.line, line.fileLine)
    }
  }
}
