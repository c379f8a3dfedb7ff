import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// `import --restate` (issue 25) on both stores alike: every order the file names is replaced
/// whole by the file's version, the roll-ups corrected (equal to a GROUP BY over the lines,
/// checked by `BothStores` after every import), what was replaced kept in the history.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct RestatementTests {
  static var restating: ImportOptions {
    var options = ImportOptions()
    options.restate = true
    return options
  }

  // MARK: Toast

  /// Toast rows: (order, item selection id, item, price, voided).
  static func toast(_ rows: [(Int, Int, String, String, Bool)]) -> String {
    LateExclusionTests.header
      + rows.map { LateExclusionTests.row($0.0, $0.1, $0.2, $0.3, void: $0.4) }.joined()
  }

  static let toastRows: [(Int, Int, String, String, Bool)] = [
    (600001, 4001, "Cachapa", "6.50", false), (600001, 4002, "Dosa", "8.00", false),
    (600002, 4003, "Injera", "6.00", false),
  ]

  func toastStores() throws -> BothStores {
    try BothStores(
      cities: [("Boston Seaport", "America/New_York")],
      styles: [("Cachapa", 650), ("Dosa", 800), ("Injera", 600)])
  }

  /// The day's net in cents from the rows not voided: computed here from the rows, not read.
  static func net(_ rows: [(Int, Int, String, String, Bool)]) -> Int64 {
    rows.filter { !$0.4 }.reduce(0) { $0 + Int64((Double($1.3)! * 100).rounded()) }
  }

  @Test func aLateVoidOfOneLineIsRestated() throws {
    let both = try toastStores()
    try both.importText(Self.toast(Self.toastRows))
    var voided = Self.toastRows
    voided[1].4 = true
    let restated = try both.importText(Self.toast(voided), options: Self.restating)
    #expect(restated.committed && !restated.isRefused)
    #expect(restated.imported == 0 && restated.alreadyPresent == 2)
    let outcome = try #require(restated.restatement)
    #expect(outcome.orders == 1 && outcome.linesRemoved == 1 && outcome.linesChanged == 0)
    #expect(
      outcome.days == [
        RestatedDay(
          date: LocalDate(year: 2026, month: 10, day: 8)!, city: "Boston Seaport",
          netCentsBefore: Self.net(Self.toastRows), netCentsAfter: Self.net(voided))
      ])
    #expect(try both.sqlite.orderLineCount() == 2)
    let ledger = try #require(try both.sqlite.imports().first)
    #expect(ledger.id == 2 && ledger.linesRemoved == 1 && ledger.linesRestated == 0)
    // The voided line is kept in the history, as replaced by import 2, stored by import 1.
    let history = try both.sqlite.database.query(
      "SELECT replaced_by, order_id, line, import_id, gross_cents FROM order_line_history"
    ) { "\($0.int(0)) \($0.string(1)) \($0.int(2)) \($0.int(3)) \($0.int(4))" }
    #expect(history == ["2 600001 4002 1 800"])
    // The kept lines still belong to the import that stored them.
    #expect(
      try both.sqlite.database.query("SELECT DISTINCT import_id FROM order_lines") { $0.int(0) }
        == [1])
    // The same file again restates nothing and records nothing.
    let again = try both.importText(Self.toast(voided), options: Self.restating)
    #expect(again.restatement?.orders == 0 && again.imported == 0)
    #expect(try both.sqlite.imports().count == 2)
  }

  @Test func aWholeCheckVoidedLaterIsRemoved() throws {
    let both = try toastStores()
    try both.importText(Self.toast(Self.toastRows))
    var voided = Self.toastRows
    voided[2].4 = true
    let restated = try both.importText(Self.toast(voided), options: Self.restating)
    let outcome = try #require(restated.restatement)
    #expect(outcome.orders == 1 && outcome.linesRemoved == 1)
    #expect(try both.sqlite.storedOrder(id: "600002") == nil)
    #expect(outcome.days.map(\.netCentsAfter) == [Self.net(voided)])
  }

  // MARK: Square

  static let squareHeader =
    "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID\n"

  static func square(_ item: String, quantity: Int, cents: Int, transaction: String) -> String {
    let money = "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    return
      "2024-06-14,12:00:00,Pacific Time (US & Canada),Pancakes,\(item),\(quantity).0,Regular,\"\",\"\",\(money),$0.00,\(money),$0.00,\(transaction),P\(transaction),Terminal,\"\",\"\",Payment,Cupertino,For Here,\"\",\"\",\"\"\n"
  }

  @Test func aSquareTicketWithACorrectedQuantityAndARemovedItem() throws {
    let both = try BothStores()
    let first =
      Self.squareHeader + Self.square("Dosa", quantity: 1, cents: 550, transaction: "T1")
      + Self.square("Jian Bing", quantity: 1, cents: 600, transaction: "T1")
      + Self.square("Injera", quantity: 1, cents: 500, transaction: "T2")
    #expect(try both.importText(first).imported == 3)
    // Without --restate the corrected export is refused, as before.
    let corrected =
      Self.squareHeader + Self.square("Dosa", quantity: 2, cents: 1100, transaction: "T1")
    #expect(try both.importText(corrected).isRefused)
    let restated = try both.importText(corrected, options: Self.restating)
    let outcome = try #require(restated.restatement)
    #expect(outcome.orders == 1 && outcome.linesChanged == 1 && outcome.linesRemoved == 1)
    #expect(restated.imported == 1)
    #expect(outcome.days.map(\.netCentsBefore) == [550 + 600 + 500])
    #expect(outcome.days.map(\.netCentsAfter) == [1100 + 500])
    let ticket = try #require(try both.sqlite.storedOrder(id: "T1"))
    #expect(ticket.lines.map(\.quantity) == [2])
    // T2, not in the file, is untouched.
    #expect(try both.sqlite.storedOrder(id: "T2")?.lines.count == 1)
  }

  @Test func aGoneLineIsFoundWhetherTheFileIsInOrderRepeatsALineOrIsNot() throws {
    // A re-import in order-id order with every stored line in its range present is let
    // through from one pass; a repeated line, rows out of order, or a line gone are not.
    let both = try BothStores()
    let a1 = "A-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
    let a2 = "A-1,2026-03-08T09:15:00,Cupertino,Dosa,1,2,550,0,sale,\n"
    let b1 = "B-1,2026-03-08T10:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
    #expect(try both.importText(Self.header + a1 + a2 + b1).imported == 3)
    let again = try both.importText(Self.header + a1 + a2 + b1)
    #expect(!again.isRefused && again.alreadyPresent == 3)
    #expect(!(try both.importText(Self.header + b1 + a2 + a1)).isRefused)
    // Line 1 twice makes up the count of A-1's lines, but line 2 is gone.
    #expect(try both.importText(Self.header + a1 + a1 + b1).isRefused)
    #expect(try both.importText(Self.header + a1 + b1).isRefused)
    #expect(try both.importText(Self.header + b1 + a1).isRefused)
  }

  // MARK: Griddle's own format

  static let header =
    "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"

  @Test func aRestatedOrderMovingToAnotherDayAndCityLeavesNothingOnItsOldDay() throws {
    let both = try BothStores()
    try both.importText(
      Self.header + "M-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "M-1,2026-03-08T09:15:00,Cupertino,Injera,1,2,500,0,sale,\n"
        + "K-1,2026-03-08T10:00:00,Cupertino,Dosa,1,1,550,0,sale,\n")
    let moved = try both.importText(
      Self.header + "M-1,2026-03-10T02:00:00Z,Tokyo,Dosa,1,1,550,0,sale,\n",
      options: Self.restating)
    let outcome = try #require(moved.restatement)
    #expect(outcome.orders == 1 && outcome.linesChanged == 1 && outcome.linesRemoved == 1)
    // The old day keeps only K-1's figures; the new day has M-1's.
    let march8 = LocalDate(year: 2026, month: 3, day: 8)!
    let cupertino = try #require(try both.sqlite.cities().first { $0.name == "Cupertino" })
    let oldDay = try both.sqlite.cityDayFigures(RollupSelection(first: march8, last: march8))
    #expect(oldDay.map(\.figures.netCents) == [550] && oldDay.map(\.figures.tickets) == [1])
    #expect(oldDay.map(\.cityID) == [cupertino.id])
    #expect(
      outcome.days.map { "\($0.date) \($0.city) \($0.netCentsBefore) \($0.netCentsAfter)" } == [
        "2026-03-08 Cupertino 1600 550", "2026-03-10 Tokyo 0 550",
      ])
  }

  @Test func aRefundAWeekLaterIsAnOrderOfItsOwn() throws {
    let both = try BothStores()
    try both.importText(Self.header + "S-1,2026-03-08T09:15:00,Cupertino,Dosa,2,1,1100,0,sale,\n")
    let refund = try both.importText(
      Self.header + "R-1,2026-03-15T09:15:00,Cupertino,Dosa,-1,1,-550,0,refund,S-1\n",
      options: Self.restating)
    #expect(refund.imported == 1 && refund.restatement?.orders == 0)
    let week = try both.sqlite.cityDayFigures(
      RollupSelection(
        first: LocalDate(year: 2026, month: 3, day: 8)!,
        last: LocalDate(year: 2026, month: 3, day: 15)!))
    #expect(week.map(\.figures.netCents) == [1100, -550])
    // Restating the sale's day later leaves the refund alone.
    let corrected = try both.importText(
      Self.header + "S-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n",
      options: Self.restating)
    #expect(corrected.restatement?.linesChanged == 1)
    #expect(try both.sqlite.storedOrder(id: "R-1")?.lines.count == 1)
  }
}

/// `--restate-days`: the file is the whole truth for its (local day, city)s.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct RestateDaysTests {
  @Test func anOrderDeletedAtThePointOfSaleIsRemovedFromItsDayOnly() throws {
    let both = try BothStores()
    let header = RestatementTests.header
    try both.importText(
      header + "D-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n"
        + "D-2,2026-03-08T11:00:00,Cupertino,Injera,2,1,1000,0,sale,\n"
        + "D-3,2026-03-08T11:00:00,Tokyo,Injera,1,1,500,0,sale,\n"
        + "D-4,2026-03-09T10:00:00,Cupertino,Dosa,1,1,550,0,sale,\n")
    var options = RestatementTests.restating
    options.restateDays = true
    let restated = try both.importText(
      header + "D-1,2026-03-08T09:15:00,Cupertino,Dosa,1,1,550,0,sale,\n", options: options)
    let outcome = try #require(restated.restatement)
    #expect(outcome.orders == 1 && outcome.linesRemoved == 1 && outcome.linesChanged == 0)
    #expect(try both.sqlite.storedOrder(id: "D-2") == nil)
    // Another city's order of the same day, and the next day's, are not the file's days.
    #expect(try both.sqlite.storedOrder(id: "D-3") != nil)
    #expect(try both.sqlite.storedOrder(id: "D-4") != nil)
    #expect(
      outcome.days.map { "\($0.date) \($0.city) \($0.netCentsBefore) \($0.netCentsAfter)" } == [
        "2026-03-08 Cupertino 1550 550"
      ])
    // Undone, the deleted order comes back.
    try both.undo(2)
    #expect(try both.sqlite.storedOrder(id: "D-2")?.lines.count == 1)
  }
}
