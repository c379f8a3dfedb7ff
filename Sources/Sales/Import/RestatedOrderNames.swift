import Foundation
import SalesDomain

/// The orders a file names, read before its import when it restates them (`--restate`): every
/// order id of its rows, those the profile excludes (a check voided since) included, so that a
/// check whose every line is now voided is replaced by nothing.
extension StoreImporter {
  /// The order ids of the file at `inputPath` (the prepared input), read as `choice` reads
  /// it, sorted; rows with a problem of their own are left out (the import reports them).
  func namedOrderIDs(
    inputPath: String, format: ImportFormat, choice: ProfileChoice
  ) throws -> [String] {
    let source: RecordReader =
      switch format {
      case .csv: try CSVReader(path: inputPath)
      case .jsonLines: try JSONLinesReader(path: inputPath)
      }
    let reference = try referenceData()
    let typed: TypedLineReader
    var translator: ProfileRecordReader?
    switch choice {
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
    var ids = Set<String>()
    while try typed.nextRecord() {
      guard typed.problem == nil else { continue }
      let id = String(decoding: trimmed(typed.typedLine.orderID), as: UTF8.self)
        .precomposedStringWithCanonicalMapping
      if !id.isEmpty { ids.insert(id) }
    }
    for line in translator?.excludedLines ?? [] {
      ids.insert(line.orderID.precomposedStringWithCanonicalMapping)
    }
    return ids.sorted()
  }
}
