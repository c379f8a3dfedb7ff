import Foundation
import OrderGenerator
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// Files with Square-shaped random order ids on PostgreSQL, whose id ranges overlap the
/// stored orders' from the second file on: they are split (the orders with no stored line
/// inserted as a whole with the client's roll-up, only the others classified against their
/// stored lines), and every summary, line, roll-up and ledger row is SQLite's.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct SplitImportTests {
  let header =
    "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of"

  /// Both stores with the Square generator's cities and menu.
  func squareStores() throws -> BothStores {
    try BothStores(cities: SquareExportGenerator.cities, styles: SquareExportGenerator.styles)
  }

  /// Writes a Square-shaped export in Griddle's columns; returns its data rows and where a
  /// later night starts.
  func export(
    _ both: BothStores, _ name: String, lines: Int, seed: UInt64, after: (Double, Int)? = nil
  ) throws -> (rows: [String], next: (Double, Int)) {
    let path = both.directory.appending(path: name).path
    let generator = SquareExportGenerator(
      lineCount: lines, squareIDs: true, seed: seed,
      startInstant: (after?.0 ?? 1_735_718_400) + 3_600, firstTicket: after?.1 ?? 1)
    let end = try generator.write(squarePath: path + ".square", griddlePath: path)
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      .dropFirst().map(String.init)
    return (rows, (end.instant, end.ticket))
  }

  /// Writes `rows` under the header to a new file.
  func file(_ both: BothStores, _ name: String, _ rows: [String]) throws -> String {
    let path = both.directory.appending(path: name).path
    try Data(([header] + rows + [""]).joined(separator: "\n").utf8).write(
      to: URL(fileURLWithPath: path))
    return path
  }

  /// Imports `path` into PostgreSQL, then SQLite, and checks that they agree on everything;
  /// returns PostgreSQL's summary and importer.
  func importBoth(_ both: BothStores, _ path: String) throws -> (
    FileImportSummary, PostgresOrderImporter
  ) {
    let importer = try PostgresOrderImporter(store: both.postgres)
    var actual = try importer.importFile(atPath: path, progress: nil)
    var expected = try OrderImporter(store: both.sqlite).importFile(atPath: path)
    actual.elapsed = 0
    expected.elapsed = 0
    #expect(actual == expected, "summary of \(path)")
    try both.expectSameContent()
    try both.expectSameLedger()
    try SinkParityTests().expectSameRows(both)
    return (actual, importer)
  }

  @Test func laterNightsAreSplitByOrder() throws {
    let both = try squareStores()
    let base = try export(both, "base.csv", lines: 3_000, seed: 11)
    var (summary, importer) = try importBoth(both, try file(both, "base-in.csv", base.rows))
    #expect(summary.imported == 3_000)
    // The first file overlapped nothing: the direct path.
    #expect(importer.lastSplit == nil)

    // A later night: every order new, its ids among the stored ones.
    let night = try export(both, "night.csv", lines: 900, seed: 12, after: base.next)
    (summary, importer) = try importBoth(both, try file(both, "night-in.csv", night.rows))
    #expect(summary.imported == 900 && summary.alreadyPresent == 0)
    #expect(
      importer.lastSplit == PostgresImportRun.Split(newOrderLines: 900, hasStoredOrders: false))
    // The same night again: every order stored, every line already present.
    (summary, importer) = try importBoth(both, try file(both, "night-again.csv", night.rows))
    #expect(summary.imported == 0 && summary.alreadyPresent == 900)
    #expect(importer.lastSplit == PostgresImportRun.Split(newOrderLines: 0, hasStoredOrders: true))

    // The night's last 60 rows again, between a third night's orders; a stored order gets a
    // line of a style it had not sold (a style ticket, no hour ticket) and another a refund
    // line (no ticket).
    let third = try export(both, "third.csv", lines: 500, seed: 13, after: night.next)
    let stored = base.rows[0].split(separator: ",", omittingEmptySubsequences: false)
    let other = base.rows[10].split(separator: ",", omittingEmptySubsequences: false)
    let otherStyle = SquareExportGenerator.styles.first { $0.0 != stored[3] }!
    // Cut between two orders: an order's lines apart in the file would have every row
    // classified.
    let id = { (row: String) in row.prefix { $0 != "," } }
    let cut = (250..<third.rows.count).first { id(third.rows[$0]) != id(third.rows[$0 - 1]) }!
    // The repeated rows start at an order's first line: part of a stored order is a file
    // without its other lines, refused (issue 25's "line gone").
    let again = orderStart(in: night.rows, atOrAfter: night.rows.count - 60)
    let repeated = night.rows[again...]
    let mixed =
      Array(third.rows[..<cut]) + repeated + [
        "\(stored[0]),\(stored[1]),\(stored[2]),\(otherStyle.0),2,9,\(2 * otherStyle.1),0,sale,",
        "\(other[0]),\(other[1]),\(other[2]),\(other[3]),-1,9,-100,0,refund,",
      ] + third.rows[cut...]
    (summary, importer) = try importBoth(both, try file(both, "mixed.csv", mixed))
    #expect(summary.committed && summary.problemCount == 0)
    #expect(summary.imported == 502 && summary.alreadyPresent == repeated.count)
    #expect(importer.lastSplit?.hasStoredOrders == true)
    #expect(importer.lastSplit?.newOrderLines == 500)

    // The same with one of the third night's new orders apart in the file: every row is
    // classified (the client's tickets cannot be trusted), with the same outcome.
    let fourth = try export(both, "fourth.csv", lines: 400, seed: 14, after: third.next)
    let first = fourth.rows[0].split(separator: ",").first!
    let apart = fourth.rows.firstIndex { !$0.hasPrefix(first + ",") }!
    #expect(apart < 3)
    var shuffled = Array(fourth.rows[apart...]) + night.rows.prefix(5)
    shuffled.insert(contentsOf: fourth.rows[..<apart], at: 1)
    shuffled.append(fourth.rows[0])
    (summary, importer) = try importBoth(both, try file(both, "apart.csv", shuffled))
    #expect(importer.lastSplit == nil)
  }

  @Test func twoOverlappingNightsAtOnceBothLandOnce() throws {
    let both = try squareStores()
    let base = try export(both, "base.csv", lines: 2_000, seed: 11)
    _ = try importBoth(both, try file(both, "base-in.csv", base.rows))
    let night = try export(both, "night.csv", lines: 1_000, seed: 12, after: base.next)
    let more = try export(both, "more.csv", lines: 600, seed: 13, after: night.next)
    // The second file repeats the first's second half (from an order's first line), then
    // orders of its own.
    let half = orderStart(in: night.rows, atOrAfter: 500)
    let paths = [
      try file(both, "a.csv", night.rows),
      try file(both, "b.csv", Array(night.rows[half...]) + more.rows),
    ]
    let summaries = try ConcurrentImportTests().importConcurrently(paths, into: both.database.uri)
    #expect(summaries.allSatisfy { $0.committed })
    // Every line once: whichever file came second found the shared half stored.
    #expect(summaries.map(\.imported).reduce(0, +) == 1_600)
    #expect(summaries.map(\.alreadyPresent).reduce(0, +) == night.rows.count - half)
    for path in paths { _ = try OrderImporter(store: both.sqlite).importFile(atPath: path) }
    try both.expectSameContent()
    try SinkParityTests().expectSameRows(both)
  }

  /// The index of the first row at or after `index` that starts an order (its id differs from
  /// the row before).
  private func orderStart(in rows: [String], atOrAfter index: Int) -> Int {
    let id = { (row: String) in row.prefix { $0 != "," } }
    return (max(index, 1)..<rows.count).first { id(rows[$0]) != id(rows[$0 - 1]) } ?? rows.count
  }
}
