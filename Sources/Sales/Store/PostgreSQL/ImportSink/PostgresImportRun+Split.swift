import PostgresStorage
import SalesDomain

/// The split of a staged file, under the writers' lock: an order with no stored line is new
/// as a whole, and its lines are inserted from the staging table in one statement (which
/// finds them), with the tickets and figures the client folded while copying (`OrderRuns`); only the orders with
/// stored lines (a file imported again, or one that repeats the last orders of the one
/// before) are classified line by line against them, set-wise in SQL
/// (`PostgresImportRun+Classify.swift`), their lines first taken back out of the client's
/// roll-up and their new lines folded again with the tickets their stored lines decide.
///
/// Random order ids (Square's) make every file's id range overlap the stored ones, so that
/// the direct path's test by range (`import_ranges`) sends every later file here: the split
/// decides per order instead, by one index probe of `order_lines` per line of the file.
extension PostgresImportRun {
  /// How a staged file divides.
  struct Split: Equatable {
    /// Staged rows of orders with no stored line.
    let newOrderLines: Int
    /// Whether some staged orders have stored lines: their rows are in `griddle_old`.
    let hasStoredOrders: Bool
  }

  /// Inserts the staged lines of every order with no stored line into `order_lines`, then
  /// copies the other orders' rows into `griddle_old` (renames the staging table so, when
  /// every order has stored lines); nil when the client's roll-up cannot be
  /// corrected for those (its per-visit sums, with a schedule, are not taken back): the
  /// insert is then undone, and every row must be classified.
  func split(staged: Int, reference: ImportReferenceData, importID: Int64) throws -> Split? {
    let mayFallBack = !reference.visitWindows.isEmpty
    if mayFallBack { try connection.executeScript("SAVEPOINT griddle_split") }
    // One probe of order_lines's key per line, on the path the line's insert then takes (the
    // planner, seeing 300k lines against 10M, would otherwise read every stored line into a
    // hash). The statement does not see its own rows, and the file has no key twice.
    try connection.executeScript(
      "SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off")
    let inserted = try connection.execute(
      """
      INSERT INTO order_lines (\(Self.lineColumns), import_id)
      SELECT \(Self.lineColumns), $1::bigint FROM griddle_staged s
      WHERE NOT EXISTS (SELECT 1 FROM order_lines o WHERE o.order_id = s.order_id)
      ORDER BY order_id, line
      """, [importID])
    guard inserted < staged else {
      try connection.executeScript("RESET enable_hashjoin; RESET enable_mergejoin")
      return Split(newOrderLines: inserted, hasStoredOrders: false)
    }
    if inserted == 0 {
      // Every order has stored lines (a file imported again): every row is classified, and
      // nothing of the client's roll-up stays.
      try connection.executeScript(
        """
        RESET enable_hashjoin;
        RESET enable_mergejoin;
        ALTER TABLE griddle_staged RENAME TO griddle_old;
        ANALYZE griddle_old;
        """)
      return Split(newOrderLines: 0, hasStoredOrders: true)
    }
    guard !mayFallBack else {
      try connection.executeScript("ROLLBACK TO SAVEPOINT griddle_split")
      return nil
    }
    // The rows of orders none of whose lines this import stored.
    try connection.executeScript(
      """
      CREATE TEMPORARY TABLE griddle_old ON COMMIT DROP AS
      SELECT s.* FROM griddle_staged s WHERE NOT EXISTS (
        SELECT 1 FROM order_lines o WHERE o.order_id = s.order_id AND o.import_id = \(importID));
      RESET enable_hashjoin;
      RESET enable_mergejoin;
      ANALYZE griddle_old;
      """)
    return Split(newOrderLines: inserted, hasStoredOrders: true)
  }

  /// Classifies the stored orders' rows, reports the file's problems, and writes: the roll-up
  /// (the client's, corrected for the stored orders) once, the new orders' lines and the
  /// stored orders' new lines.
  mutating func writeSplit(
    _ split: Split, rollup: consuming ImportRollup, reference: ImportReferenceData,
    importID: Int64, reader: RecordReader, summary: inout FileImportSummary
  ) throws {
    var fold = RollupFold(windows: reference.visitWindows)
    if split.newOrderLines > 0 { fold.rollup = rollup }
    var counts = (new: 0, present: 0)
    var overLimit = 0
    if split.hasStoredOrders {
      if split.newOrderLines > 0 { try takeBackOldOrders(reference: reference, from: &fold.rollup) }
      counts = try classify("griddle_old")
      overLimit = try foldNewLines(reference: reference, into: &fold)
      try collectConflicts(reference: reference)
    }
    summary.imported = split.newOrderLines + counts.new - overLimit
    summary.alreadyPresent = counts.present
    try finishChecks(reader: reader, summary: &summary)
    try writeNewLines(
      expected: counts.new - overLimit, newOrderLines: split.newOrderLines,
      classified: split.hasStoredOrders, rollup: fold.rollup, reference: reference,
      importID: importID, summary: &summary)
  }

  /// Removes from `rollup` what the client folded for the rows of `griddle_old` as new
  /// orders' lines: the same lines with the same tickets, replayed in file order.
  private func takeBackOldOrders(
    reference: ImportReferenceData, from rollup: inout ImportRollup
  ) throws {
    let (cityIndex, styleIndex) = reference.indexesByID
    var replay = OrderRunReplay()
    try PostgresDialect(connection: connection).forEachRow(
      """
      SELECT order_id, kind, style_id, city_id, local_day, local_hour, quantity, gross_cents,
        discount_cents, ordered_at
      FROM griddle_old ORDER BY seq
      """, []
    ) { row in
      guard let style = styleIndex[row.int64(2)], let city = cityIndex[row.int64(3)] else {
        preconditionFailure("a staged line's ids come from the import's reference data")
      }
      rollup.remove(
        replay.line(
          orderID: row.string(0), day: Int32(row.int64(4)), city: city, style: style,
          hour: UInt8(row.int64(5)), isRefund: row.int64(1) == 1, quantity: row.int64(6),
          grossCents: row.int64(7), discountCents: row.int64(8), instant: row.int64(9)))
    }
  }
}

extension ImportReferenceData {
  /// Each city's and style's index in the reference data, by database id.
  var indexesByID: (cities: [Int64: UInt16], styles: [Int64: UInt16]) {
    var cities: [Int64: UInt16] = [:]
    for (index, city) in self.cities.enumerated() { cities[city.id] = UInt16(index) }
    var styles: [Int64: UInt16] = [:]
    for (index, style) in self.styles.enumerated() { styles[style.id] = UInt16(index) }
    return (cities, styles)
  }
}
