import Foundation
import TemporaryDirectorySupport
import Testing

/// A menu price changed in the config applies from then on, with a notice; stored orders keep
/// their money (issue 12, item 8).
@Suite struct MenuPriceChangeTests {
  @Test func aChangedPriceAppliesFromNowOnWithANotice() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-price")
    let directory = temporary.url
    func config(price: Int) throws {
      try Data(
        #"{"database": "g.sqlite", "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}], "styles": [{"name": "Dosa", "priceCents": \#(price)}]}"#
          .utf8
      ).write(to: directory.appending(path: "griddle.json"))
    }
    func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
      try GriddleProcess.run(["--config", "griddle.json"] + arguments, in: directory)
    }
    let header = "order_id,ordered_at,city,style,quantity\n"
    try Data((header + "a1,2024-06-01T12:00:00+09:00,Tokyo,Dosa,2\n").utf8)
      .write(to: directory.appending(path: "june1.csv"))
    try Data((header + "a2,2024-06-02T12:00:00+09:00,Tokyo,Dosa,2\n").utf8)
      .write(to: directory.appending(path: "june2.csv"))

    try config(price: 500)
    let first = try griddle("import", "june1.csv")
    #expect(first.status == 0 && !first.standardError.contains("note:"))
    try config(price: 650)
    let second = try griddle("import", "june2.csv")
    #expect(second.status == 0, "\(second.standardError)")
    #expect(
      second.standardError
        == "griddle: note: the menu price of Dosa changed from 500 to 650 cents in the config; rows imported from now on without a unit price use 650, stored orders keep their money\n"
    )
    let again = try griddle("init")
    #expect(!again.standardError.contains("note:"))
    let daily = try griddle(
      "query", "daily", "--from", "2024-06-01", "--to", "2024-06-02", "--format", "csv")
    let lines = daily.standardOutput.split(separator: "\n").dropFirst()
    // 2 × 500 stored before the change, 2 × 650 after it.
    #expect(
      lines.map { $0.split(separator: ",").prefix(3).joined(separator: ",") } == [
        "2024-06-01,2,1000", "2024-06-02,2,1300",
      ])
  }
}
