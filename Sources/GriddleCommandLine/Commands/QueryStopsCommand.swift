import Reports
import SalesDomain

/// `griddle query stops`: where to park — each stop's visits, money after fees and per hour.
enum QueryStopsCommand {
  static let arguments: [ArgumentSpec] =
    QueryOptions.dateSpecs(defaultDays: defaultDays)
    + [
      QueryOptions.citySpec,
      .option(
        "by", valueName: "field", help: "Split each stop's figures: 'weekday'.",
        choices: ["weekday"]),
    ] + QueryOptions.outputSpecs

  static let command = Command(
    name: "stops",
    abstract:
      "Print per stop: visits, scheduled hours, net sales, fees, net after fees, per hour and the worst, best and average visit.",
    discussion:
      "A sale belongs to the visit of its city whose time, widened by scheduleGraceMinutes (default 30) at both ends, holds it; other sales are listed as the stop 'Unscheduled'. A visit counts on the date it starts. The fee of a visit is its own, else its stop's: flat + percent × its net sales. Read from the per-visit roll-ups that imports and schedule imports keep. The default range is the 84 days (12 weeks) ending at --to.",
    arguments: arguments,
    run: { values in
      if let by = values.value("by"), by.lowercased() != "weekday" {
        throw UsageError("invalid value '\(by)' for '--by <field>': expected 'weekday'")
      }
      let byWeekday = values.value("by") != nil
      let query = try QueryOptions(values)
      guard let schedule = query.analytics.store as? any ScheduleDataStore,
        let range = try query.dateRange(values, defaultDays: defaultDays)
      else {
        return try query.write(SalesTables.stops([], byWeekday: byWeekday))
      }
      let cities =
        query.filter.cities.isEmpty ? try query.analytics.store.cities() : query.filter.cities
      try query.write(
        SalesTables.stops(
          try query.analytics.stopTotals(
            in: range, cities: cities, schedule: schedule,
            graceMinutes: query.environment.configuration.scheduleGraceMinutes,
            byWeekday: byWeekday),
          byWeekday: byWeekday))
    })

  /// Twelve weeks, as the dashboard's "Where to park" looks back.
  static let defaultDays = 84
}
