import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Money and units have limits that the import enforces with a clear problem, so no sum
/// overflows or is silently capped (issue 12, items 5 and 10).
@Suite struct MoneyLimitTests {
  /// The largest amount one line may hold.
  let lineMaximum = (1 << 36) - 1
  let moneyHeader = "order_id,ordered_at,city,style,quantity,gross_cents\n"

  /// `count` sale lines of `gross` cents each, all in one city, day, hour and style.
  func hugeLines(_ count: Int, gross: Int, prefix: String = "m") -> String {
    moneyHeader
      + (0..<count).map { "\(prefix)\($0),2024-06-01T12:00:00Z,Tokyo,Dosa,1,\(gross)\n" }.joined()
  }

  @Test func aHugeMenuPriceTimesQuantityIsAProblemNotATrap() throws {
    let fixture = try ImportFixture()
    _ = try fixture.store.addStyle(name: "Gold", priceCents: Int(Int64.max / 4))
    let summary = try fixture.importText(header + "g1,2024-06-01T12:00Z,Tokyo,Gold,1000,\n")
    #expect(summary.isRefused)
    #expect(
      summary.problems.first?.message.hasPrefix(
        "quantity × price (1000 × 2305843009213693951 cents) is more than a line may hold") == true)
    #expect(try fixture.store.orderCount() == 0)
  }

  @Test func aDayPastItsLimitInOneFileRejectsTheLineThatPassesIt() throws {
    let fixture = try ImportFixture()
    // 131,072 lines of 2^36 − 1 cents fit in 2^53 − 1; the 131,073rd does not.
    let fit = Int((Int64(1) << 53 - 1) / Int64(lineMaximum))
    #expect(fit == 131_072)
    let refused = try fixture.importText(hugeLines(fit + 1, gross: lineMaximum))
    #expect(refused.isRefused && refused.problemCount == 1)
    #expect(refused.problems.first?.line == fit + 2)
    #expect(refused.problems.first?.message == RollupFold.groupLimitMessage)
    #expect(try fixture.store.orderCount() == 0)

    let rejects = fixture.directory.file("rejects.csv")
    let skipped = try fixture.importText(
      hugeLines(fit + 1, gross: lineMaximum),
      options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    #expect(skipped.imported == fit && skipped.rejected == 1)
    let day = LocalDate(year: 2024, month: 6, day: 1)!
    let figures = try fixture.store.cityDayFigures(RollupSelection(first: day, last: day))
    #expect(figures.map(\.figures.grossCents) == [fit * lineMaximum])
  }

  @Test func aDayPastItsLimitAcrossFilesRefusesTheSecondFile() throws {
    let fixture = try ImportFixture()
    let fit = 131_072
    let first = try fixture.importText(hugeLines(fit, gross: lineMaximum), name: "first.csv")
    #expect(first.committed && first.imported == fit)
    let before = try fixture.snapshot()
    #expect(
      throws: SalesStoreError.groupLimitExceeded(
        city: "Tokyo", date: LocalDate(year: 2024, month: 6, day: 1)!)
    ) {
      try fixture.importText(hugeLines(1, gross: lineMaximum, prefix: "late"), name: "second.csv")
    }
    #expect(try fixture.snapshot() == before)
  }
}
