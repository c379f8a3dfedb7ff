import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// "Reports know" (issue 25) through the real binary: a nightly report records what it showed,
/// and a later report says in one line which days changed since, how and by how much net; the
/// same pages byte for byte on SQLite and PostgreSQL. Amounts are computed here from the rows.
final class ReportedFiguresCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let config: URL

  /// A Toast row: order, item selection id, item, price in cents, voided, day of October 2026.
  typealias Row = (order: Int, selection: Int, item: String, cents: Int, voided: Bool, day: Int)

  static let rows: [Row] = [
    (700001, 5001, "Dosa", 800, false, 8), (700001, 5002, "Cachapa", 650, false, 8),
    (700002, 5003, "Dosa", 800, false, 8), (700004, 5004, "Cachapa", 650, false, 9),
  ]
  /// The late export: check 700002 (8 October) and check 700004 (9 October) voided whole, and
  /// the Cachapa of 700001 voided (the check keeps its Dosa).
  static let late: [Row] = rows.map { row in
    var row = row
    row.voided = [5002, 5003, 5004].contains(row.selection)
    return row
  }
  /// A later order on 12 October.
  static let extra: [Row] = [(700005, 5005, "Dosa", 800, false, 12)]

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-reported-cli")
    directory = temporary.url
    config = directory.appending(path: "toast.json")
    try Data(
      #"{"locale": "en_US", "currency": "USD", "cities": [{"name": "Boston Seaport", "timeZone": "America/New_York"}], "styles": [{"name": "Dosa", "priceCents": 800}, {"name": "Cachapa", "priceCents": 650}]}"#
        .utf8
    ).write(to: config)
  }

  /// Writes a Toast export of `rows` as `name`.
  func export(_ name: String, _ rows: [Row]) throws -> String {
    let text = rows.map { row in
      let price = String(format: "%d.%02d", row.cents / 100, row.cents % 100)
      let sent = "10/\(row.day)/26 5:18 PM"
      return
        "Boston Seaport,\(row.order),1,\(sent),\(sent),C\(row.order),Sam,,Truck,Lunch,Take Out,\(row.selection),9,,,,\(row.item),,Pancakes,Truck Menu,Food,\(price),0.00,\(price),1,0.0,\(row.voided),false,false,Tax not included,,\n"
    }.joined()
    let path = directory.appending(path: name).path
    try Data((RestateUndoCommandTests.header + text).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Net sales of the rows not voided.
  static func net(_ rows: [Row]) -> Int { rows.filter { !$0.voided }.reduce(0) { $0 + $1.cents } }

  /// `−$21.00` with a true minus, `+$8.00`; a word joiner keeps the sign on the amount's line.
  static func signed(_ cents: Int) -> String {
    (cents < 0 ? "−" : "+") + "\u{2060}"
      + String(format: "$%d.%02d", abs(cents) / 100, abs(cents) % 100)
  }

  /// Runs `griddle` on `database` (and `extra` global options); expects exit 0.
  @discardableResult
  func griddle(_ database: String, _ arguments: [String], options: [String] = []) throws
    -> String
  {
    let result = try GriddleProcess.run(
      ["--config", config.path, "--database", database] + options + arguments, in: directory,
      environment: ["SOURCE_DATE_EPOCH": "1790000000"])
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return result.standardOutput
  }

  /// Writes the report for `date` under `out` and returns its page.
  func report(_ database: String, _ date: String, out: String, options: [String] = []) throws
    -> String
  {
    try griddle(database, ["report", "nightly", "--date", date, "--out", out], options: options)
    return try String(
      contentsOf: directory.appending(path: "\(out)/\(date)/index.html"), encoding: .utf8)
  }

  /// The one line of a page, or nil.
  static func line(_ page: String) -> String? {
    guard let start = page.range(of: "<p class=\"changed\" role=\"note\">"),
      let end = page[start.upperBound...].range(of: "</p>")
    else { return nil }
    return String(page[start.upperBound..<end.lowerBound])
  }

  /// The sequence on `database`; returns every page written.
  func sequence(_ database: String, out: String) throws -> [String] {
    var pages: [String] = []
    try griddle(database, ["init"])
    try griddle(database, ["import", try export("\(out)-first.csv", Self.rows)])
    // The first report of 9 October: nothing to compare with, and again the same bytes.
    pages.append(try report(database, "2026-10-09", out: out))
    #expect(Self.line(pages[0]) == nil)
    pages.append(try report(database, "2026-10-09", out: out))
    #expect(pages[1] == pages[0])
    // Toast voids two checks and a line the next morning; the restated export says so.
    try griddle(database, ["import", "--restate", try export("\(out)-late.csv", Self.late)])
    pages.append(try report(database, "2026-10-10", out: out))
    let change = Self.net(Self.late) - Self.net(Self.rows)
    // The range in en_US words, ICU's thin spaces around the dash.
    #expect(
      Self.line(pages[2])
        == "Figures for October 8\u{2009}–\u{2009}9 changed since they were first reported: 2 checks voided, 1 line removed, net \(Self.signed(change)).",
      "\(Self.line(pages[2]) ?? "no line")")
    pages.append(try report(database, "2026-10-10", out: out))
    #expect(pages[3] == pages[2])
    // Undone, the days are as first reported again: no line.
    try griddle(database, ["undo", "2"])
    pages.append(try report(database, "2026-10-10", out: out))
    #expect(Self.line(pages[4]) == nil)
    // A day first reported with an import that is then undone.
    try griddle(database, ["import", try export("\(out)-extra.csv", Self.extra)])
    pages.append(try report(database, "2026-10-12", out: out))
    #expect(Self.line(pages[5]) == nil)
    try griddle(database, ["undo", "4"])
    pages.append(try report(database, "2026-10-12", out: out))
    #expect(
      Self.line(pages[6])
        == "Figures for October 12 changed since they were first reported: 1 import undone, net \(Self.signed(-Self.net(Self.extra)))."
    )
    return pages
  }

  @Test func aReportSaysWhichReportedDaysChangedTheSameOnBothStores() throws {
    let sqlite = try sequence(directory.appending(path: "griddle.sqlite").path, out: "sqlite")
    let server = try TestPostgresServer.shared().makeDatabase()
    let postgres = try sequence(server.uri, out: "postgres")
    #expect(postgres == sqlite)
  }

  @Test func aReportFromAReadReplicaRecordsNothingAndDoesNotFail() throws {
    let database = directory.appending(path: "griddle.sqlite").path
    try griddle(database, ["init"])
    try griddle(database, ["import", try export("first.csv", Self.rows)])
    let replica = try report(
      database, "2026-10-09", out: "replica", options: ["--read-database", database])
    #expect(Self.line(replica) == nil)
    try griddle(database, ["import", "--restate", try export("late.csv", Self.late)])
    // Had the replica's report recorded 8 and 9 October, this one would say they changed.
    let primary = try report(database, "2026-10-10", out: "primary")
    #expect(Self.line(primary) == nil)
    let again = try report(database, "2026-10-10", out: "again")
    #expect(again == primary)
  }
}
