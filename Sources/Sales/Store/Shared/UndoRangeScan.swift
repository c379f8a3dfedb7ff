import SalesDomain

/// An undo's one pass over the days its import stored lines on (its ledger row's first and
/// last day), on a store whose `order_lines` is keyed by (local day, order id, city, line)
/// (SQLite since migration 0021): an export covers a few consecutive days, so that range
/// holds the import's lines and few others, and one scan of the key finds the orders the
/// import stored lines of, folds them whole (an order is its id on one day in one city, so
/// all its lines lie in the range) and tells which of them keep lines of other imports. It
/// replaces a scan by import followed by a fold and a delete by 500-order lists (1.9 s of
/// 2.9 s undoing 1M lines of a 10M database, when the scan was by order-id range).
struct UndoRangeScan<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// What the pass found.
  struct Found {
    /// The import's days (local days since 1970-01-01).
    let firstDay: Int64
    let lastDay: Int64
    /// The orders with a line the import stored, in key order.
    var orders: [String] = []
    /// How many of the import's lines are stored.
    var storedLines = 0
    /// Of `orders`, those with lines of other imports too (they keep lines after the undo).
    var keepingLines: [String] = []
    /// The latest import after this one that stored a line of one of `orders`, if any.
    var laterImport: Int64?
    /// `orders` folded whole: what they add to the roll-ups now.
    var folded: RollupDelta
  }

  /// The pass over import `importID`'s days, folding into `empty` (from
  /// `OrderHistoryStatements.scheduledDelta()`); nil when the store keys its lines by order
  /// id or when the ledger has no days for the import.
  ///
  /// The pass is taken however many other lines those days hold (a late correction spread
  /// over a year): on a store keyed by day, the other way (a search by import, then the
  /// orders folded and removed by lists of ids) reads every line once per list, since no
  /// index has the order id: undoing 1M lines spread over the days of 10M took 64 s so,
  /// where one pass reads the 11M lines once.
  func scan(importID: Int64, into empty: RollupDelta) throws -> Found? {
    guard dialect.keysLinesByDay,
      let (firstDay, lastDay) = try dialect.rows(
        """
        SELECT first_day, last_day FROM imports
        WHERE id = \(p(1)) AND first_day IS NOT NULL AND last_day IS NOT NULL
        """,
        [.integer(importID)], { ($0.int64(0), $0.int64(1)) }
      ).first
    else { return nil }

    var found = Found(firstDay: firstDay, lastDay: lastDay, folded: empty)
    var folder = StoredLineFolder()
    var order = ""
    var orderDay: Int64 = .min
    var orderCity: Int64 = .min
    var pending: [StoredLineFigures] = []
    var hasOwn = false
    var hasOthers = false
    var latestOther: Int64 = .min
    func settle() {
      guard hasOwn else { return }
      found.orders.append(order)
      if hasOthers { found.keepingLines.append(order) }
      if latestOther > importID { found.laterImport = max(found.laterImport ?? 0, latestOther) }
      for line in pending { folder.add(line, ofOrder: order, to: &found.folded) }
    }
    try dialect.forEachRow(
      """
      SELECT \(StoredLineFolder.columns), import_id FROM order_lines
      WHERE local_day BETWEEN \(p(1)) AND \(p(2)) ORDER BY local_day, order_id, city_id, line
      """, [.integer(firstDay), .integer(lastDay)]
    ) { row in
      let figures = StoredLineFigures(row)
      let id = row.string(0)
      if id != order || Int64(figures.day) != orderDay || figures.cityID != orderCity {
        settle()
        order = id
        orderDay = Int64(figures.day)
        orderCity = figures.cityID
        pending.removeAll(keepingCapacity: true)
        hasOwn = false
        hasOthers = false
        latestOther = .min
      }
      pending.append(figures)
      let lineImport = row.int64(10)
      if lineImport == importID {
        hasOwn = true
        found.storedLines += 1
      } else {
        hasOthers = true
        latestOther = max(latestOther, lineImport)
      }
    }
    settle()
    return found
  }

  /// Removes the lines import `importID` stored: all lie in its days, so one range delete.
  func removeLines(of importID: Int64, _ found: Found) throws {
    try dialect.run(
      "DELETE FROM order_lines WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND import_id = \(p(3))",
      [.integer(found.firstDay), .integer(found.lastDay), .integer(importID)])
  }
}
