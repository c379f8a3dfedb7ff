import Foundation
import SalesDomain

/// A streaming JSON Lines reader: one flat JSON object per line, keyed like the CSV columns.
///
/// Values are decoded in place in the read buffer (unescaping only shrinks text), so a record
/// costs no allocation. Strings and numbers are taken as their text; `null` is an absent
/// value; unknown keys are ignored like unknown CSV columns; a key given
/// twice makes the record invalid.
final class JSONLinesReader: RecordReader {
  private let source: ByteSource
  private var nextLine = 1
  private(set) var line = 0
  private(set) var fields: [UnsafeBufferPointer<UInt8>]
  private(set) var problem: String?
  /// Where the import notes unmatched names (Griddle's own format); set before reading.
  var unmatchedNames: UnmatchedNameLog?
  let columnNames = OrderColumn.allCases.map(\.rawValue)
  let headerLine = 0
  private var present: [Bool]

  /// Opens `path`; `chunkSize` is the read size (small sizes let tests and the fuzzer cross
  /// chunk boundaries often).
  init(path: String, chunkSize: Int = 1 << 20) throws {
    source = try ByteSource(path: path, chunkSize: chunkSize)
    if try source.refill() { try skipByteOrderMark(source) }
    fields = Array(repeating: UnsafeBufferPointer(start: nil, count: 0), count: OrderColumn.count)
    present = Array(repeating: false, count: OrderColumn.count)
  }

  var bytesRead: Int64 { source.bytesRead }

  func nextRecord() throws -> Bool {
    do {
      return try readRecord()
    } catch {
      throw naming(line: nextLine, in: error)
    }
  }

  private func readRecord() throws -> Bool {
    while true {
      if source.start == source.end {
        guard try source.refill() else { return false }
      }
      let base = source.buffer
      let start = source.start
      var end: Int
      var next: Int
      if let newline = memchr(base + start, 0x0A, source.end - start) {
        end = UnsafeMutableRawPointer(newline) - UnsafeMutableRawPointer(base)
        next = end + 1
      } else if !source.isAtEnd {
        _ = try source.refill()
        continue
      } else {
        end = source.end
        next = end
      }
      line = nextLine
      nextLine += 1
      source.start = next
      while end > start, isSpace(base[end - 1]) { end -= 1 }
      var cursor = start
      while cursor < end, isSpace(base[cursor]) { cursor += 1 }
      if cursor == end { continue }  // a blank line
      parse(from: cursor, to: end)
      return true
    }
  }

  @inline(__always) private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  private func parse(from start: Int, to end: Int) {
    problem = nil
    for index in fields.indices {
      fields[index] = UnsafeBufferPointer(start: source.buffer + start, count: 0)
      present[index] = false
    }
    let pointer = UnsafePointer(source.buffer + start)
    guard isASCII(pointer, count: end - start) || isValidUTF8(pointer, count: end - start) else {
      problem = RecordProblem.invalidUTF8
      return
    }
    var parser = FlatJSONParser(base: source.buffer, index: start, end: end)
    // Keys that are not order columns, to refuse one given twice; almost always empty.
    var otherKeys: [UnsafeBufferPointer<UInt8>] = []
    do {
      try parser.parseObject { key, value, kind in
        // A key given twice is ambiguous (which value did the export mean?), so the record is
        // refused, as a CSV header naming a column twice is. Column keys match ignoring case.
        guard let column = OrderColumn.matching(key) else {
          if otherKeys.contains(where: { $0.elementsEqual(key) }) {
            throw FlatJSONParser.Failure(
              "duplicate key '\(displayedValue(String(decoding: key, as: UTF8.self)))'")
          }
          otherKeys.append(key)
          return
        }
        if present[column.index] {
          throw FlatJSONParser.Failure("duplicate key '\(column.rawValue)'")
        }
        switch kind {
        case .null: present[column.index] = true
        case .nested:
          throw FlatJSONParser.Failure("'\(column.rawValue)' must be a string or a number")
        case .string, .number, .literal:
          fields[column.index] = value
          present[column.index] = true
        }
      }
      for column in OrderColumn.allCases where column.isRequired && !present[column.index] {
        problem = "missing key '\(column.rawValue)'"
        return
      }
    } catch let failure as FlatJSONParser.Failure {
      problem = "invalid JSON: \(failure.message)"
    } catch {
      problem = "invalid JSON"
    }
  }
}
