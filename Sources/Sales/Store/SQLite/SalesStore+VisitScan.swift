import Foundation
import SQLiteStorage
import SalesDomain

extension SalesStore {
  /// Every stored line folded from both ends of `order_lines` at once: this connection reads
  /// it forward, a second, reading connection backward on a thread of its own, until they
  /// meet (a schedule import's full recomputation: one scan of 10M lines cost 2 s of SQLite
  /// alone). The writer holds the write lock, so the reader's snapshot has the same lines.
  ///
  /// Each side reads batches of whole orders and claims a batch before folding it (`ScanMeeting`),
  /// so no order is folded twice; the few orders between the two sides' last claims are read
  /// once more on this connection.
  /// `batchSize`: lines per claim (at least; a batch ends with an order).
  func foldFromBothEnds(_ empty: VisitLineFold, batchSize: Int = 8192) throws -> [VisitLineFold] {
    guard let filePath else { return [try visitSales.foldInKeyOrder(empty)] }
    let meeting = ScanMeeting()
    let backward = BackwardFold(
      path: filePath, fold: empty, meeting: meeting, batchSize: batchSize)
    var forward = empty
    do {
      try Self.fold(
        database, ascending: true, into: &forward, meeting: meeting, batchSize: batchSize)
    } catch {
      meeting.abandon()
      _ = try? backward.result()
      throw error
    }
    let back = try backward.result()
    let (low, high) = meeting.gap
    var conditions: [String] = []
    var arguments: [(any SQLiteConvertible)?] = []
    if let low {
      conditions.append("order_id > ?\(arguments.count + 1)")
      arguments.append(String(decoding: low, as: UTF8.self))
    }
    if let high {
      conditions.append("order_id < ?\(arguments.count + 1)")
      arguments.append(String(decoding: high, as: UTF8.self))
    }
    let previous = OrderIDBuffer()
    try database.prepare(
      Self.scanSQL(ascending: true, where: conditions.joined(separator: " AND "))
    ).forEachRow(arguments) { row in
      Self.fold(row, into: &forward, previous: previous)
    }
    return [forward, back]
  }

  /// The scan of one side: `order_lines` in key order (or its reverse), with the condition
  /// `filter` when not empty.
  fileprivate static func scanSQL(ascending: Bool, where filter: String = "") -> String {
    let order = ascending ? "order_id, line" : "order_id DESC, line DESC"
    return
      "SELECT order_id, city_id, ordered_at, quantity, gross_cents - discount_cents, local_day FROM order_lines\(filter.isEmpty ? "" : " WHERE " + filter) ORDER BY \(order)"
  }

  /// Folds the row `row` of `scanSQL`, `previous` holding the order id of the row before.
  @inline(__always)
  fileprivate static func fold(
    _ row: Statement, into fold: inout VisitLineFold, previous: OrderIDBuffer
  ) {
    let id = row.textBytes(0)
    let startsOrder = !previous.holds(id)
    if startsOrder { previous.set(id) }
    fold.add(
      startsOrder: startsOrder, cityID: row.int64(1), orderedAt: row.int64(2),
      quantity: row.int64(3), netCents: row.int64(4), day: row.int64(5))
  }

  /// One side of the scan: reads batches of whole orders on `database` and folds each it may
  /// claim, until a claim is refused (the sides met) or the table ends.
  fileprivate static func fold(
    _ database: Database, ascending: Bool, into fold: inout VisitLineFold,
    meeting: ScanMeeting, batchSize: Int
  ) throws {
    struct Line {
      var startsOrder: Bool
      var cityID: Int64
      var orderedAt: Int64
      var quantity: Int64
      var netCents: Int64
      var day: Int64
    }
    var batch: [Line] = []
    batch.reserveCapacity(batchSize + 64)
    var batchFirst: [UInt8] = []
    let previous = OrderIDBuffer()
    func claimAndFold() -> Bool {
      guard !batch.isEmpty else { return true }
      guard meeting.claim(ascending: ascending, first: batchFirst, last: previous.bytes) else {
        return false
      }
      for line in batch {
        fold.add(
          startsOrder: line.startsOrder, cityID: line.cityID, orderedAt: line.orderedAt,
          quantity: line.quantity, netCents: line.netCents, day: line.day)
      }
      batch.removeAll(keepingCapacity: true)
      return true
    }
    let statement = try database.prepare(scanSQL(ascending: ascending))
    while try statement.step() {
      let id = statement.textBytes(0)
      let startsOrder = !previous.holds(id)
      if startsOrder {
        if batch.count >= batchSize, !claimAndFold() { return }
        if batch.isEmpty { batchFirst = Array(id) }
        previous.set(id)
      }
      batch.append(
        Line(
          startsOrder: startsOrder, cityID: statement.int64(1), orderedAt: statement.int64(2),
          quantity: statement.int64(3), netCents: statement.int64(4),
          day: statement.int64(5)))
    }
    _ = claimAndFold()
  }
}

/// Where the two sides of `foldFromBothEnds` stand: the highest order id the forward side
/// claimed, the lowest the backward side claimed (ids compared as bytes, SQLite's order).
/// A side may claim a batch only while it stays clear of the other's claims, so the sides
/// fold disjoint orders; once one is refused, it stops.
final class ScanMeeting: @unchecked Sendable {
  private let lock = NSLock()
  private var forwardHigh: [UInt8]?
  private var backwardLow: [UInt8]?
  private var abandoned = false

  /// Claims the orders `first`…`last` (in the side's reading order) for the forward side
  /// (`ascending`) or the backward side; false when they reach the other side's claims.
  func claim(ascending: Bool, first: [UInt8], last: [UInt8]) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !abandoned else { return false }
    if ascending {
      if let backwardLow, !last.lexicographicallyPrecedes(backwardLow) { return false }
      forwardHigh = last
    } else {
      if let forwardHigh, !forwardHigh.lexicographicallyPrecedes(last) { return false }
      backwardLow = last
    }
    return true
  }

  /// Stops both sides at their next claim (the other side failed).
  func abandon() {
    lock.lock()
    abandoned = true
    lock.unlock()
  }

  /// The orders neither side claimed: ids strictly between the two (nil: unbounded).
  var gap: (low: [UInt8]?, high: [UInt8]?) {
    lock.lock()
    defer { lock.unlock() }
    return (forwardHigh, backwardLow)
  }
}

/// The backward side of `foldFromBothEnds`, on a thread of its own with its own connection;
/// `result()` waits for its fold.
final class BackwardFold: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var fold: VisitLineFold
  private var failure: (any Error)?

  /// Starts folding `path`'s lines backward into a copy of `fold`.
  init(path: String, fold: VisitLineFold, meeting: ScanMeeting, batchSize: Int) {
    self.fold = fold
    let thread = Thread { [self] in
      do {
        let reader = try Database(path: path, mode: .readOnly)
        try SalesStore.fold(
          reader, ascending: false, into: &self.fold, meeting: meeting, batchSize: batchSize)
      } catch {
        failure = error
        meeting.abandon()
      }
      done.signal()
    }
    thread.start()
  }

  /// The backward fold, once the thread has finished (its error rethrown).
  func result() throws -> VisitLineFold {
    done.wait()
    done.signal()
    if let failure { throw failure }
    return fold
  }
}

/// The order id of the line before, as bytes in a buffer of its own: compared with and
/// replaced by the current line's without making an array or a string per line.
final class OrderIDBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity = 64
  private var count = -1

  init() { storage = .allocate(capacity: 64) }

  deinit { storage.deallocate() }

  /// Whether the buffer holds exactly `id`.
  @inline(__always)
  func holds(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
    guard id.count == count else { return false }
    guard let base = id.baseAddress, count > 0 else { return true }
    return memcmp(base, storage, count) == 0
  }

  /// Holds `id` from now on.
  @inline(__always)
  func set(_ id: UnsafeBufferPointer<UInt8>) {
    if id.count > capacity {
      storage.deallocate()
      capacity = id.count
      storage = .allocate(capacity: capacity)
    }
    if let base = id.baseAddress, id.count > 0 { storage.update(from: base, count: id.count) }
    count = id.count
  }

  /// The id held, as an array (once per batch).
  var bytes: [UInt8] { count <= 0 ? [] : Array(UnsafeBufferPointer(start: storage, count: count)) }
}
