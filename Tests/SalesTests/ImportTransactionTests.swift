import Foundation
import SalesDomain
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
        file,line,reason,order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\r
        \(path),3,"city 'Tokyo, Japan' is not a known city or alias, closest known city 'Tokyo'; add it to that city's ""aliases"" in the config to import this row",s2,2024-06-01T12:00Z,"Tokyo, Japan",Dosa,1,,,,,,\r
        \(path),5,"quantity must be at least 1, not -1",s4,2024-06-01T12:00Z,Tokyo,Dosa,-1,,,,,,\r

        """)
  }

  /// A Griddle file's names resolve through the config's aliases straight to the city; the
  /// rejects file names a resolved city as the config does (canonical), an unresolved one as
  /// written, so a fixed rejects file imports without the aliases.
  @Test func aliasedNamesResolveAndTheRejectsFileNamesTheCanonicalCity() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    var options = ImportOptions(skipInvalid: true, rejectsPath: rejects)
    options.aliases = ImportAliases(cities: ["Tokyo": ["Tokio Truck"]], styles: ["Dosa": ["dosai"]])
    let summary = try fixture.importText(
      header + """
        a1,2024-06-01T12:00Z,Tokio Truck,dosai,1,
        a2,2024-06-01T12:00Z, TOKIO truck ,Dosa,-1,
        a3,2024-06-01T12:00Z,tokyo,DOSAI,0,
        a4,2024-06-01T12:00Z,Tokio Trucks,dosai,1,

        """, options: options)
    #expect(summary.committed && summary.imported == 1 && summary.rejected == 3)
    #expect(try fixture.dailySales() == ["2024-06-01 Tokyo Dosa q=1 r=550 n=1"])
    let path = fixture.directory.file("orders.csv")
    let text = try String(contentsOfFile: rejects, encoding: .utf8)
    let lines = text.split(separator: "\r\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines.dropFirst().first
        == "\(path),3,\"quantity must be at least 1, not -1\",a2,2024-06-01T12:00Z,Tokyo,Dosa,-1,,,,,,"
    )
    #expect(
      lines.dropFirst(2).first
        == "\(path),4,\"quantity must be at least 1, not 0\",a3,2024-06-01T12:00Z,Tokyo,Dosa,0,,,,,,"
    )
    #expect(
      lines.last?.hasPrefix("\(path),5,\"city 'Tokio Trucks' is not a known city or alias") == true)
    #expect(lines.last?.hasSuffix(",a4,2024-06-01T12:00Z,Tokio Trucks,Dosa,1,,,,,,") == true)
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
        "3: line 1 of order_id 'g1' is already stored with different content (quantity 2 stored, 5 here)"
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

  /// Orders `o00000`… with quantity 1 for the ids in `range`, in id order.
  private func sortedOrders(_ range: some Sequence<Int>, quantity: (Int) -> Int = { _ in 1 })
    -> String
  {
    var text = ""
    for index in range {
      let id = "o" + String(repeating: "0", count: 5 - String(index).count) + String(index)
      text += "\(id),2024-05-07T0\(index % 10):00Z,Tokyo,Dosa,\(quantity(index)),\n"
    }
    return text
  }

  @Test func sortedFileOverlappingStoredOrdersAcrossBatches() throws {
    // Ids in order across several batches: the stored ones are found by range scans and the
    // new ones inserted many per statement; a conflict and an invalid row are still reported.
    let fixture = try ImportFixture()
    _ = try fixture.importText(header + sortedOrders(stride(from: 0, to: 20_000, by: 2)))
    let all = sortedOrders(0..<20_000)
    let summary = try fixture.importText(header + all)
    #expect(summary.committed && summary.imported == 10_000 && summary.alreadyPresent == 10_000)
    #expect(
      try fixture.dailySales() == ["2024-05-07 Tokyo Dosa q=20000 r=11000000 n=20000"])
    let before = try fixture.snapshot()
    // Same file again, with a changed stored order and an invalid row (out of id order).
    var lines = all.split(separator: "\n").map(String.init)
    lines[12_345] = lines[12_345].replacingOccurrences(of: ",Dosa,1,", with: ",Dosa,2,")
    lines[9_000] = "a1,2024-05-07T01:00Z,Nowhere,Dosa,1,"
    let changed = try fixture.importText(header + lines.joined(separator: "\n") + "\n")
    #expect(changed.isRefused && changed.alreadyPresent == 19_998)
    // The unknown city is reported once the whole file is read, in the grouped message.
    #expect(changed.problems.map(\.line) == [12_347, 9_002])
    #expect(changed.problems[0].message.contains("quantity 1 stored, 2 here"))
    #expect(changed.problems[1].message.contains("city 'Nowhere' (1 row, first on line 9002)"))
    #expect(try fixture.snapshot() == before)
  }

  @Test func sortedFileSpreadThinlyOverManyStoredOrders() throws {
    // A short file whose id range covers many stored orders it does not have: checked row by
    // row instead of scanning the whole range; results are the same.
    let fixture = try ImportFixture()
    _ = try fixture.importText(header + sortedOrders(0..<10_000))
    let file =
      header + sortedOrders([0]) + "o00000a,2024-05-07T01:00Z,Tokyo,Dosa,1,\n"
      + sortedOrders([5_000]) + sortedOrders([9_999], quantity: { _ in 3 })
    let summary = try fixture.importText(file)
    #expect(summary.isRefused && summary.alreadyPresent == 2)
    #expect(summary.problems.map(\.line) == [5])
    let skipping = try fixture.importText(file, options: ImportOptions(skipInvalid: true))
    #expect(skipping.committed && skipping.imported == 1 && skipping.alreadyPresent == 2)
    #expect(try fixture.store.storedOrder(id: "o09999")?.quantity == 1)
    #expect(try fixture.store.storedOrder(id: "o00000a")?.quantity == 1)
  }
}
