import Foundation
import SQLiteStorage

/// Finding which of a batch's lines, and which lines of its orders, are already stored.
extension ImportRun {
  /// How many stored lines of orders the batch does not have its id range may hold before the
  /// range scan gives way to a lookup per row (ids spread thinly over a large stored range).
  static let extraStoredLimit = 2048

  /// Finds the stored lines of a batch's orders with one range scan over the stored keys
  /// between the batch's smallest and largest order id, merged with the batch's rows: a fresh
  /// import at the end of the key costs one B-tree search per batch, a re-import one
  /// sequential read. Fills `storedIndexOfRow` (the stored line with the row's key),
  /// `storedRunStart`/`storedRunCount` (at an order's first row: its stored lines) and
  /// `storedLines`.
  ///
  /// Returns false (nothing decided) when the batch's valid keys (order id, line) are not
  /// strictly increasing (then a repeated key inside the batch would go unnoticed) or when the
  /// range holds many stored orders the batch does not have; the caller then goes row by row.
  mutating func matchStored(_ view: BatchView, _ scan: Statement) throws -> Bool {
    var first = -1
    var last = -1
    for index in view.rows.indices where view.rows[index].problem < 0 {
      if last >= 0 {
        let order = compareBytes(view.id(last), view.id(index))
        if order > 0 || (order == 0 && view.rows[last].lineNumber >= view.rows[index].lineNumber) {
          return false
        }
      }
      if first < 0 { first = index }
      last = index
    }
    let count = view.rows.count
    storedIndexOfRow.removeAll(keepingCapacity: true)
    storedIndexOfRow.append(contentsOf: repeatElement(-1, count: count))
    storedRunStart.removeAll(keepingCapacity: true)
    storedRunStart.append(contentsOf: repeatElement(-1, count: count))
    storedRunCount.removeAll(keepingCapacity: true)
    storedRunCount.append(contentsOf: repeatElement(0, count: count))
    storedLines.removeAll(keepingCapacity: true)
    guard first >= 0 else { return true }
    try scan.bindTextNoCopy(view.id(first), at: 1)
    try scan.bindTextNoCopy(view.id(last), at: 2)
    defer { try? scan.reset() }
    var cursor = first
    var extra = 0
    while try scan.step() {
      let stored = scan.textBytes(0)
      // The first valid row whose order id is at or after the stored one.
      var order = 1
      while cursor <= last {
        if view.rows[cursor].problem < 0 {
          order = compareBytes(view.id(cursor), stored)
          if order >= 0 { break }
        }
        cursor += 1
      }
      guard cursor <= last, order == 0 else {
        extra += 1
        if extra > Self.extraStoredLimit { return false }
        continue
      }
      let storedIndex = Int32(storedLines.count)
      let line = StoredLine(scan)
      storedLines.append(line)
      if storedRunStart[cursor] < 0 { storedRunStart[cursor] = storedIndex }
      storedRunCount[cursor] += 1
      // The row of the same order with the same line, if the batch has it.
      var row = cursor
      while row <= last {
        if view.rows[row].problem < 0 {
          if compareBytes(view.id(row), stored) != 0
            || view.rows[row].lineNumber > line.line
          {
            break
          }
          if view.rows[row].lineNumber == line.line {
            storedIndexOfRow[row] = storedIndex
            break
          }
        }
        row += 1
      }
    }
    return true
  }

  /// The stored lines of the order with `id`, into `orderLines`.
  mutating func lookUpOrder(_ id: UnsafeBufferPointer<UInt8>, _ lookup: Statement) throws {
    orderLines.removeAll(keepingCapacity: true)
    try lookup.bindTextNoCopy(id, at: 1)
    defer { try? lookup.reset() }
    while try lookup.step() { orderLines.append(StoredLine(lookup)) }
  }

  /// A stored line's columns an imported row is compared with.
  struct StoredLine {
    let line: Int64
    let orderedAtMilliseconds: Int64
    let cityID: Int64
    let styleID: Int64
    let isRefund: Bool
    let quantity: Int64
    let unitPriceCents: Int64
    let grossCents: Int64
    let discountCents: Int64
    let refundOf: String?

    /// Reads the current row of a statement selecting `order_id` then the compared columns.
    init(_ row: Statement) {
      line = row.int64(1)
      orderedAtMilliseconds = row.int64(2)
      cityID = row.int64(3)
      styleID = row.int64(4)
      isRefund = row.int64(5) == 1
      quantity = row.int64(6)
      unitPriceCents = row.isNull(7) ? -1 : row.int64(7)
      grossCents = row.int64(8)
      discountCents = row.int64(9)
      refundOf = row.isNull(10) ? nil : row.string(10)
    }
  }

  /// What the import knows of the order whose rows it is going through: its instant and
  /// city, and which tickets its stored (or just inserted) sale lines have counted.
  struct OrderState {
    var isKnown = false
    var orderedAtMilliseconds: Int64 = 0
    var cityID: Int64 = 0
    var hasSale = false
    var saleStyleIDs: [Int64] = []

    /// Starts a new order from its stored lines.
    mutating func reset(from lines: ArraySlice<StoredLine>) {
      isKnown = false
      hasSale = false
      saleStyleIDs.removeAll(keepingCapacity: true)
      for line in lines {
        record(line.orderedAtMilliseconds, line.cityID, line.styleID, line.isRefund)
      }
    }

    /// Adds one line of the order.
    @inline(__always)
    mutating func record(_ orderedAt: Int64, _ city: Int64, _ style: Int64, _ isRefund: Bool) {
      if !isKnown {
        isKnown = true
        orderedAtMilliseconds = orderedAt
        cityID = city
      }
      if !isRefund {
        hasSale = true
        if !saleStyleIDs.contains(style) { saleStyleIDs.append(style) }
      }
    }
  }
}

/// Orders byte strings as SQLite's BINARY collation does: bytewise, then the shorter first.
@inline(__always)
func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
  let common = min(a.count, b.count)
  if common > 0, let left = a.baseAddress, let right = b.baseAddress {
    let order = memcmp(left, right, common)
    if order != 0 { return Int(order) }
  }
  return a.count - b.count
}
