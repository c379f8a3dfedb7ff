import Foundation
import OrderGenerator
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// The same imports into SQLite and PostgreSQL: the same summaries, problems and rejects, and
/// the same answers from every reader (see `BothStores`), file after file. Tests that take
/// `partitionEveryFile` run twice: PostgreSQL's direct path also makes a partition of every
/// file of new orders (as it does from `PostgresOrderImporter.defaultPartitionMinimumBytes`).
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct SharedStoreSuiteTests {
  let header =
    "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"

  @Test(arguments: [false, true]) func ticketsOfSeveralLinesDiscountsAndRefunds(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(partitionEveryFile: partitionEveryFile)
    let summary = try stores.importText(
      header + """
        t1,2024-05-07T12:00:00Z,Tokyo,Dosa,2,,1,1200,200,sale,
        t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,
        t1,2024-05-07T12:00:00Z,Tokyo,Crêpe,1,650,3,,50,sale,
        r1,2024-05-09T03:00:00Z,Tokyo,Dosa,-1,,1,-600,-100,refund,t1
        t2,2024-05-07T23:30:00-07:00,Cupertino,Cachapa,3,,1,,,sale,

        """)
    #expect(summary.committed && summary.imported == 5)
    // Worked out by hand: Tokyo's 7 May has one ticket of 4 pancakes, gross 2400, discount 250.
    let tokyo = try #require(try stores.postgres.city(named: "tokyo"))
    let day = LocalDate(iso: "2024-05-07")!
    #expect(
      try stores.postgres.cityDayFigures(
        RollupSelection(first: day, last: day, cityIDs: [tokyo.id])
      )
      .first?.figures
        == SalesFigures(
          quantity: 4, grossCents: 2400, discountCents: 250, refundCents: 0, netCents: 2150,
          tickets: 1))
  }

  @Test(arguments: [false, true]) func linesOfOneTicketAcrossFilesCountItOnce(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(partitionEveryFile: partitionEveryFile)
    try stores.importText(header + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,\n")
    try stores.importText(
      header + """
        t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        t1,2024-05-07T12:00:00Z,Tokyo,Injera,2,,3,,,,
        t9,2024-05-07T12:00:00Z,Tokyo,Injera,1,,1,-500,,refund,t1

        """)
    try stores.importText(header + "t1,2024-05-07T12:00:00Z,Tokyo,Injera,1,,4,,,,\n")
  }

  @Test(arguments: [false, true]) func reimportingIsANoOpAndConflictsAreReportedAlike(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(partitionEveryFile: partitionEveryFile)
    let file =
      header + """
        a1,2024-03-01T10:00:00Z,Sydney,Cachapa,1,,1,,,,
        a1,2024-03-01T10:00:00Z,Sydney,Dosa,2,,2,,,,
        a2,2024-03-02T10:00:00Z,Sydney,Dosa,2,500,1,,,,

        """
    try stores.importText(file)
    let again = try stores.importText(file)
    #expect(again.imported == 0 && again.alreadyPresent == 3)
    // Every kind of difference from a stored line, a line at another instant than its order,
    // a key repeated in the file with the same and with other content, and an invalid row.
    // a1's line 2 in another city: SQLite finds an order on its day in its city (migration
    // 0020, issue 28), so for it that is a new order a1 in Tokyo, where PostgreSQL still finds
    // a1 by its id anywhere and reports the city as a difference. Both refuse the file.
    // Known until PostgreSQL's import takes the same identity rule (issue 28, its half).
    var refused = FileImportSummary(file: "")
    withKnownIssue(
      "issue 28: PostgreSQL finds a stored order by its id anywhere, SQLite on its day in its city"
    ) {
      refused = try stores.importText(
        header + """
          a1,2024-03-01T10:00:01Z,Sydney,Cachapa,1,,1,,,,
          a1,2024-03-01T10:00:00Z,Tokyo,Dosa,2,,2,,,,
          a2,2024-03-02T10:00:00Z,Sydney,Injera,2,500,1,,,,
          a2,2024-03-02T10:00:00Z,Sydney,Dosa,2,,1,,,,
          a2,2024-03-02T11:00:00Z,Sydney,Dosa,1,,2,,,,
          a3,2024-03-03T10:00:00Z,Sydney,Dosa,1,,1,,,,
          a3,2024-03-03T10:00:00Z,Sydney,Dosa,1,,1,,,,
          a3,2024-03-03T10:00:00Z,Sydney,Dosa,5,,1,,,,
          a3,2024-03-03T10:00:00Z,Sydney,Dosa,1,,1,,99,,
          a4,2024-03-03T10:00:00Z,Atlantis,Dosa,1,,1,,,,
          a5,2024-03-04T10:00:00Z,Sydney,Dosa,-1,,1,,,refund,a2
          a5,2024-03-04T10:00:00Z,Sydney,Dosa,1,,1,,,sale,a2

          """)
    }
    #expect(refused.isRefused && !refused.committed && refused.problemCount >= 7)
    let skipped = try stores.importText(
      header + """
        a3,2024-03-03T10:00:00Z,Sydney,Dosa,1,,1,,,,
        a3,2024-03-03T10:00:00Z,Sydney,Dosa,5,,1,,,,
        a6,2024-03-05T10:00:00Z,Cupertino,Crêpe,1,,1,,,,
        a6,2024-03-05T10:00:00Z,Tokyo,Crêpe,1,,2,,,,

        """,
      options: ImportOptions(
        skipInvalid: true,
        rejectsPath: stores.directory.appending(path: "rejects.csv").path))
    #expect(skipped.committed && skipped.imported == 2 && skipped.rejected == 2)
  }

  @Test(arguments: [false, true]) func aDryRunCountsWithoutWriting(partitionEveryFile: Bool) throws
  {
    let stores = try BothStores(partitionEveryFile: partitionEveryFile)
    let summary = try stores.importText(
      header + "d1,2024-01-01T00:00:00Z,Tokyo,Dosa,1,,1,,,,\n",
      options: ImportOptions(dryRun: true))
    #expect(summary.imported == 1 && !summary.committed)
    #expect(try stores.postgres.orderLineCount() == 0)
  }

  @Test func firstReleaseFilesAndJSONLines() throws {
    let stores = try BothStores()
    try stores.importText(
      """
      order_id,ordered_at,city,style,quantity,unit_price_cents
      o1,2023-11-05T01:30:00,Cupertino,Cachapa,2,
      o2,2023-11-05T01:30:00-08:00,Cupertino,Dosa,1,600
      o3,2023-03-12T02:30:00,Cupertino,Dosa,1,

      """)
    let jsonPath = stores.directory.appending(path: "orders.jsonl").path
    try Data(
      """
      {"order_id": "j1", "ordered_at": "2024-02-29T23:59:59+09:00", "city": "Tokyo", "style": "Jian Bing", "quantity": 4, "line": 1}
      {"order_id": "j1", "ordered_at": "2024-02-29T23:59:59+09:00", "city": "Tokyo", "style": "Dosa", "quantity": 1, "line": 2, "discount_cents": 50}

      """.utf8
    ).write(to: URL(fileURLWithPath: jsonPath))
    try stores.importFile(jsonPath)
  }

  @Test(arguments: [false, true]) func generatedTicketsWithRefundsAndOverlappingFiles(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(
      partitionEveryFile: partitionEveryFile,
      cities: SyntheticOrders.cities.map { ($0.name, $0.timeZone) },
      styles: SyntheticOrders.styles.map { ($0.name, $0.priceCents) })
    let generator = SyntheticOrders(
      rowCount: 6_000, seed: 7, firstDay: LocalDate(iso: "2024-01-01")!, days: 60)
    let path = stores.directory.appending(path: "tickets.csv").path
    try generator.writeTicketsCSV(toPath: path, linesPerTicket: 3, refundPercent: 5)
    try stores.importFile(path)
    // The same file again, and another seed's file whose ids overlap the first.
    try stores.importFile(path)
    // Its first 2,000 tickets reuse the first file's ids (conflicts), the rest are new.
    let other = SyntheticOrders(
      rowCount: 9_000, seed: 8, firstDay: LocalDate(iso: "2024-02-01")!, days: 30)
    let otherPath = stores.directory.appending(path: "tickets-2.csv").path
    try other.writeTicketsCSV(toPath: otherPath, linesPerTicket: 2, refundPercent: 10)
    // Known until PostgreSQL's import takes SQLite's identity rule (issue 28, its half): the
    // reused ids are on other days, so SQLite stores them as new orders (an order is its id
    // on its day in its city, migration 0020) where PostgreSQL reports conflicts.
    var mixed = FileImportSummary(file: "")
    withKnownIssue(
      "issue 28: PostgreSQL finds a stored order by its id anywhere, SQLite on its day in its city"
    ) {
      mixed = try stores.importFile(
        otherPath,
        options: ImportOptions(
          skipInvalid: true, rejectsPath: stores.directory.appending(path: "r2.csv").path))
    }
    #expect(mixed.imported > 0)
  }

  @Test(arguments: [false, true]) func anOrderWhoseLinesAreApartInTheFileCountsOnce(
    partitionEveryFile: Bool
  ) throws {
    let stores = try BothStores(partitionEveryFile: partitionEveryFile)
    // Ascending ids, then an earlier order again; then descending ids with a repeat.
    try stores.importText(
      header + """
        p1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        p2,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        p1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,,2,,,,

        """)
    try stores.importText(
      header + """
        q9,2024-05-08T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        q5,2024-05-08T12:00:00Z,Tokyo,Dosa,1,,1,,,,
        q9,2024-05-08T12:00:00Z,Tokyo,Dosa,1,,2,,,,

        """)
    // Worked out by hand: two tickets a day, whatever the order of their lines.
    let days = try stores.postgres.cityDayFigures(
      RollupSelection(first: LocalDate(iso: "2024-05-07")!, last: LocalDate(iso: "2024-05-08")!))
    #expect(days.map(\.figures.tickets) == [2, 2])
    #expect(days.map(\.figures.quantity) == [3, 3])
  }

  @Test func theInsertEntryPointAgrees() throws {
    let stores = try BothStores()
    for store in [stores.sqlite, stores.postgres] as [any SalesDataStore] {
      let tokyo = try store.requireCity(named: "Tokyo")
      let dosa = try store.requireStyle(named: "Dosa")
      let order = try Order(
        orderID: "i1", orderedAt: Date(timeIntervalSince1970: 1_700_000_000), city: tokyo,
        lines: [
          try OrderLine(line: 1, styleID: dosa.id, kind: .sale, quantity: 2, grossCents: 1100),
          try OrderLine(
            line: 2, styleID: dosa.id, kind: .refund, quantity: -1, grossCents: -550,
            discountCents: -50),
        ])
      #expect(try store.insert([order]) == InsertSummary(inserted: 2))
      #expect(try store.insert([order]) == InsertSummary(alreadyPresent: 2))
      try store.recordOpenDay(cityID: tokyo.id, date: LocalDate(iso: "2023-11-20")!)
    }
    #expect(try stores.postgres.storedOrder(id: "i1") == stores.sqlite.storedOrder(id: "i1"))
    try stores.expectSameContent()
  }
}
