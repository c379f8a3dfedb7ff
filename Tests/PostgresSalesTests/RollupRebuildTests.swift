import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// The roll-ups an import writes, the roll-ups a rebuild folds from the stored lines, and the
/// integrity check all use the one line → figures rule (issue 22): on both stores a rebuild
/// leaves every roll-up row as the import wrote it, and a roll-up row changed behind the
/// store's back is reported.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct RollupRebuildTests {
  /// Square, Toast, and Griddle lines with a refund and a ticket split over two files.
  func importedStores() throws -> BothStores {
    let both = try BothStores(cities: SinkParityTests.cities, styles: SinkParityTests.styles)
    var options = ImportOptions()
    options.aliases = SinkParityTests.aliases
    for file in [
      "square-v35-items-2026-03-07-2026-03-10.csv",
      "toast-discount-ItemSelectionDetails-2026-10-08.csv",
    ] {
      let summary = try both.importFile(SinkParityTests.fixture(file), options: options)
      #expect(summary.committed && summary.imported > 0, "\(file) was stored")
    }
    let header =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    try both.importText(
      header + """
        G-1,2026-03-08T09:15:00,Cupertino,Cachapa,2,1,1300,100,sale,
        G-1,2026-03-08T09:15:00,Cupertino,Dosa,1,2,800,0,sale,

        """, options: options)
    try both.importText(
      header + """
        G-1,2026-03-08T09:15:00,Cupertino,Cachapa,1,3,650,0,sale,
        R-1,2026-03-09T10:00:00,Cupertino,Cachapa,-1,1,-650,-50,refund,G-1

        """, options: options)
    return both
  }

  /// Every roll-up row of `store`, as text, in key order.
  func rollupRows(_ both: BothStores, postgres: Bool) throws -> [String] {
    let figures = "quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets"
    var rows: [String] = []
    for (table, keys) in [
      ("daily_style_sales", "local_day, city_id, style_id"),
      ("hourly_sales", "local_day, city_id, local_hour"),
      ("daily_city_sales", "local_day, city_id"),
      ("operating_days", "city_id, local_day, had_sales"),
    ] {
      let sql =
        "SELECT \(keys)\(table == "operating_days" ? "" : ", " + figures) FROM \(table) ORDER BY \(keys)"
      let count = sql.split(separator: "FROM")[0].split(separator: ",").count
      rows +=
        postgres
        ? try both.postgres.connection.query(sql) { row in
          table + ":" + (0..<count).map { row.string($0) }.joined(separator: "|")
        }
        : try both.sqlite.database.query(sql) { row in
          table + ":" + (0..<count).map { row.string(Int32($0)) }.joined(separator: "|")
        }
    }
    return rows
  }

  @Test func aRebuildWritesWhatTheImportWroteOnBothStores() throws {
    let both = try importedStores()
    let imported = try rollupRows(both, postgres: false)
    #expect(imported.count > 20)
    #expect(try rollupRows(both, postgres: true) == imported)
    #expect(try both.sqlite.rollupDiscrepancies() == [])
    #expect(try both.postgres.rollupDiscrepancies() == [])

    try both.sqlite.database.transaction(.immediate) { try both.sqlite.rebuildRollups() }
    try both.postgres.connection.transaction { try both.postgres.rebuildRollups() }
    #expect(try rollupRows(both, postgres: false) == imported)
    #expect(try rollupRows(both, postgres: true) == imported)
    #expect(try both.sqlite.rollupDiscrepancies() == [])
    #expect(try both.postgres.rollupDiscrepancies() == [])
  }

  @Test func aCorruptedRollupRowIsReportedOnBothStores() throws {
    let both = try importedStores()
    // One hour's net off by a cent, one style group's tickets gone, one operating day lost.
    let corruption = [
      """
      UPDATE hourly_sales SET net_cents = net_cents + 1
      WHERE local_day = (SELECT min(local_day) FROM hourly_sales)
        AND city_id = (SELECT min(city_id) FROM hourly_sales
          WHERE local_day = (SELECT min(local_day) FROM hourly_sales))
        AND local_hour = (SELECT min(local_hour) FROM hourly_sales
          WHERE local_day = (SELECT min(local_day) FROM hourly_sales)
            AND city_id = (SELECT min(city_id) FROM hourly_sales
              WHERE local_day = (SELECT min(local_day) FROM hourly_sales)))
      """,
      """
      DELETE FROM daily_style_sales
      WHERE local_day = (SELECT max(local_day) FROM daily_style_sales)
        AND city_id = (SELECT max(city_id) FROM daily_style_sales
          WHERE local_day = (SELECT max(local_day) FROM daily_style_sales))
        AND style_id = (SELECT max(style_id) FROM daily_style_sales
          WHERE local_day = (SELECT max(local_day) FROM daily_style_sales)
            AND city_id = (SELECT max(city_id) FROM daily_style_sales
              WHERE local_day = (SELECT max(local_day) FROM daily_style_sales)))
      """,
      """
      INSERT INTO operating_days (city_id, local_day, had_sales)
      SELECT min(id), 0, 1 FROM cities
      """,
    ]
    for statement in corruption {
      try both.sqlite.database.execute(statement)
      try both.postgres.connection.execute(statement)
    }
    // The changed hour: stored with other figures than the lines make (one group each way);
    // the deleted style group: made by the lines, not stored; day 0 had no sale at all.
    // PostgreSQL's triggers carry the changed hour to its month's weekday-hour group and to the
    // whole history's (migration 0027), so the check finds it there as well; SQLite keeps those
    // tables in its roll-up writer, which the hand-made change went past, so there they still
    // agree with the lines. Both stores' triggers
    // carry the deleted style group to the fleet's per-(day, style) roll-up (migration 0025):
    // the last day's last style sold in that one city only, so its fleet group goes too.
    let monthly = "per-month weekday-hour roll-up: 1 group(s) differ from the lines, 1 not in them"
    let weekdayHours =
      "whole-history weekday-hour roll-up: 1 group(s) differ from the lines, 1 not in them"
    let expected = [
      "per-style roll-up: 1 group(s) differ from the lines, 0 not in them",
      "per-hour roll-up: 1 group(s) differ from the lines, 1 not in them",
      "fleet per-style roll-up: 1 group(s) differ from the lines, 0 not in them",
      "operating days: 0 day(s) with sales not marked, 1 marked without sales",
    ]
    #expect(try both.sqlite.rollupDiscrepancies() == expected)
    #expect(
      try both.postgres.rollupDiscrepancies()
        == expected[0...2] + [weekdayHours, monthly] + expected[3...])

    // A corrupted weekday-hour group is found on SQLite too.
    try both.sqlite.database.execute(
      """
      UPDATE monthly_weekday_hour_sales SET net_cents = net_cents + 1
      WHERE (month_start, city_id, weekday, local_hour) = (
        SELECT month_start, city_id, weekday, local_hour FROM monthly_weekday_hour_sales
        ORDER BY 1, 2, 3, 4 LIMIT 1)
      """)
    #expect(
      try both.sqlite.rollupDiscrepancies() == expected[0...2] + [monthly] + expected[3...])

    // The fleet's and the whole history's roll-ups changed behind the triggers' back (the
    // fleet's first day, which the changes above did not touch; a city's first weekday) are found on both stores, and the rebuild below repairs them.
    for statement in [
      """
      UPDATE daily_fleet_sales SET net_cents = net_cents + 1
      WHERE local_day = (SELECT min(local_day) FROM daily_fleet_sales)
      """,
      """
      UPDATE daily_fleet_style_sales SET quantity = quantity + 1
      WHERE (local_day, style_id) = (
        SELECT local_day, style_id FROM daily_fleet_style_sales ORDER BY 1, 2 LIMIT 1)
      """,
      """
      UPDATE city_weekday_sales SET tickets = tickets + 1, open_days = open_days + 1
      WHERE (city_id, weekday) = (
        SELECT city_id, weekday FROM city_weekday_sales WHERE tickets > 0 ORDER BY 1, 2 LIMIT 1)
      """,
      // The last city's last hour: not the first city's hour changed above.
      """
      UPDATE city_weekday_hour_sales SET quantity = quantity + 1
      WHERE (city_id, weekday, local_hour) = (
        SELECT city_id, weekday, local_hour FROM city_weekday_hour_sales
        ORDER BY 1 DESC, 2 DESC, 3 DESC LIMIT 1)
      """,
    ] {
      try both.sqlite.database.execute(statement)
      try both.postgres.connection.execute(statement)
    }
    // On PostgreSQL the whole history's weekday-hour roll-up now holds two wrong groups: the
    // hour changed first, carried there by its triggers, and the one changed here.
    func fleetCorrupted(weekdayHourGroups groups: Int) -> [String] {
      Array(expected[0...1]) + [
        "fleet per-day roll-up: 1 group(s) differ from the lines, 1 not in them",
        "fleet per-style roll-up: 2 group(s) differ from the lines, 1 not in them",
        "whole-history per-weekday roll-up: 1 group(s) differ from the lines, 1 not in them",
        "whole-history weekday-hour roll-up: \(groups) group(s) differ from the lines, \(groups) not in them",
        monthly,
      ] + expected[3...] + [
        "whole-history operating days: 1 (city, weekday) count(s) differ from operating_days"
      ]
    }
    #expect(try both.sqlite.rollupDiscrepancies() == fleetCorrupted(weekdayHourGroups: 1))
    #expect(try both.postgres.rollupDiscrepancies() == fleetCorrupted(weekdayHourGroups: 2))

    // A rebuild repairs the roll-ups (the stray operating day is a record of a day open,
    // which a rebuild keeps; only its roll-ups come from the lines).
    try both.sqlite.database.transaction(.immediate) { try both.sqlite.rebuildRollups() }
    try both.postgres.connection.transaction { try both.postgres.rebuildRollups() }
    #expect(try both.sqlite.rollupDiscrepancies() == [expected[3]])
    #expect(try both.postgres.rollupDiscrepancies() == [expected[3]])
  }
}
