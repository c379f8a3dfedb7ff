import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

extension BothStores {
  /// Undoes import `id` on both stores, which must agree on the outcome (or the refusal), the
  /// content and the ledger; roll-ups must equal a GROUP BY over the lines after it.
  @discardableResult
  func undo(
    _ id: Int64, dryRun: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> UndoOutcome {
    let instant = Date(timeIntervalSince1970: 1_800_000_000)
    let expected = Result { try sqlite.undoImport(id: id, dryRun: dryRun, at: instant) }
    let actual = Result { try postgres.undoImport(id: id, dryRun: dryRun, at: instant) }
    switch (expected, actual) {
    case (.success(let a), .success(let b)):
      #expect(a == b, sourceLocation: sourceLocation)
    case (.failure(let a as UndoRefusal), .failure(let b as UndoRefusal)):
      #expect(a == b, sourceLocation: sourceLocation)
    default:
      Issue.record("the stores differ: \(expected) \(actual)", sourceLocation: sourceLocation)
    }
    try expectSameContent(sourceLocation: sourceLocation)
    try expectSameLedger(sourceLocation: sourceLocation)
    return try expected.get()
  }

  /// Every stored line with every column (its import's id too), in key order, on SQLite.
  func storedLines() throws -> [String] {
    try sqlite.database.query(
      """
      SELECT \(OrderHistoryStatements<SQLiteDialect>.lineColumns) FROM order_lines
      ORDER BY order_id, line
      """
    ) { row in
      (0..<13).map { row.isNull(Int32($0)) ? "-" : row.string(Int32($0)) }.joined(separator: "|")
    }
  }
}

/// `griddle undo ID` on both stores: an import taken back leaves the store as if it had never
/// been imported, a restatement taken back puts the old lines back exactly, and an import a
/// later one restated over is refused until that one is undone.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct UndoTests {
  static let header = RestatementTests.header

  static let first =
    header + "A-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
    + "A-1,2026-03-08T09:15:00,Cupertino,Injera,2,2,1000,0,sale,\n"
    + "A-2,2026-03-09T12:00:00,Tokyo,Crêpe,1,1,700,0,sale,\n"

  static let second =
    header + "A-2,2026-03-09T12:00:00,Tokyo,Crêpe,1,1,700,0,sale,\n"
    + "B-1,2026-03-09T13:00:00,Tokyo,Dosa,1,1,550,0,sale,\n"
    + "A-1,2026-03-08T09:15:00,Cupertino,Dosa,1,3,550,100,sale,\n"
    + "R-1,2026-03-16T09:00:00,Cupertino,Dosa,-1,1,-550,0,refund,A-1\n"

  /// Both stores with only `files` imported, to compare with.
  static func fresh(_ files: [String]) throws -> BothStores {
    let both = try BothStores()
    for file in files { try both.importText(file) }
    return both
  }

  /// The figures every query reads, for comparing two stores.
  static func figures(_ store: SalesStore) throws -> [String] {
    let all = RollupSelection(
      first: LocalDate(year: 2026, month: 1, day: 1)!,
      last: LocalDate(year: 2026, month: 12, day: 31)!)
    return try store.cityDayFigures(all).map { "\($0)" } + store.styleFigures(all).map { "\($0)" }
      + store.weekdayHourFigures(all).map { "\($0)" } + store.operatingDays().map { "\($0)" }
  }

  @Test func undoingAPlainImportLeavesWhatOnlyTheFirstFileWouldHave() throws {
    let both = try BothStores()
    try both.importText(Self.first)
    let lines = try both.storedLines()
    #expect(try both.importText(Self.second).imported == 3)
    let dry = try both.undo(2, dryRun: true)
    #expect(try both.storedLines().count == lines.count + 3)
    let undone = try both.undo(2)
    #expect(undone == dry)
    #expect(undone.undoneID == 2 && undone.undoID == 3)
    #expect(undone.linesRemoved == 3 && undone.linesRestored == 0 && undone.orders == 3)
    #expect(try both.storedLines() == lines)
    #expect(try Self.figures(both.sqlite) == Self.figures(try Self.fresh([Self.first]).sqlite))
    // A-1 lost its third line: Cupertino's 8 March goes from 550 + 1000 + 450 back to 1550.
    #expect(
      undone.days.map { "\($0.date) \($0.city) \($0.netCentsBefore) \($0.netCentsAfter)" } == [
        "2026-03-08 Cupertino 2000 1550", "2026-03-09 Tokyo 1250 700",
        "2026-03-16 Cupertino -550 0",
      ])
    let ledger = try both.sqlite.imports()
    #expect(ledger.map(\.kind) == [.undo, .fileImport, .fileImport])
    #expect(ledger.first?.linesRemoved == 3 && ledger.first?.fileName == "undo of import 2")
    #expect(throws: UndoRefusal.alreadyUndone(id: 2, by: 3)) { try both.undo(2) }
    #expect(throws: UndoRefusal.isUndo(id: 3)) { try both.undo(3) }
    #expect(throws: UndoRefusal.notFound(id: 9)) { try both.undo(9) }
    // The file imports again after its undo.
    #expect(try both.importText(Self.second).imported == 3)
  }

  @Test func theLinesStoredBeforeTheLedgerCannotBeUndone() throws {
    let both = try BothStores()
    for sql in [
      "INSERT INTO imports (id, kind, lines_stored, lines_already_present, lines_restated, lines_removed, rows_rejected, rows_excluded) VALUES (0, 'before-ledger', 0, 0, 0, 0, 0, 0)"
    ] {
      try both.sqlite.database.execute(sql)
      _ = try both.postgres.connection.execute(sql)
    }
    #expect(throws: UndoRefusal.beforeLedger) { try both.undo(0) }
  }

  @Test func undoingARestatementPutsTheOldLinesBackExactly() throws {
    let both = try BothStores()
    try both.importText(Self.first)
    let lines = try both.storedLines()
    let restated = try both.importText(
      Self.header + "A-1,2026-03-10T09:15:00,Sydney,Dosa,3,1,1650,0,sale,\n",
      options: RestatementTests.restating)
    #expect(restated.restatement?.linesChanged == 1 && restated.restatement?.linesRemoved == 1)
    let undone = try both.undo(2)
    #expect(undone.linesRemoved == 1 && undone.linesRestored == 2 && undone.orders == 1)
    #expect(try both.storedLines() == lines)
    #expect(try Self.figures(both.sqlite) == Self.figures(try Self.fresh([Self.first]).sqlite))
    #expect(
      try both.sqlite.database.scalar(Int.self, "SELECT count(*) FROM order_line_history") == 0)
  }

  /// Milliseconds since 1970 of a local wall-clock time in `zone`, by Foundation's calendar.
  static func instant(_ zone: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int) -> Int64 {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    let date = calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour))!
    return Int64(date.timeIntervalSince1970 * 1000)
  }

  /// The per-visit figures on SQLite: (city, net, tickets) of every visit with sales.
  static func visitFigures(_ store: SalesStore) throws -> [String] {
    try store.database.query(
      """
      SELECT c.name, sum(v.net_cents), sum(v.tickets) FROM visit_sales v
      JOIN cities c ON c.id = v.city_id GROUP BY c.name ORDER BY c.name
      """
    ) { "\($0.string(0)) \($0.int(1)) \($0.int(2))" }
  }

  @Test func aRestatementAndItsUndoMoveTheVisitFiguresToo() throws {
    let both = try BothStores()
    // A morning visit in Cupertino on the 8th and one in Sydney on the 10th, 08:00 to 12:00.
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let cupertino = try #require(try store.city(named: "Cupertino"))
      let sydney = try #require(try store.city(named: "Sydney"))
      let park = try store.addStop(name: "Park", cityID: cupertino.id, fee: .none)
      let quay = try store.addStop(name: "Quay", cityID: sydney.id, fee: .none)
      let visits = [
        (cupertino.id, park.id, "America/Los_Angeles", 8),
        (sydney.id, quay.id, "Australia/Sydney", 10),
      ].map { city, stop, zone, day in
        Visit(
          cityID: city, stopID: stop, date: LocalDate(year: 2026, month: 3, day: day)!,
          startsAt: Self.instant(zone, 2026, 3, day, 8),
          endsAt: Self.instant(zone, 2026, 3, day, 12),
          fee: nil, source: "test.csv")
      }
      _ = try store.replaceVisits(of: "test.csv", with: visits, graceMinutes: 30)
    }
    try both.importText(Self.first)
    // A-1 (Dosa 550 + Injera 1000, one ticket) is in the Cupertino visit; A-2 is in Tokyo.
    #expect(try Self.visitFigures(both.sqlite) == ["Cupertino 1550 1"])
    try both.importText(
      Self.header + "A-1,2026-03-10T09:15:00,Sydney,Dosa,3,1,1650,0,sale,\n",
      options: RestatementTests.restating)
    // Restated to Sydney on the 10th: it leaves the Cupertino visit for the Sydney one.
    #expect(try Self.visitFigures(both.sqlite) == ["Sydney 1650 1"])
    try both.undo(2)
    #expect(try Self.visitFigures(both.sqlite) == ["Cupertino 1550 1"])
  }

  @Test func anImportALaterRestatementReplacedIsRefusedUntilThatOneIsUndone() throws {
    let both = try BothStores()
    try both.importText(Self.first)
    let afterFirst = try both.storedLines()
    try both.importText(
      Self.header + "A-2,2026-03-09T12:00:00,Tokyo,Crêpe,2,1,1400,0,sale,\n",
      options: RestatementTests.restating)
    let afterSecond = try both.storedLines()
    try both.importText(
      Self.header + "A-2,2026-03-09T12:00:00,Tokyo,Crêpe,3,1,2100,0,sale,\n",
      options: RestatementTests.restating)
    #expect(throws: UndoRefusal.laterImport(id: 2, later: 3)) { try both.undo(2) }
    #expect(throws: UndoRefusal.laterImport(id: 1, later: 3)) { try both.undo(1) }
    try both.undo(3)
    #expect(try both.storedLines() == afterSecond)
    try both.undo(2)
    #expect(try both.storedLines() == afterFirst)
    try both.undo(1)
    #expect(try both.storedLines() == [])
    #expect(
      try both.sqlite.cityDayFigures(
        RollupSelection(
          first: LocalDate(year: 2026, month: 1, day: 1)!,
          last: LocalDate(year: 2026, month: 12, day: 31)!)) == [])
  }
  @Test func undoingAnImportWhoseOrdersInterleaveAnotherOnesTakesOnePassOverItsDays() throws {
    // Import 2's 200 orders sit between import 1's 1,800 on the same days (a late correction):
    // its days hold far more of import 1's lines than its own, and SQLite still takes one pass
    // over them (a search by import, then lists of ids, would read every line per list: no
    // index has the order id). Both stores end the same.
    func file(_ keep: (Int) -> Bool) -> String {
      Self.header
        + (0..<2_000).filter(keep).map { n in
          let id = "K-" + String(repeating: "0", count: 5 - String(n).count) + String(n)
          return "\(id),2026-03-\(10 + n % 7)T1\(n % 10):15:00,Tokyo,Dosa,1,1,\(500 + n),0,sale,\n"
        }.joined()
    }
    let first = file { $0 % 10 != 5 }
    let second = file { $0 % 10 == 5 }
    let both = try BothStores()
    try both.importText(first)
    let lines = try both.storedLines()
    #expect(try both.importText(second).imported == 200)
    let scan = UndoRangeScan(dialect: SQLiteDialect(database: both.sqlite.database))
    let pass = try #require(try scan.scan(importID: 2, into: RollupDelta()))
    #expect(pass.storedLines == 200 && pass.orders.count == 200 && pass.keepingLines.isEmpty)
    #expect(try scan.scan(importID: 1, into: RollupDelta())?.storedLines == 1_800)
    let undone = try both.undo(2)
    #expect(undone.linesRemoved == 200 && undone.orders == 200)
    #expect(try both.storedLines() == lines)
    #expect(try Self.figures(both.sqlite) == Self.figures(try Self.fresh([first]).sqlite))
  }
}
