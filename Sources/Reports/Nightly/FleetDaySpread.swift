import SalesAnalytics
import SalesDomain

/// One day of a large fleet: its total, and how the trucks that traded that day spread from
/// the lowest to the highest net sales, with the median truck between.
///
/// A truck (city) that did not trade that day (no operating day) is left out of the spread, not
/// counted as zero: a truck off the road is not a truck that sold nothing, and counting it would
/// pin the lowest truck to zero on every day some truck rests.
public struct FleetDaySpread: Hashable, Sendable {
  /// The day.
  public let date: LocalDate
  /// Net sales of every truck together, in minor units.
  public let totalCents: Int
  /// How many trucks traded that day.
  public let trucks: Int
  /// The lowest net sales of a truck that traded (nil when none did).
  public let lowestCents: Int?
  /// The median truck's net sales: the middle one, or the mean of the two middle ones for an
  /// even count (so it may end in half a minor unit); nil when no truck traded.
  public let medianCents: Double?
  /// The highest net sales of a truck that traded (nil when none did).
  public let highestCents: Int?

  /// The spread of each date of `dates` from the per-city daily totals `days`.
  public static func days(_ days: [CityDailyTotal], over dates: DateRange) -> [FleetDaySpread] {
    var byDate: [LocalDate: (total: Int, traded: [Int])] = [:]
    for day in days where dates.contains(day.date) {
      byDate[day.date, default: (0, [])].total += day.revenueCents
      if day.isOperatingDay { byDate[day.date, default: (0, [])].traded.append(day.revenueCents) }
    }
    return dates.map { date in
      let entry = byDate[date] ?? (0, [])
      let sorted = entry.traded.sorted()
      let middle = sorted.count / 2
      let median: Double? =
        sorted.isEmpty
        ? nil
        : sorted.count % 2 == 1
          ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
      return FleetDaySpread(
        date: date, totalCents: entry.total, trucks: sorted.count, lowestCents: sorted.first,
        medianCents: median, highestCents: sorted.last)
    }
  }
}
