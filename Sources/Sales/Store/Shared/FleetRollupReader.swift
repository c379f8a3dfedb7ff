import SalesDomain

/// The reads of a selection with no city filter, written once for both stores: the fleet's
/// per-day roll-up (`daily_fleet_sales`, migration 0024), the dates any city operated
/// (`fleet_operating_days`) and the fleet's per-(day, style) roll-up
/// (`daily_fleet_style_sales`, migration 0025).
///
/// Both read about one row a day whatever the fleet's size. The per-(day, city) tables hold a
/// row per truck and day: 3.65M for 1,000 trucks over ten years, which a whole-history
/// `query daily` decoded in 2.8 s (docs/SCALE.md).
struct FleetRollupReader<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  /// Whether `selection` reads the fleet's roll-up: every city and every style.
  static func covers(_ selection: RollupSelection) -> Bool {
    selection.cityIDs.isEmpty && selection.styleIDs.isEmpty
  }

  /// Whether `selection`'s operating dates can come from the dates alone: every city.
  static func coversOperatingDates(_ selection: RollupSelection) -> Bool {
    selection.cityIDs.isEmpty
  }

  /// Whether `selection`'s per-style totals can come from the fleet's per-(day, style) roll-up:
  /// every city (a style filter is applied there too).
  static func coversStyleTotals(_ selection: RollupSelection) -> Bool {
    selection.cityIDs.isEmpty
  }

  /// The fleet's figures per style (of `styleIDs`, or every style when empty) from `first`
  /// through `last`, by style id; styles with no row are absent. About six rows a day, summed
  /// here with the overflow check every stored total has.
  func styleFigures(from first: LocalDate, through last: LocalDate, styleIDs: [Int64]) throws
    -> [StyleFigures]
  {
    let styleFilter = styleIDs.isEmpty ? "" : " AND " + idList("style_id", styleIDs)
    var totals: [Int64: SalesFigures] = [:]
    try dialect.forEachRow(
      """
      SELECT style_id, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets
      FROM daily_fleet_style_sales
      WHERE local_day BETWEEN \(dialect.parameter(1)) AND \(dialect.parameter(2))\(styleFilter)
      """, [.integer(Int64(first.dayNumber)), .integer(Int64(last.dayNumber))]
    ) { row in
      try totals[row.int64(0), default: .zero].add(row.figures(from: 1))
    }
    return totals.sorted { $0.key < $1.key }.map {
      StyleFigures(styleID: $0.key, figures: $0.value)
    }
  }

  /// The fleet's figures per date from `first` through `last`, by date.
  func dayFigures(from first: LocalDate, through last: LocalDate) throws -> [DayFigures] {
    try dialect.rows(
      """
      SELECT local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets
      FROM daily_fleet_sales
      WHERE local_day BETWEEN \(dialect.parameter(1)) AND \(dialect.parameter(2))
      ORDER BY local_day
      """, [.integer(Int64(first.dayNumber)), .integer(Int64(last.dayNumber))]
    ) { row in
      DayFigures(date: LocalDate(dayNumber: Int(row.int64(0))), figures: row.figures(from: 1))
    }
  }

  /// The dates from `first` through `last` on which any city operated, ascending: one row a
  /// day of `fleet_operating_days` (migration 0024), where `operating_days` has one per city.
  func operatingDates(from first: LocalDate, through last: LocalDate) throws -> [LocalDate] {
    try dialect.rows(
      """
      SELECT local_day FROM fleet_operating_days
      WHERE local_day BETWEEN \(dialect.parameter(1)) AND \(dialect.parameter(2))
      ORDER BY local_day
      """, [.integer(Int64(first.dayNumber)), .integer(Int64(last.dayNumber))]
    ) { LocalDate(dayNumber: Int($0.int64(0))) }
  }
}
