import Foundation
import SalesDomain
import Testing

@testable import Sales

/// The `griddle` profile's optional columns: tickets of several lines, discounts, refunds,
/// and conflicts and idempotency per (order id, line). `ImportFixture.importFile` checks after
/// every import that each roll-up equals a GROUP BY over the stored lines.
@Suite struct OrderLinesImportTests {
  let linesHeader =
    "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"

  /// Figures of one (city, date) from the store's typed reader.
  func figures(_ fixture: ImportFixture, _ city: String, _ date: String) throws -> SalesFigures {
    let day = LocalDate(iso: date)!
    let cityID = try fixture.store.requireCity(named: city).id
    return try fixture.store.cityDayFigures(
      RollupSelection(first: day, last: day, cityIDs: [cityID])
    ).first?.figures ?? .zero
  }

  @Test func aTicketOfSeveralLinesWithDiscountsAndALaterRefund() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      linesHeader + """
        t1,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,1200,200,sale,
        t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,
        t1,2024-05-07T12:00:00Z,Tokyo,Crêpe,1,650,3,,50,sale,
        r1,2024-05-09T03:00:00Z,Tokyo,Dosa,-1,,1,-600,-100,refund,t1

        """)
    #expect(summary.committed && summary.imported == 4 && summary.problemCount == 0)
    // Line 2 has no gross: 1 × Dosa's menu price 550; line 3: 1 × its own 650.
    #expect(
      try figures(fixture, "Tokyo", "2024-05-07")
        == SalesFigures(
          quantity: 4, grossCents: 1200 + 550 + 650, discountCents: 250, refundCents: 0,
          netCents: 2400 - 250, tickets: 1))
    // The refund falls on its own day (a day with no sale: not an operating day).
    #expect(
      try figures(fixture, "Tokyo", "2024-05-09")
        == SalesFigures(
          quantity: -1, grossCents: 0, discountCents: 0, refundCents: 500, netCents: -500,
          tickets: 0))
    #expect(try fixture.store.operatingDays().map(\.date.description) == ["2024-05-07"])
    let refund = try #require(try fixture.store.storedOrder(id: "r1"))
    #expect(refund.lines.first?.refundOf == "t1" && refund.lines.first?.kind == .refund)
    // Per style: the ticket counts once for Dosa (two lines) and once for Crêpe.
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Tokyo Crêpe q=1 r=600 n=1", "2024-05-07 Tokyo Dosa q=3 r=1550 n=1",
        "2024-05-09 Tokyo Dosa q=-1 r=-500 n=0",
      ])
  }

  @Test func linesOfOneTicketInDifferentFilesCountTheTicketOnce() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(linesHeader + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,\n")
    _ = try fixture.importText(
      linesHeader
        + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,\nt1,2024-05-07T12:00:00Z,Tokyo,Injera,1,,3,,,,\n"
    )
    // Unsorted, so the row-by-row path decides the tickets.
    _ = try fixture.importText(
      linesHeader
        + "t2,2024-05-07T12:30:00Z,Tokyo,Dosa,1,,2,,,,\nt1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,4,,,,\nt2,2024-05-07T12:30:00Z,Tokyo,Dosa,1,,1,,,,\n"
    )
    #expect(try figures(fixture, "Tokyo", "2024-05-07").tickets == 2)
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Tokyo Dosa q=5 r=2750 n=2", "2024-05-07 Tokyo Injera q=1 r=500 n=1",
      ])
  }

  @Test func reimportingIsANoOpAndADifferentLineIsAConflict() throws {
    let fixture = try ImportFixture()
    let file =
      linesHeader
      + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,1200,200,,\nt1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,\n"
    _ = try fixture.importText(file)
    let before = try fixture.snapshot()
    let again = try fixture.importText(file)
    #expect(again.committed && again.imported == 0 && again.alreadyPresent == 2)
    let changed = try fixture.importText(
      linesHeader + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,1200,300,,\n")
    #expect(changed.isRefused)
    #expect(
      changed.problems.map(\.message) == [
        "line 1 of order_id 't1' is already stored with different content (discount_cents 200 stored, 300 here)"
      ])
    let moved = try fixture.importText(
      linesHeader + "t1,2024-05-07T12:05:00Z,Tokyo,Dosa,1,,3,,,,\n")
    #expect(moved.isRefused)
    #expect(
      moved.problems.first?.message.contains("every line of an order shares its time and city")
        == true)
    #expect(try fixture.snapshot() == before)
  }

  @Test func badLineValuesAreReportedByNameAndLine() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      linesHeader + """
        a,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,0,,,,
        b,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,void,
        c,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,100,200,,
        d,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,,,refund,
        e,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,sale,a
        f,2024-05-07T12:00:00Z,Tokyo,Dosa,-1,,1,100,,refund,
        g,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,99999999999999,,,

        """)
    #expect(summary.isRefused && summary.imported == 0)
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "2: line '0' is not a whole number of at least 1",
        "3: kind 'void' is neither 'sale' nor 'refund'",
        "4: a sale line needs 0 ≤ discount_cents ≤ gross_cents, not gross 100, discount 200",
        "5: a refund line's quantity must be negative, not 2",
        "6: refund_of is only allowed on a refund line (kind 'refund')",
        "7: a refund line needs gross_cents ≤ discount_cents ≤ 0, not gross 100, discount 0",
        "8: gross_cents 99999999999999 is above the limit (68,719,476,735)",
      ])
    #expect(try fixture.store.orderLineCount() == 0)
  }

  @Test func jsonLinesCarryTheSameKeys() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      """
      {"order_id": "j1", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Dosa", "quantity": 2, "line": 1, "gross_cents": 1000, "discount_cents": 100}
      {"order_id": "j1", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Injera", "quantity": 1, "line": 2, "kind": "sale"}
      {"order_id": "j2", "ordered_at": "2024-05-08T12:00:00Z", "city": "Tokyo", "style": "Dosa", "quantity": -1, "line": 1, "kind": "REFUND", "refund_of": "j1", "gross_cents": -500, "discount_cents": -50}

      """, name: "orders.jsonl")
    #expect(summary.committed && summary.imported == 3)
    #expect(try figures(fixture, "Tokyo", "2024-05-07").netCents == 900 + 500)
    #expect(try figures(fixture, "Tokyo", "2024-05-08").refundCents == 450)
  }

  /// A batch out of key order (a point of sale lists refunds, with their own id series,
  /// between sales; an order's lines in any order) is matched against the stored lines in
  /// key order: present lines are recognised, a new line of a stored order counts no second
  /// ticket, and a stored range the batch skips over (over 32 stored orders between two of
  /// its ids) is sought past, not read as a conflict.
  @Test func aBatchOutOfKeyOrderIsMatchedAgainstStoredLines() throws {
    let fixture = try ImportFixture()
    // 60 stored one-line Dosa sales, s100…s159, one per minute on 2024-05-07 in Tokyo.
    let stored = (0..<60).map { minute in
      "s\(100 + minute),2024-05-07T03:\(String(format: "%02d", minute)):00Z,Tokyo,Dosa,1,,1,600,0,sale,"
    }
    _ = try fixture.importText(linesHeader + stored.joined(separator: "\n") + "\n")
    let second = try fixture.importText(
      linesHeader + """
        s100,2024-05-07T03:00:00Z,Tokyo,Dosa,1,,1,600,0,sale,
        r900,2024-05-08T01:00:00Z,Tokyo,Dosa,-1,,1,-600,0,refund,s100
        s159,2024-05-07T03:59:00Z,Tokyo,Dosa,1,,2,500,0,sale,
        s159,2024-05-07T03:59:00Z,Tokyo,Crêpe,1,,3,700,0,sale,
        s159,2024-05-07T03:59:00Z,Tokyo,Dosa,1,,1,600,0,sale,
        a001,2024-05-07T05:00:00Z,Tokyo,Injera,2,,2,1000,0,sale,
        a001,2024-05-07T05:00:00Z,Tokyo,Dosa,1,,1,600,0,sale,
        r901,2024-05-08T02:00:00Z,Tokyo,Crêpe,-1,,1,-700,0,refund,s159

        """, name: "second.csv")
    #expect(second.committed && second.problemCount == 0)
    // s100 line 1 and s159 line 1 are stored; the other six rows are new.
    #expect(second.alreadyPresent == 2 && second.imported == 6)
    // 2024-05-07: the 60 stored sales (36,000), s159's lines 2 and 3 (500 + 700), a001's two
    // lines (1,000 + 600). Tickets: 60 stored orders and a001; s159 was counted already.
    #expect(
      try figures(fixture, "Tokyo", "2024-05-07")
        == SalesFigures(
          quantity: 60 + 2 + 3, grossCents: 36_000 + 1_200 + 1_600, discountCents: 0,
          refundCents: 0, netCents: 38_800, tickets: 61))
    #expect(
      try figures(fixture, "Tokyo", "2024-05-08")
        == SalesFigures(
          quantity: -2, grossCents: 0, discountCents: 0, refundCents: 1_300, netCents: -1_300,
          tickets: 0))
    // Per style on 2024-05-07: Dosa 61 tickets (60 stored + a001), Crêpe 1 (s159), Injera 1.
    #expect(
      try fixture.dailySales().filter { $0.hasPrefix("2024-05-07") } == [
        "2024-05-07 Tokyo Crêpe q=1 r=700 n=1", "2024-05-07 Tokyo Dosa q=62 r=37100 n=61",
        "2024-05-07 Tokyo Injera q=2 r=1000 n=1",
      ])
    // The same file again stores nothing.
    let again = try fixture.importText(
      try String(contentsOfFile: fixture.directory.file("second.csv"), encoding: .utf8),
      name: "third.csv")
    #expect(again.committed && again.imported == 0 && again.alreadyPresent == 8)
  }

  /// A line that repeats a stored key with other content is a conflict in an out-of-order
  /// batch too, reported on its own line.
  @Test func aConflictInABatchOutOfKeyOrderIsReported() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(
      linesHeader + "t5,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,600,0,sale,\n")
    let summary = try fixture.importText(
      linesHeader + """
        t9,2024-05-07T12:30:00Z,Tokyo,Dosa,1,,1,600,0,sale,
        t5,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,1200,0,sale,

        """)
    #expect(!summary.committed && summary.problemCount == 1)
    #expect(summary.problems.first?.line == 3)
    #expect(
      summary.problems.first?.message.contains("already stored with different content") == true)
    #expect(try figures(fixture, "Tokyo", "2024-05-07").grossCents == 600)
  }
}
