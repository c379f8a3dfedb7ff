import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The sample exports imported into a real SQLite store, read back through the roll-up readers
/// and compared with the independent reading in `ReferencePOS`.
@Suite struct POSStoreImportTests {
  let directory: TemporaryDirectory
  let store: SalesStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try SalesStore(path: directory.file("pos.sqlite"))
    for city in POSFixtures.cities {
      try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone.identifier)
    }
    for style in POSFixtures.styles { try store.addStyle(name: style.name, priceCents: nil) }
  }

  func importFile(_ name: String, dryRun: Bool = false) throws -> FileImportSummary {
    var options = ImportOptions(dryRun: dryRun)
    options.aliases = POSFixtures.aliases
    let importer = try OrderImporter(store: store, options: options)
    let summary = try importer.importFile(atPath: POSFixtures.path(name))
    try importer.finish()
    #expect(try store.rollupDiscrepancies() == [], "after importing \(name)")
    return summary
  }

  /// The stored figures per "YYYY-MM-DD city" with anything sold or refunded.
  func storedDays() throws -> [String: SalesFigures] {
    // Explicit bounds: a day with only refunds is not an operating day, so it may lie
    // outside `dataDateBounds()`.
    let bounds =
      LocalDate(year: 2024, month: 1, day: 1)!...LocalDate(year: 2026, month: 12, day: 31)!
    let names = Dictionary(uniqueKeysWithValues: try store.cities().map { ($0.id, $0.name) })
    var days: [String: SalesFigures] = [:]
    for row in try store.cityDayFigures(
      RollupSelection(first: bounds.lowerBound, last: bounds.upperBound))
    where row.figures != .zero {
      days["\(row.date) \(names[row.cityID]!)"] = row.figures
    }
    return days
  }

  func expected(_ reference: [String: ReferencePOS.Day]) -> [String: SalesFigures] {
    reference.mapValues {
      SalesFigures(
        quantity: $0.quantity, grossCents: $0.gross, discountCents: $0.discount,
        refundCents: $0.refund, netCents: $0.net, tickets: $0.tickets.count)
    }
  }

  @Test(arguments: [
    "square-v35-items-2026-03-07-2026-03-10.csv", "square-v33-items-2025-11-01-2025-11-04.csv",
    "square-old-items-2024-06-14-2024-06-16.csv",
  ])
  func squareExportsStoreTheReferenceFigures(file: String) throws {
    let summary = try importFile(file)
    #expect(summary.committed)
    #expect(summary.problems == [])
    let reference = ReferencePOS.days(try ReferencePOS.square(POSFixtures.path(file)))
    let stored = try storedDays()
    #expect(stored == expected(reference), "\(difference(stored, expected(reference)))")
  }

  @Test(arguments: [
    "toast-discount-ItemSelectionDetails-2026-10-08.csv",
    "toast-discnt-ItemSelectionDetails-2026-11-01.csv",
  ])
  func toastExportsStoreTheReferenceFigures(file: String) throws {
    let summary = try importFile(file)
    #expect(summary.committed)
    #expect(summary.problems == [])
    #expect(summary.excluded == (file.contains("discount") ? 3 : 1))
    let reference = ReferencePOS.days(try ReferencePOS.toast(POSFixtures.path(file)))
    #expect(try storedDays() == expected(reference))
  }

  @Test func everyExportTogetherStillMatches() throws {
    var reference: [String: ReferencePOS.Day] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: POSFixtures.directory).sorted()
    where file.hasSuffix(".csv") {
      #expect(try importFile(file).committed, "\(file)")
      let lines =
        file.hasPrefix("square")
        ? try ReferencePOS.square(POSFixtures.path(file))
        : try ReferencePOS.toast(POSFixtures.path(file))
      // The longer Square export repeats the shorter one: count each line once.
      if file == "square-v35-items-2026-03-07-2026-03-10.csv" { continue }
      reference.merge(ReferencePOS.days(lines)) { _, new in new }
    }
    #expect(try storedDays() == expected(reference))
  }

  @Test func overlappingExportsStoreNothingTwice() throws {
    let short = "square-v35-items-2026-03-07-2026-03-10.csv"
    let long = "square-v35-items-2026-03-07-2026-03-12.csv"
    #expect(try importFile(short).imported == 13)
    let once = try storedDays()
    let lines = try store.orderLineCount()
    // The same days again.
    let again = try importFile(short)
    #expect(again.imported == 0)
    #expect(again.alreadyPresent == 13)
    #expect(try storedDays() == once)
    #expect(try store.orderLineCount() == lines)
    // A longer range: only the two new days' lines are new.
    let longer = try importFile(long)
    #expect(longer.imported == 2)
    #expect(longer.alreadyPresent == 13)
    #expect(try store.orderLineCount() == lines + 2)
    let reference = ReferencePOS.days(try ReferencePOS.square(POSFixtures.path(long)))
    #expect(try storedDays() == expected(reference))
    #expect(try importFile(long).imported == 0)
    #expect(try storedDays() == expected(reference))
  }

  @Test func identicalLinesInOneTicketCountTwice() throws {
    _ = try importFile("square-v35-items-2026-03-07-2026-03-10.csv")
    let crepe = try #require(try store.styles().first { $0.name == "Crêpe" })
    let figures = try store.styleFigures(
      RollupSelection(
        first: LocalDate(year: 2026, month: 3, day: 7)!,
        last: LocalDate(year: 2026, month: 3, day: 7)!, styleIDs: [crepe.id]))
    #expect(figures.first?.figures.quantity == 2)
    #expect(figures.first?.figures.grossCents == 1400)
    #expect(figures.first?.figures.tickets == 1)
  }

  @Test func unmatchedNamesLeaveTheStoreUnchanged() throws {
    var options = ImportOptions()
    options.aliases = ImportAliases(cities: ["Cupertino": ["Cupertino Truck"]])
    let importer = try OrderImporter(store: store, options: options)
    let summary = try importer.importFile(
      atPath: POSFixtures.path("square-v35-items-2026-03-07-2026-03-10.csv"))
    #expect(summary.isRefused)
    #expect(!summary.committed)
    #expect(summary.problemCount == 1)
    #expect(try store.orderLineCount() == 0)
  }

  @Test func dryRunStoresNothingAndSummarises() throws {
    let summary = try importFile("toast-discount-ItemSelectionDetails-2026-10-08.csv", dryRun: true)
    #expect(try store.orderLineCount() == 0)
    let translation = try #require(summary.translation)
    #expect(translation.lines == 6)
    #expect(translation.tickets == 4)
    #expect(translation.excluded.map(\.rows) == [2, 1])
    // 6.50 + 14.00 + 6.00 + 6.00 + 11.00 + 1,013.00
    #expect(translation.netByCity.map(\.amount) == [105_650])
    #expect(translation.firstDate == LocalDate(year: 2026, month: 10, day: 8))
    #expect(translation.lastDate == LocalDate(year: 2026, month: 10, day: 9))
  }

  func difference(_ stored: [String: SalesFigures], _ expected: [String: SalesFigures]) -> String {
    Set(stored.keys).union(expected.keys).sorted().filter { stored[$0] != expected[$0] }.map {
      "\($0): stored \(String(describing: stored[$0])), expected \(String(describing: expected[$0]))"
    }.joined(separator: "\n")
  }
}
