import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The CSV reader against a plain byte-by-byte model of what it must do, on pseudo-random
/// files made of the bytes that matter (quotes, commas, line ends, multi-byte and invalid
/// UTF-8), at read sizes that cut records anywhere.
@Suite struct CSVReaderModelTests {
  typealias Record = (line: Int, fields: [[UInt8]], problem: String?)

  /// What the reader must give for `bytes` (lines end in LF: every file starts `h\n`).
  static func model(_ bytes: [UInt8]) -> [Record] {
    var records: [Record] = []
    var index = 0
    var line = 1
    func isValid(_ field: [UInt8]) -> Bool { String(validating: field, as: UTF8.self) != nil }
    while index < bytes.count {
      let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
      let physical = Array(bytes[index..<lineEnd])
      if !physical.contains(0x22) {
        // No quote on the record's first line: split it at commas as it is.
        let content = physical.last == 0x0D ? Array(physical.dropLast()) : physical
        index = min(lineEnd + 1, bytes.count)
        line += 1
        if content.isEmpty { continue }
        let fields = content.split(separator: 0x2C, omittingEmptySubsequences: false).map(
          Array.init)
        records.append((line - 1, fields, isValid(content) ? nil : "invalid UTF-8"))
        continue
      }
      // A record with a quote, byte by byte.
      var fields: [[UInt8]] = []
      var field: [UInt8] = []
      var newlines = 0
      var found: String?
      enum State { case fieldStart, unquoted, quoted, afterQuote }
      var state = State.fieldStart
      let start = line
      record: while index < bytes.count {
        let byte = bytes[index]
        switch state {
        case .quoted:
          if byte == 0x22 {
            if index + 1 < bytes.count, bytes[index + 1] == 0x22 {
              field.append(0x22)
              index += 2
            } else {
              state = .afterQuote
              index += 1
            }
            continue
          }
          if byte == 0x0A { newlines += 1 }
          field.append(byte)
          index += 1
          continue
        case .fieldStart where byte == 0x22:
          state = .quoted
          index += 1
          continue
        default: break
        }
        switch byte {
        case 0x2C:
          fields.append(field)
          field = []
          state = .fieldStart
          index += 1
        case 0x0A:
          index += 1
          break record
        case 0x0D where index + 1 == bytes.count:
          index += 1
          break record
        case 0x0D where bytes[index + 1] == 0x0A:
          index += 2
          break record
        default:
          if state == .afterQuote, found == nil {
            found = "unexpected text after the closing quote of field \(fields.count + 1)"
          }
          state = .unquoted
          field.append(byte)
          index += 1
        }
      }
      fields.append(field)
      line = start + 1 + newlines
      let problem =
        state == .quoted
        ? "a quoted field is not closed before the end of the file"
        : fields.allSatisfy(isValid) ? found : "invalid UTF-8"
      records.append((start, fields, problem))
    }
    return records
  }

  /// A file of `count` records from `pieces`, after the header `h`.
  static func file(seed: UInt64, count: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [0x61], [0x61, 0x62], [0xC3, 0xA9], [0x22], [0x22, 0x22], [0x2C], [0x2C], [0x0D], [0x0A],
      [0xC3], [0xA9], [0x22, 0x61, 0x2C, 0x62, 0x22], [0x22, 0x22, 0x2C],
      Array("$1,275.00 and more text".utf8),
    ]
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var bytes = Array("h\n".utf8)
    for _ in 0..<count {
      for _ in 0..<next(12) { bytes += pieces[next(pieces.count)] }
      if next(4) > 0 { bytes.append(0x0A) }
    }
    return bytes
  }

  @Test func readerMatchesTheModelAtEveryReadSize() throws {
    let directory = try TemporaryDirectory()
    for seed in 0..<150 as Range<UInt64> {
      let bytes = Self.file(seed: seed, count: 30)
      let expected = Self.model(Array(bytes.dropFirst(2))).map { record in
        (record.line + 1, record.fields, record.problem)
      }
      let path = try directory.write("model-\(seed).csv", bytes: bytes)
      for chunkSize in [1, 2, 3, 7, 16, 1 << 20] {
        let reader = try CSVReader(path: path, chunkSize: chunkSize)
        var got: [Record] = []
        while try reader.nextRecord() {
          got.append((reader.line, reader.fields.map { Array($0) }, reader.problem))
        }
        #expect(got.map(\.line) == expected.map(\.0), "seed \(seed), read size \(chunkSize)")
        #expect(got.map(\.fields) == expected.map(\.1), "seed \(seed), read size \(chunkSize)")
        #expect(got.map(\.problem) == expected.map(\.2), "seed \(seed), read size \(chunkSize)")
      }
    }
  }
}
