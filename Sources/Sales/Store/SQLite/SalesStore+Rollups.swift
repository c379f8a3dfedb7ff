import SQLiteStorage
import SalesDomain

/// The roll-ups: the one writer, the rebuild from the lines and the invariant check (both
/// `StoredRollups`, shared with PostgreSQL), and the typed readers every series is composed
/// from.
extension SalesStore {
  // MARK: Writing

  /// Throws `groupLimitExceeded` when a group of `table` on a day in `days` holds a figure past
  /// `SalesLimits.groupFigure`, inside the caller's transaction (which then rolls back).
  ///
  /// A stored group within the limit plus a file's delta within it cannot overflow SQLite's
  /// 64-bit integers (which would turn silently into floating point), so one range scan after
  /// the upserts is enough. (A RETURNING clause on each upsert made SQLite write a statement
  /// journal: 25 times the writes of the whole import.)
  private func checkGroupLimit(table: String, days: ClosedRange<Int>?) throws {
    guard let days else { return }
    let over = try database.cachedStatement(
      """
      SELECT local_day, city_id FROM \(table) WHERE local_day BETWEEN ? AND ?
        AND max(abs(quantity), abs(gross_cents), abs(discount_cents), abs(refund_cents),
          abs(net_cents), abs(tickets)) > ?
      LIMIT 1
      """)
    var found: (day: Int, cityID: Int64)?
    try over.forEachRow([days.lowerBound, days.upperBound, SalesLimits.groupFigure]) {
      found = ($0.int(0), $0.int64(1))
    }
    guard let found else { return }
    let city = try cities().first { $0.id == found.cityID }?.name ?? "#\(found.cityID)"
    throw SalesStoreError.groupLimitExceeded(city: city, date: LocalDate(dayNumber: found.day))
  }

  /// Adds `delta` to `daily_style_sales`, `hourly_sales`, `daily_city_sales`,
  /// `monthly_weekday_hour_sales`, `city_weekday_hour_sales` and `operating_days`, inside the
  /// caller's transaction. The only code that writes the roll-ups incrementally: the importer
  /// and `insert(_:)` both end here.
  func writeRollup(_ delta: RollupDelta) throws { try writeRollup(delta.sorted) }

  /// Adds `delta` (see `writeRollup(_: RollupDelta)`); its lists must be in key order.
  func writeRollup(_ delta: SortedRollupDelta) throws {
    let dayKeys = ["local_day", "city_id"]
    try upsert(
      "daily_style_sales", dayKeys + ["style_id"],
      delta.styles.lazy.map { ((Int64($0.day), $0.cityID, $0.part, 0), $0.amounts) })
    try upsert(
      "hourly_sales", dayKeys + ["local_hour"],
      delta.hours.lazy.map { ((Int64($0.day), $0.cityID, $0.part, 0), $0.amounts) })
    // Kept here rather than by a trigger on hourly_sales: SQLite's row trigger, with its date
    // functions, cost ~16,000 instructions per hourly group (a tenth of an import's inserting
    // thread); folded in Swift, one upsert per month's group.
    let months = MonthlyWeekdayHours.folded(delta.hours)
    try upsert(
      "monthly_weekday_hour_sales", ["month_start", "city_id", "weekday", "local_hour"], months)
    // The whole history's per-(city, weekday, hour) groups, folded from the months the same way.
    try upsert(
      "city_weekday_hour_sales", ["city_id", "weekday", "local_hour"],
      MonthlyWeekdayHours.acrossMonths(months))
    // The per-day roll-up is the hours summed (see `dayCityGroups`).
    let days = delta.dayCityGroups
    try upsert(
      "daily_city_sales", dayKeys,
      days.lazy.filter { !$0.amounts.isZero }.map {
        ((Int64($0.day), $0.cityID, 0, 0), $0.amounts)
      })
    try checkGroupLimit(table: "daily_style_sales", days: Self.dayRange(delta.styles))
    try checkGroupLimit(table: "hourly_sales", days: Self.dayRange(delta.hours))
    try markOperating(delta.saleDays)
    try visitSales.write(delta.visits)
  }

  /// Marks each (city, day) of `days` as having had sales in `operating_days`, many rows a
  /// statement: a fleet's file has about one such day per ticket.
  private func markOperating(_ days: [RollupDelta.SaleDay]) throws {
    func sql(_ count: Int) -> String {
      """
      INSERT INTO operating_days (city_id, local_day, had_sales)
      VALUES \(Array(repeating: "(?, ?, 1)", count: count).joined(separator: ", "))
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """
    }
    let many = try database.cachedStatement(sql(Self.groupsPerUpsert))
    let one = try database.cachedStatement(sql(1))
    var start = 0
    while start < days.count {
      let count = days.count - start >= Self.groupsPerUpsert ? Self.groupsPerUpsert : 1
      let statement = count == 1 ? one : many
      for (row, day) in days[start..<start + count].enumerated() {
        try statement.bind(day.cityID, at: Int32(2 * row + 1))
        try statement.bind(Int64(day.day), at: Int32(2 * row + 2))
      }
      defer { statement.resetKeepingBindings() }
      while try statement.step() {}
      start += count
    }
  }

  /// The first through the last day of `groups`, which are in key order (day first).
  private static func dayRange(_ groups: [RollupGroup]) -> ClosedRange<Int>? {
    guard let first = groups.first?.day, let last = groups.last?.day else { return nil }
    return first...last
  }

  /// Groups per roll-up upsert statement: one execution (one VDBE run, one reset) adds this
  /// many groups, which cost half as much per group as a statement per group (measured with
  /// callgrind on ~70k groups).
  static let groupsPerUpsert = 32

  /// Adds `groups` (a key of `keys.count` parts, the rest ignored, and the amounts), in key
  /// order, to `table`.
  private func upsert(
    _ table: String, _ keys: [String],
    _ groups: some Sequence<((Int64, Int64, Int64, Int64), RollupAmounts)>
  ) throws {
    let keyList = keys.joined(separator: ", ")
    let keyCount = keys.count
    let width = Int32(keyCount + 6)
    func sql(_ count: Int) -> String {
      let one = "(" + Array(repeating: "?", count: Int(width)).joined(separator: ", ") + ")"
      let values = Array(repeating: one, count: count)
      return """
        INSERT INTO \(table) (\(keyList), quantity, gross_cents,
          discount_cents, refund_cents, net_cents, tickets)
        VALUES \(values.joined(separator: ", "))
        ON CONFLICT (\(keyList)) DO UPDATE SET
          quantity = quantity + excluded.quantity,
          gross_cents = gross_cents + excluded.gross_cents,
          discount_cents = discount_cents + excluded.discount_cents,
          refund_cents = refund_cents + excluded.refund_cents,
          net_cents = net_cents + excluded.net_cents,
          tickets = tickets + excluded.tickets
        """
    }
    let many = try database.cachedStatement(sql(Self.groupsPerUpsert))
    let one = try database.cachedStatement(sql(1))
    // Bound one by one rather than as an array of existentials: the array, its boxing and
    // the generic bind cost more than the upsert itself.
    func bind(
      _ group: ((Int64, Int64, Int64, Int64), RollupAmounts), to statement: Statement, row: Int32
    ) throws {
      var index = row * width
      func next() -> Int32 {
        index += 1
        return index
      }
      let ((first, second, third, fourth), a) = group
      try statement.bind(first, at: next())
      try statement.bind(second, at: next())
      if keyCount > 2 { try statement.bind(third, at: next()) }
      if keyCount > 3 { try statement.bind(fourth, at: next()) }
      try statement.bind(a.quantity, at: next())
      try statement.bind(a.grossCents, at: next())
      try statement.bind(a.discountCents, at: next())
      try statement.bind(a.refundCents, at: next())
      try statement.bind(a.netCents, at: next())
      try statement.bind(a.tickets, at: next())
    }
    func run(_ statement: Statement) throws {
      defer { statement.resetKeepingBindings() }
      while try statement.step() {}
    }
    var pending: [((Int64, Int64, Int64, Int64), RollupAmounts)] = []
    pending.reserveCapacity(Self.groupsPerUpsert)
    for group in groups {
      pending.append(group)
      guard pending.count == Self.groupsPerUpsert else { continue }
      for (row, group) in pending.enumerated() { try bind(group, to: many, row: Int32(row)) }
      try run(many)
      pending.removeAll(keepingCapacity: true)
    }
    for group in pending {
      try bind(group, to: one, row: 0)
      try run(one)
    }
  }

  /// Recomputes every roll-up from `order_lines` (the upgrade from the first release), inside
  /// the caller's transaction: the stored lines folded in Swift by the one rule the import
  /// uses (`StoredRollups`), written by the one roll-up writer.
  func rebuildRollups() throws {
    try database.execute("DELETE FROM daily_style_sales")
    try database.execute("DELETE FROM hourly_sales")
    try database.execute("DELETE FROM daily_city_sales")
    try database.execute("DELETE FROM monthly_weekday_hour_sales")
    try database.execute("DELETE FROM city_weekday_hour_sales")
    // The fleet's roll-ups follow the tables above by triggers, which took away what each
    // deleted row held: emptied as well, so that a fleet row changed behind the triggers' back
    // is rebuilt from the rows the writer stores next, not kept with its error.
    try database.execute("DELETE FROM daily_fleet_sales")
    try database.execute("DELETE FROM daily_fleet_style_sales")
    try WholeHistoryReader(dialect: SQLiteDialect(database: database)).recountOperatingDays()
    try writeRollup(try StoredRollups(dialect: SQLiteDialect(database: database)).folded())
    try visitSales.rebuild()
  }

  /// Where the roll-ups differ from the stored lines folded by the import's rule: one message
  /// per kind of difference, empty when they agree. The invariant every import must keep;
  /// tests assert it after every import.
  public func rollupDiscrepancies() throws -> [String] {
    try StoredRollups(dialect: SQLiteDialect(database: database)).discrepancies()
      + visitSales.discrepancies() + visitSales.packDiscrepancies()
  }

  // MARK: Reading

  /// `AND city_id IN (…)` for `ids` (integers from the database, so inlined safely; one
  /// statement per filter shape in the cache), or nothing.
  private static func inList(_ column: String, _ ids: [Int64]) -> String {
    ids.isEmpty
      ? "" : " AND " + idList(column, ids)
  }

  /// The roll-up columns, read plainly: the readers below sum them in Swift, since SQLite's
  /// `GROUP BY` with six `sum()`s cost ~3,000 instructions per roll-up row (and a sorter when
  /// the groups are not in key order), most of a query's time.
  private static let figureColumns =
    "quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets"

  /// Adds the figures of the current row (from `column`) to `total`; an overflow is an error,
  /// as it was with SQLite's `sum()`. Every roll-up reader of this store sums through it.
  static func add(
    _ row: Statement, from column: Int32, to total: inout SalesFigures
  ) throws {
    func plus(_ a: Int, _ offset: Int32) throws -> Int {
      let (sum, overflow) = a.addingReportingOverflow(row.int(column + offset))
      // SQLITE_ERROR (1) with SQLite's own message for an overflowing sum().
      if overflow { throw SQLiteError(code: 1, message: "integer overflow") }
      return sum
    }
    total.quantity = try plus(total.quantity, 0)
    total.grossCents = try plus(total.grossCents, 1)
    total.discountCents = try plus(total.discountCents, 2)
    total.refundCents = try plus(total.refundCents, 3)
    total.netCents = try plus(total.netCents, 4)
    total.tickets = try plus(total.tickets, 5)
  }

  /// Figures per (local date, city) in the selection, by date then city.
  ///
  /// Without a style filter they come from the per-day roll-up (the hours summed), so
  /// `tickets` counts each order once. With a style filter they come from the per-style roll-up and `tickets`
  /// counts an order once per selected style it has a sale line of.
  public func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures] {
    let table = selection.styleIDs.isEmpty ? "daily_city_sales" : "daily_style_sales"
    var rows: [CityDayFigures] = []
    // Both tables' keys start with (local_day, city_id): the rows come in group order (no
    // sort), and each run of one (day, city) is summed here.
    var day = 0
    var city: Int64 = 0
    var total = SalesFigures.zero
    var started = false
    try database.cachedStatement(
      """
      SELECT local_day, city_id, \(Self.figureColumns) FROM \(table)
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      ORDER BY local_day, city_id
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      let rowDay = $0.int(0)
      let rowCity = $0.int64(1)
      if !started || rowDay != day || rowCity != city {
        if started {
          rows.append(
            CityDayFigures(date: LocalDate(dayNumber: day), cityID: city, figures: total))
        }
        started = true
        day = rowDay
        city = rowCity
        total = .zero
      }
      try Self.add($0, from: 2, to: &total)
    }
    if started {
      rows.append(CityDayFigures(date: LocalDate(dayNumber: day), cityID: city, figures: total))
    }
    return rows
  }

  /// Each style's figures per (day, city), from one read of `daily_style_sales`, by day, then
  /// city (its key's order without a city filter), one row each.
  /// A read per style scanned the range's rows of every style to keep one's (81M of a nightly
  /// report's 650M instructions for six styles).
  public func cityDayFiguresByStyle(_ selection: RollupSelection, styleIDs: [Int64]) throws
    -> [Int64: [CityDayFigures]]
  {
    var result: [Int64: [CityDayFigures]] = [:]
    for id in styleIDs { result[id] = [] }
    guard !styleIDs.isEmpty else { return result }
    try database.cachedStatement(
      """
      SELECT local_day, city_id, style_id, \(Self.figureColumns) FROM daily_style_sales
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))
      ORDER BY local_day, city_id
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      let style = $0.int64(2)
      guard result[style] != nil else { return }
      var figures = SalesFigures.zero
      try Self.add($0, from: 3, to: &figures)
      result[style]!.append(
        CityDayFigures(date: LocalDate(dayNumber: $0.int(0)), cityID: $0.int64(1), figures: figures)
      )
    }
    return result
  }

  /// Figures per style in the selection (styles with no roll-up row are absent).
  /// A selection of every city reads the fleet's per-(day, style) roll-up, a few rows a day.
  public func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures] {
    if FleetRollupReader<SQLiteDialect>.coversStyleTotals(selection) {
      return try FleetRollupReader(dialect: SQLiteDialect(database: database))
        .styleFigures(from: selection.first, through: selection.last, styleIDs: selection.styleIDs)
    }
    // Summed per style here (a few dozen groups) rather than by a SQLite sorter.
    var totals: [Int64: SalesFigures] = [:]
    try database.cachedStatement(
      """
      SELECT style_id, \(Self.figureColumns) FROM daily_style_sales
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))\(Self.inList("style_id", selection.styleIDs))
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) {
      try Self.add($0, from: 1, to: &totals[$0.int64(0), default: .zero])
    }
    return totals.sorted { $0.key < $1.key }.map {
      StyleFigures(styleID: $0.key, figures: $0.value)
    }
  }

  /// Figures per (city, ISO weekday, local hour) in the selection from the per-hour roll-up
  /// (style filter ignored: it has no style), by city, weekday, hour; `weekdayHourFigures`
  /// reads whole months from the per-month one.
  func hourlyWeekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    // Summed per (city, weekday, hour) here: grouping by a computed weekday made SQLite sort
    // every roll-up row (a third of the query's instructions).
    struct Group: Hashable, Comparable {
      let cityID: Int64
      let weekday: Int
      let hour: Int
      static func < (a: Self, b: Self) -> Bool {
        (a.cityID, a.weekday, a.hour) < (b.cityID, b.weekday, b.hour)
      }
    }
    // One slot per (city, weekday, hour) in a flat array: hashing a key per row cost more
    // than SQLite's step.
    var slots = WeekdayHourSlots()
    var others: [Group: SalesFigures] = [:]  // a weekday or hour out of range (none expected)
    // Weekday 1–7 from the day number (day 0 was a Thursday): 1,400,000 = 7 × 200,000 keeps
    // the dividend positive back past year 0, so SQL's %, which keeps the dividend's sign,
    // gives 0…6 before 1970 too.
    try database.cachedStatement(
      """
      SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, \(Self.figureColumns)
      FROM hourly_sales
      WHERE local_day BETWEEN ? AND ?\(Self.inList("city_id", selection.cityIDs))
      """
    ).forEachRow([selection.first.dayNumber, selection.last.dayNumber]) { row in
      let cityID = row.int64(0)
      let weekday = row.int(1)
      let hour = row.int(2)
      guard (1...7).contains(weekday), (0...23).contains(hour) else {
        let group = Group(cityID: cityID, weekday: weekday, hour: hour)
        try Self.add(row, from: 3, to: &others[group, default: .zero])
        return
      }
      let slot = slots.slot(cityID: cityID, weekday: weekday, hour: hour)
      try slots.add(to: slot) { try Self.add(row, from: 3, to: &$0) }
    }
    guard !others.isEmpty else { return slots.groups() }
    let groups =
      others.map { $0 }
      + slots.groups().map {
        (key: Group(cityID: $0.cityID, weekday: $0.weekday, hour: $0.hour), value: $0.figures)
      }
    return groups.sorted { $0.key < $1.key }.map {
      WeekdayHourFigures(
        cityID: $0.key.cityID, weekday: $0.key.weekday, hour: $0.key.hour, figures: $0.value)
    }
  }

  /// The (city, local date) operating days in the selection (style filter ignored).
  public func operatingDays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, date: LocalDate
  )] {
    // One primary-key range per city, read in key order: one range over the day index
    // needed a sort of every row it found (a fifth of `query cities` on two years).
    var rows: [(cityID: Int64, date: LocalDate)] = []
    let cityIDs =
      selection.cityIDs.isEmpty ? try cities().map(\.id) : Set(selection.cityIDs).sorted()
    let days = try database.cachedStatement(
      "SELECT local_day FROM operating_days WHERE city_id = ? AND local_day BETWEEN ? AND ?")
    for cityID in cityIDs.sorted() {
      try days.forEachRow([cityID, selection.first.dayNumber, selection.last.dayNumber]) {
        rows.append((cityID: cityID, date: LocalDate(dayNumber: $0.int(0))))
      }
    }
    return rows
  }

  /// Operating days per (city, weekday): from the whole-history roll-up (7 rows a city) less
  /// the days the range leaves out when the range holds most stored days, else the operating
  /// days counted.
  public func operatingWeekdays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, weekday: Int, days: Int
  )] {
    try WholeHistoryReader(dialect: SQLiteDialect(database: database)).operatingWeekdays(
      selection, ofDays: operatingWeekdaysOfDays)
  }

  /// Figures and operating days per (city, weekday): from the whole-history roll-up (7 rows a
  /// city) less the days the range leaves out when the range holds most stored days and
  /// names no style, else the per-(day, city) figures and operating days folded.
  public func cityWeekdayFigures(_ selection: RollupSelection) throws -> [CityWeekdayFigures] {
    try WholeHistoryReader(dialect: SQLiteDialect(database: database)).cityWeekdayFigures(
      selection, ofDays: cityWeekdayFiguresOfDays)
  }

  /// Figures per date of the selection: from the fleet's per-day roll-up when it names no
  /// city and no style (one row a day), else the per-(day, city) figures summed.
  public func dayFigures(_ selection: RollupSelection) throws -> [DayFigures] {
    guard FleetRollupReader<SQLiteDialect>.covers(selection) else {
      return try dayFiguresSummingCities(selection)
    }
    return try FleetRollupReader(dialect: SQLiteDialect(database: database))
      .dayFigures(from: selection.first, through: selection.last)
  }

  /// The dates any selected city operated: one row a day of the fleet's operating days when
  /// every city is selected, else the selected cities' operating days.
  public func operatingDates(_ selection: RollupSelection) throws -> [LocalDate] {
    guard FleetRollupReader<SQLiteDialect>.coversOperatingDates(selection) else {
      return try operatingDatesOfCities(selection)
    }
    return try FleetRollupReader(dialect: SQLiteDialect(database: database))
      .operatingDates(from: selection.first, through: selection.last)
  }

  /// The earliest and latest local dates with sales or recorded open, or nil for no data.
  public func dataDateBounds() throws -> ClosedRange<LocalDate>? {
    // Two subqueries: SQLite reads a lone min() or max() from one end of the day index, but
    // both in one SELECT scanned the whole index (3.65M rows, 0.45 s of every `query` with
    // the default range on 1,000 trucks' ten years).
    let bounds = try database.query(
      """
      SELECT (SELECT min(local_day) FROM operating_days),
        (SELECT max(local_day) FROM operating_days)
      """
    ) { $0.isNull(0) ? nil : LocalDate(dayNumber: $0.int(0))...LocalDate(dayNumber: $0.int(1)) }
    return bounds.first ?? nil
  }
}
