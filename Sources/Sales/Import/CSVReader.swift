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
  /// Field end offsets of a quoted record being scanned (reused, grown when a record has more
  /// fields).
  private var fieldEnds = UnsafeMutablePointer<Int>.allocate(capacity: 64)
  private var fieldEndCapacity = 64
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

  deinit { fieldEnds.deallocate() }

  var bytesRead: Int64 { source.bytesRead }

  /// Doubles the field end buffer, keeping its contents; returns the new buffer.
  private func growFieldEnds() -> UnsafeMutablePointer<Int> {
    let bigger = UnsafeMutablePointer<Int>.allocate(capacity: fieldEndCapacity * 2)
    bigger.update(from: fieldEnds, count: fieldEndCapacity)
    fieldEnds.deallocate()
    fieldEnds = bigger
    fieldEndCapacity *= 2
    return bigger
  }

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
    // `fields` keeps the previous record's until a new one is split: the quoted path then
    // overwrites it in place.
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
    found.removeAll(keepingCapacity: true)
    var fieldStart = start
    while let comma = memchr(base + fieldStart, 0x2C, end - fieldStart) {
      let commaIndex = UnsafeMutableRawPointer(comma) - UnsafeMutableRawPointer(base)
      found.append(UnsafeBufferPointer(start: base + fieldStart, count: commaIndex - fieldStart))
      fieldStart = commaIndex + 1
    }
    found.append(UnsafeBufferPointer(start: base + fieldStart, count: end - fieldStart))
  }

  /// The path for a record with quotes, in one pass: finds where the record ends (it may span
  /// lines and chunks) while splitting it into fields and unescaping `""` in place.
  ///
  /// Positions are kept relative to `source.start`, so when the record runs past the bytes
  /// read so far the scan resumes where it stopped after the refill moved them. Square quotes
  /// most fields; scanning each quoted record twice (end, then split) cost ~a quarter of the
  /// profile import's CPU.
  private func readQuotedRecord() throws -> Bool {
    let lineEnd = self.lineEnd
    // The bytes that end unquoted text, all below 64: comma, the line end, and CR (of CRLF).
    let specials: UInt64 =
      1 << 0x2C | 1 << UInt64(lineEnd) | (lineEnd == 0x0A ? 1 << 0x0D : 0)
    let stripsCR = lineEnd == 0x0A
    // The same bytes repeated across a word, for the eight-at-a-time scan.
    let commas = 0x2C * repeatedBytes
    let lineEnds = UInt64(lineEnd) * repeatedBytes
    let carriageReturns = 0x0D * repeatedBytes
    var wordsSeen: UInt64 = 0  // the words scanned eight bytes at a time, OR-ed
    var read = 0  // the next byte to look at
    var write = 0  // where the next byte of field text goes (≤ read)
    var state = QuotedScan.fieldStart
    var newlines = 0
    var bytesSeen: UInt8 = 0  // every text byte OR-ed: 0x80 set when any is not ASCII
    var found: String?
    // Field ends go to a raw buffer: `Array.append` (a uniqueness check and a capacity check
    // per call) cost a third of this function on 35-column Square rows.
    var ends = fieldEnds
    var endCount = 0
    var next = -1  // where the next record starts, once this one's end is found
    scan: while true {
      let p = source.buffer + source.start
      let available = source.end - source.start
      let more = !source.isAtEnd
      bytes: while read < available {
        if state == .quoted {
          // Quoted text up to the next quote, copied down over the removed quotes. (Offsets
          // stay below `available`, so wrapping arithmetic cannot wrap.)
          while read < available {
            let byte = p[read]
            if byte == 0x22 { break }
            if byte == lineEnd { newlines &+= 1 }
            bytesSeen |= byte
            p[write] = byte
            write &+= 1
            read &+= 1
          }
          if read == available { break bytes }
          if read + 1 == available, more { break bytes }  // `"` or `""`: the next byte decides
          if read + 1 < available, p[read + 1] == 0x22 {
            p[write] = 0x22
            write += 1
            read += 2
            continue
          }
          state = .afterQuote
          read += 1
          continue
        }
        if state == .fieldStart, p[read] == 0x22 {
          state = .quoted
          read += 1
          continue
        }
        // Unquoted text up to a comma or a line end (a quote here is data).
        if state != .unquoted, !(p[read] < 64 && specials >> p[read] & 1 != 0) {
          if state == .afterQuote, found == nil {
            found = "unexpected text after the closing quote of field \(endCount + 1)"
          }
          state = .unquoted
        }
        // Eight bytes at a time while none of them ends the text (most of a Square row).
        while read &+ 8 <= available {
          let word = UnsafeRawPointer(p + read).loadUnaligned(as: UInt64.self)
          if hasZeroByte(word ^ commas) || hasZeroByte(word ^ lineEnds)
            || (stripsCR && hasZeroByte(word ^ carriageReturns))
          {
            break
          }
          wordsSeen |= word
          if write != read {
            UnsafeMutableRawPointer(p + write).storeBytes(of: word, as: UInt64.self)
          }
          write &+= 8
          read &+= 8
        }
        while read < available {
          let byte = p[read]
          if byte < 64, specials >> byte & 1 != 0 { break }
          bytesSeen |= byte
          p[write] = byte
          write &+= 1
          read &+= 1
        }
        if read == available { break bytes }
        switch p[read] {
        case 0x2C:
          if endCount == fieldEndCapacity { ends = growFieldEnds() }
          ends[endCount] = write
          endCount &+= 1
          state = .fieldStart
          read += 1
        case lineEnd:
          next = read + 1
          break scan
        default:  // a CR while lines end in LF
          if read + 1 == available {
            if more { break bytes }  // a CR at the end of what was read: is it CRLF?
            next = available  // a CR ending the file ends the record
            break scan
          }
          if p[read + 1] == 0x0A {
            next = read + 2
            break scan
          }
          // A lone CR is data.
          if state == .afterQuote, found == nil {
            found = "unexpected text after the closing quote of field \(endCount + 1)"
          }
          state = .unquoted
          bytesSeen |= 0x0D
          p[write] = 0x0D
          write += 1
          read += 1
        }
      }
      if next < 0, more {
        // Read on; the refill keeps the bytes from `source.start` on, so the offsets hold.
        _ = try source.refill()
        continue
      }
      if next < 0 { next = available }  // the last record has no line break
      break
    }
    if endCount == fieldEndCapacity { ends = growFieldEnds() }
    ends[endCount] = write
    endCount += 1
    if wordsSeen & (0x80 * repeatedBytes) != 0 { bytesSeen |= 0x80 }
    let base = UnsafePointer(source.buffer + source.start)
    var split: [UnsafeBufferPointer<UInt8>] = []
    swap(&split, &fields)
    defer { swap(&split, &fields) }
    // Rows nearly always have the header's field count: the array is then overwritten in
    // place, one uniqueness check per record instead of one per field.
    if split.count != endCount {
      split.removeAll(keepingCapacity: true)
      split.append(
        contentsOf: repeatElement(UnsafeBufferPointer(start: nil, count: 0), count: endCount))
    }
    // The record is UTF-8 exactly when each field is (the separators are ASCII). The fields
    // lie end to end from `base`: they are all valid when their concatenation is and no field
    // starts with a continuation byte (which would complete a character of the field before).
    var encodingValid = bytesSeen < 0x80 || isValidUTF8(base, count: write)
    split.withUnsafeMutableBufferPointer { split in
      var fieldStart = 0
      for index in 0..<endCount {
        let end = ends[index]
        split[index] = UnsafeBufferPointer(start: base + fieldStart, count: end &- fieldStart)
        if bytesSeen >= 0x80, fieldStart < write, base[fieldStart] & 0xC0 == 0x80 {
          encodingValid = false
        }
        fieldStart = end
      }
    }
    line = nextLine
    nextLine += 1 + newlines
    source.start += next
    // As the two-pass reader reported: an unclosed quote first, then the encoding.
    problem =
      state == .quoted
      ? "a quoted field is not closed before the end of the file"
      : encodingValid ? found : "invalid UTF-8"
    return true
  }
}

/// Where the one-pass scan of a quoted record is.
private enum QuotedScan {
  /// At the start of a field: a quote here opens a quoted field.
  case fieldStart
  /// In an unquoted field (a quote is data).
  case unquoted
  /// Inside a quoted field.
  case quoted
  /// After a quoted field's closing quote: only a comma or the line end should follow.
  case afterQuote
}

/// 0x01 in every byte of a word: multiplied by a byte, that byte in every position.
private let repeatedBytes: UInt64 = 0x0101_0101_0101_0101

/// Whether any of the word's eight bytes is zero (exact: no false positives).
@inline(__always)
private func hasZeroByte(_ word: UInt64) -> Bool {
  (word &- repeatedBytes) & ~word & (0x80 * repeatedBytes) != 0
}
