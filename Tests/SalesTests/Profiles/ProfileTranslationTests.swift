import Foundation
import SalesDomain
import Testing

@testable import Sales

/// The sample exports in `fixtures/pos`, read through their profiles.
enum POSFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "fixtures/pos").path

  static func path(_ name: String) -> String { directory + "/" + name }

  static let cities = [
    City(id: 1, name: "Cupertino", timeZone: TimeZone(identifier: "America/Los_Angeles")!),
    City(id: 2, name: "New York", timeZone: TimeZone(identifier: "America/New_York")!),
    City(id: 3, name: "Boston", timeZone: TimeZone(identifier: "America/New_York")!),
  ]
  static let styles = ["Cachapa", "Injera", "Crêpe", "Jian Bing", "Dosa", "American"].enumerated()
    .map { PancakeStyle(id: Int64($0.offset + 1), name: $0.element, priceCents: nil) }
  static let aliases = ImportAliases(
    cities: [
      "Cupertino": ["Cupertino Truck", "Square Terminal 2274"], "New York": ["NYC Truck"],
      "Boston": ["Boston Seaport"],
    ],
    styles: ["Cachapa": ["Cachapa con queso"], "Crêpe": ["Crepe"]])

  /// The translated rows of a file (by Griddle column name), with problems, and the reader.
  static func translate(_ path: String, keepTally: Bool = true, aliases: ImportAliases = aliases)
    throws -> (rows: [[String: String]], problems: [String], reader: ProfileRecordReader)
  {
    let source = try CSVReader(path: path)
    guard
      case .success(.translated(let profile, let layout)) = ProfileDetection.choose(
        header: source.columnNames, named: nil, userProfiles: [])
    else { throw POSTestError.notAProfile }
    let reader = try ProfileRecordReader(
      source: source, profile: profile, layout: layout,
      names: ImportNames(cities: cities, styles: styles, aliases: aliases), keepTally: keepTally)
    var rows: [[String: String]] = []
    var problems: [String] = []
    while try reader.nextRecord() {
      if let problem = reader.problem {
        problems.append("\(reader.line): \(problem)")
        continue
      }
      var row: [String: String] = [:]
      for (name, field) in zip(reader.columnNames, reader.fields) {
        row[name] = String(decoding: field, as: UTF8.self)
      }
      rows.append(row)
    }
    problems += reader.finalProblems.map { "\($0.line): \($0.message)" }
    return (rows, problems, reader)
  }

  /// Aggregates translated rows the reference's way (Foundation reads `ordered_at`).
  static func days(of rows: [[String: String]]) -> [String: ReferencePOS.Day] {
    ReferencePOS.days(
      rows.map { row in
        let city = row["city"]!
        let stamp = row["ordered_at"]!
        let instant =
          stamp.hasSuffix("Z")
          ? ISO8601DateFormatter().date(from: stamp)!
          : ReferencePOS.date(
            stamp, "yyyy-MM-dd'T'HH:mm:ss", TimeZone(identifier: ReferencePOS.cityZones[city]!)!)
        return ReferencePOS.Line(
          order: row["order_id"]!, instant: instant, city: city,
          quantity: Int(row["quantity"]!)!, gross: Int(row["gross_cents"]!)!,
          discount: Int(row["discount_cents"]!)!, isRefund: row["kind"] == "refund")
      })
  }
}

enum POSTestError: Error { case notAProfile }

@Suite struct ProfileTranslationTests {
  @Test(arguments: [
    "square-v35-items-2026-03-07-2026-03-10.csv", "square-v35-items-2026-03-07-2026-03-12.csv",
    "square-v33-items-2025-11-01-2025-11-04.csv", "square-old-items-2024-06-14-2024-06-16.csv",
  ])
  func squareDaysMatchTheReference(file: String) throws {
    let path = POSFixtures.path(file)
    let translated = try POSFixtures.translate(path)
    #expect(translated.problems == [])
    let expected = ReferencePOS.days(try ReferencePOS.square(path))
    let actual = POSFixtures.days(of: translated.rows)
    #expect(actual == expected)
    #expect(!expected.isEmpty)
  }

  @Test(arguments: [
    "toast-discount-ItemSelectionDetails-2026-10-08.csv",
    "toast-discnt-ItemSelectionDetails-2026-11-01.csv",
  ])
  func toastDaysMatchTheReference(file: String) throws {
    let path = POSFixtures.path(file)
    let translated = try POSFixtures.translate(path)
    #expect(translated.problems == [])
    let expected = ReferencePOS.days(try ReferencePOS.toast(path))
    #expect(POSFixtures.days(of: translated.rows) == expected)
  }

  /// The figures of the March export worked out by hand from its rows.
  @Test func squareMarchByHand() throws {
    let rows = try POSFixtures.translate(
      POSFixtures.path("square-v35-items-2026-03-07-2026-03-10.csv")
    ).rows
    let days = POSFixtures.days(of: rows)
    // 9.00 + 16.00 (−1.82) + 7.00 + 7.00 + 1,275.00 (−75.00), three tickets.
    #expect(days["2026-03-07 Cupertino"]?.gross == 131_400)
    #expect(days["2026-03-07 Cupertino"]?.discount == 7682)
    #expect(days["2026-03-07 Cupertino"]?.tickets.count == 3)
    // 20:59:59 Pacific is still the 7th in New York; 21:30 Pacific is 00:30 on the 8th there.
    #expect(days["2026-03-07 New York"]?.gross == 600)
    #expect(days["2026-03-08 New York"]?.gross == 1100 + 800)
    #expect(days["2026-03-08 New York"]?.tickets.count == 2)
    // Refunds fall on the 9th: 9.00 and 6.00 (6.50 less the 0.50 discount given back).
    #expect(days["2026-03-09 Cupertino"]?.refund == 1500)
    #expect(days["2026-03-09 Cupertino"]?.net == 1000 - 1500)
    #expect(days["2026-03-09 Cupertino"]?.tickets.count == 1)
    // Two identical crêpes in one ticket are lines 1 and 2; the refund names the Payment ID.
    let crepes = rows.filter { $0["order_id"] == "T35A0002" }.map { $0["line"]! }
    #expect(crepes == ["1", "2"])
    let refund = try #require(rows.first { $0["order_id"] == "T35R0001" })
    #expect(refund["kind"] == "refund")
    #expect(refund["refund_of"] == "P35A0001")
    #expect(refund["quantity"] == "-1")
    #expect(refund["style"] == "Cachapa")
    // DST starts at 02:00 on the 8th: 01:30 is PST (−8), 03:15 is PDT (−7).
    #expect(rows.first { $0["order_id"] == "T35A0004" }?["ordered_at"] == "2026-03-08T09:30:00Z")
    #expect(rows.first { $0["order_id"] == "T35A0005" }?["ordered_at"] == "2026-03-08T10:15:00Z")
  }

  @Test func squareFallBackTakesTheEarlierInstant() throws {
    let rows = try POSFixtures.translate(
      POSFixtures.path("square-v33-items-2025-11-01-2025-11-04.csv")
    ).rows
    // 01:30 on 2025-11-02 happens twice in Pacific time; the first is PDT (−7).
    #expect(rows.first { $0["order_id"] == "T33A0003" }?["ordered_at"] == "2025-11-02T08:30:00Z")
    // A row labelled Eastern time: noon in New York.
    #expect(rows.first { $0["order_id"] == "T33N0001" }?["ordered_at"] == "2025-11-02T17:00:00Z")
  }

  @Test func toastExcludesVoidsAndGiftCardsAndCountsThem() throws {
    let translated = try POSFixtures.translate(
      POSFixtures.path("toast-discount-ItemSelectionDetails-2026-10-08.csv"))
    #expect(translated.reader.exclusions.map(\.rows) == [2, 1])
    #expect(translated.rows.count == 6)
    let catering = try #require(translated.rows.first { $0["order_id"] == "600005" })
    #expect(catering["gross_cents"] == "101300")
    // An 18-digit Item Selection Id becomes a stable 31-bit line number.
    let line = try #require(catering["line"].flatMap { Int64($0) })
    #expect(line >= 1 && line <= Int64(Int32.max))
    #expect(Set(translated.rows.map { $0["order_id"]! + "/" + $0["line"]! }).count == 6)
    #expect(catering["ordered_at"] == "2026-10-09T13:15:00")
    let days = POSFixtures.days(of: translated.rows)
    // 6.50 + 16.00 (−2.00) + 6.00 + 6.00 on the 8th; the 12:05 AM order is on the 9th.
    #expect(days["2026-10-08 Boston"]?.gross == 3450)
    #expect(days["2026-10-08 Boston"]?.discount == 200)
    #expect(days["2026-10-08 Boston"]?.tickets.count == 2)
    #expect(days["2026-10-09 Boston"]?.gross == 1100 + 101_300)
  }

  @Test func toastNamesInAnyCaseAndUnicodeForm() throws {
    let translated = try POSFixtures.translate(
      POSFixtures.path("toast-discnt-ItemSelectionDetails-2026-11-01.csv"))
    #expect(translated.problems == [])
    // `Cre\u{301}pe` (decomposed) and `crepe` (an alias, any case) are both Crêpe.
    #expect(translated.rows.filter { $0["style"] == "Crêpe" }.count == 2)
    #expect(translated.reader.exclusions.map(\.rows) == [0, 1])
  }

  @Test func dryRunTally() throws {
    let translated = try POSFixtures.translate(
      POSFixtures.path("square-v35-items-2026-03-07-2026-03-10.csv"))
    let tally = try #require(translated.reader.tally)
    #expect(tally.lines == 13)
    #expect(tally.refundLines == 2)
    #expect(tally.ticketHashes.count == 9)
    #expect(tally.firstDay == Int64(LocalDate(year: 2026, month: 3, day: 7)!.dayNumber))
    #expect(tally.lastDay == Int64(LocalDate(year: 2026, month: 3, day: 9)!.dayNumber))
  }

  @Test func unmatchedNamesAreHeldBackAndListedOnce() throws {
    let translated = try POSFixtures.translate(
      POSFixtures.path("square-v35-items-2026-03-07-2026-03-10.csv"),
      aliases: ImportAliases(cities: ["Cupertino": ["Cupertino Truck"]]))
    // Only rows with known names come through: Cupertino rows whose items are known by name.
    #expect(translated.rows.allSatisfy { $0["city"] == "Cupertino" })
    #expect(translated.problems.count == 1)
    let message = try #require(translated.problems.first)
    #expect(message.contains("city 'NYC Truck' (3 rows, first on line 7)"))
    // 'NYC Truck' is far from Cupertino (the only city): no city is offered for it.
    #expect(message.contains("city 'NYC Truck' (3 rows, first on line 7): no known city is close"))
    #expect(!message.contains("closest known city"))
    #expect(message.contains("style 'Cachapa con queso' (2 rows"))
    #expect(message.contains("closest known style 'Cachapa'"))
    #expect(message.contains("\"aliases\": [\"Cachapa con queso\"]"))
    #expect(translated.reader.heldBackRows == 5)
  }
}
