/// Money, units and tickets of a set of order lines (see DESIGN "Domain semantics").
///
/// `grossCents` and `discountCents` sum sale lines; `refundCents` is the (positive) net of
/// refund lines; `netCents` = gross − discount − refund (reported as `revenue_cents`);
/// `quantity` is units sold minus units refunded; `tickets` counts orders with a sale line.
public struct SalesFigures: Hashable, Sendable {
  /// Units sold minus units refunded.
  public var quantity: Int
  /// Gross of sale lines, before discounts.
  public var grossCents: Int
  /// Discounts of sale lines.
  public var discountCents: Int
  /// Net money refunded, as a positive amount.
  public var refundCents: Int
  /// gross − discount − refund: net sales (`revenue_cents`).
  public var netCents: Int
  /// Orders with at least one sale line.
  public var tickets: Int

  /// Creates figures (all zero by default).
  public init(
    quantity: Int = 0, grossCents: Int = 0, discountCents: Int = 0, refundCents: Int = 0,
    netCents: Int = 0, tickets: Int = 0
  ) {
    self.quantity = quantity
    self.grossCents = grossCents
    self.discountCents = discountCents
    self.refundCents = refundCents
    self.netCents = netCents
    self.tickets = tickets
  }

  /// Nothing sold.
  public static let zero = SalesFigures()

  /// Adds `other` figure by figure (tickets too: callers add disjoint sets of orders).
  /// Traps on overflow: code that sums stored figures uses `add(_:)`, which throws.
  public static func += (lhs: inout SalesFigures, rhs: SalesFigures) {
    lhs.quantity += rhs.quantity
    lhs.grossCents += rhs.grossCents
    lhs.discountCents += rhs.discountCents
    lhs.refundCents += rhs.refundCents
    lhs.netCents += rhs.netCents
    lhs.tickets += rhs.tickets
  }

  /// Adds `other` figure by figure; throws `TotalTooLargeError` rather than overflow (stored
  /// figures over a long range and many cities can pass 64 bits).
  public mutating func add(_ other: SalesFigures) throws {
    quantity = try checkedSum(quantity, other.quantity)
    grossCents = try checkedSum(grossCents, other.grossCents)
    discountCents = try checkedSum(discountCents, other.discountCents)
    refundCents = try checkedSum(refundCents, other.refundCents)
    netCents = try checkedSum(netCents, other.netCents)
    tickets = try checkedSum(tickets, other.tickets)
  }

  /// Net per ticket in minor units, or nil without tickets.
  public var averageTicketCents: Double? {
    tickets == 0 ? nil : Double(netCents) / Double(tickets)
  }
}

/// Roll-up figures of one local date, summed over the cities and styles asked for.
public struct DayFigures: Hashable, Sendable {
  /// The local date.
  public let date: LocalDate
  /// What sold.
  public let figures: SalesFigures

  /// Creates the figures of one date.
  public init(date: LocalDate, figures: SalesFigures) {
    self.date = date
    self.figures = figures
  }

  /// `cells` (by date, as `cityDayFigures` gives them) summed per date.
  public static func summing(_ cells: [CityDayFigures]) throws -> [DayFigures] {
    var days: [DayFigures] = []
    var total = SalesFigures.zero
    for (index, cell) in cells.enumerated() {
      try total.add(cell.figures)
      if index + 1 == cells.count || cells[index + 1].date != cell.date {
        days.append(DayFigures(date: cell.date, figures: total))
        total = .zero
      }
    }
    return days
  }
}

/// Roll-up figures of one (local date, city), summed over the styles asked for.
public struct CityDayFigures: Hashable, Sendable {
  /// The local date.
  public let date: LocalDate
  /// The city.
  public let cityID: Int64
  /// What sold.
  public let figures: SalesFigures

  /// Creates the figures of one (date, city).
  public init(date: LocalDate, cityID: Int64, figures: SalesFigures) {
    self.date = date
    self.cityID = cityID
    self.figures = figures
  }
}

/// Roll-up figures of one (city, ISO weekday) over a period, with the city's operating days of
/// that weekday in it: what per-city and per-weekday totals are made of.
public struct CityWeekdayFigures: Hashable, Sendable {
  /// The city.
  public let cityID: Int64
  /// ISO weekday, Monday = 1 … Sunday = 7.
  public let weekday: Int
  /// What sold on the days of that weekday.
  public let figures: SalesFigures
  /// How many of those days the city operated.
  public let operatingDays: Int

  /// Creates the figures of one (city, weekday).
  public init(cityID: Int64, weekday: Int, figures: SalesFigures, operatingDays: Int) {
    self.cityID = cityID
    self.weekday = weekday
    self.figures = figures
    self.operatingDays = operatingDays
  }

  /// `days` summed and `open` counted per (city, weekday), by city id then weekday; a (city,
  /// weekday) with neither figures nor an operating day is absent.
  public static func summing(
    _ days: [CityDayFigures], open: [(cityID: Int64, date: LocalDate)]
  ) throws -> [CityWeekdayFigures] {
    // Seven slots a city in flat arrays, a city's block found through a dictionary once per
    // cell: a dictionary keyed by (city, weekday) holding the figures took a fifth of
    // `query cities` on 30 days of 1,000 trucks.
    var blocks: [Int64: Int] = [:]
    var cityIDs: [Int64] = []
    var figures: [SalesFigures] = []
    var counts: [Int] = []
    var present: [Bool] = []
    func slot(_ cityID: Int64, _ date: LocalDate) -> Int {
      let block: Int
      if let known = blocks[cityID] {
        block = known
      } else {
        block = cityIDs.count
        blocks[cityID] = block
        cityIDs.append(cityID)
        figures.append(contentsOf: repeatElement(.zero, count: 7))
        counts.append(contentsOf: repeatElement(0, count: 7))
        present.append(contentsOf: repeatElement(false, count: 7))
      }
      return block * 7 + date.isoWeekday - 1
    }
    for day in days {
      let index = slot(day.cityID, day.date)
      present[index] = true
      try figures[index].add(day.figures)
    }
    for day in open {
      let index = slot(day.cityID, day.date)
      present[index] = true
      counts[index] += 1
    }
    var result: [CityWeekdayFigures] = []
    for (block, cityID) in cityIDs.enumerated().sorted(by: { $0.element < $1.element }) {
      for weekday in 1...7 where present[block * 7 + weekday - 1] {
        let index = block * 7 + weekday - 1
        result.append(
          CityWeekdayFigures(
            cityID: cityID, weekday: weekday, figures: figures[index],
            operatingDays: counts[index]))
      }
    }
    return result
  }
}

/// Roll-up figures of one style over a period.
public struct StyleFigures: Hashable, Sendable {
  /// The style.
  public let styleID: Int64
  /// What sold; `tickets` counts orders with a sale line of this style, per day.
  public let figures: SalesFigures

  /// Creates the figures of one style.
  public init(styleID: Int64, figures: SalesFigures) {
    self.styleID = styleID
    self.figures = figures
  }
}

/// Roll-up figures of one (city, ISO weekday, local hour) over a period.
public struct WeekdayHourFigures: Hashable, Sendable {
  /// The city.
  public let cityID: Int64
  /// ISO weekday, Monday = 1 … Sunday = 7.
  public let weekday: Int
  /// Local hour, 0–23.
  public let hour: Int
  /// What sold.
  public let figures: SalesFigures

  /// Creates the figures of one (city, weekday, hour).
  public init(cityID: Int64, weekday: Int, hour: Int, figures: SalesFigures) {
    self.cityID = cityID
    self.weekday = weekday
    self.hour = hour
    self.figures = figures
  }
}

/// Which roll-up rows a reader returns: a closed range of local dates, and optionally only
/// some cities and styles (empty: all).
public struct RollupSelection: Hashable, Sendable {
  /// The first local date.
  public var first: LocalDate
  /// The last local date (inclusive).
  public var last: LocalDate
  /// City ids to include; empty for every city.
  public var cityIDs: [Int64]
  /// Style ids to include; empty for every style.
  public var styleIDs: [Int64]

  /// Creates a selection.
  public init(first: LocalDate, last: LocalDate, cityIDs: [Int64] = [], styleIDs: [Int64] = []) {
    self.first = first
    self.last = last
    self.cityIDs = cityIDs
    self.styleIDs = styleIDs
  }
}
