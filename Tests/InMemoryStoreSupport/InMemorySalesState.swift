import Foundation
import SalesDomain

/// Everything an `InMemorySalesStore` holds, as one value: a transaction works on a copy and
/// either keeps it or drops it, which is all-or-nothing without an undo log.
struct InMemorySalesState {
  /// Cities by id, and their ids by matching key.
  var cities: [Int64: City] = [:]
  var cityIDs: [NameKey: Int64] = [:]
  /// Styles by id, and their ids by matching key.
  var styles: [Int64: PancakeStyle] = [:]
  var styleIDs: [NameKey: Int64] = [:]
  /// The stored lines, by order id then line number.
  var orders: [String: [Int: StoredLine]] = [:]
  /// The roll-ups, kept in step with `orders` by `insert(_:)`.
  var styleRollup: [StyleGroup: RollupAmounts] = [:]
  var hourRollup: [HourGroup: RollupAmounts] = [:]
  var dayRollup: [DayGroup: RollupAmounts] = [:]
  /// Operating (city, day)s and whether each had a sale line.
  var operatingDays: [DayGroup: Bool] = [:]

  /// The next id a new city or style gets: ids start at 1 and grow by one, as SQLite's
  /// `INTEGER PRIMARY KEY` gives them in a table nothing is deleted from.
  var nextCityID: Int64 { (cities.keys.max() ?? 0) + 1 }
  var nextStyleID: Int64 { (styles.keys.max() ?? 0) + 1 }
}

/// One stored line with the order's instant, city, local day and hour as stored with it (the
/// SQLite store keeps them per line, so they are kept per line here too).
struct StoredLine: Hashable {
  /// The instant in whole milliseconds since 1970, rounded down: the precision stores keep.
  let orderedAtMilliseconds: Int64
  let cityID: Int64
  /// The local day as days since 1970-01-01.
  let day: Int
  let hour: Int
  let line: OrderLine

  /// `date`'s milliseconds since 1970 as a store compares and keeps them.
  static func milliseconds(of date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
  }
}

/// A group of the per-(day, city) roll-up, and an operating day's key.
struct DayGroup: Hashable, Comparable {
  let day: Int
  let cityID: Int64
  static func < (a: Self, b: Self) -> Bool { (a.day, a.cityID) < (b.day, b.cityID) }
}

/// A group of the per-(day, city, style) roll-up.
struct StyleGroup: Hashable, Comparable {
  let day: Int
  let cityID: Int64
  let styleID: Int64
  static func < (a: Self, b: Self) -> Bool {
    (a.day, a.cityID, a.styleID) < (b.day, b.cityID, b.styleID)
  }
}

/// A group of the per-(day, city, local hour) roll-up.
struct HourGroup: Hashable, Comparable {
  let day: Int
  let cityID: Int64
  let hour: Int
  static func < (a: Self, b: Self) -> Bool {
    (a.day, a.cityID, a.hour) < (b.day, b.cityID, b.hour)
  }
}

extension RollupAmounts {
  /// The amounts as the domain's figures (for comparing groups and summing them in readers).
  var figures: SalesFigures {
    SalesFigures(
      quantity: Int(quantity), grossCents: Int(grossCents), discountCents: Int(discountCents),
      refundCents: Int(refundCents), netCents: Int(netCents), tickets: Int(tickets))
  }

  /// Adds the money and units of `line` by the domain's one rule (tickets are the caller's).
  mutating func addLine(_ line: OrderLine) {
    addLine(
      isRefund: line.kind == .refund, quantity: Int64(line.quantity),
      grossCents: Int64(line.grossCents), discountCents: Int64(line.discountCents))
  }
}
