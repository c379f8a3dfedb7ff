import Foundation
import SalesDomain
import Testing

@testable import Sales

/// The rejects file keeps every byte of every rejected row, neutralizes formulas, and never
/// overwrites a file the import needs (issue 12, items 1, 7, 12).
@Suite struct RejectsFileTests {
  /// The records of a CSV file after its header, as raw byte fields, read by the importer's own
  /// reader.
  private func records(_ path: String) throws -> [[[UInt8]]] {
    let reader = try CSVReader(path: path)
    var rows: [[[UInt8]]] = []
    while try reader.nextRecord() { rows.append(reader.fields.map { Array($0) }) }
    return rows
  }

  @Test func aNulByteOrInvalidUTF8KeepsTheRowAndEveryRowAfterIt() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    // Three rejected rows (unknown cities): one with NUL, one with invalid UTF-8, one plain.
    let rows: [[UInt8]] = [
      Array("n1,2024-06-01T12:00Z,To\u{0}kyo,Dosa,1,".utf8),
      Array("n2,2024-06-01T12:00Z,".utf8) + [0x54, 0xFF, 0xFE, 0x6F] + Array(",Dosa,1,".utf8),
      Array("n3,2024-06-01T12:00Z,Paris,Dosa,1,".utf8),
      Array("n4,2024-06-01T12:00Z,Tokyo,Dosa,1,".utf8),
    ]
    let input = Array(header.utf8) + rows.flatMap { $0 + [0x0A] }
    let path = try fixture.directory.write("orders.csv", bytes: input)
    let summary = try fixture.importFile(
      path, options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    #expect(summary.imported == 1 && summary.rejected == 3)
    let written = try records(rejects)
    #expect(written.count == 3)  // the reader took the header
    // Each rejected row's order fields read back exactly as they were in the input.
    let original = rows.prefix(3).map { row in
      row.split(separator: 0x2C, omittingEmptySubsequences: false).map(Array.init)
    }
    // (The rejects file may have more order columns than the input; they are empty.)
    #expect(written.map { Array($0.dropFirst(3).prefix(6)) } == original)
  }

  @Test func formulasAreNeutralizedAndNumbersAreNot() throws {
    let fixture = try ImportFixture()
    let rejects = fixture.directory.file("rejects.csv")
    _ = try fixture.importText(
      header + "=HYPERLINK(\"http://x\"),2024-06-01T12:00Z,@SUM(A1),Dosa,-2,\n",
      options: ImportOptions(skipInvalid: true, rejectsPath: rejects))
    let text = try String(contentsOfFile: rejects, encoding: .utf8)
    let row = try #require(text.split(separator: "\r\n").last)
    #expect(row.contains(#","'=HYPERLINK(""http://x"")",2024-06-01T12:00Z,'@SUM(A1),Dosa,-2,"#))
  }

  @Test func rejectsPathNamingTheDatabaseIsRefusedBeforeWriting() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(header + "k1,2024-06-01T12:00Z,Tokyo,Dosa,1,\n")
    for suffix in ["", "-wal"] {
      let target = fixture.databasePath + suffix
      guard FileManager.default.fileExists(atPath: target) else { continue }
      let size = try FileManager.default.attributesOfItem(atPath: target)[.size] as? Int
      #expect(throws: ImportError.self) {
        try OrderImporter(
          store: fixture.store, options: ImportOptions(skipInvalid: true, rejectsPath: target))
      }
      #expect(try FileManager.default.attributesOfItem(atPath: target)[.size] as? Int == size)
    }
    #expect(try fixture.store.orderCount() == 1)
  }

  @Test(arguments: [
    ("=1+2", "'=1+2"), ("+1", "+1"), ("-12", "-12"), ("-0.50", "-0.50"), ("-", "'-"),
    ("-1-2", "'-1-2"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "\"'\rx\""), ("a,b", "\"a,b\""),
    ("say \"hi\"", "\"say \"\"hi\"\"\""), ("+1e5", "'+1e5"), ("Crêpe", "Crêpe"), ("", ""),
  ])
  func csvWriterFields(_ field: String, _ expected: String) {
    #expect(CSVWriter.field(field) == expected)
  }
}
