import SQLiteStorage

/// Writing the import's roll-up at the end of its transaction.
extension ImportRun {
  /// Adds the import's roll-up to `daily_sales` and marks its operating days.
  func write(_ rollup: [Int64: RollupTotals], reference: ImportReferenceData) throws {
    let daily = try database.cachedStatement(
      """
      INSERT INTO daily_sales (local_day, city_id, style_id, quantity, revenue_cents, order_count)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (local_day, city_id, style_id) DO UPDATE SET
        quantity = quantity + excluded.quantity,
        revenue_cents = revenue_cents + excluded.revenue_cents,
        order_count = order_count + excluded.order_count
      """)
    let operating = try database.cachedStatement(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (?, ?, 1)
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """)
    var lastDay: (city: Int, day: Int)?
    for key in rollup.keys.sorted() {
      let totals = rollup[key]!
      guard totals.orders > 0 else { continue }
      let (day, city, style) = rollupParts(key)
      let cityID = reference.cities[city].id
      try daily.execute([
        day, cityID, reference.styles[style].id, totals.quantity, totals.revenueCents,
        totals.orders,
      ])
      if lastDay.map({ $0 != (city, day) }) ?? true {
        try operating.execute([cityID, day])
        lastDay = (city, day)
      }
    }
  }
}
