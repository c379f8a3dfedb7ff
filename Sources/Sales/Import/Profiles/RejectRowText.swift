import Foundation
import SalesDomain

/// Griddle's columns of one translated row as text, for the rejects file only (written when
/// `--rejects` is given, or when something reads a profile reader's `fields`), in one buffer
/// reused for every row, with each field's end. The import itself takes the `TypedLine`.
///
/// Raw pointers rather than arrays: appending a field end to an `Array` (a uniqueness check,
/// a capacity check) per field, and a `reserve` reading `Array.last`, cost ~1,000 of a Square
/// row's instructions. Owned by one `ProfileRecordReader`, which calls `deallocate()`.
struct RejectRowText {
  /// The most fields a row has (`ProfileRecordReader.outputColumns`).
  static let columnCount = 10
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var capacity = 4096
  private let ends: UnsafeMutablePointer<Int>
  /// The fields written so far in this row.
  private(set) var fieldCount = 0
  /// `YYYY-MM-DD` of the day (since 1970) last written: consecutive rows share it.
  private let stampDate: UnsafeMutablePointer<UInt8>
  private var stampDay = Int64.min

  init() {
    bytes = .allocate(capacity: capacity)
    ends = .allocate(capacity: Self.columnCount)
    stampDate = .allocate(capacity: 10)
  }

  /// Frees the buffers (the owner's `deinit`).
  func deallocate() {
    bytes.deallocate()
    ends.deallocate()
    stampDate.deallocate()
  }

  /// Starts a new row.
  mutating func removeAll() { fieldCount = 0 }

  private var count: Int { fieldCount == 0 ? 0 : ends[fieldCount &- 1] }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    guard needed > capacity else { return }
    var bigger = capacity * 2
    while bigger < needed { bigger *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
    grown.update(from: bytes, count: count)
    bytes.deallocate()
    bytes = grown
    capacity = bigger
  }

  /// Ends the current field at `end`.
  @inline(__always)
  private mutating func end(at end: Int) {
    precondition(fieldCount < Self.columnCount, "a translated row has ten fields")
    ends[fieldCount] = end
    fieldCount &+= 1
  }

  /// A field holding `field`'s bytes.
  mutating func write(_ field: UnsafeBufferPointer<UInt8>) {
    reserve(field.count)
    let start = count
    if let base = field.baseAddress, field.count > 0 {
      (bytes + start).update(from: base, count: field.count)
    }
    end(at: start + field.count)
  }

  /// A field holding `field`.
  mutating func write(_ field: [UInt8]) {
    field.withUnsafeBufferPointer { write($0) }
  }

  /// An empty field.
  mutating func endField() { end(at: count) }

  /// A field holding `value` in decimal.
  mutating func write(_ value: Int64) {
    reserve(21)
    var index = count
    if value >= 0, value < 10 {  // most quantities and line numbers
      bytes[index] = UInt8(truncatingIfNeeded: value) &+ 0x30
      end(at: index &+ 1)
      return
    }
    if value < 0 {
      bytes[index] = 0x2D
      index += 1
    }
    var magnitude = value.magnitude
    var digits = 1
    var scan = magnitude / 10
    while scan > 0 {
      digits += 1
      scan /= 10
    }
    index += digits
    let fieldEnd = index
    repeat {
      index -= 1
      bytes[index] = UInt8(magnitude % 10) + 0x30
      magnitude /= 10
    } while magnitude > 0
    end(at: fieldEnd)
  }

  /// A field holding `YYYY-MM-DDTHH:MM:SS` of `seconds` since 1970, plus `Z` when `utc`.
  mutating func writeTimestamp(_ seconds: Int64, utc: Bool) {
    reserve(21)
    let days = floorDivide(seconds, 86_400)
    var rest = Int(seconds - days * 86_400)
    if days != stampDay {
      let (year, month, day) = LocalDate.civilFromDays(Int(days))
      var index = 0
      func put(_ value: Int, width: Int) {
        if width == 4 {
          stampDate[index] = UInt8(truncatingIfNeeded: value / 1000 % 10) &+ 0x30
          stampDate[index + 1] = UInt8(truncatingIfNeeded: value / 100 % 10) &+ 0x30
          index += 2
        }
        stampDate[index] = UInt8(truncatingIfNeeded: value / 10 % 10) &+ 0x30
        stampDate[index + 1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
        index += 2
      }
      put(year, width: 4)
      stampDate[4] = 0x2D
      index = 5
      put(month, width: 2)
      stampDate[7] = 0x2D
      index = 8
      put(day, width: 2)
      stampDay = days
    }
    let start = count
    (bytes + start).update(from: stampDate, count: 10)
    var index = start &+ 10
    // Digit by digit, no loops: this runs once per row.
    @inline(__always) func put(_ value: Int) {
      bytes[index] = UInt8(truncatingIfNeeded: value / 10) &+ 0x30
      bytes[index &+ 1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
      index &+= 2
    }
    @inline(__always) func put(byte: UInt8) {
      bytes[index] = byte
      index &+= 1
    }
    put(byte: 0x54)
    put(rest / 3600)
    rest %= 3600
    put(byte: 0x3A)
    put(rest / 60)
    put(byte: 0x3A)
    put(rest % 60)
    if utc { put(byte: 0x5A) }
    end(at: index)
  }

  /// Points `fields` at the row's `columnCount` fields (those not written are empty).
  func makeFields(into fields: inout [UnsafeBufferPointer<UInt8>]) {
    if fields.count != Self.columnCount {
      fields.removeAll(keepingCapacity: true)
      fields.append(
        contentsOf: repeatElement(
          UnsafeBufferPointer(start: bytes, count: 0), count: Self.columnCount))
    }
    fields.withUnsafeMutableBufferPointer { made in
      var start = 0
      for index in 0..<Self.columnCount {
        let end = index < fieldCount ? ends[index] : start
        made[index] = UnsafeBufferPointer(start: bytes + start, count: end - start)
        start = end
      }
    }
  }

  /// Writes every column of `line`, naming its city and style `city` and `style`.
  mutating func write(
    _ line: TypedLine, city: UnsafeBufferPointer<UInt8>, style: UnsafeBufferPointer<UInt8>
  ) {
    write(line.orderID)
    writeTimestamp(line.seconds, utc: line.isUTC)
    write(city)
    write(style)
    write(line.quantity)
    write(line.lineNumber)
    if line.hasGross { write(line.gross) } else { endField() }
    write(line.discount)
    write(line.isRefund ? Self.refundBytes : Self.saleBytes)
    write(line.refundOf)
  }

  private static let saleBytes = Array("sale".utf8)
  private static let refundBytes = Array("refund".utf8)

  /// `seconds` as the rejects file writes it in `ordered_at`, for a problem's message.
  static func timestamp(_ seconds: Int64, utc: Bool) -> String {
    var text = RejectRowText()
    defer { text.deallocate() }
    text.writeTimestamp(seconds, utc: utc)
    var fields: [UnsafeBufferPointer<UInt8>] = []
    text.makeFields(into: &fields)
    return String(decoding: fields[0], as: UTF8.self)
  }
}
