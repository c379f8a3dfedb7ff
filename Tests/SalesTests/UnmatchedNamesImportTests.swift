import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Griddle's own CSV and JSON Lines report unmatched cities and styles as the point-of-sale
/// profiles do: one grouped message with every name, its row count, first line, the known
/// name close to it (if one is) and the config entry that would fix it; the file is refused unless rows are skipped.
@Suite struct UnmatchedNamesImportTests {
  private let header = "order_id,ordered_at,city,style,quantity\n"

  /// Rows naming `Cupertno` twice, `Osaka` with `Dosas`, a good row and a bad quantity.
  private let csvRows = """
    u1,2026-03-07T11:00:00,Cupertno,Dosa,1
    u2,2026-03-07T11:05:00,Cupertino,Dosa,2
    u3,2026-03-07T11:10:00,Cupertno,Dosa,1
    u4,2026-03-07T11:15:00,Osaka,Dosas,1
    u5,2026-03-07T11:20:00,Cupertino,Dosa,x

    """

  /// The grouped lines for the rows above (Dosa costs 550 in the fixture), computed by hand.
  private let groupedLines = [
    #"city 'Cupertno' (2 rows, first on line 2): closest known city 'Cupertino'; if it is that city, its entry in "cities" becomes {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertno"]}"#,
    // "osaka" is 5 edits from tokyo (of 5 letters) and more from every other city: far
    // beyond a typo, so no city is offered for it.
    #"city 'Osaka' (1 row, first on line 5): no known city is close; if it is a new city, add {"name": "Osaka", "timeZone": "…"} to "cities"; if it is a known city under another name, add "Osaka" to that city's "aliases""#,
    #"style 'Dosas' (1 row, first on line 5): closest known style 'Dosa'; if it is that style, its entry in "styles" becomes {"name": "Dosa", "priceCents": 550, "aliases": ["Dosas"]}"#,
  ]

  private func grouped(stored: Bool) -> String {
    "3 names are not a known city or style; "
      + (stored
        ? "their rows were rejected, the rest of the file was stored"
        : "nothing from this file was stored")
      + ". Add each as an alias in the config (or add a new city or style on purpose), then import again:\n  "
      + groupedLines.joined(separator: "\n  ")
  }

  private func jsonLines(_ csv: String) -> String {
    csv.split(separator: "\n").map { row in
      let f = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let quantity = Int(f[4]).map(String.init) ?? "\"\(f[4])\""
      return
        #"{"order_id":"\#(f[0])","ordered_at":"\#(f[1])","city":"\#(f[2])","style":"\#(f[3])","quantity":\#(quantity)}"#
    }.joined(separator: "\n") + "\n"
  }

  @Test(arguments: ["csv", "jsonl"])
  func unmatchedNamesStopTheFileInOneGroupedMessage(format: String) throws {
    let fixture = try ImportFixture()
    let before = try fixture.snapshot()
    // JSON Lines has no header: its rows are one line earlier.
    let text = format == "csv" ? header + csvRows : jsonLines(csvRows)
    let summary = try fixture.importText(text, name: "orders.\(format)")
    #expect(summary.isRefused && !summary.committed && summary.imported == 0)
    let shift = format == "csv" ? 0 : 1
    let expected =
      grouped(stored: false)
      .replacingOccurrences(of: "first on line 2", with: "first on line \(2 - shift)")
      .replacingOccurrences(of: "first on line 5", with: "first on line \(5 - shift)")
    let quantityProblem = "quantity 'x' is not a whole number"
    // The bad quantity keeps its own message; the names come once, at the end.
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "\(6 - shift): \(quantityProblem)", "\(2 - shift): \(expected)",
      ])
    // Three rows held back for their names, one rejected for its quantity.
    #expect(summary.rejected == 4)
    #expect(try fixture.snapshot() == before)
  }

  @Test func aliasesStillMatchAndOnlyTheRestIsListed() throws {
    let fixture = try ImportFixture()
    var options = ImportOptions()
    options.aliases = ImportAliases(cities: ["Cupertino": ["Cupertino Truck"]])
    let summary = try fixture.importText(
      header
        + "a1,2026-03-07T11:00:00,cupertino TRUCK,Dosa,1\na2,2026-03-07T11:00:00,Cupertno,Dosa,1\n",
      options: options)
    #expect(summary.isRefused)
    #expect(
      summary.problems.map(\.message) == [
        "1 name is not a known city or style; nothing from this file was stored. Add each as an alias in the config (or add a new city or style on purpose), then import again:\n  "
          + #"city 'Cupertno' (1 row, first on line 3): closest known city 'Cupertino'; if it is that city, its entry in "cities" becomes {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck", "Cupertno"]}"#
      ])
  }

  @Test func skipInvalidRejectsTheirRowsWithAReasonAndStoresTheRest() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    let summary = try fixture.importText(
      header + csvRows, options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    #expect(summary.committed && !summary.isRefused)
    #expect(summary.imported == 1 && summary.rejected == 4)
    #expect(try fixture.dailySales() == ["2026-03-07 Cupertino Dosa q=2 r=1100 n=1"])
    let cupertno =
      #"city 'Cupertno' is not a known city or alias, closest known city 'Cupertino'; add it to that city's "aliases" in the config to import this row"#
    let osaka =
      #"city 'Osaka' is not a known city or alias and no known city is close; add it to "cities" in the config as a new city, or to a known city's "aliases", to import this row; style 'Dosas' is not a known style or alias, closest known style 'Dosa'; add it to that style's "aliases" in the config to import this row"#
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "2: \(cupertno)", "4: \(cupertno)", "5: \(osaka)", "6: quantity 'x' is not a whole number",
        "2: \(grouped(stored: true))",
      ])
    // Every rejected row is in the rejects file, with its reason.
    let path = fixture.directory.file("orders.csv")
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    #expect(
      try String(contentsOfFile: rejects, encoding: .utf8) == """
        file,line,reason,order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\r
        \(path),2,\(quoted(cupertno)),u1,2026-03-07T11:00:00,Cupertno,Dosa,1,,,,,,\r
        \(path),4,\(quoted(cupertno)),u3,2026-03-07T11:10:00,Cupertno,Dosa,1,,,,,,\r
        \(path),5,\(quoted(osaka)),u4,2026-03-07T11:15:00,Osaka,Dosas,1,,,,,,\r
        \(path),6,quantity 'x' is not a whole number,u5,2026-03-07T11:20:00,Cupertino,Dosa,x,,,,,,\r

        """)
  }

  @Test func namesDifferingOnlyInCaseOrFormStillMatch() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      header + "n1,2026-03-07T11:00:00,TOKYO,cre\u{0302}pe,1\n")
    #expect(summary.committed && summary.problemCount == 0)
  }

  @Test func manyDistinctNamesGiveABoundedMessage() throws {
    let fixture = try ImportFixture()
    let rows = (0..<70).map { "m\($0),2026-03-07T11:00:00,Town \($0),Dosa,1\n" }.joined()
    let summary = try fixture.importText(header + rows)
    let message = try #require(summary.problems.first?.message)
    #expect(summary.problems.count == 1)
    #expect(message.hasPrefix("70 names are not a known city or style"))
    #expect(message.split(separator: "\n").count == 1 + UnmatchedNames.listedNames + 1)
    #expect(message.hasSuffix("… and 20 more names"))
  }
}
