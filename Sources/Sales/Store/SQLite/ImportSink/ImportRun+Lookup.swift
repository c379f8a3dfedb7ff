import Foundation
import SQLiteStorage
import SalesDomain

/// Finding which of a batch's lines, and which lines of its orders, are already stored.
extension ImportRun {
  /// How many stored lines of orders the batch does not have the range scan steps over before
  /// it seeks straight to the batch's next order id (ids spread thinly over a large stored
  /// range, or two id series in one batch, such as sales and refunds). Few: with random ids
  /// (Square's) every order of a batch lies in its own gap of stored orders, and stepping 32
  /// lines before each seek cost 45% of the user time of a night's 300k lines into 3M.
  static let skippedLinesBeforeSeek = 4

  /// Finds the stored lines of a batch's orders with a range scan over the stored keys between
  /// the batch's smallest and largest order id, merged with the batch's rows in key order: a
  /// fresh import at the end of the key costs one B-tree search per batch, a re-import one
  /// sequential read, and a gap of stored orders the batch does not have one more search.
  /// Fills `storedIndexOfRow` (the stored line with the row's key), `storedRunStart` and
  /// `storedRunCount` (at an order's first row in the file: its stored lines) and
  /// `storedLines`.
  ///
  /// Rows need not come in key order (a point of sale lists refunds, with their own id series,
  /// between sales): they are sorted here. Returns false (nothing decided) when a valid key
  /// (order id, line) repeats inside the batch, or when an order's rows are apart in the batch
  /// (the inserting loop follows an order through one run of rows); the caller then goes row
  /// by row.
  mutating func matchStored(_ view: BatchView, _ scan: Statement) throws -> Bool {
    guard sortValidRows(view) else { return false }
    let count = view.rows.count
    storedIndexOfRow.removeAll(keepingCapacity: true)
    storedIndexOfRow.append(contentsOf: repeatElement(-1, count: count))
    storedRunStart.removeAll(keepingCapacity: true)
    storedRunStart.append(contentsOf: repeatElement(-1, count: count))
    storedRunCount.removeAll(keepingCapacity: true)
    storedRunCount.append(contentsOf: repeatElement(0, count: count))
    storedLines.removeAll(keepingCapacity: true)
    let sorted = sortedRows
    guard let first = sorted.first, let last = sorted.last else { return true }
    try scan.bindTextNoCopy(view.id(Int(first)), at: 1)
    try scan.bindTextNoCopy(view.id(Int(last)), at: 2)
    defer { try? scan.reset() }
    // The position in `sorted` of the first row of the order being matched, and that order's
    // first row in the file (where the inserting loop starts the order).
    var cursor = 0
    var runPosition = -1
    var runRow = -1
    var skipped = 0
    while try scan.step() {
      let stored = scan.textBytes(0)
      var order = 1
      while cursor < sorted.count {
        order = compareBytes(view.id(Int(sorted[cursor])), stored)
        if order >= 0 { break }
        cursor += 1
      }
      guard cursor < sorted.count else { break }
      guard order == 0 else {
        // A stored order the batch does not have.
        skipped += 1
        if skipped >= Self.skippedLinesBeforeSeek {
          skipped = 0
          try scan.reset()
          try scan.bindTextNoCopy(view.id(Int(sorted[cursor])), at: 1)
          try scan.bindTextNoCopy(view.id(Int(last)), at: 2)
        }
        continue
      }
      skipped = 0
      if runPosition != cursor {
        runPosition = cursor
        runRow = firstRowInFile(ofOrderAt: cursor, view)
      }
      let storedIndex = Int32(storedLines.count)
      let line = StoredLine(scan)
      storedLines.append(line)
      if storedRunStart[runRow] < 0 { storedRunStart[runRow] = storedIndex }
      storedRunCount[runRow] += 1
      // The row of the same order with the same line, if the batch has it (an order's rows
      // are in line order in `sorted`).
      var position = cursor
      while position < sorted.count {
        let row = Int(sorted[position])
        if compareBytes(view.id(row), stored) != 0 || view.rows[row].lineNumber > line.line {
          break
        }
        if view.rows[row].lineNumber == line.line {
          storedIndexOfRow[row] = storedIndex
          break
        }
        position += 1
      }
    }
    return true
  }

  /// Fills `sortedRows` with the batch's valid rows in key order (order id, then line; a
  /// batch already in that order is left as it is). False when a key repeats or an order's
  /// rows are not one run in the file.
  private mutating func sortValidRows(_ view: BatchView) -> Bool {
    sortedRows.removeAll(keepingCapacity: true)
    var inKeyOrder = true
    var runs = 0
    var previous = -1
    for index in view.rows.indices where view.rows[index].problem < 0 {
      if previous >= 0 {
        let order = compareBytes(view.id(previous), view.id(index))
        if order != 0 { runs += 1 }
        if order > 0
          || (order == 0 && view.rows[previous].lineNumber >= view.rows[index].lineNumber)
        {
          inKeyOrder = false
        }
      } else {
        runs = 1
      }
      sortedRows.append(Int32(index))
      previous = index
    }
    if inKeyOrder { return true }
    let rows = view.rows
    sortedRows.sort { left, right in
      let order = compareBytes(view.id(Int(left)), view.id(Int(right)))
      if order != 0 { return order < 0 }
      let leftLine = rows[Int(left)].lineNumber
      let rightLine = rows[Int(right)].lineNumber
      return leftLine != rightLine ? leftLine < rightLine : left < right
    }
    var orders = sortedRows.isEmpty ? 0 : 1
    for position in sortedRows.indices.dropFirst() {
      let earlier = Int(sortedRows[position - 1])
      let later = Int(sortedRows[position])
      if compareBytes(view.id(earlier), view.id(later)) != 0 {
        orders += 1
      } else if rows[earlier].lineNumber == rows[later].lineNumber {
        return false
      }
    }
    return orders == runs
  }

  /// The file's first row of the order whose first row in key order is at `position` of
  /// `sortedRows` (its rows are one run in the file, in any line order).
  private func firstRowInFile(ofOrderAt position: Int, _ view: BatchView) -> Int {
    let id = view.id(Int(sortedRows[position]))
    var first = Int(sortedRows[position])
    var next = position + 1
    while next < sortedRows.count, compareBytes(view.id(Int(sortedRows[next])), id) == 0 {
      first = min(first, Int(sortedRows[next]))
      next += 1
    }
    return first
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
