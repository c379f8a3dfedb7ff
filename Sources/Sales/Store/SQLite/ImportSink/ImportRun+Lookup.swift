import Foundation
import SQLiteStorage
import SalesDomain

/// Finding which of a batch's lines, and which lines of its orders, are already stored.
extension ImportRun {
  /// How many stored lines of orders the batch does not have the range scan steps over before
  /// it seeks straight to the batch's next order key (other orders' lines between two of the
  /// batch's on one day, or two id series in one batch, such as sales and refunds). Few:
  /// stepping 32 lines before each seek cost 45% of the user time of a night's 300k random-id
  /// lines into 3M when the key was by order id.
  static let skippedLinesBeforeSeek = 4

  /// Finds the stored lines of a batch's orders with a range scan over the stored keys between
  /// the batch's smallest and largest order key (local day, order id, city), merged with the
  /// batch's rows in key order: a fresh import at the end of the key (an export comes in time
  /// order) costs one B-tree search per batch, a re-import one sequential read, and a gap of
  /// stored orders the batch does not have one more search. An order is the stored one only
  /// on the row's business day in the row's city (the import's identity rule).
  /// Fills `storedIndexOfRow` (the stored line with the row's key), `storedRunStart` and
  /// `storedRunCount` (at an order's first row in the file: its stored lines) and
  /// `storedLines`.
  ///
  /// Rows need not come in key order (random ids, or a point of sale listing refunds between
  /// sales): they are sorted here. Returns false (nothing decided) when a valid key repeats
  /// inside the batch, or when an order's rows are apart in the batch or a run of one order id
  /// spans two days or cities (the inserting loop follows an order through one run of rows);
  /// the caller then goes row by row.
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
    try bindRange(of: view, from: Int(first), through: Int(last), to: scan)
    defer { try? scan.reset() }
    // The position in `sorted` of the first row of the order being matched, and that order's
    // first row in the file (where the inserting loop starts the order).
    var cursor = 0
    var runPosition = -1
    var runRow = -1
    var skipped = 0
    while try scan.step() {
      let stored = scan.textBytes(0)
      let storedCity = scan.int64(3)
      let storedDay = scan.int64(11)
      var order = 1
      while cursor < sorted.count {
        order = view.compareOrder(
          Int(sorted[cursor]), day: storedDay, city: storedCity, id: stored)
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
          try bindRange(of: view, from: Int(sorted[cursor]), through: Int(last), to: scan)
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
        if view.compareOrder(row, day: storedDay, city: storedCity, id: stored) != 0
          || view.rows[row].lineNumber > line.line
        {
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

  /// Binds the range scan's bounds: the order keys of rows `first` and `last`.
  private func bindRange(
    of view: BatchView, from first: Int, through last: Int, to scan: Statement
  ) throws {
    try scan.bind(Int64(view.rows[first].localDay), at: 1)
    try scan.bindTextNoCopy(view.id(first), at: 2)
    try scan.bind(view.cityID(first), at: 3)
    try scan.bind(Int64(view.rows[last].localDay), at: 4)
    try scan.bindTextNoCopy(view.id(last), at: 5)
    try scan.bind(view.cityID(last), at: 6)
  }

  /// Fills `sortedRows` with the batch's valid rows in key order (local day, order id, city,
  /// then line; a batch already in that order is left as it is). False when a key repeats, an
  /// order's rows are not one run in the file, or a run of one order id in the file holds
  /// rows of two days or cities (the inserting loop then rejects the later ones as rows of
  /// one order with another time or city, row by row).
  private mutating func sortValidRows(_ view: BatchView) -> Bool {
    sortedRows.removeAll(keepingCapacity: true)
    var inKeyOrder = true
    var runs = 0
    var previous = -1
    for index in view.rows.indices where view.rows[index].problem < 0 {
      if previous >= 0 {
        let order = view.compareOrders(previous, index)
        if compareBytes(view.id(previous), view.id(index)) != 0 {
          runs += 1
        } else if order != 0 {
          return false
        }
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
    let rows = view.rows
    if !inKeyOrder, sortByDay(view) { inKeyOrder = isInKeyOrder(view) }
    if !inKeyOrder {
      sortedRows.sort { left, right in
        let order = view.compareOrders(Int(left), Int(right))
        if order != 0 { return order < 0 }
        let leftLine = rows[Int(left)].lineNumber
        let rightLine = rows[Int(right)].lineNumber
        return leftLine != rightLine ? leftLine < rightLine : left < right
      }
    }
    var orders = sortedRows.isEmpty ? 0 : 1
    for position in sortedRows.indices.dropFirst() {
      let earlier = Int(sortedRows[position - 1])
      let later = Int(sortedRows[position])
      if view.compareOrders(earlier, later) != 0 {
        orders += 1
      } else if rows[earlier].lineNumber == rows[later].lineNumber {
        return false
      }
    }
    return orders == runs
  }

  /// Reorders `sortedRows` by local day alone, keeping the file's order within a day (a
  /// counting sort); false, leaving it as it was, when the batch spans too many days for that.
  ///
  /// Why: an export in time order holds rows of cities in several zones, so of two local days
  /// at once, and most points of sale number tickets in time order: sorted by day, such a batch
  /// is in key order (day, order id, city, line) already, and the comparison sort (a third of
  /// the inserting thread's time on the 3-lines-a-ticket benchmark) is not needed.
  private mutating func sortByDay(_ view: BatchView) -> Bool {
    let rows = view.rows
    var first = Int32.max
    var last = Int32.min
    for index in sortedRows {
      let day = rows[Int(index)].localDay
      first = min(first, day)
      last = max(last, day)
    }
    let span = Int(last) - Int(first) + 1
    guard span > 1, span <= Self.daysSortedByCounting else { return false }
    var starts = [Int](repeating: 0, count: span + 1)
    for index in sortedRows { starts[Int(rows[Int(index)].localDay - first) + 1] += 1 }
    for day in 0..<span { starts[day + 1] += starts[day] }
    byDay.removeAll(keepingCapacity: true)
    byDay.append(contentsOf: repeatElement(0, count: sortedRows.count))
    for index in sortedRows {
      let day = Int(rows[Int(index)].localDay - first)
      byDay[starts[day]] = index
      starts[day] += 1
    }
    swap(&sortedRows, &byDay)
    return true
  }

  /// The most local days a batch may span for `sortByDay`'s counting sort.
  static let daysSortedByCounting = 64

  /// Whether `sortedRows` is in key order (day, order id, city, then line).
  private func isInKeyOrder(_ view: BatchView) -> Bool {
    let rows = view.rows
    for position in sortedRows.indices.dropFirst() {
      let earlier = Int(sortedRows[position - 1])
      let later = Int(sortedRows[position])
      let order = view.compareOrders(earlier, later)
      if order > 0 || (order == 0 && rows[earlier].lineNumber >= rows[later].lineNumber) {
        return false
      }
    }
    return true
  }

  /// The file's first row of the order whose first row in key order is at `position` of
  /// `sortedRows` (its rows are one run in the file, in any line order).
  private func firstRowInFile(ofOrderAt position: Int, _ view: BatchView) -> Int {
    let row = Int(sortedRows[position])
    var first = row
    var next = position + 1
    while next < sortedRows.count, view.compareOrders(Int(sortedRows[next]), row) == 0 {
      first = min(first, Int(sortedRows[next]))
      next += 1
    }
    return first
  }

  /// The stored lines of the order of row `index` (its id on its day in its city), into
  /// `orderLines`.
  mutating func lookUpOrder(of view: BatchView, _ index: Int, _ lookup: Statement) throws {
    orderLines.removeAll(keepingCapacity: true)
    try lookup.bind(Int64(view.rows[index].localDay), at: 1)
    try lookup.bind(view.cityID(index), at: 2)
    try lookup.bindTextNoCopy(view.id(index), at: 3)
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
