import SalesDomain

/// The roll-ups the stored lines make, and where the stored roll-ups differ from them:
/// written once for every store over its `StoreDialect`.
///
/// The lines are read in key order (one scan, a fetch at a time) and folded in Swift with the
/// one line → figures rule (`RollupDelta.addStoredLine`, over `RollupAmounts.addLine`), the
/// rule every import uses: no store re-derives the money in SQL. Memory grows with the number
/// of roll-up groups, not of lines.
struct StoredRollups<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  /// Every stored line (of the city with `cityID`, when given) folded into one delta: what
  /// the roll-up tables must hold. An order's lines share its city, so one city's lines fold
  /// to that city's groups alone.
  func folded(cityID: Int64? = nil) throws -> RollupDelta {
    var delta = RollupDelta()
    var folder = StoredLineFolder()
    // Key order keeps an order's lines together, so its tickets are decided once.
    try dialect.forEachRow(
      """
      SELECT \(StoredLineFolder.columns) FROM order_lines
      \(cityID == nil ? "" : " WHERE city_id = \(dialect.parameter(1))")
      ORDER BY \(dialect.lineKeyOrder)
      """, cityID.map { [.integer($0)] } ?? []
    ) { folder.add($0, to: &delta) }
    return delta
  }

  /// A roll-up group's key: (day, city id, style id or hour; 0 for the per-day table).
  private struct GroupKey: Hashable {
    let day: Int64
    let cityID: Int64
    let part: Int64
  }

  /// Where the roll-up tables differ from the stored lines folded: one message per kind of
  /// difference, empty when they agree. A group whose figures are all zero counts as absent
  /// (the roll-up writer never stores one).
  func discrepancies() throws -> [String] {
    let delta = try folded()
    var styles: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in delta.styles {
      styles[GroupKey(day: Int64(key.day), cityID: key.cityID, part: key.styleID)] = amounts
    }
    var hours: [GroupKey: RollupAmounts] = [:]
    var days: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in delta.hours {
      hours[GroupKey(day: Int64(key.day), cityID: key.cityID, part: Int64(key.hour))] = amounts
      days[GroupKey(day: Int64(key.day), cityID: key.cityID, part: 0), default: RollupAmounts()]
        .add(amounts)
    }
    var fleetDays: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in days {
      fleetDays[GroupKey(day: key.day, cityID: 0, part: 0), default: RollupAmounts()].add(amounts)
    }
    var fleetStyles: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in styles {
      fleetStyles[GroupKey(day: key.day, cityID: 0, part: key.part), default: RollupAmounts()]
        .add(amounts)
    }
    var cityWeekdays: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in days {
      let weekday = Int64(LocalDate(dayNumber: Int(key.day)).isoWeekday)
      cityWeekdays[GroupKey(day: 0, cityID: key.cityID, part: weekday), default: RollupAmounts()]
        .add(amounts)
    }
    // The whole history's per-(city, weekday, hour) groups are the month groups summed over
    // the months, as the writer folds them.
    let monthlyWeekdayHours = Self.monthlyWeekdayHours(hours)
    var cityWeekdayHours: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in monthlyWeekdayHours {
      cityWeekdayHours[GroupKey(day: 0, cityID: key.cityID, part: key.part), default: .init()]
        .add(amounts)
    }
    var found: [String] = []
    for (table, day, city, part, label, expected) in [
      ("daily_style_sales", "local_day", "city_id", "style_id", "per-style roll-up", styles),
      ("hourly_sales", "local_day", "city_id", "local_hour", "per-hour roll-up", hours),
      ("daily_city_sales", "local_day", "city_id", "0", "per-day roll-up", days),
      ("daily_fleet_sales", "local_day", "0", "0", "fleet per-day roll-up", fleetDays),
      (
        "daily_fleet_style_sales", "local_day", "0", "style_id", "fleet per-style roll-up",
        fleetStyles
      ),
      (
        "city_weekday_sales", "0", "city_id", "weekday", "whole-history per-weekday roll-up",
        cityWeekdays
      ),
      (
        "city_weekday_hour_sales", "0", "city_id", "weekday * 24 + local_hour",
        "whole-history weekday-hour roll-up", cityWeekdayHours
      ),
      (
        "monthly_weekday_hour_sales", "month_start", "city_id", "weekday * 24 + local_hour",
        "per-month weekday-hour roll-up", monthlyWeekdayHours
      ),
    ] {
      let (missing, extra) = try compare(
        table: table, day: day, city: city, part: part, with: expected)
      if missing + extra > 0 {
        found.append("\(label): \(missing) group(s) differ from the lines, \(extra) not in them")
      }
    }
    var marked = Set<RollupDelta.SaleDay>()
    try dialect.forEachRow(
      "SELECT city_id, local_day FROM operating_days WHERE had_sales = 1", []
    ) { marked.insert(RollupDelta.SaleDay(cityID: $0.int64(0), day: Int($0.int64(1)))) }
    let unmarked = delta.saleDays.subtracting(marked).count
    let stale = marked.subtracting(delta.saleDays).count
    if unmarked + stale > 0 {
      found.append(
        "operating days: \(unmarked) day(s) with sales not marked, \(stale) marked without sales")
    }
    let fleetMiscounted = try miscounted(
      "SELECT local_day, 0, cities FROM fleet_operating_days",
      against: "SELECT local_day, 0, count(*) FROM operating_days GROUP BY local_day")
    if fleetMiscounted > 0 {
      found.append("fleet operating days: \(fleetMiscounted) day(s) differ from operating_days")
    }
    let weekdaysMiscounted = try miscounted(
      "SELECT city_id, weekday, open_days FROM city_weekday_sales WHERE open_days <> 0",
      against: """
        SELECT city_id, (local_day + 1400003) % 7 + 1, count(*) FROM operating_days
        GROUP BY city_id, (local_day + 1400003) % 7 + 1
        """)
    if weekdaysMiscounted > 0 {
      found.append(
        "whole-history operating days: \(weekdaysMiscounted) (city, weekday) count(s) differ from operating_days"
      )
    }
    return found
  }

  /// How many counts `stored` (rows of two key columns and a count) holds otherwise than
  /// `expected` (the same shape, counted from `operating_days`); a key missing from either
  /// side counts once.
  private func miscounted(_ stored: String, against expected: String) throws -> Int {
    var counts: [GroupKey: Int64] = [:]
    try dialect.forEachRow(expected, []) {
      counts[GroupKey(day: $0.int64(0), cityID: $0.int64(1), part: 0)] = $0.int64(2)
    }
    var miscounted = 0
    try dialect.forEachRow(stored, []) {
      if counts.removeValue(forKey: GroupKey(day: $0.int64(0), cityID: $0.int64(1), part: 0))
        != $0.int64(2)
      {
        miscounted += 1
      }
    }
    return miscounted + counts.count
  }

  /// The per-hour groups summed per (first day of their month, city, weekday × 24 + hour), as
  /// `monthly_weekday_hour_sales` keys them (weekday 1 = Monday … 7 = Sunday).
  private static func monthlyWeekdayHours(
    _ hours: [GroupKey: RollupAmounts]
  ) -> [GroupKey: RollupAmounts] {
    var months: [GroupKey: RollupAmounts] = [:]
    for (key, amounts) in hours {
      let (monthStart, weekday) = MonthlyWeekdayHours.key(day: Int(key.day))
      let part = Int64(weekday) * 24 + key.part
      months[GroupKey(day: Int64(monthStart), cityID: key.cityID, part: part), default: .init()]
        .add(amounts)
    }
    return months
  }

  /// Compares `table`'s stored groups with `expected`: how many expected groups are not
  /// stored as they are (missing), and how many stored groups are not expected as they are
  /// (extra). A group stored with other figures counts in both. `day`, `city` and `part` are
  /// the table's key as SQL expressions ("0" for a part the table has not).
  private func compare(
    table: String, day: String, city: String, part: String,
    with expected: [GroupKey: RollupAmounts]
  ) throws -> (missing: Int, extra: Int) {
    var unmatched = expected.filter { !$0.value.isZero }
    var extra = 0
    try dialect.forEachRow(
      """
      SELECT \(day), \(city), \(part), quantity, gross_cents, discount_cents, refund_cents,
        net_cents, tickets
      FROM \(table)
      """, []
    ) { row in
      var stored = RollupAmounts()
      stored.quantity = row.int64(3)
      stored.grossCents = row.int64(4)
      stored.discountCents = row.int64(5)
      stored.refundCents = row.int64(6)
      stored.netCents = row.int64(7)
      stored.tickets = row.int64(8)
      if stored.isZero { return }
      let key = GroupKey(day: row.int64(0), cityID: row.int64(1), part: row.int64(2))
      if let wanted = unmatched[key], wanted.sameFigures(as: stored) {
        unmatched[key] = nil
      } else {
        extra += 1
      }
    }
    return (unmatched.count, extra)
  }
}

extension RollupAmounts {
  /// Whether both hold the same six figures.
  func sameFigures(as other: RollupAmounts) -> Bool {
    quantity == other.quantity && grossCents == other.grossCents
      && discountCents == other.discountCents && refundCents == other.refundCents
      && netCents == other.netCents && tickets == other.tickets
  }
}

/// Folds stored lines, read in key order (an order's lines together), into a roll-up delta by
/// the import's one line → figures rule: each order's tickets counted once, as for a fresh
/// import of it, and each line attributed to its visit when the delta has a schedule.
struct StoredLineFolder {
  /// The `order_lines` columns `add` reads, in its order.
  static var columns: String {
    """
    order_id, local_day, city_id, local_hour, style_id, \(OrderLineKind.sql), quantity,
    gross_cents, discount_cents, ordered_at
    """
  }

  private var order = ""
  private var orderDay = Int.min
  private var orderCity = Int64.min
  private var hasSale = false
  private var saleStyles = Set<Int64>()

  /// Adds the line `row` (of `columns`) to `delta`.
  mutating func add(_ row: some StoreRow, to delta: inout RollupDelta) {
    add(StoredLineFigures(row), ofOrder: row.string(0), to: &delta)
  }

  /// Adds the line `line` of order `id` (lines come order by order) to `delta`. An order is
  /// its id on one day in one city (SQLite keys its lines so, migration 0020).
  mutating func add(_ line: StoredLineFigures, ofOrder id: String, to delta: inout RollupDelta) {
    if id != order || line.day != orderDay || line.cityID != orderCity {
      order = id
      orderDay = line.day
      orderCity = line.cityID
      hasSale = false
      saleStyles.removeAll(keepingCapacity: true)
    }
    delta.addStoredLine(
      day: line.day, cityID: line.cityID, hour: line.hour, styleID: line.styleID,
      isRefund: line.isRefund, quantity: line.quantity, grossCents: line.grossCents,
      discountCents: line.discountCents, orderedAt: line.orderedAt,
      saleStyles: &saleStyles, hasSale: &hasSale)
  }
}

/// A stored line's figures as `StoredLineFolder.columns` reads them after the order id: what
/// a scan keeps of a line while it waits to know whether to fold the line's order.
struct StoredLineFigures {
  let day: Int
  let cityID: Int64
  let hour: Int
  let styleID: Int64
  let isRefund: Bool
  let quantity: Int64
  let grossCents: Int64
  let discountCents: Int64
  let orderedAt: Int64

  /// Reads columns 1–9 of `StoredLineFolder.columns` from `row`.
  init(_ row: some StoreRow) {
    day = Int(row.int64(1))
    cityID = row.int64(2)
    hour = Int(row.int64(3))
    styleID = row.int64(4)
    isRefund = row.int64(5) == 1
    quantity = row.int64(6)
    grossCents = row.int64(7)
    discountCents = row.int64(8)
    orderedAt = row.int64(9)
  }
}
