import Foundation
import SalesDomain

extension InMemorySalesStore {
  /// Stores `orders` all-or-nothing, keeping the roll-ups and operating days in step.
  ///
  /// A line stored with identical content is skipped; with different content, or an order
  /// whose instant (to the millisecond) or city differs from its stored lines, nothing of the
  /// call is kept and `conflictingOrder` is thrown. A ticket counts once per group even when
  /// the order's lines arrive over several calls.
  @discardableResult
  public func insert(_ orders: [Order]) throws -> InsertSummary {
    try inTransaction {
      var summary = InsertSummary()
      var touched = TouchedGroups()
      for order in orders {
        try store(order, summary: &summary, touched: &touched)
      }
      try checkGroupLimit(touched)
      return summary
    }
  }

  /// The groups one call added to, checked against `SalesLimits.groupFigure` at its end.
  struct TouchedGroups {
    var styles: Set<StyleGroup> = []
    var hours: Set<HourGroup> = []
  }

  /// Stores one order's new lines and adds them to the roll-ups.
  private func store(
    _ order: Order, summary: inout InsertSummary, touched: inout TouchedGroups
  ) throws {
    let milliseconds = StoredLine.milliseconds(of: order.orderedAt)
    let stored = state.orders[order.orderID] ?? [:]
    if let first = stored.values.first,
      first.orderedAtMilliseconds != milliseconds || first.cityID != order.cityID
    {
      throw SalesStoreError.conflictingOrder(orderID: order.orderID)
    }
    // The order's stored state, carried across its new lines: which styles it already sells
    // and whether it has a sale at all decide whether a new sale line adds a ticket.
    var saleStyles = Set(stored.values.filter { $0.line.kind == .sale }.map(\.line.styleID))
    var hasSale = !saleStyles.isEmpty
    var lines = stored
    for line in order.lines {
      if let existing = stored[line.line] {
        guard existing.line == line else {
          throw SalesStoreError.conflictingOrder(orderID: order.orderID)
        }
        summary.alreadyPresent += 1
        continue
      }
      lines[line.line] = StoredLine(
        orderedAtMilliseconds: milliseconds, cityID: order.cityID,
        day: order.localDate.dayNumber, hour: order.localHour, line: line)
      summary.inserted += 1
      addToRollups(
        line, of: order, saleStyles: &saleStyles, hasSale: &hasSale, touched: &touched)
    }
    state.orders[order.orderID] = lines
  }

  /// Adds one newly stored line of `order` to the three roll-ups and its operating day.
  private func addToRollups(
    _ line: OrderLine, of order: Order, saleStyles: inout Set<Int64>, hasSale: inout Bool,
    touched: inout TouchedGroups
  ) {
    let day = DayGroup(day: order.localDate.dayNumber, cityID: order.cityID)
    let styleGroup = StyleGroup(day: day.day, cityID: day.cityID, styleID: line.styleID)
    let hourGroup = HourGroup(day: day.day, cityID: day.cityID, hour: order.localHour)
    var amounts = RollupAmounts()
    amounts.addLine(line)
    if line.kind == .sale {
      if saleStyles.insert(line.styleID).inserted { amounts.tickets = 1 }
    }
    state.styleRollup[styleGroup, default: RollupAmounts()].add(amounts)
    amounts.tickets = 0
    if line.kind == .sale, !hasSale {
      amounts.tickets = 1
      hasSale = true
    }
    state.hourRollup[hourGroup, default: RollupAmounts()].add(amounts)
    state.dayRollup[day, default: RollupAmounts()].add(amounts)
    touched.styles.insert(styleGroup)
    touched.hours.insert(hourGroup)
    if line.kind == .sale { state.operatingDays[day] = true }
  }

  /// Throws `groupLimitExceeded` for the first touched group (by day, then city; per-style
  /// roll-up before per-hour, as the SQLite store checks them) past `SalesLimits.groupFigure`.
  private func checkGroupLimit(_ touched: TouchedGroups) throws {
    let overStyle = touched.styles.sorted().first { !state.styleRollup[$0]!.isWithinGroupLimit }
    let overHour = touched.hours.sorted().first { !state.hourRollup[$0]!.isWithinGroupLimit }
    let over =
      overStyle.map { DayGroup(day: $0.day, cityID: $0.cityID) }
      ?? overHour.map { DayGroup(day: $0.day, cityID: $0.cityID) }
    guard let over else { return }
    let city = state.cities[over.cityID]?.name ?? "#\(over.cityID)"
    throw SalesStoreError.groupLimitExceeded(city: city, date: LocalDate(dayNumber: over.day))
  }

  /// The stored order with `id` (every stored line of it, its instant to the millisecond), or
  /// nil.
  public func storedOrder(id: String) throws -> Order? {
    guard let stored = state.orders[id],
      let header = stored.values.min(by: { $0.line.line < $1.line.line })
    else { return nil }
    return try Order(
      orderID: id,
      orderedAt: Date(timeIntervalSince1970: Double(header.orderedAtMilliseconds) / 1000),
      cityID: header.cityID, localDate: LocalDate(dayNumber: header.day),
      localHour: header.hour, lines: stored.values.map(\.line))
  }

  /// The number of stored orders.
  public func orderCount() throws -> Int { state.orders.count }

  /// The number of stored order lines.
  public func orderLineCount() throws -> Int {
    state.orders.values.reduce(0) { $0 + $1.count }
  }

  /// Records that a city was open on `date`; a day already on record keeps what it had.
  public func recordOpenDay(cityID: Int64, date: LocalDate) throws {
    let day = DayGroup(day: date.dayNumber, cityID: cityID)
    if state.operatingDays[day] == nil { state.operatingDays[day] = false }
  }

  /// The operating days on record, by city then date.
  public func operatingDays() throws -> [OperatingDay] {
    state.operatingDays.sorted { ($0.key.cityID, $0.key.day) < ($1.key.cityID, $1.key.day) }.map {
      OperatingDay(
        cityID: $0.key.cityID, date: LocalDate(dayNumber: $0.key.day), hadSales: $0.value)
    }
  }
}
