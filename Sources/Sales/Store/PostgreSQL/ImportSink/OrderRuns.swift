import PostgresStorage
import SalesDomain

/// The tickets of a file's rows decided by the client alone, as if every order of the file
/// were new: an order's first sale line counts its hour's ticket, and its first sale line of
/// each style that style's.
///
/// That is exact only while each order's lines follow each other in the file (one run) with
/// one instant and city, and no key comes twice; `isRegular` turns false, for good, at the
/// first row that breaks it (an order id seen in an earlier run, found by hash: a collision
/// only makes it false for nothing).
struct OrderRuns {
  /// Whether every row so far kept the runs exact (see above).
  private(set) var isRegular = true
  /// How many rows were taken.
  private(set) var rows = 0
  private var runOrderID: [UInt8] = []
  private var runOrderedAt: Int64 = 0
  private var runCity: UInt16 = 0
  private var runLines: [Int64] = []
  private var runHasSale = false
  private var runSaleStyles: [UInt16] = []
  private var earlierRuns = EarlierRunIDs()

  /// Takes the next row of the file; returns its tickets as a new order's line, or nil once
  /// the runs are not exact.
  @inline(__always)
  mutating func take(_ row: ParsedRow, id: UnsafeBufferPointer<UInt8>) -> FoldedLine? {
    guard isRegular else { return nil }
    // Byte order of the current run's id against this row's (0: the same order).
    let order = rows == 0 ? -1 : runOrderID.withUnsafeBufferPointer { compareBytes($0, id) }
    rows += 1
    if order == 0 {
      guard row.orderedAtMilliseconds == runOrderedAt, row.cityIndex == runCity,
        !runLines.contains(row.lineNumber)
      else {
        isRegular = false
        return nil
      }
    } else {
      guard earlierRuns.insert(id, abovePrevious: order < 0) else {
        isRegular = false
        return nil
      }
      runOrderID.removeAll(keepingCapacity: true)
      runOrderID.append(contentsOf: id)
      runOrderedAt = row.orderedAtMilliseconds
      runCity = row.cityIndex
      runLines.removeAll(keepingCapacity: true)
      runHasSale = false
      runSaleStyles.removeAll(keepingCapacity: true)
    }
    runLines.append(row.lineNumber)
    let line = FoldedLine(
      row, styleTicket: !row.isRefund && !runSaleStyles.contains(row.styleIndex),
      hourTicket: !row.isRefund && !runHasSale)
    if !row.isRefund {
      runHasSale = true
      if line.styleTicket { runSaleStyles.append(row.styleIndex) }
    }
    return line
  }

  /// The runs are not exact after all (a row the fold refused, say).
  mutating func giveUp() { isRegular = false }
}

/// The tickets `OrderRuns` gave the lines of one order, replayed from its lines in file
/// order: what taking that order's lines back out of the client's roll-up removes.
struct OrderRunReplay {
  private var order = ""
  private var hasSale = false
  private var saleStyles: [UInt16] = []

  /// The next line, of order `id`, with the tickets it was given.
  mutating func line(
    orderID id: String, day: Int32, city: UInt16, style: UInt16, hour: UInt8, isRefund: Bool,
    quantity: Int64, grossCents: Int64, discountCents: Int64, instant: Int64
  ) -> FoldedLine {
    if id != order {
      order = id
      hasSale = false
      saleStyles.removeAll(keepingCapacity: true)
    }
    let line = FoldedLine(
      day: day, city: city, style: style, hour: hour, isRefund: isRefund, quantity: quantity,
      grossCents: grossCents, discountCents: discountCents,
      styleTicket: !isRefund && !saleStyles.contains(style), hourTicket: !isRefund && !hasSale,
      instant: instant)
    if !isRefund {
      hasSale = true
      if line.styleTicket { saleStyles.append(style) }
    }
    return line
  }
}

/// The order-id ranges committed writes covered (`import_ranges`), merged where they overlap,
/// in byte order: a file row whose id falls in one may have stored lines, so the direct path
/// stops at that row rather than after copying (and keying) the whole file. Ranges are never
/// removed, so a yes read without the writers' lock holds.
struct CommittedRanges {
  private var firsts: [[UInt8]] = []
  private var lasts: [[UInt8]] = []

  /// Reads the merged ranges over `connection`.
  init(_ connection: PostgresConnection) throws {
    // Gaps and islands: a range starts a new island when it begins past every earlier end.
    let ranges = try connection.query(
      """
      SELECT min(first_order_id), max(last_order_id) FROM (
        SELECT first_order_id, last_order_id,
          count(*) FILTER (WHERE first_order_id > reach) OVER (ORDER BY first_order_id, id) AS island
        FROM (
          SELECT id, first_order_id, last_order_id,
            max(last_order_id) OVER (
              ORDER BY first_order_id, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
          FROM import_ranges) r) i
      GROUP BY island ORDER BY 1
      """
    ) { (Array($0.string(0).utf8), Array($0.string(1).utf8)) }
    firsts = ranges.map(\.0)
    lasts = ranges.map(\.1)
  }

  /// Whether `id` lies within a committed range.
  func contains(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
    // The last range starting at or before `id`.
    var low = 0
    var high = firsts.count
    while low < high {
      let middle = (low + high) / 2
      if firsts[middle].withUnsafeBufferPointer({ compareBytes($0, id) }) <= 0 {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low > 0 && lasts[low - 1].withUnsafeBufferPointer { compareBytes(id, $0) } <= 0
  }
}
