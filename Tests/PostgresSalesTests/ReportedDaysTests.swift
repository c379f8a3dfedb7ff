import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// What nightly reports showed (`reported_days`, migration 0018) and what the ledger did to
/// those days since, on both stores alike: the first record of a day stays, a read-only open
/// records nothing, and the ledger's changes are counted as an owner names them.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct ReportedDaysTests {
  static let day = LocalDate(year: 2026, month: 10, day: 8)!

  func stores() throws -> BothStores {
    try BothStores(
      cities: [("Boston Seaport", "America/New_York")],
      styles: [("Cachapa", 650), ("Dosa", 800), ("Injera", 600)])
  }

  /// Both stores' answers, which must agree.
  func both<T: Equatable>(
    _ stores: BothStores, sourceLocation: SourceLocation = #_sourceLocation,
    _ read: (any ReportedDaysStore) throws -> T
  ) throws -> T {
    let sqlite = try read(stores.sqlite)
    let postgres = try read(stores.postgres)
    #expect(sqlite == postgres, sourceLocation: sourceLocation)
    return sqlite
  }

  @Test func theFirstRecordOfADayStays() throws {
    let stores = try stores()
    let first = ReportedDay(date: Self.day, netCents: 2_250, tickets: 2, latestImportID: 1)
    let next = ReportedDay(
      date: Self.day.adding(days: 1), netCents: 0, tickets: 0, latestImportID: nil)
    let read = try both(stores) { store in
      try store.recordReportedDays([first, next])
      try store.recordReportedDays([
        ReportedDay(date: Self.day, netCents: 1_450, tickets: 1, latestImportID: 2)
      ])
      return try store.reportedDays(
        from: Self.day.adding(days: -6), through: Self.day.adding(days: 1))
    }
    #expect(read == [first, next])
  }

  @Test func aReadOnlyOpenRecordsNothing() throws {
    let stores = try stores()
    let day = ReportedDay(date: Self.day, netCents: 1, tickets: 1, latestImportID: nil)
    let readers: [any ReportedDaysStore] = [
      try SalesStore(readingFrom: stores.directory.appending(path: "griddle.sqlite").path),
      try PostgresSalesStore(readingFrom: stores.database.uri),
    ]
    for reader in readers {
      #expect(throws: (any Error).self) { try reader.recordReportedDays([day]) }
      #expect(try reader.reportedDays(from: Self.day, through: Self.day) == [])
    }
    #expect(
      SalesStores.openForRecordingReports(stores.directory.appending(path: "none").path) == nil)
    #expect(
      SalesStores.openForRecordingReports(stores.directory.appending(path: "griddle.sqlite").path)
        != nil)
  }

  @Test func theLedgerSaysWhatChangedTheDays() throws {
    let stores = try stores()
    let rows = RestatementTests.toastRows
    try stores.importText(RestatementTests.toast(rows))
    #expect(try both(stores) { try $0.latestImportID() } == 1)
    #expect(try both(stores) { try $0.ledgerChanges(after: 1, on: [Self.day]) } == .none)
    // Before the first import, that import added the day's sales.
    #expect(
      try both(stores) { try $0.ledgerChanges(after: nil, on: [Self.day]) }
        == LedgerChanges(importsAdded: 1))
    // Toast voids check 600002 and corrects the price of the Cachapa of 600001.
    var late = rows
    late[2].4 = true
    late[0].3 = "6.00"
    try stores.importText(RestatementTests.toast(late), options: RestatementTests.restating)
    #expect(
      try both(stores) { try $0.ledgerChanges(after: 1, on: [Self.day]) }
        == LedgerChanges(checksVoided: 1, ordersRestated: 1))
    #expect(try both(stores) { try $0.ledgerChanges(after: 2, on: [Self.day]) } == .none)
    // Another day is not touched.
    #expect(
      try both(stores) { try $0.ledgerChanges(after: 1, on: [Self.day.adding(days: 1)]) }
        == .none)
    // Undone: the restatement's history is gone, the undo is what happened.
    try stores.undo(2)
    #expect(
      try both(stores) { try $0.ledgerChanges(after: 1, on: [Self.day]) }
        == LedgerChanges(importsUndone: 1))
  }
}
