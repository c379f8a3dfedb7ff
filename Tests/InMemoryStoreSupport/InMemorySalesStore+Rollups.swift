import SalesDomain

/// The typed readers of the roll-ups, answering as the SQLite store's do, and the check of
/// the roll-ups against the stored lines.
extension InMemorySalesStore {
  // MARK: Reading

  /// Figures per (local date, city) in the selection, by date then city: from the per-day
  /// roll-up without a style filter, else from the per-style roll-up (a ticket then counts
  /// once per selected style it has a sale line of).
  public func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures] {
    let filter = Filter(selection)
    var totals: [DayGroup: SalesFigures] = [:]
    if selection.styleIDs.isEmpty {
      for (group, amounts) in state.dayRollup where filter.keeps(group.day, group.cityID) {
        try totals[group, default: .zero].add(amounts.figures)
      }
    } else {
      for (group, amounts) in state.styleRollup
      where filter.keeps(group.day, group.cityID, style: group.styleID) {
        try totals[DayGroup(day: group.day, cityID: group.cityID), default: .zero]
          .add(amounts.figures)
      }
    }
    return totals.sorted { $0.key < $1.key }.map {
      CityDayFigures(
        date: LocalDate(dayNumber: $0.key.day), cityID: $0.key.cityID, figures: $0.value)
    }
  }

  /// Figures per style in the selection, by style id (styles with no roll-up row are absent).
  public func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures] {
    let filter = Filter(selection)
    var totals: [Int64: SalesFigures] = [:]
    for (group, amounts) in state.styleRollup
    where filter.keeps(group.day, group.cityID, style: group.styleID) {
      try totals[group.styleID, default: .zero].add(amounts.figures)
    }
    return totals.sorted { $0.key < $1.key }.map {
      StyleFigures(styleID: $0.key, figures: $0.value)
    }
  }

  /// Figures per (city, ISO weekday, local hour) in the selection (style filter ignored: the
  /// per-hour roll-up has no style), by city, weekday, hour.
  public func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures] {
    struct Cell: Hashable, Comparable {
      let cityID: Int64
      let weekday: Int
      let hour: Int
      static func < (a: Self, b: Self) -> Bool {
        (a.cityID, a.weekday, a.hour) < (b.cityID, b.weekday, b.hour)
      }
    }
    let filter = Filter(selection)
    var totals: [Cell: SalesFigures] = [:]
    for (group, amounts) in state.hourRollup where filter.keeps(group.day, group.cityID) {
      let weekday = LocalDate(dayNumber: group.day).isoWeekday
      let cell = Cell(cityID: group.cityID, weekday: weekday, hour: group.hour)
      try totals[cell, default: .zero].add(amounts.figures)
    }
    return totals.sorted { $0.key < $1.key }.map {
      WeekdayHourFigures(
        cityID: $0.key.cityID, weekday: $0.key.weekday, hour: $0.key.hour, figures: $0.value)
    }
  }

  /// The (city, local date) operating days in the selection (style filter ignored), by city
  /// then date.
  public func operatingDays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, date: LocalDate
  )] {
    let filter = Filter(selection)
    return state.operatingDays.keys.filter { filter.keeps($0.day, $0.cityID) }
      .sorted { ($0.cityID, $0.day) < ($1.cityID, $1.day) }
      .map { (cityID: $0.cityID, date: LocalDate(dayNumber: $0.day)) }
  }

  /// The earliest and latest dates with sales or recorded open, or nil for no data.
  public func dataDateBounds() throws -> ClosedRange<LocalDate>? {
    let days = state.operatingDays.keys.map(\.day)
    guard let first = days.min(), let last = days.max() else { return nil }
    return LocalDate(dayNumber: first)...LocalDate(dayNumber: last)
  }

  /// A selection as a test on roll-up keys.
  private struct Filter {
    let days: ClosedRange<Int>?
    let cityIDs: Set<Int64>
    let styleIDs: Set<Int64>

    init(_ selection: RollupSelection) {
      // A selection whose last day is before its first selects nothing (SQL's BETWEEN).
      days =
        selection.first <= selection.last
        ? selection.first.dayNumber...selection.last.dayNumber : nil
      cityIDs = Set(selection.cityIDs)
      styleIDs = Set(selection.styleIDs)
    }

    func keeps(_ day: Int, _ cityID: Int64, style styleID: Int64? = nil) -> Bool {
      guard let days, days.contains(day) else { return false }
      if !cityIDs.isEmpty, !cityIDs.contains(cityID) { return false }
      if let styleID, !styleIDs.isEmpty, !styleIDs.contains(styleID) { return false }
      return true
    }
  }

  // MARK: Checking

  /// Where the roll-ups differ from a recomputation over the stored lines (by the same one
  /// money rule, with tickets as distinct orders with a sale line in the group): one message
  /// per kind of difference, worded as the SQLite store words it; empty when they agree.
  public func rollupDiscrepancies() throws -> [String] {
    var styles = Recomputed<StyleGroup>()
    var hours = Recomputed<HourGroup>()
    var days = Recomputed<DayGroup>()
    var saleDays = Set<DayGroup>()
    for (orderID, lines) in state.orders {
      for stored in lines.values {
        let day = DayGroup(day: stored.day, cityID: stored.cityID)
        styles.add(
          stored.line, of: orderID,
          to: StyleGroup(day: stored.day, cityID: stored.cityID, styleID: stored.line.styleID))
        hours.add(
          stored.line, of: orderID,
          to: HourGroup(day: stored.day, cityID: stored.cityID, hour: stored.hour))
        days.add(stored.line, of: orderID, to: day)
        if stored.line.kind == .sale { saleDays.insert(day) }
      }
    }
    let found = [
      Self.difference("per-style roll-up", stored: state.styleRollup, recomputed: styles),
      Self.difference("per-hour roll-up", stored: state.hourRollup, recomputed: hours),
      Self.difference("per-day roll-up", stored: state.dayRollup, recomputed: days),
    ].compactMap { $0 }
    let marked = Set(state.operatingDays.filter(\.value).keys)
    let unmarked = saleDays.subtracting(marked).count
    let stale = marked.subtracting(saleDays).count
    guard unmarked + stale > 0 else { return found }
    return found + [
      "operating days: \(unmarked) day(s) with sales not marked, \(stale) marked without sales"
    ]
  }

  /// One roll-up recomputed from the lines: money by the one rule, tickets as the distinct
  /// orders with a sale line in the group (SQL's `count(DISTINCT …)`).
  private struct Recomputed<Key: Hashable> {
    var amounts: [Key: RollupAmounts] = [:]
    var ticketOrders: [Key: Set<String>] = [:]

    mutating func add(_ line: OrderLine, of orderID: String, to key: Key) {
      amounts[key, default: RollupAmounts()].addLine(line)
      if line.kind == .sale { ticketOrders[key, default: []].insert(orderID) }
    }

    var rows: Set<Row<Key>> {
      Set(
        amounts.map { key, amounts in
          var amounts = amounts
          amounts.tickets = Int64(ticketOrders[key]?.count ?? 0)
          return Row(key: key, figures: amounts.figures)
        })
    }
  }

  /// The message for one roll-up that differs from its recomputation (rows compared as SQL's
  /// `EXCEPT` compares them both ways), or nil.
  private static func difference<Key: Hashable>(
    _ label: String, stored: [Key: RollupAmounts], recomputed: Recomputed<Key>
  ) -> String? {
    let stored = rows(stored)
    let grouped = recomputed.rows
    let missing = grouped.subtracting(stored).count
    let extra = stored.subtracting(grouped).count
    guard missing + extra > 0 else { return nil }
    return "\(label): \(missing) group(s) differ from the lines, \(extra) not in them"
  }

  /// A roll-up as a set of (key, figures) rows, for comparing two of them as SQL's `EXCEPT`
  /// compares tables.
  private static func rows<Key: Hashable>(_ rollup: [Key: RollupAmounts]) -> Set<Row<Key>> {
    Set(rollup.map { Row(key: $0.key, figures: $0.value.figures) })
  }

  /// One row of a roll-up.
  private struct Row<Key: Hashable>: Hashable {
    let key: Key
    let figures: SalesFigures
  }
}
