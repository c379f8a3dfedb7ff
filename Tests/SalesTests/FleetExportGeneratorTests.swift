import Foundation
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import OrderGenerator
@testable import Sales

/// The scale benchmark's generator: its hand-made timestamps against Foundation's, and its
/// file imported as a user would, every line stored.
@Suite struct FleetExportGeneratorTests {
  @Test func timestampsAgreeWithFoundationAcrossLeapYearsAndCenturies() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
    var random = SplitMix64(seed: 5)
    // 1970, 2000-02-29, 2100-03-01 and random instants from 1970 to 2200.
    let fixed: [Int64] = [0, 951_782_400, 951_868_799, 4_107_542_400, 1_451_606_399]
    let instants = fixed + (0..<2_000).map { _ in Int64(random.next(below: 7_258_118_400)) }
    for instant in instants {
      let expected = formatter.string(from: Date(timeIntervalSince1970: Double(instant)))
      #expect(
        String(decoding: FleetExportGenerator.timestamp(instant), as: UTF8.self) == expected,
        "instant \(instant)")
    }
  }

  @Test func itsFileImportsWholeWithRandomIdsInTimeOrderAndItsRefunds() throws {
    let temporary = try TemporaryDirectory(prefix: "fleet-generator")
    let directory = temporary.url
    let path = directory.appendingPathComponent("fleet.csv").path
    let generator = FleetExportGenerator(lineCount: 3_000, cityCount: 25, span: 30 * 86_400)
    try generator.write(toPath: path)
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
    #expect(rows.count == 3_000)
    let fields = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(fields.allSatisfy { $0.count == 10 && $0[0].count == 22 })
    let stamps = fields.map { String($0[1]) }
    #expect(stamps == stamps.sorted(), "rows in time order")
    let refunds = fields.filter { $0[8] == "refund" }
    #expect(!refunds.isEmpty)
    let saleIDs = Set(fields.filter { $0[8] == "sale" }.map { String($0[0]) })
    #expect(refunds.allSatisfy { saleIDs.contains(String($0[9])) && Int($0[4])! < 0 })

    let store = try SalesStore(path: directory.appendingPathComponent("fleet.sqlite").path)
    for index in 0..<25 {
      _ = try store.addCity(
        name: FleetExportGenerator.cityName(index),
        timeZoneIdentifier: FleetExportGenerator.timeZones[
          index % FleetExportGenerator.timeZones.count])
    }
    for (name, price) in FleetExportGenerator.styles {
      _ = try store.addStyle(name: name, priceCents: price)
    }
    let summary = try OrderImporter(store: store).importFile(atPath: path)
    #expect(summary.imported == 3_000)
    #expect(summary.rejected == 0)
    #expect(try OrderImporter(store: store).importFile(atPath: path).alreadyPresent == 3_000)
  }
}
