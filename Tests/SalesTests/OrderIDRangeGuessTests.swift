import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// `OrderIDRangeGuess` reads a CSV file's first and last order ids from its two ends only.
@Suite struct OrderIDRangeGuessTests {
  /// The guess for `text` written to a file, with the order id in field `field` of 3.
  func guess(_ text: String, field: Int = 0) throws -> (first: String, last: String)? {
    let directory = try TemporaryDirectory()
    let path = try directory.write("orders.csv", bytes: Array(text.utf8))
    return OrderIDRangeGuess(path: path, field: field, fieldCount: 3).map {
      (String(decoding: $0.first, as: UTF8.self), String(decoding: $0.last, as: UTF8.self))
    }
  }

  @Test func aSortedFileGivesItsFirstAndLastIDs() throws {
    let result = try #require(
      try guess("order_id,city,quantity\nA-1,Paris,1\nA-2,Paris,1\nA-3,Oslo,2\n"))
    #expect(result.first == "A-1" && result.last == "A-3")
  }

  @Test func idsAreReadAsTheImportReadsThem() throws {
    // Quoted, padded with spaces (trimmed), CRLF line ends, a byte-order mark, blank lines at the end,
    // and the id in another column.
    let text = "\u{FEFF}city,order_id,quantity\r\n\"Paris\",\"B,7\",1\r\nOslo, B-9 ,2\r\n\r\n\r\n"
    let result = try #require(try guess(text, field: 1))
    #expect(result.first == "B,7")
    #expect(result.last == "B-9")
  }

  @Test func recordsOfTheWrongWidthAreSkippedAtBothEnds() throws {
    let result = try #require(
      try guess("order_id,city,quantity\nshort\nA-2,Paris,1\nA-5,Oslo,2\ntrailing,junk\n"))
    #expect(result.first == "A-2" && result.last == "A-5")
  }

  @Test func theLastRecordIsFoundPastWhereTheTailStarts() throws {
    // More than the tail's length, so the tail starts inside some record.
    var text = "order_id,city,quantity\n"
    var index = 0
    while text.utf8.count < Int(OrderIDRangeGuess.tailBytes) * 2 {
      index += 1
      text += "ID-\(String(format: "%08d", index)),\"Washington, D.C.\",\(index % 9 + 1)\n"
    }
    let result = try #require(try guess(text))
    #expect(result.first == "ID-00000001")
    #expect(result.last == "ID-\(String(format: "%08d", index))")
  }

  @Test func carriageReturnLineEndsAreReadAtTheTailToo() throws {
    // An old Mac export: CR only. The tail starts inside the file, where the reader must
    // find the line end again.
    var text = "order_id,city,quantity\r"
    var index = 0
    while text.utf8.count < Int(OrderIDRangeGuess.tailBytes) + 1_000 {
      index += 1
      text += "C-\(String(format: "%07d", index)),Oslo,1\r"
    }
    let result = try #require(try guess(text))
    #expect(result.first == "C-0000001")
    #expect(result.last == "C-\(String(format: "%07d", index))")
  }

  @Test func noGuessWhenTheEndsAreOutOfOrderOrMissing() throws {
    #expect(try guess("order_id,city,quantity\nZ-1,Paris,1\nA-1,Oslo,1\n") == nil)
    #expect(try guess("order_id,city,quantity\n") == nil)
    #expect(try guess("") == nil)
    #expect(try guess("order_id,city,quantity\n,Paris,1\n") == nil)
  }

  @Test func containsIsByteOrder() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "orders.csv", bytes: Array("order_id,city,quantity\nB,Paris,1\nD,Oslo,1\n".utf8))
    let range = try #require(OrderIDRangeGuess(path: path, field: 0, fieldCount: 3))
    func contains(_ id: String) -> Bool {
      Array(id.utf8).withUnsafeBufferPointer { range.contains($0) }
    }
    #expect(contains("B") && contains("C") && contains("D") && contains("Ca"))
    #expect(!contains("A") && !contains("Da") && !contains("b") && !contains(""))
  }
}
