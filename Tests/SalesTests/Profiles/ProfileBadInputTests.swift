import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// Bad rows in a point-of-sale export: each is named by line with the value at fault, and no
/// input crashes the translation.
@Suite struct ProfileBadInputTests {
  static let header =
    "Date,Time,Time Zone,Item,Qty,Gross Sales,Discounts,Net Sales,Transaction ID,Payment ID,Device Name,Event Type,Location\n"

  func problems(_ rows: [String]) throws -> [String] {
    let directory = try TemporaryDirectory()
    let path = try directory.write("items.csv", Self.header + rows.joined(separator: "\n") + "\n")
    return try POSFixtures.translate(path).problems
  }

  func row(
    date: String = "2026-03-07", time: String = "11:00:00",
    zone: String = "Pacific Time (US & Canada)", item: String = "Dosa", qty: String = "1.0",
    gross: String = "$8.00", discount: String = "$0.00", location: String = "Cupertino Truck"
  ) -> String {
    "\(date),\(time),\(zone),\(item),\(qty),\(gross),\(discount),\(gross),T1,P1,,Payment,\(location)"
  }

  @Test func eachProblemNamesItsLineAndValue() throws {
    let found = try problems([
      row(),
      row(date: "2026-02-30"),
      row(time: "25:00:00"),
      row(zone: "Martian Time"),
      row(time: "02:30:00", zone: "Pacific Time (US & Canada)").replacingOccurrences(
        of: "2026-03-07", with: "2026-03-08"),
      row(qty: "1.5"),
      row(gross: "$8.005"),
      row(discount: "abc"),
      row(location: ""),
      "2026-03-07,11:00:00",
    ])
    #expect(found.count == 9, "\(found)")
    #expect(found.contains { $0.hasPrefix("3: 'Date' '2026-02-30' does not match") })
    #expect(found.contains { $0.hasPrefix("4: 'Time' '25:00:00' does not match") })
    #expect(
      found.contains { $0.hasPrefix("5: 'Time Zone' 'Martian Time' is not a known time zone") })
    #expect(
      found.contains {
        $0.hasPrefix("6: 2026-03-08 02:30:00 does not exist in America/Los_Angeles")
      })
    #expect(found.contains { $0.hasPrefix("7: 'Qty' '1.5' is not a whole number") })
    #expect(
      found.contains {
        $0.hasPrefix(
          "8: 'Gross Sales' '$8.005' has more decimals than USD amounts have (2 decimals")
      })
    #expect(found.contains { $0.hasPrefix("9: 'Discounts' 'abc' is not an amount") })
    #expect(found.contains { $0.hasPrefix("10: no city") })
    #expect(found.contains { $0.hasPrefix("11: the row has 2 fields, but the header has 13") })
  }

  @Test func arbitraryBytesNeverCrash() throws {
    var random = SystemRandomNumberGenerator()
    let alphabet = Array("0123456789$,.-()\" :/APMapm\n\rxé".utf8)
    for _ in 0..<200 {
      let length = Int.random(in: 0..<400, using: &random)
      let noise = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
      let directory = try TemporaryDirectory()
      let path = try directory.write("noise.csv", bytes: Array(Self.header.utf8) + noise)
      _ = try POSFixtures.translate(path)
    }
  }
}
