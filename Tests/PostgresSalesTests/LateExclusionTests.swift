import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// A Toast check voided after it was imported: the export imported again now leaves its line
/// out, and the import is refused naming the order, on both stores alike (it used to store
/// nothing new and exit 0, leaving the voided line's money stored).
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct LateExclusionTests {
  static let header =
    "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service,Dining Option,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s),Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt,Tax Inclusion Option,Dining Option Tax,Tab Name\n"

  /// One Toast row: `void` marks it voided.
  static func row(_ order: Int, _ selection: Int, _ item: String, _ price: String, void: Bool)
    -> String
  {
    "Boston Seaport,\(order),1,10/8/26 5:18 PM,10/8/26 5:18 PM,C\(order),Sam,,Truck,Lunch,Take Out,\(selection),9,,,,\(item),,Pancakes,Truck Menu,Food,\(price),0.00,\(price),1,0.0,\(void),false,false,Tax not included,,\n"
  }

  static func export(voided: Set<Int>) -> String {
    header + row(600001, 4001, "Cachapa", "6.50", void: voided.contains(4001))
      + row(600001, 4002, "Dosa", "8.00", void: voided.contains(4002))
      + row(600002, 4003, "Injera", "6.00", void: voided.contains(4003))
  }

  func stores() throws -> BothStores {
    try BothStores(
      cities: [("Boston Seaport", "America/New_York")],
      styles: [("Cachapa", 650), ("Dosa", 800), ("Injera", 600)])
  }

  @Test func aLineVoidedAfterItsImportIsRefusedNamingTheOrder() throws {
    let both = try stores()
    let first = try both.importText(Self.export(voided: []))
    #expect(first.committed && first.imported == 3)
    let lines = try both.sqlite.orderLineCount()
    // One line of a check voided since.
    let oneLine = try both.importText(Self.export(voided: [4002]))
    #expect(oneLine.isRefused && !oneLine.committed)
    #expect(oneLine.problems.map(\.line) == [3])
    #expect(oneLine.problems.first?.message.contains("order '600001' has this line stored") == true)
    #expect(oneLine.problems.first?.message.contains("(voided)") == true)
    // The whole of another check voided.
    let wholeCheck = try both.importText(Self.export(voided: [4003]))
    #expect(wholeCheck.isRefused)
    #expect(wholeCheck.problems.map(\.line) == [4])
    #expect(wholeCheck.problems.first?.message.contains("order '600002'") == true)
    #expect(try both.sqlite.orderLineCount() == lines)
    #expect(try both.sqlite.imports().map(\.id) == [1])
    // The export as first imported is still a no-op.
    let again = try both.importText(Self.export(voided: []))
    #expect(again.committed && again.imported == 0 && again.alreadyPresent == 3)
  }

  @Test func aLineVoidedBeforeItsFirstImportIsNoProblem() throws {
    let both = try stores()
    let first = try both.importText(Self.export(voided: [4002]))
    #expect(first.committed && first.imported == 2 && first.excluded == 1)
    let again = try both.importText(Self.export(voided: [4002]))
    #expect(again.committed && again.imported == 0 && again.problems == [])
  }
}
