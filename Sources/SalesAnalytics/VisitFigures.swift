import SalesDomain

extension SalesAnalytics {
  /// Each visit dated in `dates` of `cityIDs` (all when empty) with what the lines it holds add
  /// up to (quantity, net, tickets, first and last sale), keyed by city and start: read from
  /// the per-visit roll-ups, or computed from the stored lines (the range's dates and a day
  /// either side) when those were kept with another grace.
  public func visitFigures(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], schedule: any ScheduleDataStore,
    graceMinutes: Int
  ) throws -> [VisitRollups.VisitKey: VisitSums] {
    var result: [VisitRollups.VisitKey: VisitSums] = [:]
    if let rollups = try schedule.visitRollups(
      on: dates, cityIDs: cityIDs, graceMinutes: graceMinutes)
    {
      for (visit, sums) in zip(rollups.visits, rollups.sums) {
        result[VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)] = sums
      }
      return result
    }
    let wide = dates.lowerBound.adding(days: -1)...dates.upperBound.adding(days: 1)
    let visits = try schedule.visits(on: wide, cityIDs: cityIDs)
    let attribution = VisitAttribution(visits: visits, graceMinutes: graceMinutes)
    var orders: [VisitRollups.VisitKey: Set<String>] = [:]
    try schedule.forEachLine(on: wide, cityIDs: cityIDs) { line in
      guard let visit = attribution.visit(cityID: line.cityID, at: line.orderedAt) else { return }
      let key = VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)
      let sale = line.isSale ? line.orderedAt : nil
      let ticket = line.isSale && orders[key, default: []].insert(line.orderID).inserted
      result[key, default: VisitSums()].add(
        VisitSums(
          quantity: line.quantity, netCents: line.netCents, tickets: ticket ? 1 : 0,
          firstSaleAt: sale, lastSaleAt: sale))
    }
    return result
  }
}
