import Foundation
import SQLiteStorage

/// Finding which of a batch's orders are already stored.
extension ImportRun {
  /// How many stored orders a batch's id range may hold beyond the batch's own before the
  /// range scan gives way to a lookup per row (ids spread thinly over a large stored range).
  static let extraStoredLimit = 2048

  /// Finds which of a batch's valid rows are already stored, with one range scan over the
  /// stored ids between the batch's smallest and largest, merged with the batch's ids: a
  /// fresh import at the end of the key costs one B-tree search per batch, a re-import one
  /// sequential read. Fills `storedIndexOfRow` and `storedOrders`.
  ///
  /// Returns false (nothing decided) when the batch's valid ids are not strictly increasing
  /// (then a repeated id inside the batch would go unnoticed) or when the range holds many
  /// stored orders the batch does not have; the caller then checks row by row.
  mutating func matchStored(_ view: BatchView, _ scan: Statement) throws -> Bool {
    var first = -1
    var last = -1
    for index in view.rows.indices where view.rows[index].problem < 0 {
      if last >= 0 && compareBytes(view.id(last), view.id(index)) >= 0 { return false }
      if first < 0 { first = index }
      last = index
    }
    storedIndexOfRow.removeAll(keepingCapacity: true)
    storedIndexOfRow.append(contentsOf: repeatElement(-1, count: view.rows.count))
    storedOrders.removeAll(keepingCapacity: true)
    guard first >= 0 else { return true }
    try scan.bindTextNoCopy(view.id(first), at: 1)
    try scan.bindTextNoCopy(view.id(last), at: 2)
    defer { try? scan.reset() }
    var next = first
    var extra = 0
    while try scan.step() {
      let stored = scan.textBytes(0)
      // Rows before the stored id are new; the stored id is either the next row's or not in
      // the batch at all.
      var order = 1
      while next <= last {
        if view.rows[next].problem < 0 {
          order = compareBytes(view.id(next), stored)
          if order >= 0 { break }
        }
        next += 1
      }
      guard order == 0 else {
        extra += 1
        if extra > Self.extraStoredLimit { return false }
        continue
      }
      storedIndexOfRow[next] = Int32(storedOrders.count)
      storedOrders.append(
        StoredOrder(
          orderedAtMilliseconds: scan.int64(1), cityID: scan.int64(2), styleID: scan.int64(3),
          quantity: scan.int64(4), unitPriceCents: scan.isNull(5) ? -1 : scan.int64(5)))
      next += 1
    }
    return true
  }

  /// The stored order with `id`, which must exist.
  func lookUp(_ id: UnsafeBufferPointer<UInt8>, _ lookup: Statement) throws
    -> StoredOrder
  {
    try lookup.bindTextNoCopy(id, at: 1)
    defer { try? lookup.reset() }
    guard try lookup.step() else {
      preconditionFailure("an insert that changed nothing must have hit a stored order")
    }
    return StoredOrder(
      orderedAtMilliseconds: lookup.int64(0), cityID: lookup.int64(1), styleID: lookup.int64(2),
      quantity: lookup.int64(3), unitPriceCents: lookup.isNull(4) ? -1 : lookup.int64(4))
  }

  /// The stored columns an imported row is compared with.
  struct StoredOrder {
    let orderedAtMilliseconds: Int64
    let cityID: Int64
    let styleID: Int64
    let quantity: Int64
    let unitPriceCents: Int64
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
