import PostgresStorage
import SalesDomain

/// The roll-ups on PostgreSQL: the writer every import and `insert(_:)` use, the invariant
/// check (`StoredRollups`, shared with SQLite), and the typed readers.
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

  /// Adds `delta` to the roll-ups inside the caller's transaction: one statement per table
  /// whatever the number of groups (arrays through `unnest`), groups in key order so two
  /// writers lock shared groups in the same order; then refuses a group past
  /// `SalesLimits.groupFigure` as the SQLite store does.
  func writeRollup(_ delta: RollupDelta) throws {
    try write(Self.prepare(delta.sorted))
  }

  /// What adds a delta to the roll-ups, built before the writers' lock is taken (for a large
  /// file, building it costs a noticeable fraction of running it).
  struct PreparedRollup {
    /// One roll-up table's groups, in key order.
    struct Groups {
      let table: String
      let keys: [String]
      /// Per group: its key values, then its six figures.
      var rows: [[Int64]] = []
      /// The day range the groups cover (the key's first column).
      var days: ClosedRange<Int64>? {
        guard let first = rows.first?.first, let last = rows.last?.first else { return nil }
        return first...last
      }
    }
    var groups: [Groups] = []
    /// The (city, day) pairs that had a sale, in key order.
    var saleDays: [RollupDelta.SaleDay] = []
    /// The days of the per-style and per-hour groups written, for the group-limit check.
    var styleDays: [Int] = []
    var hourDays: [Int] = []
    /// The per-visit groups, in key order.
    var visits: [VisitSalesGroup] = []
  }

  /// Builds what adds `delta` (see `writeRollup(_:)`): its groups are non-zero and in key
  /// order already; a (day, city) sums that city's hours of the day.
  static func prepare(_ delta: SortedRollupDelta) -> PreparedRollup {
    var prepared = PreparedRollup()
    func row(_ key: [Int64], _ amounts: RollupAmounts) -> [Int64] {
      key + [
        amounts.quantity, amounts.grossCents, amounts.discountCents, amounts.refundCents,
        amounts.netCents, amounts.tickets,
      ]
    }
    prepared.styleDays = delta.styles.map(\.day)
    prepared.groups.append(
      PreparedRollup.Groups(
        table: "daily_style_sales", keys: ["local_day", "city_id", "style_id"],
        rows: delta.styles.map { row([Int64($0.day), $0.cityID, $0.part], $0.amounts) }))
    prepared.hourDays = delta.hours.map(\.day)
    prepared.groups.append(
      PreparedRollup.Groups(
        table: "hourly_sales", keys: ["local_day", "city_id", "local_hour"],
        rows: delta.hours.map { row([Int64($0.day), $0.cityID, $0.part], $0.amounts) }))
    // Hours come by (day, city, hour): one (day, city)'s hours are adjacent.
    var dayRows: [[Int64]] = []
    var index = delta.hours.startIndex
    while index < delta.hours.endIndex {
      let first = delta.hours[index]
      var amounts = RollupAmounts()
      while index < delta.hours.endIndex, delta.hours[index].day == first.day,
        delta.hours[index].cityID == first.cityID
      {
        amounts.add(delta.hours[index].amounts)
        index += 1
      }
      if !amounts.isZero { dayRows.append(row([Int64(first.day), first.cityID], amounts)) }
    }
    prepared.groups.append(
      PreparedRollup.Groups(
        table: "daily_city_sales", keys: ["local_day", "city_id"], rows: dayRows))
    prepared.saleDays = delta.saleDays
    prepared.visits = delta.visits
    return prepared
  }

  /// Runs what `prepare(_:)` built inside the caller's transaction, under the writers' lock,
  /// then refuses a group past `SalesLimits.groupFigure` as the SQLite store does.
  ///
  /// A table with no stored group in the delta's days (a fresh range: the first import of a
  /// period) gets its groups by COPY, a third of an upsert's time (measured: 52.7k hourly
  /// groups, 140 ms against 340 ms); otherwise one upsert statement adds them.
  func write(_ prepared: PreparedRollup) throws {
    for groups in prepared.groups {
      guard let days = groups.days else { continue }
      let stored =
        try connection.scalar(
          Bool.self,
          "SELECT EXISTS (SELECT 1 FROM \(groups.table) WHERE local_day BETWEEN $1 AND $2)",
          [days.lowerBound, days.upperBound]) ?? true
      if stored {
        try connection.execute(Self.upsert(groups), Self.arrayParameters(groups))
      } else {
        try copy(groups)
      }
    }
    try writeSaleDays(prepared.saleDays)
    try visitSales.write(prepared.visits)
    try checkGroupLimit(table: "daily_style_sales", days: prepared.styleDays)
    try checkGroupLimit(table: "hourly_sales", days: prepared.hourDays)
  }

  /// Adds the groups of a table with none stored in their days: one COPY, in key order.
  private func copy(_ groups: PreparedRollup.Groups) throws {
    let columns = (groups.keys + [Self.rollupColumns]).joined(separator: ", ")
    try connection.copyIn("COPY \(groups.table) (\(columns)) FROM STDIN") { writer in
      for row in groups.rows {
        for value in row { writer.append(value) }
        try writer.endRow()
      }
    }
  }

  /// Marks the (city, day) pairs that had a sale as operating days with sales.
  private func writeSaleDays(_ saleDays: [RollupDelta.SaleDay]) throws {
    guard let first = saleDays.first else { return }
    let days = saleDays.map { Int64($0.day) }
    let stored =
      try connection.scalar(
        Bool.self,
        "SELECT EXISTS (SELECT 1 FROM operating_days WHERE local_day BETWEEN $1 AND $2)",
        [days.min() ?? Int64(first.day), days.max() ?? Int64(first.day)]) ?? true
    if !stored {
      try connection.copyIn("COPY operating_days (city_id, local_day, had_sales) FROM STDIN") {
        writer in
        for day in saleDays {
          writer.append(day.cityID)
          writer.append(Int64(day.day))
          writer.append(Int64(1))
          try writer.endRow()
        }
      }
      return
    }
    try connection.execute(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales)
      SELECT city_id, local_day, 1 FROM unnest($1::bigint[], $2::integer[]) AS d (city_id, local_day)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """,
      [Self.arrayLiteral(saleDays.map(\.cityID)), Self.arrayLiteral(days)])
  }

  /// `{1,2,3}`: an array parameter in PostgreSQL's text form.
  static func arrayLiteral(_ values: [Int64]) -> String {
    "{" + values.map(String.init).joined(separator: ",") + "}"
  }

  /// The array parameters of `upsert(_:)`: one per column, in text form.
  private static func arrayParameters(_ groups: PreparedRollup.Groups) -> [String] {
    let width = groups.keys.count + 6
    return (0..<width).map { column in arrayLiteral(groups.rows.map { $0[column] }) }
  }

  /// Adds `groups` (already in key order) to their table in one statement: an UPDATE joined
  /// to the groups for those already stored, then an INSERT of the others. Every caller holds
  /// the writers' lock, so no other transaction adds a group meanwhile (the ON CONFLICT clause
  /// only keeps a mistake from losing figures). Measured on 52k stored groups: 0.3 s, against
  /// 1.1 s for one INSERT … ON CONFLICT DO UPDATE, whose speculative insertion costs an index
  /// probe and a tuple per group.
  private static func upsert(_ groups: PreparedRollup.Groups) -> String {
    let keys = groups.keys
    let table = groups.table
    let names = keys.joined(separator: ", ")
    let arrays = (1...(keys.count + 6)).map { "$\($0)::bigint[]" }.joined(separator: ", ")
    let matches = { (left: String, right: String) in
      keys.map { "\(left).\($0) = \(right).\($0)" }.joined(separator: " AND ")
    }
    let added = [
      "quantity", "gross_cents", "discount_cents", "refund_cents", "net_cents", "tickets",
    ]
    .map { "\($0) = t.\($0) + g.\($0)" }.joined(separator: ", ")
    return """
      WITH g AS (
        SELECT * FROM unnest(\(arrays)) AS g (\(names), \(Self.rollupColumns))
      ),
      updated AS (
        UPDATE \(table) AS t SET \(added) FROM g WHERE \(matches("t", "g"))
        RETURNING \(keys.map { "t." + $0 }.joined(separator: ", "))
      )
      INSERT INTO \(table) AS t (\(names), \(Self.rollupColumns))
      SELECT g.* FROM g WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE \(matches("u", "g")))
      ON CONFLICT (\(names)) DO UPDATE SET \(Self.addToGroup)
      """
  }

  /// Throws `groupLimitExceeded` when a group of `table` on one of `days` holds a figure past
  /// `SalesLimits.groupFigure` (the SQLite store's check; the caller's transaction then rolls
  /// back). A stored group within the limit plus a file's delta within it cannot overflow.
  private func checkGroupLimit(table: String, days: [Int]) throws {
    guard let first = days.min(), let last = days.max() else { return }
    let found = try connection.query(
      """
      SELECT local_day, city_id FROM \(table) WHERE local_day BETWEEN $1 AND $2
        AND greatest(abs(quantity), abs(gross_cents), abs(discount_cents), abs(refund_cents),
          abs(net_cents), abs(tickets)) > $3
      LIMIT 1
      """, [first, last, SalesLimits.groupFigure]
    ) { (day: $0.int(0), cityID: $0.int64(1)) }.first
    guard let found else { return }
    let city = try cities().first { $0.id == found.cityID }?.name ?? "#\(found.cityID)"
    throw SalesStoreError.groupLimitExceeded(city: city, date: LocalDate(dayNumber: found.day))
  }

  // MARK: Checking

  /// Recomputes every roll-up from `order_lines` inside the caller's transaction, as the
  /// SQLite store's upgrade does: the stored lines folded by the import's rule
  /// (`StoredRollups`), written by the one roll-up writer.
  func rebuildRollups() throws {
    try connection.executeScript(
      """
      DELETE FROM daily_style_sales; DELETE FROM hourly_sales; DELETE FROM daily_city_sales;
      DELETE FROM daily_fleet_sales; DELETE FROM daily_fleet_style_sales;
      DELETE FROM city_weekday_hour_sales
      """)
    try WholeHistoryReader(dialect: PostgresDialect(connection: connection)).recountOperatingDays()
    // The fleet's roll-ups are emptied after the tables their triggers follow: a fleet row
    // changed behind the triggers' back is rebuilt from the rows written next.
    try writeRollup(try StoredRollups(dialect: PostgresDialect(connection: connection)).folded())
    try visitSales.rebuild()
  }

  /// Where the roll-ups differ from the stored lines folded by the import's rule (the check
  /// the SQLite store runs, written once in `StoredRollups`); empty when they agree.
  public func rollupDiscrepancies() throws -> [String] {
    try StoredRollups(dialect: PostgresDialect(connection: connection)).discrepancies()
      + visitSales.discrepancies() + visitSales.packDiscrepancies()
  }

  // MARK: Reading

  /// `AND column IN (…)` for `ids` (integers, so inlined safely), or nothing.
  private static func inList(_ column: String, _ ids: [Int64]) -> String {
    ids.isEmpty
      ? "" : " AND " + idList(column, ids)
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

  /// Runs a query that sums stored figures: a sum past 64 bits (SQLSTATE 22003, numeric out
  /// of range) is the `TotalTooLargeError` the SQLite store throws for the same case.
  private func summing<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as PostgresError where error.sqlState == "22003" {
      throw TotalTooLargeError()
    }
  }

  /// Figures per (local date, city) in the selection, by date then city (see
  /// `SalesStore.cityDayFigures` for which roll-up answers).
  public func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures] {
    let table = selection.styleIDs.isEmpty ? "daily_city_sales" : "daily_style_sales"
    // The rows of the key range in key order, each run of one (day, city) summed here (as
    // the SQLite store does): one index range scan, no aggregate over numeric sums.
    var rows: [CityDayFigures] = []
    let stored = try connection.query(
      """
      SELECT local_day, city_id, \(Self.rollupColumns) FROM \(table)
      WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      ORDER BY local_day, city_id
      """, [selection.first.dayNumber, selection.last.dayNumber]
    ) { (day: $0.int(0), cityID: $0.int64(1), figures: Self.figures($0, from: 2)) }
    for row in stored {
      if let last = rows.last, last.date.dayNumber == row.day, last.cityID == row.cityID {
        var total = last.figures
        try total.add(row.figures)
        rows[rows.count - 1] = CityDayFigures(date: last.date, cityID: last.cityID, figures: total)
      } else {
        rows.append(
          CityDayFigures(
            date: LocalDate(dayNumber: row.day), cityID: row.cityID, figures: row.figures))
      }
    }
    return rows
  }

  /// Figures per style in the selection (styles with no roll-up row are absent).
  /// A selection of every city reads the fleet's per-(day, style) roll-up, a few rows a day.
  public func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures] {
    if FleetRollupReader<PostgresDialect>.coversStyleTotals(selection) {
      return try FleetRollupReader(dialect: PostgresDialect(connection: connection))
        .styleFigures(from: selection.first, through: selection.last, styleIDs: selection.styleIDs)
    }
    return try summing {
      try connection.query(
        """
        SELECT style_id, \(Self.summedColumns) FROM daily_style_sales
        WHERE local_day BETWEEN $1 AND $2\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
        GROUP BY style_id ORDER BY style_id
        """, [selection.first.dayNumber, selection.last.dayNumber]
      ) { StyleFigures(styleID: $0.int64(0), figures: Self.figures($0, from: 1)) }
    }
  }

  /// Figures per (city, ISO weekday, local hour) in the selection, by city, weekday, hour:
  /// from the whole history's roll-up (168 rows a city) less the days the range leaves out
  /// when the range holds most stored days, else the per-hour rows summed.
  public func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    try WholeHistoryReader(dialect: PostgresDialect(connection: connection)).weekdayHourFigures(
      selection, ofRows: weekdayHourFiguresOfRows)
  }

  /// Figures per (city, weekday, hour) in the selection from the per-hour rows.
  func weekdayHourFiguresOfRows(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    // PostgreSQL's % truncates like SQLite's (see below).
    return try summing {
      // Weekday 1–7 from the day number (day 0 was a Thursday): 1,400,000 = 7 × 200,000 keeps
      // the dividend positive back past year 0, so SQL's %, which keeps the dividend's sign,
      // gives 0…6 before 1970 too.
      try connection.query(
        """
        SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, \(Self.summedColumns)
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

  /// Operating days per (city, weekday): from the whole-history roll-up (7 rows a city) less
  /// the days the range leaves out when the range holds most stored days, else the operating
  /// days counted.
  public func operatingWeekdays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, weekday: Int, days: Int
  )] {
    try WholeHistoryReader(dialect: PostgresDialect(connection: connection)).operatingWeekdays(
      selection, ofDays: operatingWeekdaysOfDays)
  }

  /// Figures and operating days per (city, weekday): from the whole-history roll-up (7 rows a
  /// city) less the days the range leaves out when the range holds most stored days and
  /// names no style, else the per-(day, city) figures and operating days folded.
  public func cityWeekdayFigures(_ selection: RollupSelection) throws -> [CityWeekdayFigures] {
    try WholeHistoryReader(dialect: PostgresDialect(connection: connection)).cityWeekdayFigures(
      selection, ofDays: cityWeekdayFiguresOfDays)
  }

  /// Figures per date of the selection: from the fleet's per-day roll-up when it names no
  /// city and no style (one row a day), else the per-(day, city) figures summed.
  public func dayFigures(_ selection: RollupSelection) throws -> [DayFigures] {
    guard FleetRollupReader<PostgresDialect>.covers(selection) else {
      return try dayFiguresSummingCities(selection)
    }
    return try FleetRollupReader(dialect: PostgresDialect(connection: connection))
      .dayFigures(from: selection.first, through: selection.last)
  }

  /// The dates any selected city operated: one row a day of the fleet's operating days when
  /// every city is selected, else the selected cities' operating days.
  public func operatingDates(_ selection: RollupSelection) throws -> [LocalDate] {
    guard FleetRollupReader<PostgresDialect>.coversOperatingDates(selection) else {
      return try operatingDatesOfCities(selection)
    }
    return try FleetRollupReader(dialect: PostgresDialect(connection: connection))
      .operatingDates(from: selection.first, through: selection.last)
  }

  /// The earliest and latest local dates with sales or recorded open, or nil for no data.
  public func dataDateBounds() throws -> ClosedRange<LocalDate>? {
    try connection.query("SELECT min(local_day), max(local_day) FROM operating_days") {
      $0.isNull(0) ? nil : LocalDate(dayNumber: $0.int(0))...LocalDate(dayNumber: $0.int(1))
    }.first ?? nil
  }
}
