import SalesDomain

/// The reads of a range that holds every stored day, written once for both stores: the
/// per-(city, weekday) roll-up over the whole history (`city_weekday_sales`, migration 0026)
/// and the per-(city, weekday, hour) one (`city_weekday_hour_sales`, migration 0027).
///
/// `query cities` and `query weekdays` on the whole history read every (day, city) row and
/// every operating day otherwise: 7.3M rows for 1,000 trucks over ten years, 2.8–3.3 s; here
/// they read 7 rows a city (docs/SCALE.md).
struct WholeHistoryReader<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  /// Whether `selection` can be read from the whole-history roll-up: no style filter, and a
  /// range from no later than the first stored day to no earlier than the last. Both the
  /// days with figures and the operating days bound it (a day of refunds alone has figures and
  /// no operating day; a day recorded open without sales, the other way round); the fleet's
  /// per-day tables hold those days at one row each.
  func covers(_ selection: RollupSelection) throws -> Bool {
    guard selection.styleIDs.isEmpty else { return false }
    let bounds =
      try dialect.rows(
        """
        SELECT min(first_day), max(last_day) FROM (
          SELECT min(local_day) AS first_day, max(local_day) AS last_day FROM daily_fleet_sales
          UNION ALL
          SELECT min(local_day), max(local_day) FROM fleet_operating_days
        ) stored_days
        """, []
      ) { $0.isNull(0) ? nil : (first: $0.int64(0), last: $0.int64(1)) }.first ?? nil
    guard let bounds else { return true }
    return Int64(selection.first.dayNumber) <= bounds.first
      && Int64(selection.last.dayNumber) >= bounds.last
  }

  /// Whether `selection`'s range holds every stored day, whatever its styles: for the
  /// roll-ups that have no style (hours, operating days), which ignore a style filter.
  func coversEveryDay(_ selection: RollupSelection) throws -> Bool {
    var anyStyle = selection
    anyStyle.styleIDs = []
    return try covers(anyStyle)
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
