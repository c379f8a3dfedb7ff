import SalesDomain

/// How `monthly_weekday_hour_sales` keys the per-hour roll-up: the first day of the hour's
/// month, its ISO weekday (1 = Monday … 7 = Sunday) and the hour. One rule for the writer and
/// the integrity check.
enum MonthlyWeekdayHours {
  /// The month's first day (a day number) and the ISO weekday of `day`.
  static func key(day: Int) -> (monthStart: Int, weekday: Int) {
    let date = LocalDate(dayNumber: day)
    return (date.adding(days: 1 - date.day).dayNumber, date.isoWeekday)
  }

  /// `hours` (per-hour groups) summed per (month start, city, weekday, hour), in key order,
  /// zero groups left out.
  static func folded(_ hours: [RollupGroup]) -> [(
    key: (Int64, Int64, Int64, Int64), amounts: RollupAmounts
  )] {
    struct Key: Hashable, Comparable {
      var monthStart: Int64, cityID: Int64, weekday: Int64, hour: Int64
      static func < (a: Key, b: Key) -> Bool {
        (a.monthStart, a.cityID, a.weekday, a.hour) < (b.monthStart, b.cityID, b.weekday, b.hour)
      }
    }
    var groups: [Key: RollupAmounts] = [:]
    // The hours come in day order: a day's month and weekday are worked out once per run.
    var lastDay = Int.min
    var dayKey = (monthStart: 0, weekday: 0)
    for hour in hours {
      if hour.day != lastDay {
        dayKey = key(day: hour.day)
        lastDay = hour.day
      }
      let key = Key(
        monthStart: Int64(dayKey.monthStart), cityID: hour.cityID, weekday: Int64(dayKey.weekday),
        hour: hour.part)
      groups[key, default: RollupAmounts()].add(hour.amounts)
    }
    return groups.filter { !$0.value.isZero }.sorted { $0.key < $1.key }.map {
      (($0.key.monthStart, $0.key.cityID, $0.key.weekday, $0.key.hour), $0.value)
    }
  }

  /// Month groups (as `folded` gives them) summed per (city, weekday, hour): what
  /// `city_weekday_hour_sales` (migration 0027, the whole history) gains from them, in key
  /// order (the last key part 0), zero groups left out.
  static func acrossMonths(
    _ months: [(key: (Int64, Int64, Int64, Int64), amounts: RollupAmounts)]
  ) -> [(key: (Int64, Int64, Int64, Int64), amounts: RollupAmounts)] {
    struct Key: Hashable, Comparable {
      var cityID: Int64, weekday: Int64, hour: Int64
      static func < (a: Key, b: Key) -> Bool {
        (a.cityID, a.weekday, a.hour) < (b.cityID, b.weekday, b.hour)
      }
    }
    var groups: [Key: RollupAmounts] = [:]
    for month in months {
      groups[Key(cityID: month.key.1, weekday: month.key.2, hour: month.key.3), default: .init()]
        .add(month.amounts)
    }
    return groups.filter { !$0.value.isZero }.sorted { $0.key < $1.key }.map {
      (($0.key.cityID, $0.key.weekday, $0.key.hour, 0), $0.value)
    }
  }
}
