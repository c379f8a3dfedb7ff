import SQLiteStorage
import SalesDomain

/// Storing a batch's rows: the multi-row inserts after a range scan, or row by row.
extension ImportRun {
  /// The database ids of the import's reference data, by index.
  struct BatchIDs {
    let cityIDs: [Int64]
    let styleIDs: [Int64]
  }

  /// A batch with its bytes pinned, so order ids can be bound and compared without copies.
  struct BatchView {
    let batch: ImportBatch
    let rows: [ParsedRow]
    let fieldEnds: [Int32]
    let bytes: UnsafeBufferPointer<UInt8>
    /// The database id of each reference city, by index (SQLite's order key has the city).
    let cityIDs: [Int64]

    init(batch: ImportBatch, bytes: UnsafeBufferPointer<UInt8>, cityIDs: [Int64] = []) {
      self.batch = batch
      // Local copies keep the per-row loops free of class-property access checks.
      rows = batch.rows
      fieldEnds = batch.fieldEnds
      self.bytes = bytes
      self.cityIDs = cityIDs
    }

    /// The database id of row `index`'s city.
    @inline(__always)
    func cityID(_ index: Int) -> Int64 { cityIDs[Int(rows[index].cityIndex)] }

    /// Orders row `index`'s order against the order key (local day, order id, city) of
    /// SQLite's `order_lines`: negative, zero or positive.
    @inline(__always)
    func compareOrder(_ index: Int, day: Int64, city: Int64, id: UnsafeBufferPointer<UInt8>)
      -> Int
    {
      let rowDay = Int64(rows[index].localDay)
      if rowDay != day { return rowDay < day ? -1 : 1 }
      let byID = compareBytes(self.id(index), id)
      if byID != 0 { return byID }
      let rowCity = cityID(index)
      return rowCity == city ? 0 : rowCity < city ? -1 : 1
    }

    /// Orders the orders of rows `a` and `b` by SQLite's order key.
    @inline(__always)
    func compareOrders(_ a: Int, _ b: Int) -> Int {
      compareOrder(a, day: Int64(rows[b].localDay), city: cityID(b), id: id(b))
    }

    /// The order id of row `index`: its first canonical field, trimmed.
    @inline(__always)
    func id(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      let start = index == 0 ? 0 : Int(fieldEnds[index * OrderColumn.count - 1])
      let end = Int(fieldEnds[index * OrderColumn.count])
      return trimmed(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Canonical field `column` of row `index`, trimmed.
    @inline(__always)
    func field(_ column: OrderColumn, of index: Int) -> UnsafeBufferPointer<UInt8> {
      let slot = index * OrderColumn.count + column.index
      let start = slot == 0 ? 0 : Int(fieldEnds[slot - 1])
      return trimmed(UnsafeBufferPointer(rebasing: bytes[start..<Int(fieldEnds[slot])]))
    }
  }

  /// Stores a batch whose stored lines `matchStored` found: rejects and compares in row order,
  /// decides each new line's tickets, then inserts the new lines `rowsPerInsert` at a time.
  mutating func insertMatched(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ fold: inout RollupFold, _ summary: inout FileImportSummary
  ) throws {
    pending.removeAll(keepingCapacity: true)
    var previous = -1
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
        continue
      }
      if previous < 0 || compareBytes(view.id(previous), view.id(index)) != 0 {
        // The first row of an order: its stored lines were attached here by `matchStored`.
        let start = Int(storedRunStart[index])
        orderState.reset(
          from: start < 0
            ? storedLines[0..<0] : storedLines[start..<start + Int(storedRunCount[index])])
      }
      previous = index
      if storedIndexOfRow[index] >= 0 {
        try compareWithStored(
          row, stored: storedLines[Int(storedIndexOfRow[index])], view: view, index: index,
          reference: reference, &summary)
      } else if try acceptNew(
        row, view: view, index: index, ids: ids, reference: reference, &fold, &summary)
      {
        pending.append(Int32(index))
      }
    }
    let many = statements.insertMany
    let perInsert = Self.rowsPerInsert
    var start = 0
    while pending.count - start >= perInsert {
      for offset in 0..<perInsert {
        let index = Int(pending[start + offset])
        try bind(view, index, to: many, at: Int32(offset) * Self.columnsPerLine, ids)
      }
      try many.step()
      many.resetKeepingBindings()
      // Every row was checked new (and the batch's keys are distinct): all must be stored.
      guard database.changes == perInsert else {
        throw OrderNotStored(line: view.rows[Int(pending[start])].line, rows: perInsert)
      }
      summary.imported += perInsert
      start += perInsert
    }
    let one = statements.insertOne
    for index in pending[start...] {
      try bind(view, Int(index), to: one, at: 0, ids)
      try one.step()
      one.resetKeepingBindings()
      guard database.changes == 1 else {
        throw OrderNotStored(line: view.rows[Int(index)].line, rows: 1)
      }
      summary.imported += 1
    }
  }

  /// Stores a batch row by row: each row's order is read first (its stored lines decide
  /// whether the row is already present, a conflict, or new, and which tickets it counts).
  mutating func insertEachRow(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ fold: inout RollupFold, _ summary: inout FileImportSummary
  ) throws {
    let insert = statements.insertOne
    var previous = -1
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
        continue
      }
      // A row of the order id of the row before it, on another day or in another city, keeps
      // that order's state: it is then rejected as a line of one order with another time or
      // city, as in a batch in key order (and on PostgreSQL).
      let sameIDElsewhere =
        previous >= 0 && compareBytes(view.id(previous), view.id(index)) == 0
        && view.compareOrders(previous, index) != 0
      previous = index
      if !sameIDElsewhere {
        try lookUpOrder(of: view, index, statements.linesOfOrder)
        orderState.reset(from: orderLines[...])
      } else {
        orderLines.removeAll(keepingCapacity: true)
      }
      if let stored = orderLines.first(where: { $0.line == row.lineNumber }) {
        try compareWithStored(
          row, stored: stored, view: view, index: index, reference: reference, &summary)
        continue
      }
      guard
        try acceptNew(
          row, view: view, index: index, ids: ids, reference: reference, &fold, &summary)
      else { continue }
      try bind(view, index, to: insert, at: 0, ids)
      try insert.step()
      insert.resetKeepingBindings()
      guard database.changes == 1 else { throw OrderNotStored(line: row.line, rows: 1) }
      summary.imported += 1
    }
  }

  /// A row whose key is not stored: rejected when its instant or city differs from its
  /// order's other lines; else its tickets are decided against `orderState` (the order's
  /// stored lines and those of this file stored before it) and it is admitted to the driver's
  /// roll-up: it is to be inserted (true), unless a day's group would pass its limit.
  private mutating func acceptNew(
    _ row: ParsedRow, view: BatchView, index: Int, ids: BatchIDs,
    reference: ImportReferenceData, _ fold: inout RollupFold,
    _ summary: inout FileImportSummary
  ) throws -> Bool {
    let cityID = ids.cityIDs[Int(row.cityIndex)]
    let styleID = ids.styleIDs[Int(row.styleIndex)]
    if orderState.isKnown
      && (orderState.orderedAtMilliseconds != row.orderedAtMilliseconds
        || orderState.cityID != cityID)
    {
      try importer.reject(
        ImportProblem(
          file: path, line: row.line,
          message: LineConflict.orderMismatch(
            line: row.lineNumber, orderID: String(decoding: view.id(index), as: UTF8.self),
            here: (row.orderedAtMilliseconds, reference.cities[Int(row.cityIndex)].name),
            others: (orderState.orderedAtMilliseconds, reference.cityName(orderState.cityID)))),
        fields: view.batch.fieldBytes(ofRow: index), in: &summary)
      return false
    }
    let styleTicket = !row.isRefund && !orderState.saleStyleIDs.contains(styleID)
    let hourTicket = !row.isRefund && !orderState.hasSale
    guard fold.admit(FoldedLine(row, styleTicket: styleTicket, hourTicket: hourTicket)) else {
      try importer.reject(
        ImportProblem(file: path, line: row.line, message: RollupFold.groupLimitMessage),
        fields: view.batch.fieldBytes(ofRow: index), in: &summary)
      return false
    }
    orderState.record(row.orderedAtMilliseconds, cityID, styleID, row.isRefund)
    return true
  }

  /// Binds row `index` to the `columnsPerLine` parameters after `base` (0 for the first row
  /// of a statement). The order id and `refund_of` are bound without a copy: they must stay
  /// valid until the statement's bindings are cleared.
  @inline(__always)
  private func bind(
    _ view: BatchView, _ index: Int, to statement: Statement, at base: Int32, _ ids: BatchIDs
  ) throws {
    let row = view.rows[index]
    try statement.bindTextNoCopy(view.id(index), at: base + 1)
    try statement.bind(row.lineNumber, at: base + 2)
    try statement.bind(row.orderedAtMilliseconds, at: base + 3)
    try statement.bind(Int64(row.localDay), at: base + 4)
    try statement.bind(Int64(row.localHour), at: base + 5)
    try statement.bind(ids.cityIDs[Int(row.cityIndex)], at: base + 6)
    try statement.bind(ids.styleIDs[Int(row.styleIndex)], at: base + 7)
    // No kind: SQLite computes it from quantity's sign (migration 0017).
    try statement.bind(row.quantity, at: base + 8)
    if row.unitPriceCents >= 0 {
      try statement.bind(row.unitPriceCents, at: base + 9)
    } else {
      try statement.bindNull(at: base + 9)
    }
    try statement.bind(row.grossCents, at: base + 10)
    try statement.bind(row.discountCents, at: base + 11)
    let refundOf = view.field(OrderColumn.refundOf, of: index)
    if refundOf.isEmpty {
      try statement.bindNull(at: base + 12)
    } else {
      try statement.bindTextNoCopy(refundOf, at: base + 12)
    }
  }

  /// Rejects row `index`, which failed validation, with the validator's message.
  private func rejectInvalid(
    _ view: BatchView, _ index: Int, _ summary: inout FileImportSummary
  ) throws {
    let row = view.rows[index]
    try importer.reject(
      ImportProblem(file: path, line: row.line, message: view.batch.messages[Int(row.problem)]),
      fields: view.batch.fieldBytes(ofRow: index), in: &summary)
  }
}

/// Orders checked as new and valid were not all stored (the statement ignored a row): a bug, not
/// bad input. Thrown inside the file's transaction, so nothing of the file is kept.
struct OrderNotStored: Error, CustomStringConvertible {
  /// The line of the first row of the statement.
  let line: Int
  /// The rows the statement inserted.
  let rows: Int

  var description: String {
    "internal error: an insert of \(rows) order(s) from line \(line) did not store them all"
  }
}
