import SQLiteStorage
import SalesDomain

extension SalesStore {
  /// Moves each city's stored lines to the business days of its new start and rebuilds its
  /// roll-ups from them, all in one transaction, and records the new starts (`griddle init`
  /// after `businessDayStartsAt` changed).
  public func rebuildBusinessDays(
    _ changes: [(city: City, start: BusinessDayStart)]
  ) throws -> [BusinessDayRebuild] {
    try database.transaction(.immediate) {
      let dialect = SQLiteDialect(database: database)
      let statements = BusinessDayStatements(dialect: dialect)
      var summaries: [BusinessDayRebuild] = []
      for (city, start) in changes {
        summaries.append(try statements.relocateLines(of: city, to: start))
        try statements.deleteRollups(
          ofCity: city.id,
          tables: [
            "daily_style_sales", "hourly_sales", "daily_city_sales", "monthly_weekday_hour_sales",
            "city_weekday_hour_sales",
          ])
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
