import Foundation
import Testing

@testable import Sales

/// All-or-nothing, skip-invalid, dry runs, idempotency, conflicts and the roll-up.
@Suite struct ImportTransactionTests {
  private let good =
    header + """
      g1,2024-05-07T12:00:00Z,Tokyo,Dosa,2,
      g2,2024-05-07T13:00:00Z,Tokyo,Dosa,1,300
      g3,2024-05-08T01:00:00Z,Cupertino,Crêpe,3,

      """

  @Test func storesOrdersWithTheirRollUpAndOperatingDays() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(good)
    #expect(summary.committed && !summary.isRefused)
    #expect(summary.imported == 3 && summary.rowsRead == 3 && summary.alreadyPresent == 0)
    // Revenue is quantity × (unit price, or the menu price): 2×550 + 1×300.
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Cupertino Crêpe q=3 r=2100 n=1", "2024-05-07 Tokyo Dosa q=3 r=1400 n=2",
      ])
    #expect(
      try fixture.store.operatingDays().map { "\($0.date) \($0.hadSales)" } == [
        "2024-05-07 true", "2024-05-07 true",
      ])
  }

  @Test func oneBadRowLeavesTheDatabaseUnchanged() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(good, name: "first.csv")
    let before = try fixture.snapshot()
    let summary = try fixture.importText(
      header + "n1,2024-06-01T12:00Z,Tokyo,Dosa,1,\nn2,2024-06-01T12:00Z,Tokyo,Dosa,zero,\n",
      name: "second.csv")
    #expect(summary.isRefused && !summary.committed && summary.imported == 0)
    #expect(summary.problemCount == 1)
    #expect(try fixture.snapshot() == before)
    #expect(try fixture.store.storedOrder(id: "n1") == nil)
  }

  @Test func skipInvalidStoresGoodRowsAndWritesRejects() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    let summary = try fixture.importText(
      header + """
        s1,2024-06-01T12:00Z,Tokyo,Dosa,1,
        s2,2024-06-01T12:00Z,"Tokyo, Japan",Dosa,1,
        s3,2024-06-01T12:00Z,Tokyo,Dosa,1,
        s4,2024-06-01T12:00Z,Tokyo,Dosa,-1,

        """, options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    #expect(summary.committed && !summary.isRefused)
    #expect(summary.imported == 2 && summary.rejected == 2)
    #expect(try fixture.store.orderCount() == 2)
    #expect(try fixture.dailySales() == ["2024-06-01 Tokyo Dosa q=2 r=1100 n=2"])
    let path = fixture.directory.file("orders.csv")
    #expect(
      try String(contentsOfFile: rejects, encoding: .utf8) == """
        file,line,reason,order_id,ordered_at,city,style,quantity,unit_price_cents\r
        \(path),3,"unknown city 'Tokyo, Japan' (new cities are added in the config)",s2,2024-06-01T12:00Z,"Tokyo, Japan",Dosa,1,\r
        \(path),5,"quantity must be at least 1, not -1",s4,2024-06-01T12:00Z,Tokyo,Dosa,-1,\r

        """)
  }

  @Test func aFixedRejectsFileImportsAsItIs() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    _ = try fixture.importText(
      header + "r1,2024-06-01T12:00Z,Tokio,Dosa,1,\n",
      options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    let fixed = try String(contentsOfFile: rejects, encoding: .utf8)
      .replacingOccurrences(of: ",Tokio,", with: ",Tokyo,")
    let summary = try fixture.importText(fixed, name: "fixed.csv")
    #expect(summary.problems == [])
    #expect(summary.imported == 1)
  }

  @Test func dryRunValidatesWithoutWriting() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(good, options: ImportOptions(dryRun: true))
    #expect(summary.imported == 3 && !summary.committed && !summary.isRefused)
    #expect(try fixture.snapshot() == [])
  }

  @Test func reimportingAFileIsANoOp() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(good)
    let before = try fixture.snapshot()
    let again = try fixture.importText(good)
    #expect(again.committed && again.imported == 0 && again.alreadyPresent == 3)
    #expect(try fixture.snapshot() == before)
  }

  @Test func overlappingFileAddsOnlyTheNewOrders() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(good)
    let summary = try fixture.importText(
      header
        + "g2,2024-05-07T13:00:00Z,Tokyo,Dosa,1,300\ng4,2024-05-07T14:00:00+09:00,tokyo,DOSA,1,\n")
    #expect(summary.imported == 1 && summary.alreadyPresent == 1)
    #expect(try fixture.dailySales().last == "2024-05-07 Tokyo Dosa q=4 r=1950 n=3")
  }

  @Test func sameIDWithDifferentContentIsAConflict() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(good)
    let before = try fixture.snapshot()
    let summary = try fixture.importText(
      header + "c1,2024-05-09T12:00Z,Tokyo,Dosa,1,\ng1,2024-05-07T12:00:00Z,Tokyo,Dosa,5,\n")
    #expect(summary.isRefused)
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "3: order_id 'g1' is already stored with different content (quantity 2 stored, 5 here)"
      ])
    #expect(try fixture.snapshot() == before)
  }

  @Test func conflictUnderSkipInvalidKeepsTheStoredOrder() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(good)
    let summary = try fixture.importText(
      header + "g1,2024-05-07T12:00:00Z,Tokyo,Injera,2,\nc2,2024-05-07T12:00Z,Tokyo,Dosa,1,\n",
      options: ImportOptions(skipInvalid: true))
    #expect(summary.imported == 1 && summary.rejected == 1)
    #expect(summary.problems.first?.message.contains("style Dosa stored, Injera here") == true)
    #expect(try fixture.store.storedOrder(id: "g1")?.quantity == 2)
    #expect(try fixture.dailySales().last == "2024-05-07 Tokyo Dosa q=4 r=1950 n=3")
  }

  @Test func duplicateInsideOneFile() throws {
    let fixture = try ImportFixture()
    // The same order twice is stored once and counted as already present.
    let same = try fixture.importText(
      header + "d1,2024-05-07T12:00Z,Tokyo,Dosa,2,\nd1,2024-05-07T21:00+09:00,Tokyo,Dosa,2,\n")
    #expect(same.imported == 1 && same.alreadyPresent == 1)
    #expect(try fixture.dailySales() == ["2024-05-07 Tokyo Dosa q=2 r=1100 n=1"])
    // The same id with other content is a conflict, and refuses the file.
    let other = try fixture.importText(
      header + "d2,2024-05-07T12:00Z,Tokyo,Dosa,2,\nd2,2024-05-07T12:00Z,Tokyo,Dosa,3,\n",
      name: "other.csv")
    #expect(other.isRefused)
    #expect(other.problems.map(\.line) == [3])
    #expect(try fixture.store.storedOrder(id: "d2") == nil)
  }

  @Test func largeFileWithOrdersInAnyOrder() throws {
    // Ids out of order, across many batches, with a conflict near the end.
    let fixture = try ImportFixture()
    var text = header
    var expectedQuantity = 0
    for index in 0..<30_000 {
      let id = (index &* 7919) % 30_000
      let quantity = index % 4 + 1
      expectedQuantity += quantity
      text += "o\(id),2024-05-07T0\(index % 10):00Z,Tokyo,Dosa,\(quantity),\n"
    }
    let summary = try fixture.importText(text)
    #expect(summary.imported == 30_000)
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Tokyo Dosa q=\(expectedQuantity) r=\(expectedQuantity * 550) n=30000"
      ])
    let conflict = try fixture.importText(text + "o17,2024-05-07T10:00Z,Tokyo,Dosa,9,\n")
    #expect(conflict.isRefused && conflict.alreadyPresent == 30_000)
    #expect(conflict.problems.map(\.line) == [30_002])
  }
}
