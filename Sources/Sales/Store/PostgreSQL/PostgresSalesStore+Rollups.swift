import PostgresStorage

/// The roll-ups on PostgreSQL: the writer `insert(_:)` uses, the invariant check, and the typed
/// readers, with the SQLite store's definitions (`SalesStore.groupedLines`).
extension PostgresSalesStore {
  /// The roll-up columns after the group columns, in table order.
  static let rollupColumns =
    "quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets"

  /// `ON CONFLICT … DO UPDATE` adding the incoming figures to a group's stored ones.
  static let addToGroup = """
    quantity = t.quantity + excluded.quantity,
      gross_cents = t.gross_cents + excluded.gross_cents,
      discount_cents = t.discount_cents + excluded.discount_cents,
      refund_cents = t.refund_cents + excluded.refund_cents,
      net_cents = t.net_cents + excluded.net_cents,
      tickets = t.tickets + excluded.tickets
    """

  // MARK: Writing

  /// Adds `delta` to the roll-ups inside the caller's transaction, groups in key order so two
  /// writers lock shared groups in the same order.
  func writeRollup(_ delta: RollupDelta) throws {
    let style = try connection.cachedStatement(
      """
      INSERT INTO daily_style_sales AS t (local_day, city_id, style_id, \(Self.rollupColumns))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT (local_day, city_id, style_id) DO UPDATE SET \(Self.addToGroup)
      """)
    let hour = try connection.cachedStatement(
      """
      INSERT INTO hourly_sales AS t (local_day, city_id, local_hour, \(Self.rollupColumns))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT (local_day, city_id, local_hour) DO UPDATE SET \(Self.addToGroup)
      """)
    let operating = try connection.cachedStatement(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales) VALUES ($1, $2, 1)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """)
    func values(_ amounts: RollupAmounts) -> [(any PostgresConvertible)?] {
      [
        amounts.quantity, amounts.grossCents, amounts.discountCents, amounts.refundCents,
        amounts.netCents, amounts.tickets,
      ]
    }
    for (key, amounts) in delta.styles.sorted(by: { $0.key < $1.key }) where !amounts.isZero {
      try style.execute([key.day, key.cityID, key.styleID] + values(amounts))
    }
    for (key, amounts) in delta.hours.sorted(by: { $0.key < $1.key }) where !amounts.isZero {
      try hour.execute([key.day, key.cityID, key.hour] + values(amounts))
    }
    let day = try connection.cachedStatement(
      """
      INSERT INTO daily_city_sales AS t (local_day, city_id, \(Self.rollupColumns))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      ON CONFLICT (local_day, city_id) DO UPDATE SET \(Self.addToGroup)
      """)
    var days: [RollupDelta.SaleDay: RollupAmounts] = [:]
    for (key, amounts) in delta.hours {
      days[RollupDelta.SaleDay(cityID: key.cityID, day: key.day), default: RollupAmounts()].add(
        amounts)
    }
    for (key, amounts) in days.sorted(by: {
      ($0.key.day, $0.key.cityID) < ($1.key.day, $1.key.cityID)
    })
    where !amounts.isZero {
      try day.execute([key.day, key.cityID] + values(amounts))
    }
    for day in delta.saleDays.sorted() {
      try operating.execute([day.cityID, day.day])
    }
  }

  // MARK: Checking

  /// Where the roll-ups differ from a `GROUP BY` over the stored lines (the SQLite store's
  /// check, with the same definitions); empty when they agree.
  public func rollupDiscrepancies() throws -> [String] {
    var found: [String] = []
    for (table, keys, label) in [
      ("daily_style_sales", "local_day, city_id, style_id", "per-style roll-up"),
      ("hourly_sales", "local_day, city_id, local_hour", "per-hour roll-up"),
      ("daily_city_sales", "local_day, city_id", "per-day roll-up"),
    ] {
      let stored = "SELECT \(keys), \(Self.rollupColumns) FROM \(table)"
      let grouped = SalesStore.groupedLines(keys)
      let missing =
        try connection.scalar(Int.self, "SELECT count(*) FROM (\(grouped) EXCEPT \(stored)) d")
        ?? 0
      let extra =
        try connection.scalar(Int.self, "SELECT count(*) FROM (\(stored) EXCEPT \(grouped)) d")
        ?? 0
      if missing + extra > 0 {
        found.append("\(label): \(missing) group(s) differ from the lines, \(extra) not in them")
      }
    }
    let saleDays = "SELECT DISTINCT city_id, local_day FROM order_lines WHERE kind = 0"
    let marked = "SELECT city_id, local_day FROM operating_days WHERE had_sales = 1"
    let unmarked =
      try connection.scalar(Int.self, "SELECT count(*) FROM (\(saleDays) EXCEPT \(marked)) d")
      ?? 0
    let stale =
      try connection.scalar(Int.self, "SELECT count(*) FROM (\(marked) EXCEPT \(saleDays)) d")
      ?? 0
    if unmarked + stale > 0 {
      found.append(
        "operating days: \(unmarked) day(s) with sales not marked, \(stale) marked without sales")
    }
    return found
  }

  // MARK: Reading

  /// `AND column IN (…)` for `ids` (integers, so inlined safely), or nothing.
  private static func inList(_ column: String, _ ids: [Int64]) -> String {
    ids.isEmpty
      ? "" : " AND \(column) IN (\(Set(ids).sorted().map(String.init).joined(separator: ",")))"
  }

  private static func figures(_ row: PostgresRow, from column: Int) -> SalesFigures {
    SalesFigures(
      quantity: row.int(column), grossCents: row.int(column + 1),
      discountCents: row.int(column + 2), refundCents: row.int(column + 3),
      netCents: row.int(column + 4), tickets: row.int(column + 5))
  }

  /// Sums of the roll-up columns; `sum(bigint)` is `numeric` in PostgreSQL, read back as
  /// integers.
  private static let summedColumns = """
    sum(quantity)::bigint, sum(gross_cents)::bigint, sum(discount_cents)::bigint,
      sum(refund_cents)::bigint, sum(net_cents)::bigint, sum(tickets)::bigint
    """

  /// Figures per (local date, city) in the selection, by date then city (see
  /// `SalesStore.cityDayFigures` for which roll-up answers).
  public func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures] {
    let table = selection.styleIDs.isEmpty ? "daily_city_sales" : "daily_style_sales"
    return try connection.query(
      """
      SELECT local_day, city_id, \(Self.summedColumns) FROM \(table)
      WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      GROUP BY local_day, city_id ORDER BY local_day, city_id
      """, [selection.first.dayNumber, selection.last.dayNumber]
    ) {
      CityDayFigures(
        date: LocalDate(dayNumber: $0.int(0)), cityID: $0.int64(1),
        figures: Self.figures($0, from: 2))
    }
  }

  /// Figures per style in the selection (styles with no roll-up row are absent).
  public func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures] {
    try connection.query(
      """
      SELECT style_id, \(Self.summedColumns) FROM daily_style_sales
      WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      GROUP BY style_id ORDER BY style_id
      """, [selection.first.dayNumber, selection.last.dayNumber]
    ) { StyleFigures(styleID: $0.int64(0), figures: Self.figures($0, from: 1)) }
  }

  /// Figures per (city, ISO weekday, local hour) in the selection, by city, weekday, hour.
  public func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    // Day 0 (1970-01-01) was a Thursday, ISO weekday 4. PostgreSQL's % truncates like SQLite's.
    try connection.query(
      """
      SELECT city_id, (local_day + 3) % 7 + 1 AS weekday, local_hour, \(Self.summedColumns)
      FROM hourly_sales
      WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))
      GROUP BY city_id, weekday, local_hour ORDER BY city_id, weekday, local_hour
      """, [selection.first.dayNumber, selection.last.dayNumber]
    ) {
      WeekdayHourFigures(
        cityID: $0.int64(0), weekday: $0.int(1), hour: $0.int(2),
        figures: Self.figures($0, from: 3))
    }
  }

  /// The (city, local date) operating days in the selection, by city then date.
  public func operatingDays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, date: LocalDate
  )] {
    try connection.query(
      """
      SELECT city_id, local_day FROM operating_days
      WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))
      ORDER BY city_id, local_day
      """, [selection.first.dayNumber, selection.last.dayNumber]
    ) { (cityID: $0.int64(0), date: LocalDate(dayNumber: $0.int(1))) }
  }

  /// The earliest and latest local dates with sales or recorded open, or nil for no data.
  public func dataDateBounds() throws -> ClosedRange<LocalDate>? {
    try connection.query("SELECT min(local_day), max(local_day) FROM operating_days") {
      $0.isNull(0) ? nil : LocalDate(dayNumber: $0.int(0))...LocalDate(dayNumber: $0.int(1))
    }.first ?? nil
  }
}
