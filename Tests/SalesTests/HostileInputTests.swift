import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// Inputs an adversarial run found mishandled (issue 12): line ends, duplicate keys, escapes,
/// floods of problems.
@Suite struct HostileInputTests {
  /// Item 3: Excel for Mac's "CSV (Macintosh)" ends lines with a lone CR.
  @Test func crOnlyLineEndsAreRead() throws {
    let fixture = try ImportFixture()
    let text =
      "order_id,ordered_at,city,style,quantity\r"
      + "m1,2024-05-07T12:00:00Z,Tokyo,Dosa,2\r\"m2\",2024-05-07T13:00:00Z,Tokyo,\"Cr\u{EA}pe\",1\r"
    let summary = try fixture.importText(text)
    #expect(summary.problems == [])
    #expect(summary.imported == 2)
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Tokyo Crêpe q=1 r=700 n=1", "2024-05-07 Tokyo Dosa q=2 r=1100 n=1",
      ])
  }

  @Test func crOnlyLineNumbersCountCRs() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      "order_id,ordered_at,city,style,quantity\r\rm1,2024-05-07T12:00:00Z,Tokyo,Dosa,x\r")
    #expect(summary.problems.map(\.line) == [3])
    #expect(try fixture.store.orderCount() == 0)
  }

  /// Found by the CSV fuzz target: the line end was decided from the first read chunk only, so
  /// a header longer than a chunk made a CR-only file one record. Every chunk size must give
  /// the same records.
  @Test func lineEndDetectionDoesNotDependOnTheReadSize() throws {
    let directory = try TemporaryDirectory()
    for text in [
      "order_id,city\rA,Tokyo\rB,\"Paris\r\"\r", "order_id,city\r\nA,Tokyo\r\n",
      "order_id,city\r", "order_id,city\nA,To\rkyo\n", "",
      // Found by the fuzz target: a BOM split across reads was not skipped.
      "\u{FEFF}order_id,city\n1,Tokyo\n\n",
    ] {
      let path = try directory.write("input.csv", text)
      var results: Set<[String]> = []
      for chunkSize in [1, 2, 3, 7, 13, 1 << 20] {
        let reader = try CSVReader(path: path, chunkSize: chunkSize)
        var seen = [reader.columnNames.joined(separator: "|")]
        while try reader.nextRecord() {
          seen.append(
            reader.fields.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|"))
        }
        results.insert(seen)
      }
      #expect(results.count == 1, "\(text.debugDescription): \(results)")
    }
  }

  /// Item 10: 65,536 styles broke a 16-bit index precondition (a trap); now a clear error.
  @Test func tooManyStylesIsAnErrorNotATrap() throws {
    let fixture = try ImportFixture()
    try fixture.store.database.execute(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 65530)
      INSERT INTO styles (name, match_key, price_cents) SELECT 'S' || i, 's' || i, 100 FROM n
      """)
    #expect(throws: ImportError.tooManyNames(kind: "styles", count: 65_536, limit: 65_535)) {
      try fixture.importText(header + "t1,2024-05-07T12:00:00Z,Tokyo,Dosa,1,\n")
    }
    #expect(try fixture.store.orderCount() == 0)
  }

  /// Item 4: a JSON Lines object naming a key twice is refused, as a CSV header is.
  @Test(arguments: [
    #"{"order_id":"j1","ordered_at":"2024-05-07T12:00:00Z","city":"Tokyo","style":"Dosa","quantity":2,"quantity":9}"#,
    #"{"order_id":"j1","ordered_at":"2024-05-07T12:00:00Z","city":"Tokyo","City":"Sydney","style":"Dosa","quantity":2}"#,
    #"{"order_id":"j1","ordered_at":"2024-05-07T12:00:00Z","city":"Tokyo","style":"Dosa","quantity":2,"till":1,"till":2}"#,
  ])
  func duplicateJSONKeyIsRefused(_ line: String) throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(line + "\n", name: "orders.jsonl")
    #expect(summary.problems.count == 1)
    #expect(summary.problems.first?.message.contains("duplicate key") == true)
    #expect(try fixture.store.orderCount() == 0)
  }

  /// Item 13: control characters in a value are shown escaped in the message.
  @Test func controlCharactersInValuesAreEscapedInMessages() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      header + "e1,2024-05-07T12:00:00Z,\u{1B}[2J\u{1B}]0;owned\u{07},Dosa,1,\n")
    let message = try #require(summary.problems.first?.message)
    // The grouped message of unmatched names has a line per name: line feeds are its own.
    #expect(
      !message.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
    #expect(message.contains(#"\u{1B}[2J\u{1B}]0;owned\u{7}"#))
  }

  @Test func escapingIsIdempotentAndKeepsOrdinaryText() {
    let hostile = "a\u{1B}[31mred\u{9B}2J\tb\r\nc\0"
    let once = escapingControlCharacters(hostile)
    #expect(once == #"a\u{1B}[31mred\u{9B}2J\tb\r"# + "\n" + #"c\0"#)
    #expect(escapingControlCharacters(once) == once)
    #expect(escapingControlCharacters("Crêpe, 東京 🥞") == "Crêpe, 東京 🥞")
    #expect(displayedValue("x\ny") == #"x\ny"#)
  }

  /// Item 16: a header with 100,000 columns gives messages of bounded size.
  @Test func hugeHeaderGivesShortMessages() throws {
    let fixture = try ImportFixture()
    let columns = (0..<100_000).map { "column\($0)" } + ["order_id", "order_id"]
    let summary = try fixture.importText(columns.joined(separator: ",") + "\n")
    #expect(summary.isRefused)
    let total = summary.problems.map(\.message.utf8.count).reduce(0, +)
    #expect(total < 4_000, "problem text is \(total) bytes")
    #expect(summary.problems.contains { $0.message.hasSuffix(", … and 99990 more)") })
  }
}
