import SalesDomain

/// An undo's one pass over the order-id range its import recorded (`import_ranges`, kept by
/// SQLite per import): an export's ids are usually consecutive, so that range holds the
/// import's lines and few others, and one scan of the key finds the orders the import stored
/// lines of, folds them whole (every line of an order has its id, so lies in the range) and
/// tells which of them keep lines of other imports. It replaces a scan by import followed by
/// a fold and a delete by 500-order lists (1.9 s of 2.9 s undoing 1M lines of a 10M database).
struct UndoRangeScan<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// What the pass found.
  struct Found {
    /// The import's recorded order-id range.
    let first: String
    let last: String
    /// The orders with a line the import stored, in key order.
    var orders: [String] = []
    /// How many of the import's lines are stored.
    var storedLines = 0
    /// Of `orders`, those with lines of other imports too (they keep lines after the undo).
    var keepingLines: [String] = []
    /// `orders` folded whole: what they add to the roll-ups now.
    var folded: RollupDelta
  }

  /// The pass over import `importID`'s range, folding into `empty` (from
  /// `OrderHistoryStatements.scheduledDelta()`); nil when the store keeps no range for it, or
  /// when the range holds more than as many other lines as the import's (ids interleaved with
  /// other imports', as a point of sale's random ids are): a search by import is cheaper then.
  func scan(importID: Int64, into empty: RollupDelta) throws -> Found? {
    guard dialect.rangesAreByImport,
      let (first, last, lines) = try dialect.rows(
        "SELECT first_order_id, last_order_id, lines FROM import_ranges WHERE id = \(p(1))",
        [.integer(importID)], { ($0.string(0), $0.string(1), Int($0.int64(2))) }
      ).first
    else { return nil }
    // Counting stops at the bound, so a wide range costs no more than twice the import.
    let bound = 2 * lines + 1_000
    let inRange =
      try dialect.rows(
        """
        SELECT count(*) FROM (
          SELECT 1 FROM order_lines WHERE order_id BETWEEN \(p(1)) AND \(p(2)) LIMIT \(p(3)))
        """, [.text(first), .text(last), .integer(Int64(bound))], { Int($0.int64(0)) }
      ).first ?? bound
    guard inRange < bound else { return nil }

    var found = Found(first: first, last: last, folded: empty)
    var folder = StoredLineFolder()
    var order = ""
    var pending: [StoredLineFigures] = []
    var hasOwn = false
    var hasOthers = false
    func settle() {
      guard hasOwn else { return }
      found.orders.append(order)
      if hasOthers { found.keepingLines.append(order) }
      for line in pending { folder.add(line, ofOrder: order, to: &found.folded) }
    }
    try dialect.forEachRow(
      """
      SELECT \(StoredLineFolder.columns), import_id FROM order_lines
      WHERE order_id BETWEEN \(p(1)) AND \(p(2)) ORDER BY order_id, line
      """, [.text(first), .text(last)]
    ) { row in
      let id = row.string(0)
      if id != order {
        settle()
        order = id
        pending.removeAll(keepingCapacity: true)
        hasOwn = false
        hasOthers = false
      }
      pending.append(StoredLineFigures(row))
      if row.int64(10) == importID {
        hasOwn = true
        found.storedLines += 1
      } else {
        hasOthers = true
      }
    }
    settle()
    return found
  }

  /// Removes the lines import `importID` stored: all lie in its range, so one range delete.
  func removeLines(of importID: Int64, _ found: Found) throws {
    try dialect.run(
      "DELETE FROM order_lines WHERE order_id BETWEEN \(p(1)) AND \(p(2)) AND import_id = \(p(3))",
      [.text(found.first), .text(found.last), .integer(importID)])
  }
}
