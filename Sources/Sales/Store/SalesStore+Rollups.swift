import SQLiteStorage

/// The roll-ups: the one writer, the rebuild from the lines, the invariant check, and the
/// typed readers every series is composed from.
extension SalesStore {
  // MARK: Writing

  /// Adds `delta` to `daily_style_sales`, `hourly_sales` and `operating_days`, inside the
  /// caller's transaction. The only code that writes the roll-ups incrementally: the importer
  /// and `insert(_:)` both end here.
  func writeRollup(_ delta: RollupDelta) throws {
    let style = try database.cachedStatement(
      """
      INSERT INTO daily_style_sales (local_day, city_id, style_id, quantity, gross_cents,
        discount_cents, refund_cents, net_cents, tickets)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (local_day, city_id, style_id) DO UPDATE SET
        quantity = quantity + excluded.quantity,
        gross_cents = gross_cents + excluded.gross_cents,
        discount_cents = discount_cents + excluded.discount_cents,
        refund_cents = refund_cents + excluded.refund_cents,
        net_cents = net_cents + excluded.net_cents,
        tickets = tickets + excluded.tickets
      """)
    let hour = try database.cachedStatement(
      """
      INSERT INTO hourly_sales (local_day, city_id, local_hour, quantity, gross_cents,
        discount_cents, refund_cents, net_cents, tickets)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (local_day, city_id, local_hour) DO UPDATE SET
        quantity = quantity + excluded.quantity,
        gross_cents = gross_cents + excluded.gross_cents,
        discount_cents = discount_cents + excluded.discount_cents,
        refund_cents = refund_cents + excluded.refund_cents,
        net_cents = net_cents + excluded.net_cents,
        tickets = tickets + excluded.tickets
      """)
    let operating = try database.cachedStatement(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (?, ?, 1)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """)
    func values(_ a: RollupAmounts) -> [(any SQLiteConvertible)?] {
      [a.quantity, a.grossCents, a.discountCents, a.refundCents, a.netCents, a.tickets]
    }
    for key in delta.styles.keys.sorted() {
      let amounts = delta.styles[key]!
      guard !amounts.isZero else { continue }
      try style.execute([key.day, key.cityID, key.styleID] + values(amounts))
    }
    for key in delta.hours.keys.sorted() {
      let amounts = delta.hours[key]!
      guard !amounts.isZero else { continue }
      try hour.execute([key.day, key.cityID, key.hour] + values(amounts))
    }
    for day in delta.saleDays.sorted() {
      try operating.execute([day.cityID, day.day])
    }
  }

  /// The roll-ups as a `GROUP BY` over the stored lines: what the tables must hold. The same
  /// text rebuilds them and checks them, so the two can never disagree on a definition.
  static func groupedLines(_ groupColumn: String) -> String {
    """
    SELECT local_day, city_id, \(groupColumn), sum(quantity),
      sum(CASE WHEN kind = 0 THEN gross_cents ELSE 0 END),
      sum(CASE WHEN kind = 0 THEN discount_cents ELSE 0 END),
      sum(CASE WHEN kind = 1 THEN discount_cents - gross_cents ELSE 0 END),
      sum(gross_cents - discount_cents),
      count(DISTINCT CASE WHEN kind = 0 THEN order_id END)
    FROM order_lines GROUP BY local_day, city_id, \(groupColumn)
    """
  }

  private static let rollupColumns =
    "quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets"

  /// Recomputes every roll-up from `order_lines` (the upgrade from the first release), inside
  /// the caller's transaction.
  func rebuildRollups() throws {
    try database.execute("DELETE FROM daily_style_sales")
    try database.execute("DELETE FROM hourly_sales")
    try database.execute(
      "INSERT INTO daily_style_sales (local_day, city_id, style_id, \(Self.rollupColumns)) "
        + Self.groupedLines("style_id"))
    try database.execute(
      "INSERT INTO hourly_sales (local_day, city_id, local_hour, \(Self.rollupColumns)) "
        + Self.groupedLines("local_hour"))
    try database.execute(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales)
      SELECT DISTINCT city_id, local_day, 1 FROM order_lines WHERE kind = 0
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """)
  }

  /// Where the roll-ups differ from a `GROUP BY` over the stored lines: one message per kind
  /// of difference, empty when they agree. The invariant every import must keep; tests assert
  /// it after every import.
  public func rollupDiscrepancies() throws -> [String] {
    var found: [String] = []
    let checks: [(String, String, String)] = [
      ("daily_style_sales", "style_id", "per-style roll-up"),
      ("hourly_sales", "local_hour", "per-hour roll-up"),
    ]
    for (table, column, label) in checks {
      let stored = "SELECT local_day, city_id, \(column), \(Self.rollupColumns) FROM \(table)"
      let grouped = Self.groupedLines(column)
      let missing =
        try database.scalar(Int.self, "SELECT count(*) FROM (\(grouped) EXCEPT \(stored))") ?? 0
      let extra =
        try database.scalar(Int.self, "SELECT count(*) FROM (\(stored) EXCEPT \(grouped))") ?? 0
      if missing + extra > 0 {
        found.append("\(label): \(missing) group(s) differ from the lines, \(extra) not in them")
      }
    }
    let saleDays = "SELECT DISTINCT city_id, local_day FROM order_lines WHERE kind = 0"
    let marked = "SELECT city_id, local_day FROM operating_days WHERE had_sales = 1"
    let unmarked =
      try database.scalar(Int.self, "SELECT count(*) FROM (\(saleDays) EXCEPT \(marked))") ?? 0
    let stale =
      try database.scalar(Int.self, "SELECT count(*) FROM (\(marked) EXCEPT \(saleDays))") ?? 0
    if unmarked + stale > 0 {
      found.append(
        "operating days: \(unmarked) day(s) with sales not marked, \(stale) marked without sales")
    }
    return found
  }

  // MARK: Reading

  /// `AND city_id IN (…)` for `ids` (integers from the database, so inlined safely; one
  /// statement per filter shape in the cache), or nothing.
  private static func inList(_ column: String, _ ids: [Int64]) -> String {
    ids.isEmpty
      ? "" : " AND \(column) IN (\(Set(ids).sorted().map(String.init).joined(separator: ",")))"
  }

  private static func figures(_ row: Statement, from column: Int32) -> SalesFigures {
    SalesFigures(
      quantity: row.int(column), grossCents: row.int(column + 1),
      discountCents: row.int(column + 2), refundCents: row.int(column + 3),
      netCents: row.int(column + 4), tickets: row.int(column + 5))
  }

  private static let summedColumns =
    "sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)"

  /// Figures per (local date, city) in the selection, by date then city.
  ///
  /// Without a style filter they come from the per-hour roll-up, so `tickets` counts each
  /// order once. With a style filter they come from the per-style roll-up and `tickets`
  /// counts an order once per selected style it has a sale line of.
  public func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures] {
    let table = selection.styleIDs.isEmpty ? "hourly_sales" : "daily_style_sales"
    var rows: [CityDayFigures] = []
    try database.cachedStatement(
      """
      SELECT local_day, city_id, \(Self.summedColumns) FROM \(table)
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      GROUP BY local_day, city_id ORDER BY local_day, city_id
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      rows.append(
        CityDayFigures(
          date: LocalDate(dayNumber: $0.int(0)), cityID: $0.int64(1),
          figures: Self.figures($0, from: 2)))
    }
    return rows
  }

  /// Figures per style in the selection (styles with no roll-up row are absent).
  public func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures] {
    var rows: [StyleFigures] = []
    try database.cachedStatement(
      """
      SELECT style_id, \(Self.summedColumns) FROM daily_style_sales
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      GROUP BY style_id
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      rows.append(StyleFigures(styleID: $0.int64(0), figures: Self.figures($0, from: 1)))
    }
    return rows
  }

  /// Figures per (city, ISO weekday, local hour) in the selection (style filter ignored: the
  /// per-hour roll-up has no style), by city, weekday, hour.
  public func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    var rows: [WeekdayHourFigures] = []
    // Day 0 (1970-01-01) was a Thursday, ISO weekday 4.
    try database.cachedStatement(
      """
      SELECT city_id, (local_day + 3) % 7 + 1 AS weekday, local_hour, \(Self.summedColumns)
      FROM hourly_sales
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))
      GROUP BY city_id, weekday, local_hour ORDER BY city_id, weekday, local_hour
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      rows.append(
        WeekdayHourFigures(
          cityID: $0.int64(0), weekday: $0.int(1), hour: $0.int(2),
          figures: Self.figures($0, from: 3)))
    }
    return rows
  }

  /// The (city, local date) operating days in the selection (style filter ignored).
  public func operatingDays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, date: LocalDate
  )] {
    var rows: [(cityID: Int64, date: LocalDate)] = []
    try database.cachedStatement(
      """
      SELECT city_id, local_day FROM operating_days
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      rows.append((cityID: $0.int64(0), date: LocalDate(dayNumber: $0.int(1))))
    }
    return rows
  }

  /// The earliest and latest local dates with sales or recorded open, or nil for no data.
  public func dataDateBounds() throws -> ClosedRange<LocalDate>? {
    let bounds = try database.query(
      "SELECT min(local_day), max(local_day) FROM operating_days"
    ) { $0.isNull(0) ? nil : LocalDate(dayNumber: $0.int(0))...LocalDate(dayNumber: $0.int(1)) }
    return bounds.first ?? nil
  }
}
