import Foundation
import SQLiteStorage
import SalesDomain

/// Every stored line folded from `order_lines`' pages read in place (`TableFile`): a
/// schedule import's full recomputation. Stepping SQLite over 10M lines cost 3.3 s of
/// processor time on two connections; decoding the records in place costs a third of that.
///
/// The table is cut into `parts` pieces in key order, taken one at a time by a thread started
/// at once and by the caller's thread when it asks for the `result` (a schedule import first
/// writes its visits meanwhile): neither processor waits while the other still has lines.
/// A part after the first may begin inside an order the part before it ends with: each such
/// part keeps its first order's lines aside and they are folded after the part before it, so
/// every order is folded whole, in key order, by one fold (its ticket counted once).
final class FileLineFold: @unchecked Sendable {
  private let group = DispatchGroup()
  private let lock = NSLock()
  /// Each part's side once folded.
  private var sides: [FileFoldSide?]
  private var failure: (any Error)?
  private var released = false
  private let file: TableFile
  private let empty: VisitLineFold
  private let parts: [TableFile.Part]
  private let columns: RecordColumns
  /// The next part no thread has taken.
  private var nextPart = 0

  /// Starts folding `file` (the `order_lines` table) into copies of `fold`, cut into `parts`.
  init(file: TableFile, fold: VisitLineFold, parts count: Int = 8) throws {
    guard let columns = FileFoldSide.columns(file) else {
      throw TableFile.Unsupported(description: "order_lines lacks a column the fold reads")
    }
    parts = try file.parts(count)
    self.file = file
    self.columns = columns
    empty = fold
    sides = Array(repeating: nil, count: parts.count)
    group.enter()
    Thread { [self] in
      foldParts()
      group.leave()
    }.start()
  }

  /// Folds parts no thread has taken until none is left (or one failed).
  private func foldParts() {
    while true {
      lock.lock()
      let index = nextPart
      nextPart += 1
      let stop = failure != nil
      lock.unlock()
      guard index < parts.count, !stop else { return }
      // The side through a pointer: a variable the closure captured would be boxed, each
      // access checked for exclusivity.
      let side = UnsafeMutablePointer<FileFoldSide>.allocate(capacity: 1)
      side.initialize(to: FileFoldSide(fold: empty, keepsFirstOrder: index > 0))
      var error: (any Error)?
      do {
        try file.forEachRecord(in: parts[index], columns: columns) { side.pointee.take($0) }
      } catch let thrown {
        error = thrown
      }
      lock.lock()
      if let error, failure == nil { failure = error }
      sides[index] = side.move()
      lock.unlock()
      side.deallocate()
    }
  }

  /// The folds of disjoint sets of whole orders covering every line, once every part is read
  /// (its error rethrown: `TableFile.Unsupported` when the file held something unexpected).
  /// The calling thread folds parts too until none is left.
  func result() throws -> [VisitLineFold] {
    foldParts()
    group.wait()
    defer { release() }
    if let failure { throw failure }
    // Each part's first order goes to the nearest part before it that folded lines of its
    // own (a part may be all one order), so an order split by a cut is folded by one side;
    // in place, as `release` frees each side's buffer of the order id before.
    var target = 0
    for index in sides.indices.dropFirst() {
      let kept = sides[index]!.firstOrder
      for line in kept.lines {
        sides[target]!.fold(
          id: kept.id, day: line.day, cityID: line.cityID, orderedAt: line.orderedAt,
          quantity: line.quantity, netCents: line.netCents)
      }
      if sides[index]!.foldedOwnLines { target = index }
    }
    return sides.map { $0!.fold }
  }

  /// Stops the fold at the next part (its result is not wanted).
  func cancel() {
    lock.lock()
    if failure == nil { failure = CancellationError() }
    lock.unlock()
  }

  /// Waits for the threads and frees the sides' buffers (once).
  private func release() {
    group.wait()
    lock.lock()
    defer { lock.unlock() }
    guard !released else { return }
    released = true
    for side in sides { side?.previous.deallocate() }
  }

  deinit { release() }
}

/// One part's fold: lines in key order, an order being its id on one day in one city.
struct FileFoldSide {
  /// The columns the fold reads from a record of `order_lines`: the order id as text; the
  /// city, instant, quantity, gross, discount and day as integers, in `Integer`'s order.
  static func columns(_ file: TableFile) -> RecordColumns? {
    let integers = [
      "city_id", "ordered_at", "quantity", "gross_cents", "discount_cents", "local_day",
    ]
    .compactMap(file.position(of:))
    guard integers.count == 6, let id = file.position(of: "order_id") else { return nil }
    return RecordColumns(integers: integers, texts: [id])
  }

  /// The places of the integer columns in `RecordValues` (see `columns`).
  enum Integer {
    static let cityID = 0
    static let orderedAt = 1
    static let quantity = 2
    static let gross = 3
    static let discount = 4
    static let day = 5
  }

  /// A line of the part's first order, kept for the part before.
  struct KeptLine {
    let day: Int64
    let cityID: Int64
    let orderedAt: Int64
    let quantity: Int64
    let netCents: Int64
  }

  private(set) var fold: VisitLineFold
  fileprivate var previous = OrderIDBuffer()
  private var previousDay = Int64.min
  private var previousCity = Int64.min
  /// Whether lines are still kept aside (the part's first order, parts after the first).
  private var keeping: Bool
  /// The part's first order's id and lines, when kept aside.
  private(set) var firstOrder: (id: [UInt8], lines: [KeptLine]) = ([], [])
  /// Whether the fold took a line of the part's own (not only kept ones).
  private(set) var foldedOwnLines = false

  init(fold: VisitLineFold, keepsFirstOrder: Bool) {
    self.fold = fold
    keeping = keepsFirstOrder
  }

  /// One record of the scan.
  @inline(__always)
  mutating func take(_ record: RecordValues) {
    let id = record.text(0)
    let day = record.integer(Integer.day)
    let city = record.integer(Integer.cityID)
    let orderedAt = record.integer(Integer.orderedAt)
    let quantity = record.integer(Integer.quantity)
    let netCents = record.integer(Integer.gross) - record.integer(Integer.discount)
    if keeping {
      let startsOrder = day != previousDay || city != previousCity || !previous.holds(id)
      if !startsOrder || firstOrder.lines.isEmpty {
        if firstOrder.lines.isEmpty {
          firstOrder.id = Array(id)
          previous.set(id)
          previousDay = day
          previousCity = city
        }
        firstOrder.lines.append(
          KeptLine(
            day: day, cityID: city, orderedAt: orderedAt, quantity: quantity, netCents: netCents))
        return
      }
      keeping = false
    }
    foldedOwnLines = true
    fold(
      id: id, day: day, cityID: city, orderedAt: orderedAt, quantity: quantity,
      netCents: netCents)
  }

  /// Folds a line of order `id` after the lines folded so far.
  @inline(__always)
  mutating func fold(
    id: UnsafeBufferPointer<UInt8>, day: Int64, cityID: Int64, orderedAt: Int64,
    quantity: Int64, netCents: Int64
  ) {
    let startsOrder = day != previousDay || cityID != previousCity || !previous.holds(id)
    if startsOrder {
      previous.set(id)
      previousDay = day
      previousCity = cityID
    }
    fold.add(
      startsOrder: startsOrder, cityID: cityID, orderedAt: orderedAt, quantity: quantity,
      netCents: netCents, day: day)
  }

  /// `fold(id:…)` with the id as an array (a kept line).
  mutating func fold(
    id: [UInt8], day: Int64, cityID: Int64, orderedAt: Int64, quantity: Int64, netCents: Int64
  ) {
    id.withUnsafeBufferPointer {
      fold(
        id: $0, day: day, cityID: cityID, orderedAt: orderedAt, quantity: quantity,
        netCents: netCents)
    }
  }
}

extension SalesStore {
  /// The fold of every line from `order_lines`' pages, begun on two threads, or nil when the
  /// file cannot be read in place now (see `Database.tableFile`). The caller's transaction
  /// must hold the write lock and must not have changed a line.
  func fileLineFold(_ empty: VisitLineFold) throws -> FileLineFold? {
    // Without lines there is nothing to read, and the checkpoint that reading the file needs
    // (a new database's schema still in the log, written and synced) would cost a tenth of a
    // second.
    guard filePath != nil,
      try database.scalar(Int.self, "SELECT 1 FROM order_lines LIMIT 1") != nil,
      let file = try database.tableFile("order_lines")
    else { return nil }
    return try FileLineFold(file: file, fold: empty)
  }
}
