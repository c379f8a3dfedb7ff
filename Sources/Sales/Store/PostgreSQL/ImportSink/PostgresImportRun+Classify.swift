import PostgresStorage
import SalesDomain

/// Deciding what each staged row is, in one pass of SQL, with SQLite's rules; then writing.
///
/// In file order, a row whose key (order id, line) is stored is the same line again or a
/// conflict. A row with a new key must share its order's instant and city (the order's stored
/// lines, else its first row in the file), or it is rejected; the first such row of a key is
/// new, and later rows of that key compare with it as with a stored line.
extension PostgresImportRun {
  /// `outcome` values of `griddle_classified`.
  enum Outcome: Int {
    case new = 0
    case present = 1
    case conflictsWithStored = 2
    case conflictsWithOrder = 3
    case conflictsWithEarlierRow = 4
    /// New, but a day's group would pass its limit with it (`RollupFold`): rejected.
    case overLimit = 5
  }

  /// Whether staged row `s` has the content of line `o` (stored, or an earlier row of the
  /// file): a first-release row gives no gross, so its gross is not compared.
  private static func sameContent(_ s: String, _ o: String) -> String {
    """
    \(s).ordered_at = \(o).ordered_at AND \(s).city_id = \(o).city_id
      AND \(s).style_id = \(o).style_id AND \(s).kind = \(o).kind
      AND \(s).quantity = \(o).quantity
      AND coalesce(\(s).unit_price_cents, -1) = coalesce(\(o).unit_price_cents, -1)
      AND (\(s).gross_given = 0 OR \(s).gross_cents = \(o).gross_cents)
      AND \(s).discount_cents = \(o).discount_cents
      AND coalesce(\(s).refund_of, '') = coalesce(\(o).refund_of, '')
    """
  }

  /// Classifies every row of `staged` (`griddle_staged`, or the split's `griddle_old`) into
  /// `griddle_classified`; returns how many are new and how many already present.
  func classify(_ staged: String = "griddle_staged") throws -> (new: Int, present: Int) {
    try connection.executeScript(
      """
      CREATE TEMPORARY TABLE griddle_classified ON COMMIT DROP AS
      WITH staged_orders AS (SELECT DISTINCT order_id FROM \(staged)),
      stored_orders AS (
        SELECT o.order_id, min(o.ordered_at) AS ordered_at, min(o.city_id) AS city_id,
          bool_or(o.kind = 0) AS had_sale,
          array_agg(DISTINCT o.style_id) FILTER (WHERE o.kind = 0) AS sale_styles
        FROM order_lines o JOIN staged_orders USING (order_id) GROUP BY o.order_id
      ),
      file_anchors AS (
        SELECT DISTINCT ON (order_id) order_id, ordered_at, city_id
        FROM \(staged) ORDER BY order_id, seq
      ),
      judged AS (
        SELECT s.*, o.order_id IS NOT NULL AS key_stored,
          CASE WHEN o.order_id IS NOT NULL THEN \(Self.sameContent("s", "o")) END AS same_as_stored,
          s.ordered_at = coalesce(so.ordered_at, fa.ordered_at)
            AND s.city_id = coalesce(so.city_id, fa.city_id) AS fits_order,
          coalesce(so.ordered_at, fa.ordered_at) AS order_ordered_at,
          coalesce(so.city_id, fa.city_id) AS order_city_id,
          coalesce(so.had_sale, false) AS order_had_sale,
          coalesce(s.style_id = ANY (so.sale_styles), false) AS style_had_sale
        FROM \(staged) s
        JOIN file_anchors fa USING (order_id)
        LEFT JOIN stored_orders so USING (order_id)
        LEFT JOIN order_lines o ON o.order_id = s.order_id AND o.line = s.line
      ),
      ranked AS (
        SELECT j.*,
          min(seq) FILTER (WHERE NOT key_stored AND fits_order)
            OVER (PARTITION BY order_id, line) AS first_new_seq
        FROM judged j
      )
      SELECT r.*,
        CASE
          WHEN key_stored AND same_as_stored THEN \(Outcome.present.rawValue)
          WHEN key_stored THEN \(Outcome.conflictsWithStored.rawValue)
          WHEN seq = first_new_seq THEN \(Outcome.new.rawValue)
          WHEN seq > first_new_seq THEN \(Outcome.conflictsWithEarlierRow.rawValue)
          ELSE \(Outcome.conflictsWithOrder.rawValue)
        END AS outcome
      FROM ranked r
      """)
    // A later row of a new key is the same line again when it matches the key's first row.
    try connection.executeScript(
      """
      UPDATE griddle_classified c SET outcome = \(Outcome.present.rawValue)
      FROM griddle_classified f
      WHERE c.outcome = \(Outcome.conflictsWithEarlierRow.rawValue)
        AND f.order_id = c.order_id AND f.line = c.line AND f.seq = c.first_new_seq
        AND \(Self.sameContent("c", "f"))
      """)
    let counts = try connection.query(
      """
      SELECT count(*) FILTER (WHERE outcome = \(Outcome.new.rawValue)),
        count(*) FILTER (WHERE outcome = \(Outcome.present.rawValue))
      FROM griddle_classified
      """
    ) { (new: $0.int(0), present: $0.int(1)) }
    return counts.first ?? (0, 0)
  }

  /// Turns every conflicting row into a problem with SQLite's message.
  mutating func collectConflicts(reference: ImportReferenceData) throws {
    let conflicts = try connection.query(
      """
      SELECT c.outcome, c.file_line, c.order_id, c.line, c.fields,
        c.ordered_at, c.city_id, c.style_id, c.kind, c.quantity, c.unit_price_cents,
        c.gross_cents, c.discount_cents, c.refund_of, c.gross_given,
        coalesce(o.ordered_at, f.ordered_at, c.order_ordered_at),
        coalesce(o.city_id, f.city_id, c.order_city_id),
        coalesce(o.style_id, f.style_id), coalesce(o.kind, f.kind),
        coalesce(o.quantity, f.quantity),
        CASE WHEN o.order_id IS NOT NULL THEN o.unit_price_cents ELSE f.unit_price_cents END,
        coalesce(o.gross_cents, f.gross_cents), coalesce(o.discount_cents, f.discount_cents),
        CASE WHEN o.order_id IS NOT NULL THEN o.refund_of ELSE f.refund_of END
      FROM griddle_classified c
      LEFT JOIN order_lines o ON c.outcome = \(Outcome.conflictsWithStored.rawValue)
        AND o.order_id = c.order_id AND o.line = c.line
      LEFT JOIN griddle_classified f ON c.outcome = \(Outcome.conflictsWithEarlierRow.rawValue)
        AND f.order_id = c.order_id AND f.line = c.line AND f.seq = c.first_new_seq
      WHERE c.outcome BETWEEN \(Outcome.conflictsWithStored.rawValue)
        AND \(Outcome.conflictsWithEarlierRow.rawValue)
      ORDER BY c.seq
      """
    ) { row in
      (
        outcome: row.int(0), fileLine: row.int(1), orderID: row.string(2), line: row.int64(3),
        fields: row.isNull(4)
          ? []
          : row.string(4).split(separator: "\u{1F}", omittingEmptySubsequences: false).map {
            ArraySlice($0.utf8)
          },
        here: LineContent(row, from: 5, grossGiven: row.int(14) != 0),
        other: LineContent(row, from: 15, grossGiven: true)
      )
    }
    for conflict in conflicts {
      let message: String
      if conflict.outcome == Outcome.conflictsWithOrder.rawValue {
        message = LineConflict.orderMismatch(
          line: conflict.line, orderID: conflict.orderID,
          here: (conflict.here.orderedAt, reference.cityName(conflict.here.cityID)),
          others: (conflict.other.orderedAt, reference.cityName(conflict.other.cityID)))
      } else {
        let difference =
          conflict.here.difference(fromStored: conflict.other, reference: reference)
          ?? "content differs"
        message = LineConflict.differentContent(
          line: conflict.line, orderID: conflict.orderID, difference: difference)
      }
      problems.append(
        PendingProblem(line: conflict.fileLine, message: message, fields: conflict.fields))
    }
  }

  /// Folds the new lines into the import's roll-up in Swift (`RollupFold`, the one line →
  /// figures rule), streamed from the server a fetch at a time, by order then file order.
  ///
  /// Tickets: a new sale line counts one for its (day, city, style) group unless its order
  /// had a stored sale line of that style or an earlier new one, and one for its hour unless
  /// its order had a stored or earlier new sale line at all. A line that would take a day's
  /// group past its limit becomes a problem and is not stored; returns how many did.
  mutating func foldNewLines(
    reference: ImportReferenceData, into fold: inout RollupFold
  ) throws -> Int {
    let (cityIndex, styleIndex) = reference.indexesByID
    var order = ""
    var hasSale = false
    var saleStyles: [UInt16] = []
    var overLimit: [Int64] = []
    try PostgresDialect(connection: connection).forEachRow(
      """
      SELECT order_id, seq, kind, style_id, city_id, local_day, local_hour, quantity,
        gross_cents, discount_cents, order_had_sale::integer, style_had_sale::integer, ordered_at
      FROM griddle_classified WHERE outcome = \(Outcome.new.rawValue) ORDER BY order_id, seq
      """, []
    ) { row in
      let id = row.string(0)
      if id != order {
        order = id
        hasSale = row.int64(10) != 0
        saleStyles.removeAll(keepingCapacity: true)
      }
      let isRefund = row.int64(2) == 1
      guard let style = styleIndex[row.int64(3)], let city = cityIndex[row.int64(4)] else {
        preconditionFailure("a staged line's ids come from the import's reference data")
      }
      let styleTicket = !isRefund && row.int64(11) == 0 && !saleStyles.contains(style)
      let hourTicket = !isRefund && !hasSale
      let line = FoldedLine(
        day: Int32(row.int64(5)), city: city, style: style, hour: UInt8(row.int64(6)),
        isRefund: isRefund, quantity: row.int64(7), grossCents: row.int64(8),
        discountCents: row.int64(9), styleTicket: styleTicket, hourTicket: hourTicket,
        instant: row.int64(12))
      guard fold.admit(line) else {
        overLimit.append(row.int64(1))
        return
      }
      if !isRefund {
        hasSale = true
        if styleTicket { saleStyles.append(style) }
      }
    }
    guard !overLimit.isEmpty else { return 0 }
    try connection.execute(
      "UPDATE griddle_classified SET outcome = \(Outcome.overLimit.rawValue) WHERE seq = ANY ($1::bigint[])",
      [PostgresSalesStore.arrayLiteral(overLimit)])
    problems += try connection.query(
      "SELECT file_line, fields FROM griddle_classified WHERE outcome = \(Outcome.overLimit.rawValue)"
    ) { row in
      PendingProblem(
        line: row.int(0), message: RollupFold.groupLimitMessage,
        fields: row.isNull(1)
          ? []
          : row.string(1).split(separator: "\u{1F}", omittingEmptySubsequences: false).map {
            ArraySlice($0.utf8)
          })
    }
    return overLimit.count
  }

  /// Writes the new lines' roll-up through the store's one roll-up writer, then inserts the
  /// lines, in key order, each with the import's ledger id, and the ledger's row (the (day,
  /// city) figures before read first) when anything was stored.
  ///
  /// The new lines are `expected` classified ones (when `classified`) and, from a split,
  /// `newOrderLines` lines of orders with no stored line, which the split inserted already
  /// (the staged rows not in `griddle_old` when `classified`).
  func writeNewLines(
    expected: Int, newOrderLines: Int = 0, classified: Bool = true,
    rollup: consuming ImportRollup, reference: ImportReferenceData, importID: Int64,
    summary: inout FileImportSummary
  ) throws {
    let delta = SortedRollupDelta(translating: rollup, reference: reference)
    let restatement = importer.restatement
    var changes =
      expected + newOrderLines > 0 || restatement != nil
      ? try ledgerStatements.changes(of: delta) : []
    try importer.store.write(PostgresSalesStore.prepare(delta))
    var newLines: [String] = []
    if newOrderLines > 0 {
      newLines.append(
        "SELECT order_id FROM griddle_staged s"
          + (classified
            ? " WHERE NOT EXISTS (SELECT 1 FROM griddle_old o WHERE o.order_id = s.order_id)"
            : ""))
    }
    if classified {
      let stored = try connection.execute(
        """
        INSERT INTO order_lines (\(Self.lineColumns), import_id)
        SELECT \(Self.lineColumns), $1::bigint
        FROM griddle_classified WHERE outcome = \(Outcome.new.rawValue) ORDER BY order_id, line
        ON CONFLICT (order_id, line) DO NOTHING
        """, [importID])
      // Every new line was checked against the stored ones under the write lock: all must land.
      guard stored == expected else {
        throw OrderNotStored(line: 0, rows: expected - stored)
      }
      newLines.append(
        "SELECT order_id FROM griddle_classified WHERE outcome = \(Outcome.new.rawValue)")
    }
    if !newLines.isEmpty {
      try connection.execute(
        """
        INSERT INTO import_ranges (first_order_id, last_order_id, lines)
        SELECT min(order_id), max(order_id), count(*)
        FROM (\(newLines.joined(separator: " UNION ALL "))) n HAVING count(*) > 0
        """)
    }
    if let restatement {
      changes = try restatement.finish(
        dialect: PostgresDialect(connection: connection), importID: importID,
        importChanges: changes, reference: reference, summary: &summary)
    }
    if summary.imported > 0 || restatement?.changedAnything == true {
      try ledgerStatements.record(ledger.entry(summary), id: importID, changes: changes)
    }
  }
}

/// The compared content of one line, as read back from the server.
extension LineContent {
  /// Reads the compared columns of a classified line from `column` on.
  init(_ row: PostgresRow, from column: Int, grossGiven: Bool) {
    orderedAt = row.int64(column)
    cityID = row.int64(column + 1)
    styleID = row.int64(column + 2)
    isRefund = row.int(column + 3) == 1
    quantity = row.int64(column + 4)
    unitPriceCents = row.isNull(column + 5) ? -1 : row.int64(column + 5)
    grossCents = row.int64(column + 6)
    discountCents = row.int64(column + 7)
    refundOf = row.string(column + 8)
    self.grossGiven = grossGiven
  }
}
