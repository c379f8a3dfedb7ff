import SQLiteStorage
import SalesDomain

extension SalesStore {
  /// Figures per (city, ISO weekday, local hour) in the selection (style filter ignored: the
  /// hour roll-ups have no style), by city, weekday, hour.
  ///
  /// Whole months come from `monthly_weekday_hour_sales` (one row per month, city, weekday
  /// and hour), only the partial months at the ends of the range from `hourly_sales` (one row
  /// per day, city and hour): over years of history, about a quarter of the rows, which were
  /// most of `query hours`' time. A range that holds most stored days reads the whole
  /// history's per-(city, weekday, hour) roll-up instead (168 rows a city), less the days the
  /// range leaves out.
  public func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    try WholeHistoryReader(dialect: SQLiteDialect(database: database)).weekdayHourFigures(
      selection, ofRows: weekdayHourFiguresOfRows)
  }

  /// Figures per (city, weekday, hour) in the selection from the per-month and per-hour rows.
  func weekdayHourFiguresOfRows(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    let first = selection.first
    let last = selection.last
    // The whole months inside the range: from `firstWhole` up to (not including) `wholeEnd`.
    let firstWhole = first.day == 1 ? first : first.yearMonth.adding(months: 1).firstDay
    let wholeEnd =
      last == last.yearMonth.lastDay ? last.adding(days: 1) : last.yearMonth.firstDay
    guard firstWhole < wholeEnd else { return try hourlyWeekdayHourFigures(selection) }
    var parts: [[WeekdayHourFigures]] = []
    if first < firstWhole {
      var head = selection
      head.last = firstWhole.adding(days: -1)
      parts.append(try hourlyWeekdayHourFigures(head))
    }
    parts.append(try monthlyWeekdayHourFigures(from: firstWhole, to: wholeEnd, selection.cityIDs))
    if wholeEnd <= last {
      var tail = selection
      tail.first = wholeEnd
      parts.append(try hourlyWeekdayHourFigures(tail))
    }
    if parts.count == 1 { return parts[0] }
    struct Key: Hashable, Comparable {
      let cityID: Int64
      let weekday: Int
      let hour: Int
      static func < (a: Self, b: Self) -> Bool {
        (a.cityID, a.weekday, a.hour) < (b.cityID, b.weekday, b.hour)
      }
    }
    var totals: [Key: SalesFigures] = [:]
    for part in parts {
      for cell in part {
        try totals[Key(cityID: cell.cityID, weekday: cell.weekday, hour: cell.hour), default: .zero]
          .add(cell.figures)
      }
    }
    return totals.sorted { $0.key < $1.key }.map {
      WeekdayHourFigures(
        cityID: $0.key.cityID, weekday: $0.key.weekday, hour: $0.key.hour, figures: $0.value)
    }
  }

  /// The month groups of the months starting in `first ..< end` (each month whole), summed
  /// per (city, weekday, hour), by city, weekday, hour.
  private func monthlyWeekdayHourFigures(
    from first: LocalDate, to end: LocalDate, _ cityIDs: [Int64]
  ) throws -> [WeekdayHourFigures] {
    var slots = WeekdayHourSlots()
    let cityFilter = cityIDs.isEmpty ? "" : " AND " + idList("city_id", cityIDs)
    try database.cachedStatement(
      """
      SELECT city_id, weekday, local_hour, quantity, gross_cents, discount_cents, refund_cents,
        net_cents, tickets
      FROM monthly_weekday_hour_sales
      WHERE month_start >= ? AND month_start < ?\(cityFilter)
      """
    ).forEachRow([first.dayNumber, end.dayNumber]) { row in
      let cityID = row.int64(0)
      let weekday = row.int(1)
      let hour = row.int(2)
      // The table's CHECKs keep weekday and hour in range.
      guard (1...7).contains(weekday), (0...23).contains(hour) else { return }
      let slot = slots.slot(cityID: cityID, weekday: weekday, hour: hour)
      try slots.add(to: slot) { try Self.add(row, from: 3, to: &$0) }
    }
    return slots.groups()
  }
}
