import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// Reads every record of `bytes` as (line, fields, problem).
private func records(_ bytes: [UInt8]) throws -> (
  header: [String], rows: [(Int, [String], String?)]
) {
  let directory = try TemporaryDirectory()
  let path = try directory.write("input.csv", bytes: bytes)
  let reader = try CSVReader(path: path)
  var rows: [(Int, [String], String?)] = []
  while try reader.nextRecord() {
    rows.append(
      (reader.line, reader.fields.map { String(decoding: $0, as: UTF8.self) }, reader.problem))
  }
  return (reader.columnNames, rows)
}

/// Reads every record of `bytes` with reads of `chunkSize` bytes.
private func records(_ bytes: [UInt8], chunkSize: Int) throws -> [(Int, [String], String?)] {
  let directory = try TemporaryDirectory()
  let path = try directory.write("input.csv", bytes: bytes)
  let reader = try CSVReader(path: path, chunkSize: chunkSize)
  var rows: [(Int, [String], String?)] = [(reader.headerLine, reader.columnNames, nil)]
  while try reader.nextRecord() {
    rows.append(
      (reader.line, reader.fields.map { String(decoding: $0, as: UTF8.self) }, reader.problem))
  }
  return rows
}

private func records(_ text: String) throws -> (header: [String], rows: [(Int, [String], String?)])
{
  try records(Array(text.utf8))
}

@Suite struct CSVReaderTests {
  @Test func plainRecordsWithLineNumbers() throws {
    let result = try records("a,b,c\n1,2,3\n\n4,5,6\n")
    #expect(result.header == ["a", "b", "c"])
    #expect(result.rows.map(\.0) == [2, 4])
    #expect(result.rows.map(\.1) == [["1", "2", "3"], ["4", "5", "6"]])
  }

  @Test func quotedFieldsWithCommasEscapesAndNewlines() throws {
    let result = try records(
      "a,b,c\n\"Washington, D.C.\",\"say \"\"hi\"\"\",x\n\"two\nlines\",,\"\"\nlast,1,2\n")
    #expect(
      result.rows.map(\.1) == [
        ["Washington, D.C.", "say \"hi\"", "x"], ["two\nlines", "", ""], ["last", "1", "2"],
      ])
    // The record with an embedded newline starts on line 3 and spans lines 3–4.
    #expect(result.rows.map(\.0) == [2, 3, 5])
    #expect(result.rows.allSatisfy { $0.2 == nil })
  }

  @Test func crlfLineEndingsAndMissingFinalNewline() throws {
    let result = try records("a,b\r\n1,2\r\n\"x\r\ny\",3\r\n4,5")
    #expect(result.rows.map(\.1) == [["1", "2"], ["x\r\ny", "3"], ["4", "5"]])
    #expect(result.rows.map(\.0) == [2, 3, 5])
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let result = try records([0xEF, 0xBB, 0xBF] + Array("order_id,city\n1,Tokyo\n".utf8))
    #expect(result.header == ["order_id", "city"])
    #expect(result.rows.map(\.1) == [["1", "Tokyo"]])
  }

  @Test func invalidUTF8IsAProblemOfItsLine() throws {
    let result = try records(
      Array("a,b\n1,ok\n".utf8) + [0x32, 0x2C, 0xC3, 0x28, 0x0A] + Array("3,Crêpe\n".utf8))
    #expect(result.rows.map(\.2) == [nil, "invalid UTF-8", nil])
    #expect(result.rows[1].0 == 3)
  }

  @Test func unclosedQuoteRunsToTheEndAndIsReported() throws {
    let result = try records("a,b\n1,\"open\n2,3\n")
    #expect(result.rows.count == 1)
    #expect(result.rows[0].2?.contains("not closed") == true)
  }

  @Test func textAfterAClosingQuoteIsReported() throws {
    let result = try records("a,b\n\"x\"y,2\n")
    #expect(result.rows[0].2 == "unexpected text after the closing quote of field 1")
  }

  @Test func strayQuoteInsideAnUnquotedFieldIsData() throws {
    let result = try records("a,b\nJian \"Bing\",2\n")
    #expect(result.rows[0].1 == ["Jian \"Bing\"", "2"])
    #expect(result.rows[0].2 == nil)
  }

  @Test func recordsSpanningReadChunksAreReassembled() throws {
    // Longer than the 1 MiB read size, with a quoted field crossing the chunk boundary.
    var text = "id,note\n"
    var expected: [[String]] = []
    for index in 0..<40_000 {
      let note =
        index % 7 == 0 ? "\"line, with \"\"quotes\"\"\nand newline \(index)\"" : "n\(index)"
      text += "\(index),\(note)\n"
      expected.append([
        "\(index)", index % 7 == 0 ? "line, with \"quotes\"\nand newline \(index)" : "n\(index)",
      ])
    }
    let result = try records(text)
    #expect(result.rows.map(\.1) == expected)
    #expect(result.rows.last?.0 == 2 + 40_000 + 40_000 / 7)
  }

  /// Quoted records are split in the same pass that finds their end, resuming after each
  /// read: every read size, down to one byte, must give what the hand-worked answer says.
  @Test func quotedRecordsReadTheSameAtEveryReadSize() throws {
    let text =
      "Date,Item,Modifiers Applied,Gross Sales\r\n"
      + "2026-07-18,\"Crêpe\",\"16oz, Oat Milk, Cold Foam\",\"$1,275.00\"\r\n"
      + "2026-07-18,Dosa,\"\",\"say \"\"hi\"\"\"\r\n"
      + "2026-07-19,\"two\r\nlines\",x\"y,\"\"\"\"\r\n"
      + "2026-07-19,\"after\"quote,\"\",\r\n"
      + "\r\n"
      + "2026-07-20,\"été\",,\"$8.00 \"\r\n"
      + "2026-07-20,\"last\",\"\",\"end\"\r"
    let expected: [(Int, [String], String?)] = [
      (1, ["Date", "Item", "Modifiers Applied", "Gross Sales"], nil),
      (2, ["2026-07-18", "Crêpe", "16oz, Oat Milk, Cold Foam", "$1,275.00"], nil),
      (3, ["2026-07-18", "Dosa", "", "say \"hi\""], nil),
      (4, ["2026-07-19", "two\r\nlines", "x\"y", "\""], nil),
      (
        6, ["2026-07-19", "afterquote", "", ""],
        "unexpected text after the closing quote of field 2"
      ),
      (8, ["2026-07-20", "\u{e9}t\u{e9}", "", "$8.00 "], nil),
      (9, ["2026-07-20", "last", "", "end"], nil),
    ]
    for chunkSize in [1, 2, 3, 5, 8, 13, 64, 1 << 20] {
      let rows = try records(Array(text.utf8), chunkSize: chunkSize)
      #expect(rows.map(\.0) == expected.map(\.0), "read size \(chunkSize)")
      #expect(rows.map(\.1) == expected.map(\.1), "read size \(chunkSize)")
      #expect(rows.map(\.2) == expected.map(\.2), "read size \(chunkSize)")
    }
  }

  @Test func invalidUTF8InAQuotedRecordIsFoundButSeparatorsDoNotJoinBytes() throws {
    // A lead byte and a continuation byte split by a quote and a comma are two bad fields, not
    // one good character once the separators are gone.
    let bytes =
      Array("a,b\n".utf8) + [0x22, 0xC3, 0x22, 0x2C, 0xA9, 0x0A] + Array("\"Cr\u{ea}pe\",1\n".utf8)
    for chunkSize in [1, 3, 1 << 20] {
      let rows = try records(bytes, chunkSize: chunkSize)
      #expect(rows.map(\.2) == [nil, "invalid UTF-8", nil], "read size \(chunkSize)")
    }
  }
}
