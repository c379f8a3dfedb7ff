import SalesDomain

/// The reads of a selection with no city filter, written once for both stores: the fleet's
/// per-day roll-up (`daily_fleet_sales`, migration 0024) and the dates any city operated
/// (`fleet_operating_days`).
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
      DayFigures(
        date: LocalDate(dayNumber: Int(row.int64(0))),
        figures: SalesFigures(
          quantity: Int(row.int64(1)), grossCents: Int(row.int64(2)),
          discountCents: Int(row.int64(3)), refundCents: Int(row.int64(4)),
          netCents: Int(row.int64(5)), tickets: Int(row.int64(6))))
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
