import SalesDomain

/// One cell of a busy-hours map: a weekday and local hour, with the average number of tickets
/// in that hour per operating day of that weekday.
public struct BusyHourCell: Hashable, Sendable {
  /// ISO weekday, 1 (Monday) … 7 (Sunday).
  public let weekday: Int
  /// Local hour, 0–23.
  public let hour: Int
  /// Tickets in the hour per operating day of the weekday.
  public let averageTickets: Double

  /// Creates a cell.
  public init(weekday: Int, hour: Int, averageTickets: Double) {
    self.weekday = weekday
    self.hour = hour
    self.averageTickets = averageTickets
  }
}

/// What the dashboard shows of the hours of the day, read in one go: a date's running net
/// sales against its typical same weekdays, and when the trucks are busy.
public struct HourPatterns: Sendable {
  /// The date's running net sales by hour against the typical days' (all cities).
  public let dayCurve: TypicalDayCurve
  /// Average tickets per operating day by weekday × hour over the busy-hours range, all cities
  /// together (a date counts as open for a weekday when any city operated on it); 7 × 24
  /// cells, or empty when no ticket was sold in the range.
  public let busyHours: [BusyHourCell]
  /// The same per city (over the city's own operating days), by city name, each 7 × 24 cells.
  public let busyHoursByCity: [String: [BusyHourCell]]
}

extension SalesAnalytics {
  /// The hour-of-day figures of `date` against `typicalDates` (the earlier same weekdays a
  /// typical day is taken over) and the busy hours over `busyRange`, all cities.
  public func hourPatterns(
    on date: LocalDate, typicalDates: [LocalDate], busyRange: DateRange
  ) throws -> HourPatterns {
    // A day's net per hour over every city, from the roll-up's cells directly: `hourTotals`
    // would list every city × weekday × hour (168,000 entries for 1,000 trucks) for each of
    // the date and its typical days.
    let storedCities = try store.cities()
    let cityIDs = Set(storedCities.map(\.id))
    func hourlyNet(_ day: LocalDate) throws -> [Int] {
      var figures = [SalesFigures](repeating: .zero, count: 24)
      for cell in try store.weekdayHourFigures(SalesFilter.all.selection(DateRange(day, day)))
      where cell.weekday == day.isoWeekday && (0...23).contains(cell.hour)
        && cityIDs.contains(cell.cityID)
      {
        try figures[cell.hour].add(cell.figures)
      }
      return figures.map(\.netCents)
    }
    // All cities share one axis: from the earliest business-day start among them.
    let starts = storedCities.map(\.businessDayStart)
    let axis = BusinessDayStart.sharedHourAxis(starts)
    let curve = TypicalDayCurve(
      day: try hourlyNet(date), typicalDays: try typicalDates.map(hourlyNet), axis: axis)
    let hours = try hourTotals(in: busyRange)
    // The whole business averages over the dates any city operated on, per weekday.
    var open = [Int](repeating: 0, count: 7)
    let anyCityOpen = Set(try operatingCityDays(in: busyRange, filter: .all).map(\.date))
    for day in anyCityOpen { open[day.isoWeekday - 1] += 1 }
    var tickets = [Int](repeating: 0, count: 7 * 24)
    var byCity: [String: [BusyHourCell]] = [:]
    for cell in hours {
      tickets[(cell.weekday - 1) * 24 + cell.hour] += cell.tickets
      byCity[cell.city, default: []].append(
        BusyHourCell(
          weekday: cell.weekday, hour: cell.hour,
          averageTickets: Self.average(cell.tickets, over: cell.operatingDays)))
    }
    // Per city on the shared axis too (`hourTotals` lists each on its own): the small
    // multiples stand side by side.
    if starts.contains(where: { $0 != .midnight }) {
      byCity = byCity.mapValues { Self.onAxis($0, axis) }
    }
    guard tickets.contains(where: { $0 > 0 }) else {
      return HourPatterns(dayCurve: curve, busyHours: [], busyHoursByCity: byCity)
    }
    let all = (1...7).flatMap { weekday in
      axis.map { hour in
        BusyHourCell(
          weekday: weekday, hour: hour,
          averageTickets: Self.average(tickets[(weekday - 1) * 24 + hour], over: open[weekday - 1])
        )
      }
    }
    return HourPatterns(dayCurve: curve, busyHours: all, busyHoursByCity: byCity)
  }

  /// `cells` (7 × 24, any order) by weekday, each weekday's hours in the order of `axis`.
  static func onAxis(_ cells: [BusyHourCell], _ axis: [Int]) -> [BusyHourCell] {
    var slots = [BusyHourCell?](repeating: nil, count: 7 * 24)
    for cell in cells where (1...7).contains(cell.weekday) && (0..<24).contains(cell.hour) {
      slots[(cell.weekday - 1) * 24 + cell.hour] = cell
    }
    return (0..<7).flatMap { weekday in axis.compactMap { slots[weekday * 24 + $0] } }
  }
}
