import PostgresStorage
import SalesDomain

extension PostgresSalesStore {
  /// Moves each city's stored lines to the business days of its new start and rebuilds its
  /// roll-ups from them, all in one transaction, and records the new starts (the SQLite
  /// store's `rebuildBusinessDays`).
  public func rebuildBusinessDays(
    _ changes: [(city: City, start: BusinessDayStart)]
  ) throws -> [BusinessDayRebuild] {
    try connection.transaction {
      // Under the writers' lock, as imports write: no import's lines or roll-ups interleave.
      try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
      let dialect = PostgresDialect(connection: connection)
      let statements = BusinessDayStatements(dialect: dialect)
      var summaries: [BusinessDayRebuild] = []
      for (city, start) in changes {
        summaries.append(try statements.relocateLines(of: city, to: start))
        // monthly_weekday_hour_sales follows hourly_sales through its triggers here.
        try statements.deleteRollups(
          ofCity: city.id, tables: ["daily_style_sales", "hourly_sales", "daily_city_sales"])
        try writeRollup(try StoredRollups(dialect: dialect).folded(cityID: city.id))
        try referenceData.setBusinessDayStart(ofCity: city.id, to: start)
      }
      // The per-visit groups are by the lines' day, and Unscheduled is a day's figures less
      // its visits': the cities' visits are folded again from their moved lines.
      try visitSales.rebuild(cityIDs: Set(changes.map(\.city.id)))
      return summaries
    }
  }
}
