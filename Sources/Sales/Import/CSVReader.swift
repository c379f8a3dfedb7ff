import Foundation
import SalesDomain

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
  // Unchecked: the reader is used by one thread, one record at a time; appending fields with
  // dynamic exclusivity checks cost ~15% of a quoted import, and each record sets these.
  @exclusivity(unchecked) private var nextLine = 1
  @exclusivity(unchecked) private(set) var line = 0
  @exclusivity(unchecked) private(set) var fields: [UnsafeBufferPointer<UInt8>] = []
  @exclusivity(unchecked) private(set) var problem: String?
  /// Where the import notes unmatched names (Griddle's own format); set before reading.
  var unmatchedNames: UnmatchedNameLog?
  /// Field start and end offsets of a quoted record being scanned (reused, grown when a record
  /// has more fields).
  private var fieldStarts = UnsafeMutablePointer<Int>.allocate(capacity: 64)
  private var fieldEnds = UnsafeMutablePointer<Int>.allocate(capacity: 64)
  private var fieldEndCapacity = 64
  private(set) var columnNames: [String] = []
  private(set) var headerLine = 1
  /// The byte that ends a line: LF (also ending CRLF lines), or CR in a CR-only file.
  private var lineEnd: UInt8 = 0x0A

  /// Opens `path` and reads its header row; an empty file has no columns. `chunkSize` is the
  /// read size (small sizes let tests and the fuzzer cross chunk boundaries often). From an
  /// `offset` past the start, the "header" is whatever line the offset falls in.
  init(path: String, chunkSize: Int = 1 << 20, offset: Int64 = 0) throws {
    source = try ByteSource(path: path, chunkSize: chunkSize, offset: offset)
    if try source.refill(), offset == 0 { try skipByteOrderMark(source) }
    lineEnd = try Self.detectLineEnd(source)
    fields.reserveCapacity(16)
    if try nextRecord() {
      headerLine = line
      columnNames = fields.map {
        String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      }
    }
  }

  deinit {
    fieldStarts.deallocate()
    fieldEnds.deallocate()
  }

  var bytesRead: Int64 { source.bytesRead }

  /// The file read.
  var path: String { source.path }

  /// Doubles the field bound buffers, keeping their contents; returns the new buffers.
  private func growFieldBounds() -> (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) {
    func doubled(_ old: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
      let bigger = UnsafeMutablePointer<Int>.allocate(capacity: fieldEndCapacity * 2)
      bigger.update(from: old, count: fieldEndCapacity)
      old.deallocate()
      return bigger
    }
    fieldStarts = doubled(fieldStarts)
    fieldEnds = doubled(fieldEnds)
    fieldEndCapacity *= 2
    return (fieldStarts, fieldEnds)
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
      problem = RecordProblem.invalidUTF8
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
  /// lines and chunks) while splitting it into fields.
  ///
  /// Positions are kept relative to `source.start`, so when the record runs past the bytes
  /// read so far the scan resumes where it stopped after the refill moved them. Square quotes
  /// most fields; scanning each quoted record twice (end, then split) cost ~a quarter of the
  /// profile import's CPU.
  ///
  /// Each field is a slice of the buffer (its own start and end): a quoted field's text lies
  /// between its quotes and needs no copy. Only a field that loses bytes (a `""` escape, text
  /// after its closing quote) moves its later text down over them, inside the field. The scan
  /// jumps from one special byte to the next eight bytes at a time (`firstSpecial`): going byte
  /// by byte with a copy of each cost ~20 instructions a byte, most of a Square row's reading.
  private func readQuotedRecord() throws -> Bool {
    let lineEnd = self.lineEnd
    let stripsCR = lineEnd == 0x0A
    // The bytes that end unquoted text: comma, the line end, and CR (of CRLF); the CR slot
    // repeats the line end when lines end in CR. Quoted text ends at a quote; line ends in it
    // are stopped at only to count lines.
    let commas = 0x2C &* repeatedBytes
    let lineEnds = UInt64(lineEnd) &* repeatedBytes
    let carriageReturns = stripsCR ? 0x0D &* repeatedBytes : lineEnds
    let quotes = 0x22 &* repeatedBytes
    var read = 0  // the next byte to look at
    var fieldStart = 0  // where the current field's text starts
    var write = 0  // where the current field's next text byte goes (= read until it loses one)
    var state = QuotedScan.fieldStart
    var newlines = 0
    var found: String?
    // Field bounds go to raw buffers: `Array.append` (a uniqueness check and a capacity check
    // per call) cost a third of this function on 35-column Square rows.
    var starts = fieldStarts
    var ends = fieldEnds
    var endCount = 0
    var next = -1  // where the next record starts, once this one's end is found
    var moved = false  // whether any text moved down (the record no longer lies as read)
    scan: while true {
      let p = source.buffer + source.start
      let available = source.end - source.start
      let more = !source.isAtEnd
      // One field a turn, falling from one part of it to the next (its opening quote, quoted
      // text, what follows the closing quote, unquoted text, its comma) without going back
      // through the loop; a turn that runs out of bytes leaves `state` where it stopped.
      bytes: while read < available {
        if state == .fieldStart {
          if p[read] == 0x22 {
            // `"",` (13 of a Square row's 35 fields) is an empty field: no scan needed.
            if read &+ 2 < available, p[read &+ 1] == 0x22, p[read &+ 2] == 0x2C {
              if endCount == fieldEndCapacity { (starts, ends) = growFieldBounds() }
              starts[endCount] = read &+ 1
              ends[endCount] = read &+ 1
              endCount &+= 1
              read &+= 3
              fieldStart = read
              write = read
              continue
            }
            state = .quoted
            read &+= 1
            fieldStart = read
            write = read
          } else {
            state = .unquoted
          }
        }
        if state == .quoted {
          while true {
            let stop = firstSpecial(p, from: read, to: available, quotes, lineEnds)
            if write != read, stop != read {
              memmove(p + write, p + read, stop &- read)
              moved = true
            }
            write &+= stop &- read
            read = stop
            if read == available { break bytes }
            if p[read] != 0x22 {  // a line end inside quotes is text
              newlines &+= 1
              if write != read { moved = true }
              p[write] = p[read]
              write &+= 1
              read &+= 1
              continue
            }
            if read &+ 1 == available {
              if more { break bytes }  // `"` or `""`: the next byte decides
              read &+= 1  // the closing quote ends the file
              state = .afterQuote
              break bytes
            }
            if p[read &+ 1] == 0x22 {
              p[write] = 0x22
              write &+= 1
              read &+= 2
              moved = true
              continue
            }
            read &+= 1
            state = .afterQuote
            break
          }
          if read == available { break bytes }
          // A comma right after the closing quote ends the field (the usual case).
          if p[read] == 0x2C {
            if endCount == fieldEndCapacity { (starts, ends) = growFieldBounds() }
            starts[endCount] = fieldStart
            ends[endCount] = write
            endCount &+= 1
            state = .fieldStart
            read &+= 1
            fieldStart = read
            write = read
            continue
          }
        }
        if state == .afterQuote {
          let byte = p[read]
          if byte != 0x2C, byte != lineEnd, !(stripsCR && byte == 0x0D) {
            if found == nil {
              found = "unexpected text after the closing quote of field \(endCount + 1)"
            }
            state = .unquoted
          }
        }
        // Unquoted text (or none after a closing quote) up to a comma or the line end.
        let stop = firstSpecial(
          p, from: read, to: available, commas, lineEnds, carriageReturns)
        if write != read, stop != read {
          memmove(p + write, p + read, stop &- read)
          moved = true
        }
        write &+= stop &- read
        read = stop
        if read == available { break bytes }
        switch p[read] {
        case 0x2C:
          if endCount == fieldEndCapacity { (starts, ends) = growFieldBounds() }
          starts[endCount] = fieldStart
          ends[endCount] = write
          endCount &+= 1
          state = .fieldStart
          read &+= 1
          fieldStart = read
          write = read
        case lineEnd:
          next = read &+ 1
          break scan
        default:  // a CR while lines end in LF
          if read &+ 1 == available {
            if more { break bytes }  // a CR at the end of what was read: is it CRLF?
            next = available  // a CR ending the file ends the record
            break scan
          }
          if p[read &+ 1] == 0x0A {
            next = read &+ 2
            break scan
          }
          // A lone CR is data.
          if state == .afterQuote, found == nil {
            found = "unexpected text after the closing quote of field \(endCount + 1)"
          }
          state = .unquoted
          if write != read { moved = true }
          p[write] = 0x0D
          write &+= 1
          read &+= 1
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
    if endCount == fieldEndCapacity { (starts, ends) = growFieldBounds() }
    starts[endCount] = fieldStart
    ends[endCount] = write
    endCount += 1
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
    // Moving text down only copies the record's own bytes, so the record as it now lies is
    // ASCII exactly when it was read so. Otherwise each field must be UTF-8 on its own (a
    // lead byte and a continuation byte split by a separator are two bad fields).
    // When no text moved, the record lies as read, and it is UTF-8 exactly when each field is
    // (what lies between fields is ASCII, which no character spans): one check, not 35.
    let ascii = isASCII(base, count: next)
    var encodingValid = ascii || moved || isValidUTF8(base, count: next)
    split.withUnsafeMutableBufferPointer { split in
      for index in 0..<endCount {
        let start = starts[index]
        let count = ends[index] &- start
        split[index] = UnsafeBufferPointer(start: base + start, count: count)
        if !ascii, moved, encodingValid, !isValidUTF8(base + start, count: count) {
          encodingValid = false
        }
      }
    }
    line = nextLine
    nextLine += 1 + newlines
    source.start += next
    // As the two-pass reader reported: an unclosed quote first, then the encoding.
    problem =
      state == .quoted
      ? "a quoted field is not closed before the end of the file"
      : encodingValid ? found : RecordProblem.invalidUTF8
    return true
  }
}

/// The offset of the first byte in `from..<to` equal to a byte of `a`, `b` or `c` (each one
/// byte repeated across a word), or `to`: eight bytes a step, then the rest one by one.
@inline(__always)
private func firstSpecial(
  _ p: UnsafeMutablePointer<UInt8>, from: Int, to: Int, _ a: UInt64, _ b: UInt64, _ c: UInt64
) -> Int {
  var index = from
  while index &+ 8 <= to {
    let word = UnsafeRawPointer(p + index).loadUnaligned(as: UInt64.self)
    let hits = zeroBytes(word ^ a) | zeroBytes(word ^ b) | zeroBytes(word ^ c)
    // The lowest flagged byte is exact (only bytes above a zero byte can be flagged falsely);
    // words load little-endian, so it is the first in memory.
    if hits != 0 { return index &+ hits.trailingZeroBitCount &>> 3 }
    index &+= 8
  }
  let byteA = UInt8(truncatingIfNeeded: a)
  let byteB = UInt8(truncatingIfNeeded: b)
  let byteC = UInt8(truncatingIfNeeded: c)
  while index < to {
    let byte = p[index]
    if byte == byteA || byte == byteB || byte == byteC { return index }
    index &+= 1
  }
  return to
}

/// `firstSpecial` for two bytes (quoted text stops at a quote, and at a line end to count it).
@inline(__always)
private func firstSpecial(
  _ p: UnsafeMutablePointer<UInt8>, from: Int, to: Int, _ a: UInt64, _ b: UInt64
) -> Int {
  var index = from
  while index &+ 8 <= to {
    let word = UnsafeRawPointer(p + index).loadUnaligned(as: UInt64.self)
    let hits = zeroBytes(word ^ a) | zeroBytes(word ^ b)
    if hits != 0 { return index &+ hits.trailingZeroBitCount &>> 3 }
    index &+= 8
  }
  let byteA = UInt8(truncatingIfNeeded: a)
  let byteB = UInt8(truncatingIfNeeded: b)
  while index < to {
    let byte = p[index]
    if byte == byteA || byte == byteB { return index }
    index &+= 1
  }
  return to
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

/// The high bit of each zero byte of `word` set, and of no byte below the first zero byte
/// (a borrow can flag a byte above a zero byte: nonzero exactly when a byte is zero).
@inline(__always)
private func zeroBytes(_ word: UInt64) -> UInt64 {
  (word &- repeatedBytes) & ~word & (0x80 &* repeatedBytes)
}
