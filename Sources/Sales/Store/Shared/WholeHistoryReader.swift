import SalesDomain

/// The reads of a range that holds most of the stored days, written once for both stores: the
/// per-(city, weekday) roll-up over the whole history (`city_weekday_sales`, migration 0026)
/// and the per-(city, weekday, hour) one (`city_weekday_hour_sales`, migration 0027), less
/// the few days the range leaves out.
///
/// `query cities` and `query weekdays` on the whole history read every (day, city) row and
/// every operating day otherwise: 7.3M rows for 1,000 trucks over ten years, 2.8–3.3 s; here
/// they read 7 rows a city (docs/SCALE.md). A range that starts a day after the first stored
/// day (the first local day of the trucks west of UTC) is still most of the history.
struct WholeHistoryReader<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  /// The stored days `selection`'s range leaves out, as ranges of the selection's cities,
  /// when the whole history less those days is the smaller read: empty when the range holds
  /// every stored day; nil when it names a style (unless `anyStyle`: the roll-ups without a
  /// style ignore one) or leaves out as many stored days as it holds, or more (its own rows
  /// are then the smaller read).
  ///
  /// Both the days with figures and the operating days bound the history (a day of refunds
  /// alone has figures and no operating day; a day recorded open without sales, the other way
  /// round); the fleet's per-day tables hold those days at one row each.
  func leftOut(_ selection: RollupSelection, anyStyle: Bool = false) throws -> [RollupSelection]? {
    guard anyStyle || selection.styleIDs.isEmpty else { return nil }
    let bounds =
      try dialect.rows(
        """
        SELECT min(first_day), max(last_day) FROM (
          SELECT min(local_day) AS first_day, max(local_day) AS last_day FROM daily_fleet_sales
          UNION ALL
          SELECT min(local_day), max(local_day) FROM fleet_operating_days
        ) stored_days
        """, []
      ) { $0.isNull(0) ? nil : (first: Int($0.int64(0)), last: Int($0.int64(1))) }.first ?? nil
    guard let bounds else { return [] }
    let (first, last) = (selection.first.dayNumber, selection.last.dayNumber)
    let held = min(last, bounds.last) - max(first, bounds.first) + 1
    let stored = bounds.last - bounds.first + 1
    guard held > 0, held > stored - held else { return nil }
    var parts: [RollupSelection] = []
    if first > bounds.first {
      parts.append(
        RollupSelection(
          first: LocalDate(dayNumber: bounds.first), last: LocalDate(dayNumber: first - 1),
          cityIDs: selection.cityIDs))
    }
    if last < bounds.last {
      parts.append(
        RollupSelection(
          first: LocalDate(dayNumber: last + 1), last: LocalDate(dayNumber: bounds.last),
          cityIDs: selection.cityIDs))
    }
    return parts
  }

  /// Figures and operating days per (city, weekday) in `selection`: the whole history's, less
  /// the days its range leaves out (read by `ofDays`, the per-day fold), when that is the
  /// smaller read; else `ofDays(selection)`. A (city, weekday) left with neither figures nor
  /// operating days is absent.
  func cityWeekdayFigures(
    _ selection: RollupSelection,
    ofDays: (RollupSelection) throws -> [CityWeekdayFigures]
  ) throws -> [CityWeekdayFigures] {
    guard let leftOut = try leftOut(selection) else { return try ofDays(selection) }
    let whole = try cityWeekdayFigures(cityIDs: selection.cityIDs)
    guard !leftOut.isEmpty else { return whole }
    var outside: [[Int64]: (figures: SalesFigures, days: Int)] = [:]
    for cell in try leftOut.flatMap(ofDays) {
      let key = [cell.cityID, Int64(cell.weekday)]
      var sum = outside[key] ?? (.zero, 0)
      try sum.figures.add(cell.figures)
      sum.days += cell.operatingDays
      outside[key] = sum
    }
    return try whole.compactMap { cell in
      guard let out = outside[[cell.cityID, Int64(cell.weekday)]] else { return cell }
      let figures = try cell.figures.less(out.figures)
      let days = cell.operatingDays - out.days
      guard figures != .zero || days != 0 else { return nil }
      return CityWeekdayFigures(
        cityID: cell.cityID, weekday: cell.weekday, figures: figures, operatingDays: days)
    }
  }

  /// Figures per (city, weekday, hour) in `selection` (its styles ignored): the whole
  /// history's, less the days its range leaves out (read by `ofRows`), when that is the
  /// smaller read; else `ofRows(selection)`. Groups of zeros are absent.
  func weekdayHourFigures(
    _ selection: RollupSelection,
    ofRows: (RollupSelection) throws -> [WeekdayHourFigures]
  ) throws -> [WeekdayHourFigures] {
    guard let leftOut = try leftOut(selection, anyStyle: true) else {
      return try ofRows(selection)
    }
    let whole = try weekdayHourFigures(cityIDs: selection.cityIDs)
    guard !leftOut.isEmpty else { return whole }
    var outside: [[Int64]: SalesFigures] = [:]
    for cell in try leftOut.flatMap(ofRows) {
      try outside[[cell.cityID, Int64(cell.weekday), Int64(cell.hour)], default: .zero]
        .add(cell.figures)
    }
    return try whole.compactMap { cell in
      guard let out = outside[[cell.cityID, Int64(cell.weekday), Int64(cell.hour)]] else {
        return cell
      }
      let figures = try cell.figures.less(out)
      guard figures != .zero else { return nil }
      return WeekdayHourFigures(
        cityID: cell.cityID, weekday: cell.weekday, hour: cell.hour, figures: figures)
    }
  }

  /// Operating days per (city, weekday) in `selection` (its styles ignored): the whole
  /// history's, less those of the days its range leaves out (counted by `ofDays`), when that
  /// is the smaller read; else `ofDays(selection)`. Weekdays with none are absent.
  func operatingWeekdays(
    _ selection: RollupSelection,
    ofDays: (RollupSelection) throws -> [(cityID: Int64, weekday: Int, days: Int)]
  ) throws -> [(cityID: Int64, weekday: Int, days: Int)] {
    guard let leftOut = try leftOut(selection, anyStyle: true) else {
      return try ofDays(selection)
    }
    let whole = try operatingWeekdays(cityIDs: selection.cityIDs)
    guard !leftOut.isEmpty else { return whole }
    var outside: [[Int64]: Int] = [:]
    for cell in try leftOut.flatMap(ofDays) {
      outside[[cell.cityID, Int64(cell.weekday)], default: 0] += cell.days
    }
    return whole.compactMap { cell in
      let days = cell.days - (outside[[cell.cityID, Int64(cell.weekday)]] ?? 0)
      return days > 0 ? (cell.cityID, cell.weekday, days) : nil
    }
  }

  /// Figures and operating days per (city, weekday) over the whole history, of the cities
  /// `cityIDs` (every city when empty), by city id then weekday.
  func cityWeekdayFigures(cityIDs: [Int64]) throws -> [CityWeekdayFigures] {
    let cityFilter = cityIDs.isEmpty ? "" : " WHERE " + idList("city_id", cityIDs)
    return try dialect.rows(
      """
      SELECT city_id, weekday, quantity, gross_cents, discount_cents, refund_cents, net_cents,
        tickets, open_days
      FROM city_weekday_sales\(cityFilter)
      ORDER BY city_id, weekday
      """, []
    ) { row in
      CityWeekdayFigures(
        cityID: row.int64(0), weekday: Int(row.int64(1)),
        figures: row.figures(from: 2), operatingDays: Int(row.int64(8)))
    }
  }

  /// Figures per (city, ISO weekday, local hour) over the whole history, of the cities
  /// `cityIDs` (every city when empty), by city, weekday, hour (`city_weekday_hour_sales`,
  /// migration 0027: 168 rows a city, where the per-month rows are 168 a city and month);
  /// groups of zeros (which SQLite's writer may leave behind) are absent: they hold nothing.
  func weekdayHourFigures(cityIDs: [Int64]) throws -> [WeekdayHourFigures] {
    let cityFilter = cityIDs.isEmpty ? "" : " AND " + idList("city_id", cityIDs)
    return try dialect.rows(
      """
      SELECT city_id, weekday, local_hour, quantity, gross_cents, discount_cents, refund_cents,
        net_cents, tickets
      FROM city_weekday_hour_sales
      WHERE NOT (quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
        AND net_cents = 0 AND tickets = 0)\(cityFilter)
      ORDER BY city_id, weekday, local_hour
      """, []
    ) { row in
      WeekdayHourFigures(
        cityID: row.int64(0), weekday: Int(row.int64(1)), hour: Int(row.int64(2)),
        figures: row.figures(from: 3))
    }
  }

  /// Operating days per (city, ISO weekday) over the whole history, of the cities `cityIDs`
  /// (every city when empty), by city id then weekday; weekdays with none are absent.
  func operatingWeekdays(cityIDs: [Int64]) throws -> [(cityID: Int64, weekday: Int, days: Int)] {
    let cityFilter = cityIDs.isEmpty ? "" : " AND " + idList("city_id", cityIDs)
    return try dialect.rows(
      """
      SELECT city_id, weekday, open_days FROM city_weekday_sales
      WHERE open_days > 0\(cityFilter)
      ORDER BY city_id, weekday
      """, []
    ) { (cityID: $0.int64(0), weekday: Int($0.int64(1)), days: Int($0.int64(2))) }
  }

  /// Empties `city_weekday_sales` and counts its operating days again from `operating_days`,
  /// inside the caller's transaction: a rebuild keeps the operating days and writes the
  /// per-day rows again, whose triggers then bring the figures back. A row changed behind the
  /// triggers' back is not kept with its error.
  func recountOperatingDays() throws {
    try dialect.run("DELETE FROM city_weekday_sales", [])
    try dialect.run(
      """
      INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
        refund_cents, net_cents, tickets, open_days)
      SELECT city_id, (local_day + 1400003) % 7 + 1, 0, 0, 0, 0, 0, 0, count(*)
      FROM operating_days GROUP BY city_id, (local_day + 1400003) % 7 + 1
      """, [])
  }
}

extension SalesFigures {
  /// These figures less `other`'s, figure by figure; `TotalTooLargeError` rather than overflow.
  fileprivate func less(_ other: SalesFigures) throws -> SalesFigures {
    func difference(_ a: Int, _ b: Int) throws -> Int {
      let (result, overflow) = a.subtractingReportingOverflow(b)
      if overflow { throw TotalTooLargeError() }
      return result
    }
    return SalesFigures(
      quantity: try difference(quantity, other.quantity),
      grossCents: try difference(grossCents, other.grossCents),
      discountCents: try difference(discountCents, other.discountCents),
      refundCents: try difference(refundCents, other.refundCents),
      netCents: try difference(netCents, other.netCents),
      tickets: try difference(tickets, other.tickets))
  }
}
