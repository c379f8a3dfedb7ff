import Foundation

/// A streaming RFC 4180 CSV reader over raw bytes.
///
/// Quoted fields may hold commas, newlines and `""` escapes; lines end in LF or CRLF; a UTF-8
/// byte order mark is skipped; blank lines are skipped. A quote only opens a quoted field at
/// the start of a field, so a stray `"` inside an unquoted field is kept as data. Records
/// without any quote (nearly all of them) are split with `memchr` and never copied.
///
/// A file whose first line ends in a lone CR (Excel for Mac's "CSV (Macintosh)") is read with
/// CR as the line end: finding no LF would otherwise make the whole file one header record.
final class CSVReader: RecordReader {
  private let source: ByteSource
  private var nextLine = 1
  private(set) var line = 0
  // Unchecked: appending fields with dynamic exclusivity checks cost ~15% of a quoted import.
  @exclusivity(unchecked) private(set) var fields: [UnsafeBufferPointer<UInt8>] = []
  private(set) var problem: String?
  private(set) var columnNames: [String] = []
  private(set) var headerLine = 1
  /// The byte that ends a line: LF (also ending CRLF lines), or CR in a CR-only file.
  private var lineEnd: UInt8 = 0x0A

  /// Opens `path` and reads its header row; an empty file has no columns. `chunkSize` is the
  /// read size (small sizes let tests and the fuzzer cross chunk boundaries often).
  init(path: String, chunkSize: Int = 1 << 20) throws {
    source = try ByteSource(path: path, chunkSize: chunkSize)
    if try source.refill() { try skipByteOrderMark(source) }
    lineEnd = try Self.detectLineEnd(source)
    fields.reserveCapacity(16)
    if try nextRecord() {
      headerLine = line
      columnNames = fields.map {
        String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      }
    }
  }

  var bytesRead: Int64 { source.bytesRead }

  /// CR when the file's first line break is a CR not followed by LF, else LF.
  ///
  /// Reads on (growing the buffer) until the first line break and the byte after it are in
  /// the buffer, so the answer does not depend on where a read happens to end.
  private static func detectLineEnd(_ source: ByteSource) throws -> UInt8 {
    var index = source.start
    while true {
      let base = source.buffer
      scan: while index < source.end {
        switch base[index] {
        case 0x0A: return 0x0A
        case 0x0D:
          if index + 1 < source.end { return base[index + 1] == 0x0A ? 0x0A : 0x0D }
          if source.isAtEnd { return 0x0D }
          break scan  // the byte after this CR decides: read on, then look at the CR again
        default: index += 1
        }
      }
      // The refill moves unconsumed bytes to the front of the buffer; keep the offset.
      let scanned = index - source.start
      guard try source.refill() else { return index < source.end ? 0x0D : 0x0A }
      index = source.start + scanned
    }
  }

  func nextRecord() throws -> Bool {
    do {
      return try readRecord()
    } catch {
      throw naming(line: nextLine, in: error)
    }
  }

  private func readRecord() throws -> Bool {
    problem = nil
    fields.removeAll(keepingCapacity: true)
    while true {
      if source.start == source.end {
        guard try source.refill() else { return false }
      }
      let base = source.buffer
      let start = source.start
      let available = source.end - start
      guard let newline = memchr(base + start, Int32(lineEnd), available) else {
        if !source.isAtEnd {
          // Read on (the refill moves the buffer, so start over with fresh positions).
          _ = try source.refill()
          continue
        }
        // The last record has no line break.
        if let found = try finishRecord(start: start, end: source.end, next: source.end) {
          return found
        }
        continue
      }
      let recordEnd = UnsafeMutableRawPointer(newline) - UnsafeMutableRawPointer(base)
      if let found = try finishRecord(start: start, end: recordEnd, next: recordEnd + 1) {
        return found
      }
    }
  }

  /// Reads the record starting at `start` whose first line ends at `end`; nil for a blank line.
  private func finishRecord(start: Int, end: Int, next: Int) throws -> Bool? {
    let base = source.buffer
    if memchr(base + start, 0x22, end - start) == nil {
      line = nextLine
      nextLine += 1
      source.start = next
      let contentEnd = end > start && base[end - 1] == 0x0D ? end - 1 : end
      if contentEnd == start { return nil }  // a blank line
      checkEncoding(start: start, end: contentEnd)
      splitPlain(start: start, end: contentEnd)
      return true
    }
    return try readQuotedRecord()
  }

  private func checkEncoding(start: Int, end: Int) {
    let pointer = UnsafePointer(source.buffer + start)
    if !isASCII(pointer, count: end - start), !isValidUTF8(pointer, count: end - start) {
      problem = "invalid UTF-8"
    }
  }

  private func splitPlain(start: Int, end: Int) {
    let base = source.buffer
    // Appends go to a local array (swapped in and out, not copied): appending to the property
    // itself would cost a dynamic exclusivity check per field.
    var found: [UnsafeBufferPointer<UInt8>] = []
    swap(&found, &fields)
    defer { swap(&found, &fields) }
    var fieldStart = start
    while let comma = memchr(base + fieldStart, 0x2C, end - fieldStart) {
      let commaIndex = UnsafeMutableRawPointer(comma) - UnsafeMutableRawPointer(base)
      found.append(UnsafeBufferPointer(start: base + fieldStart, count: commaIndex - fieldStart))
      fieldStart = commaIndex + 1
    }
    found.append(UnsafeBufferPointer(start: base + fieldStart, count: end - fieldStart))
  }

  /// The slow path for a record with quotes: find where it ends (it may span lines and
  /// chunks), then split it, unescaping `""` in place.
  private func readQuotedRecord() throws -> Bool {
    let lineEnd = self.lineEnd
    while true {
      let base = source.buffer
      let start = source.start
      let end = source.end
      var index = start
      var inQuotes = false
      var atFieldStart = true
      var newlines = 0
      var recordEnd = -1
      var needMore = false
      scan: while index < end {
        let byte = base[index]
        if inQuotes {
          if byte == 0x22 {
            if index + 1 == end, !source.isAtEnd {
              needMore = true
              break scan
            }
            if index + 1 < end, base[index + 1] == 0x22 {
              index += 2
              continue
            }
            inQuotes = false
          } else if byte == lineEnd {
            newlines += 1
          }
        } else if byte == lineEnd {
          recordEnd = index
          break scan
        } else if byte == 0x2C {
          atFieldStart = true
          index += 1
          continue
        } else if byte == 0x22, atFieldStart {
          inQuotes = true
        }
        atFieldStart = false
        index += 1
      }
      if recordEnd < 0, needMore || !source.isAtEnd {
        // Read on; at the end of the file the rescan sees the last byte as final.
        _ = try source.refill()
        continue
      }
      line = nextLine
      nextLine += 1 + newlines
      let next = recordEnd < 0 ? source.end : recordEnd + 1
      var contentEnd = recordEnd < 0 ? source.end : recordEnd
      if contentEnd > start, base[contentEnd - 1] == 0x0D, !inQuotes { contentEnd -= 1 }
      source.start = next
      checkEncoding(start: start, end: contentEnd)
      splitQuoted(start: start, end: contentEnd)
      if inQuotes { problem = "a quoted field is not closed before the end of the file" }
      return true
    }
  }

  private func splitQuoted(start: Int, end: Int) {
    let base = source.buffer
    var read = start
    var write = start
    while true {
      let fieldStart = write
      if read < end, base[read] == 0x22 {
        read += 1
        while read < end {
          if base[read] == 0x22 {
            if read + 1 < end, base[read + 1] == 0x22 {
              base[write] = 0x22
              write += 1
              read += 2
              continue
            }
            read += 1
            break
          }
          base[write] = base[read]
          write += 1
          read += 1
        }
        if read < end, base[read] != 0x2C, problem == nil {
          problem = "unexpected text after the closing quote of field \(fields.count + 1)"
        }
      }
      while read < end, base[read] != 0x2C {
        base[write] = base[read]
        write += 1
        read += 1
      }
      fields.append(UnsafeBufferPointer(start: base + fieldStart, count: write - fieldStart))
      guard read < end else { return }
      read += 1  // the comma
      if read == end {
        fields.append(UnsafeBufferPointer(start: base + write, count: 0))
        return
      }
    }
  }
}
