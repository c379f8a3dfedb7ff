import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Every validation rule, with its message and line number.
@Suite struct ValidationTests {
  /// Imports a good row then `row` (on line 3) and returns the problems as `LINE: message`.
  private func problems(_ row: String) throws -> [String] {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      header + "ok-1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,\n" + row + "\n")
    #expect(summary.isRefused)
    #expect(!summary.committed)
    #expect(try fixture.store.orderCount() == 0)
    return summary.problems.map { "\($0.line): \($0.message)" }
  }

  @Test func problemsReadFileColonLineColonMessage() throws {
    let fixture = try ImportFixture()
    let path = try fixture.directory.write(
      "bad.csv", header + "a,2024-05-07T12:00Z,Tokyo,Dosa,0,\n")
    let summary = try fixture.importFile(path)
    #expect(
      summary.problems.map(\.description) == ["\(path):2: quantity must be at least 1, not 0"])
  }

  @Test func orderIDMustBePresent() throws {
    #expect(try problems(",2024-05-07T12:00:00Z,Tokyo,Dosa,1,") == ["3: order_id is empty"])
  }

  @Test func cityAndStyleMustBePresent() throws {
    #expect(try problems("a,2024-05-07T12:00Z,,Dosa,1,") == ["3: city is empty"])
    #expect(try problems("a,2024-05-07T12:00Z,Tokyo, ,1,") == ["3: style is empty"])
  }

  @Test func orderedAtMustBeISO8601() throws {
    #expect(try problems("a,,Tokyo,Dosa,1,") == ["3: ordered_at is empty"])
    #expect(
      try problems("a,07/05/2024 12:00,Tokyo,Dosa,1,") == [
        "3: ordered_at '07/05/2024 12:00' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing)"
      ])
    #expect(try problems("a,2024-05-07T12:00+0900,Tokyo,Dosa,1,").count == 1)
    #expect(
      try problems("a,2024-02-30T12:00Z,Tokyo,Dosa,1,") == [
        "3: ordered_at '2024-02-30T12:00Z' is not a valid date and time"
      ])
    #expect(
      try problems("a,2024-05-07T24:00Z,Tokyo,Dosa,1,") == [
        "3: ordered_at '2024-05-07T24:00Z' is not a valid date and time"
      ])
  }

  @Test func quantityMustBeAWholeNumberOfAtLeastOne() throws {
    #expect(try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,,") == ["3: quantity is empty"])
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,0,") == [
        "3: quantity must be at least 1, not 0"
      ])
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,-2,") == [
        "3: quantity must be at least 1, not -2"
      ])
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,1.5,") == [
        "3: quantity '1.5' is not a whole number"
      ])
  }

  @Test func priceMustBeAWholeNumberOfCentsOrEmpty() throws {
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,1,6.50") == [
        "3: unit_price_cents '6.50' is not a whole number of cents"
      ])
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Dosa,1,-1") == [
        "3: unit_price_cents must not be negative, not -1"
      ])
  }

  /// The opening of the grouped message for `count` unmatched names of a refused file.
  private func unmatchedOpening(_ count: Int) -> String {
    "\(count) name\(count == 1 ? " is" : "s are") not a known city or style; nothing from this file was stored. Add each as an alias in the config (or add a new city or style on purpose), then import again:"
  }

  @Test func unknownNamesSuggestTheClosestKnownOne() throws {
    // An unknown name is not a problem of its row but of the file: one grouped message at the
    // first row naming it, with the config entry that would make it an alias.
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokio,Dosa,1,") == [
        "3: " + unmatchedOpening(1)
          + #"\#n  city 'Tokio' (1 row, first on line 3): closest known city 'Tokyo'; if it is that city, its entry in "cities" becomes {"name": "Tokyo", "timeZone": "Asia/Tokyo", "aliases": ["Tokio"]}"#
      ])
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo,Jian Bang,1,") == [
        "3: " + unmatchedOpening(1)
          + #"\#n  style 'Jian Bang' (1 row, first on line 3): closest known style 'Jian Bing'; if it is that style, its entry in "styles" becomes {"name": "Jian Bing", "priceCents": 600, "aliases": ["Jian Bang"]}"#
      ])
    // Nothing near (7 edits from every city): no city is offered, since aliasing Atlantis to
    // one would be wrong; the message says how to add it or alias it on purpose.
    #expect(
      try problems("a,2024-05-07T12:00Z,Atlantis,Dosa,1,") == [
        "3: " + unmatchedOpening(1)
          + #"\#n  city 'Atlantis' (1 row, first on line 3): no known city is close; if it is a new city, add {"name": "Atlantis", "timeZone": "…"} to "cities"; if it is a known city under another name, add "Atlantis" to that city's "aliases""#
      ])
  }

  @Test func severalProblemsOfOneRowAreListedTogether() throws {
    #expect(
      try problems("a,yesterday,Tokyo,Dosa,0,") == [
        "3: ordered_at 'yesterday' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing); quantity must be at least 1, not 0"
      ])
    // A row with an unmatched name is held back whole: its other problems wait until the
    // name is fixed, the file says only what stops it.
    #expect(
      try problems("a,yesterday,Tokyo,Waffle,0,") == [
        "3: " + unmatchedOpening(1)
          + #"\#n  style 'Waffle' (1 row, first on line 3): no known style is close; if it is a new style, add {"name": "Waffle", "priceCents": …} to "styles"; if it is a known style under another name, add "Waffle" to that style's "aliases""#
      ])
  }

  @Test func wrongFieldCountIsAProblem() throws {
    #expect(
      try problems("a,2024-05-07T12:00Z,Tokyo") == [
        "3: the row has 3 fields, but the header has 6"
      ])
  }

  @Test func namesMatchIgnoringCaseAndUnicodeNormalization() throws {
    let fixture = try ImportFixture()
    let decomposed = "cre\u{0302}pe"  // e + combining circumflex
    let summary = try fixture.importText(
      header + "a,2024-05-07T12:00Z,TOKYO,\(decomposed),2,\nb,2024-05-07T12:00Z, tokyo ,CRÊPE,1,\n")
    #expect(summary.problems == [])
    #expect(summary.imported == 2)
    #expect(try fixture.dailySales() == ["2024-05-07 Tokyo Crêpe q=3 r=2100 n=2"])
  }

  @Test func everyProblemIsCountedButTheListIsCapped() throws {
    let fixture = try ImportFixture()
    var text = header
    for index in 0..<30 { text += "id\(index),2024-05-07T12:00Z,Tokyo,Dosa,0,\n" }
    let summary = try fixture.importText(text, options: ImportOptions(problemLimit: 20))
    #expect(summary.problemCount == 30)
    #expect(summary.problems.count == 20)
    #expect(summary.problems.last?.line == 21)
  }

  @Test func missingRequiredColumnIsNamed() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      "order_id,ordered_at,style,quantity\na,2024-05-07T12:00Z,Dosa,1\n")
    #expect(summary.isRefused)
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "1: missing required column 'city' (the header has: order_id, ordered_at, style, quantity)"
      ])
  }

  @Test func aSemicolonSeparatedFileIsToldSoOnce() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      "order_id;ordered_at;city;style;quantity\na;2024-05-07T12:00Z;Tokyo;Dosa;1\n")
    #expect(summary.isRefused)
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "1: the header is a single column separated by ';', not commas; save the file as comma-separated CSV"
      ])
  }

  @Test func columnsMatchByNameInAnyOrderAndExtraColumnsAreIgnored() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      "Till,QUANTITY,Style,City,Ordered_At,Order_ID\n7,2,Dosa,Tokyo,2024-05-07T12:00Z,a\n")
    #expect(summary.problems == [])
    #expect(summary.imported == 1)
    #expect(try fixture.store.storedOrder(id: "a")?.quantity == 2)
  }

  @Test func emptyFileIsAProblem() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText("")
    #expect(summary.problems.map(\.message) == ["the file is empty: expected a header row"])
  }

  @Test func missingFileIsThrown() throws {
    let fixture = try ImportFixture()
    #expect(throws: ImportError.fileNotFound(path: "/nonexistent/orders.csv")) {
      try fixture.importFile("/nonexistent/orders.csv")
    }
  }

  @Test func invalidUTF8IsReportedWithItsLine() throws {
    let fixture = try ImportFixture()
    let path = try fixture.directory.write(
      "latin1.csv",
      bytes: Array(header.utf8) + Array("a,2024-05-07T12:00Z,Tokyo,Cr".utf8) + [0xEA]
        + Array("pe,1,\n".utf8))
    let summary = try fixture.importFile(path)
    #expect(summary.problems.map { "\($0.line): \($0.message)" } == ["2: invalid UTF-8"])
  }
}
