import SQLiteStorage

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

    init(batch: ImportBatch, bytes: UnsafeBufferPointer<UInt8>) {
      self.batch = batch
      // Local copies keep the per-row loops free of class-property access checks.
      rows = batch.rows
      fieldEnds = batch.fieldEnds
      self.bytes = bytes
    }

    /// The order id of row `index`: its first canonical field, trimmed.
    @inline(__always)
    func id(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      let start = index == 0 ? 0 : Int(fieldEnds[index * OrderColumn.count - 1])
      let end = Int(fieldEnds[index * OrderColumn.count])
      return trimmed(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }

  /// Stores a batch whose stored rows `matchStored` found: rejects and compares in row order,
  /// then inserts the new rows `rowsPerInsert` at a time.
  mutating func insertMatched(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ summary: inout FileImportSummary
  ) throws {
    pending.removeAll(keepingCapacity: true)
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
      } else if storedIndexOfRow[index] >= 0 {
        try compareWithStored(
          row, stored: storedOrders[Int(storedIndexOfRow[index])], view: view, index: index,
          reference: reference, &summary)
      } else {
        pending.append(Int32(index))
      }
    }
    let many = statements.insertMany
    let perInsert = Self.rowsPerInsert
    var start = 0
    while pending.count - start >= perInsert {
      for offset in 0..<perInsert {
        let index = Int(pending[start + offset])
        try bind(view.rows[index], id: view.id(index), to: many, at: Int32(offset * 7), ids)
      }
      try many.step()
      many.resetKeepingBindings()
      // Every row was checked new (and the batch's ids are distinct): all must be stored.
      guard database.changes == perInsert else {
        throw OrderNotStored(line: view.rows[Int(pending[start])].line, rows: perInsert)
      }
      summary.imported += perInsert
      start += perInsert
    }
    let one = statements.insertOne
    for index in pending[start...] {
      try bind(view.rows[Int(index)], id: view.id(Int(index)), to: one, at: 0, ids)
      try one.step()
      one.resetKeepingBindings()
      guard database.changes == 1 else {
        throw OrderNotStored(line: view.rows[Int(index)].line, rows: 1)
      }
      summary.imported += 1
    }
  }

  /// Stores a batch row by row: an insert that changes nothing hit a stored id, which is
  /// then read and compared.
  mutating func insertEachRow(
    _ view: BatchView, _ statements: Statements, ids: BatchIDs, reference: ImportReferenceData,
    _ summary: inout FileImportSummary
  ) throws {
    let insert = statements.insertOne
    for index in view.rows.indices {
      let row = view.rows[index]
      if row.problem >= 0 {
        try rejectInvalid(view, index, &summary)
        continue
      }
      let id = view.id(index)
      try bind(row, id: id, to: insert, at: 0, ids)
      try insert.step()
      insert.resetKeepingBindings()
      if database.changes == 1 {
        summary.imported += 1
      } else {
        let stored = try lookUp(id, statements.lookup)
        try compareWithStored(
          row, stored: stored, view: view, index: index, reference: reference, &summary)
      }
    }
  }

  /// Binds one order to the 7 parameters after `base` (0 for the first row of a statement).
  /// The id is bound without a copy: it must stay valid until the statement's bindings are
  /// cleared.
  @inline(__always)
  private func bind(
    _ row: ParsedRow, id: UnsafeBufferPointer<UInt8>, to statement: Statement, at base: Int32,
    _ ids: BatchIDs
  ) throws {
    try statement.bindTextNoCopy(id, at: base + 1)
    try statement.bind(row.orderedAtMilliseconds, at: base + 2)
    try statement.bind(Int64(row.localDay), at: base + 3)
    try statement.bind(ids.cityIDs[Int(row.cityIndex)], at: base + 4)
    try statement.bind(ids.styleIDs[Int(row.styleIndex)], at: base + 5)
    try statement.bind(row.quantity, at: base + 6)
    if row.unitPriceCents >= 0 {
      try statement.bind(row.unitPriceCents, at: base + 7)
    } else {
      try statement.bindNull(at: base + 7)
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
