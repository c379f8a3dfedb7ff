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
    if let fromFile = try? fileLineFold(empty), let folds = try? fromFile.result() {
      return folds
    }
    let meeting = ScanMeeting()
    let backward = BackwardFold(
      path: filePath, fold: empty, meeting: meeting, batchSize: batchSize)
    return try foldForward(empty, meeting: meeting, backward: backward, batchSize: batchSize)
  }

  /// The forward side of `foldFromBothEnds` on this connection once `backward` has begun,
  /// then the orders between the two sides.
  func foldForward(
    _ empty: VisitLineFold, meeting: ScanMeeting, backward: BackwardFold, batchSize: Int
  ) throws -> [VisitLineFold] {
    var forward = ScanSide(fold: empty, meeting: meeting, ascending: true, batchSize: batchSize)
    do {
      try forward.scan(database, sql: ScanSide.sql(ascending: true))
    } catch {
      meeting.abandon()
      _ = try? backward.result()
      throw error
    }
    let back = try backward.result()
    let (low, high) = meeting.gap
    var conditions: [String] = []
    var arguments: [(any SQLiteConvertible)?] = []
    // Orders strictly between the two sides' claims, by the key (local_day, order_id,
    // city_id) as a row value: one range of the key.
    for (key, comparison) in [(low, ">"), (high, "<")] {
      guard let key else { continue }
      let first = arguments.count + 1
      conditions.append(
        "(local_day, order_id, city_id) \(comparison) (?\(first), ?\(first + 1), ?\(first + 2))")
      arguments += [key.day, String(decoding: key.id, as: UTF8.self), key.cityID]
    }
    var gap = ScanSide(fold: forward.fold, meeting: nil, ascending: true, batchSize: batchSize)
    try gap.scan(
      database, sql: ScanSide.sql(ascending: true, where: conditions.joined(separator: " AND ")),
      arguments: arguments)
    return [gap.fold, back]
  }
}

/// `foldFromBothEnds` begun early: the backward side starts at once on its own connection
/// (its snapshot has the lines the writer's transaction holds: a schedule import writes
/// visits, never lines), the forward side when `finish` is called. Since the sides meet
/// wherever they are, the backward side's head start (while the import writes its 33k visits)
/// is simply fewer lines for the forward side.
final class BothEndsFold: StartedLineFold {
  let visits: [Visit]
  let graceMinutes: Int
  private let store: SalesStore
  private let empty: VisitLineFold
  private let batchSize: Int
  private let started: (meeting: ScanMeeting, backward: BackwardFold)?
  /// The fold from the file's pages, when the file could be read in place.
  private let fromFile: FileLineFold?
  private var done = false

  /// Begins the fold of `store`'s lines for `visits` with a grace of `graceMinutes`.
  init(store: SalesStore, visits: [Visit], graceMinutes: Int, batchSize: Int = 8192) {
    self.visits = visits
    self.graceMinutes = graceMinutes
    self.store = store
    self.batchSize = batchSize
    empty = VisitLineFold(visits: visits, graceMinutes: graceMinutes)
    fromFile = try? store.fileLineFold(empty)
    if fromFile != nil {
      started = nil
    } else if let path = store.filePath {
      let meeting = ScanMeeting()
      started = (
        meeting,
        BackwardFold(path: path, fold: empty, meeting: meeting, batchSize: batchSize)
      )
    } else {
      started = nil
    }
  }

  func finish() throws -> [VisitLineFold] {
    done = true
    if let fromFile {
      if let folds = try? fromFile.result() { return folds }
      return try store.foldFromBothEnds(empty, batchSize: batchSize)
    }
    guard let started else { return try store.foldFromBothEnds(empty, batchSize: batchSize) }
    return try store.foldForward(
      empty, meeting: started.meeting, backward: started.backward, batchSize: batchSize)
  }

  func cancel() {
    guard !done else { return }
    done = true
    fromFile?.cancel()
    started?.meeting.abandon()
    _ = try? started?.backward.result()
  }

  deinit { cancel() }
}

/// One side of `foldFromBothEnds` while SQLite calls `lineFunction` for each of its lines in
/// one step of its scan: reads batches of whole orders and folds each it may claim, until a
/// claim is refused (the sides met) or the scan ends. Without a meeting (the gap between the
/// sides), every line is folded as it comes.
struct ScanSide {
  /// A line read, waiting for its batch's claim.
  private struct Line {
    var startsOrder: Bool
    var cityID: Int64
    var orderedAt: Int64
    var quantity: Int64
    var netCents: Int64
    var day: Int64
  }
  private(set) var fold: VisitLineFold
  private let meeting: ScanMeeting?
  private let ascending: Bool
  private let batchSize: Int
  private var batch: [Line] = []
  private var batchFirst = OrderKey(day: 0, cityID: 0, id: [])
  private var previous = OrderIDBuffer()
  /// The day and city of the line before (with `previous`, its order's key).
  private var previousDay = Int64.min
  private var previousCity = Int64.min
  /// Whether a claim was refused (the scan stopped there).
  private var met = false

  init(fold: VisitLineFold, meeting: ScanMeeting?, ascending: Bool, batchSize: Int) {
    self.fold = fold
    self.meeting = meeting
    self.ascending = ascending
    self.batchSize = batchSize
    if meeting != nil { batch.reserveCapacity(batchSize + 64) }
  }

  /// The SQL function the scans call once per line (`Database.withRowFunction`).
  static let lineFunction = "griddle_visit_line"

  /// The scan of one side: `order_lines` in key order (or its reverse), with the condition
  /// `filter` when not empty, each line passed to `lineFunction`; the scan stops at the first
  /// line the function returns true for (its only row). Gross and discount are passed apart
  /// and subtracted in Swift: SQLite's subtraction cost 50 instructions a line.
  static func sql(ascending: Bool, where filter: String = "") -> String {
    // The key of `order_lines` (migration 0021), read forward or backward without a sort.
    let order =
      ascending
      ? "local_day, order_id, city_id, line"
      : "local_day DESC, order_id DESC, city_id DESC, line DESC"
    return
      "SELECT 1 FROM order_lines WHERE \(filter.isEmpty ? "" : filter + " AND ")\(lineFunction)(order_id, city_id, ordered_at, quantity, gross_cents, discount_cents, local_day) ORDER BY \(order) LIMIT 1"
  }

  /// Runs `sql` (of `sql(ascending:where:)`) on `database`, folding its lines.
  mutating func scan(
    _ database: Database, sql: String, arguments: [(any SQLiteConvertible)?] = []
  ) throws {
    let state = UnsafeMutablePointer<ScanSide>.allocate(capacity: 1)
    state.initialize(to: self)
    defer {
      state.pointee.previous.deallocate()
      self = state.move()
      state.deallocate()
    }
    try database.withMappedReads {
      try database.withRowFunction(
        named: Self.lineFunction, argumentCount: 7, calling: Self.entry, context: state
      ) {
        try database.prepare(sql).forEachRow(arguments) { _ in }
      }
    }
    if !state.pointee.met { _ = state.pointee.claimAndFold() }
  }

  /// What SQLite calls per line: `take` on the side `context` points to.
  private static let entry: RowFunctionBody = { context, values in
    context!.assumingMemoryBound(to: ScanSide.self).pointee.take(
      RowFunctionArguments(values: values!))
  }

  /// One line of the scan; true stops the scan (the sides met).
  @inline(__always)
  private mutating func take(_ row: RowFunctionArguments) -> Bool {
    let id = row.textBytes(0)
    let day = row.int64(6)
    let city = row.int64(1)
    // An order is its id on one day in one city.
    let startsOrder = day != previousDay || city != previousCity || !previous.holds(id)
    guard meeting != nil else {
      if startsOrder {
        previous.set(id)
        previousDay = day
        previousCity = city
      }
      fold.add(
        startsOrder: startsOrder, cityID: row.int64(1), orderedAt: row.int64(2),
        quantity: row.int64(3), netCents: row.int64(4) - row.int64(5), day: row.int64(6))
      return false
    }
    if startsOrder {
      if batch.count >= batchSize, !claimAndFold() {
        met = true
        return true
      }
      if batch.isEmpty { batchFirst = OrderKey(day: day, cityID: city, id: Array(id)) }
      previous.set(id)
      previousDay = day
      previousCity = city
    }
    batch.append(
      Line(
        startsOrder: startsOrder, cityID: row.int64(1), orderedAt: row.int64(2),
        quantity: row.int64(3), netCents: row.int64(4) - row.int64(5), day: row.int64(6)))
    return false
  }

  /// Claims the batch read and folds it; false when the claim was refused.
  private mutating func claimAndFold() -> Bool {
    guard !batch.isEmpty, let meeting else { return true }
    let last = OrderKey(day: previousDay, cityID: previousCity, id: previous.bytes)
    guard meeting.claim(ascending: ascending, first: batchFirst, last: last) else {
      return false
    }
    for index in batch.indices {
      let line = batch[index]
      fold.add(
        startsOrder: line.startsOrder, cityID: line.cityID, orderedAt: line.orderedAt,
        quantity: line.quantity, netCents: line.netCents, day: line.day)
    }
    batch.removeAll(keepingCapacity: true)
    return true
  }
}

/// An order's place in `order_lines`' key (local day, order id, city; ids compared as
/// bytes, SQLite's order).
struct OrderKey: Comparable {
  let day: Int64
  let cityID: Int64
  let id: [UInt8]

  static func < (left: OrderKey, right: OrderKey) -> Bool {
    if left.day != right.day { return left.day < right.day }
    if left.id != right.id { return left.id.lexicographicallyPrecedes(right.id) }
    return left.cityID < right.cityID
  }
}

/// Where the two sides of `foldFromBothEnds` stand: the highest order key the forward side
/// claimed, the lowest the backward side claimed.
/// A side may claim a batch only while it stays clear of the other's claims, so the sides
/// fold disjoint orders; once one is refused, it stops.
final class ScanMeeting: @unchecked Sendable {
  private let lock = NSLock()
  private var forwardHigh: OrderKey?
  private var backwardLow: OrderKey?
  private var abandoned = false

  /// Claims the orders `first`…`last` (in the side's reading order) for the forward side
  /// (`ascending`) or the backward side; false when they reach the other side's claims.
  func claim(ascending: Bool, first: OrderKey, last: OrderKey) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !abandoned else { return false }
    if ascending {
      if let backwardLow, !(last < backwardLow) { return false }
      forwardHigh = last
    } else {
      if let forwardHigh, !(forwardHigh < last) { return false }
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

  /// The orders neither side claimed: keys strictly between the two (nil: unbounded).
  var gap: (low: OrderKey?, high: OrderKey?) {
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
        var side = ScanSide(
          fold: self.fold, meeting: meeting, ascending: false, batchSize: batchSize)
        try side.scan(reader, sql: ScanSide.sql(ascending: false))
        self.fold = side.fold
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
/// replaced by the current line's without making an array or a string per line. A value
/// holding a pointer (no class: no exclusivity check per line); `deallocate()` frees it.
struct OrderIDBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity = 64
  private var count = -1

  init() { storage = .allocate(capacity: 64) }

  /// Frees the buffer (the value is unusable afterwards).
  func deallocate() { storage.deallocate() }

  /// Whether the buffer holds exactly `id`.
  @inline(__always)
  func holds(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
    guard id.count == count else { return false }
    guard let base = id.baseAddress, count > 0 else { return true }
    // Eight bytes at a time, the last eight first (ids of one kind differ at their end), in
    // place of a call of `memcmp` per line (3.5% of a scan's time).
    let new = UnsafeRawPointer(base)
    let held = UnsafeRawPointer(storage)
    guard count >= 8 else { return memcmp(base, storage, count) == 0 }
    if new.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      != held.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    {
      return false
    }
    var offset = 0
    while offset < count - 8 {
      if new.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != held.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    return true
  }

  /// Holds `id` from now on.
  @inline(__always)
  mutating func set(_ id: UnsafeBufferPointer<UInt8>) {
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
