import SalesDomain

extension SortedRollupDelta {
  /// The import's roll-up (reference-data indexes) with database ids, groups in key order:
  /// the one translation every store's sink hands to its roll-up writer.
  ///
  /// The roll-up is consumed: each of its tables is released as soon as it is translated, so
  /// the file's roll-up and the writer's lists are never all in memory at once.
  ///
  /// A (city, day) becomes an operating day when one of its hours gained a ticket: a new sale
  /// line that counts no ticket belongs to an order whose stored sale line (same instant, so
  /// same day) made the day an operating day already.
  init(translating rollup: consuming ImportRollup, reference: ImportReferenceData) {
    let cityIDs = reference.cities.map(\.id)
    let styleIDs = reference.styles.map(\.id)
    self.init()
    styles.reserveCapacity(rollup.styles.count)
    rollup.styles.forEachGroup { key, amounts in
      guard !amounts.isZero else { return }
      let (day, city, style) = rollupParts(key)
      styles.append(
        RollupGroup(day: day, cityID: cityIDs[city], part: styleIDs[style], amounts: amounts))
    }
    rollup.styles = StyleRollup()
    styles.sort(by: RollupGroup.inKeyOrder)
    hours = rollup.hours.groups(cityIDs: cityIDs)
    rollup.hours = HourRollup()
    var saleDay: RollupDelta.SaleDay?
    for group in hours where group.amounts.tickets > 0 {
      let day = RollupDelta.SaleDay(cityID: group.cityID, day: group.day)
      if day != saleDay { saleDays.append(day) }
      saleDay = day
    }
    saleDays.sort()
    let windows = reference.visitWindows
    var visitGroups: [VisitSalesGroup] = []
    rollup.visits.forEachGroup { key, sums in
      guard !sums.isZero else { return }
      visitGroups.append(
        VisitSalesGroup(
          key: VisitSalesGroup.Key(
            cityID: cityIDs[Int(key.city)],
            startsAt: windows.starts[Int(key.city)][Int(key.visit)], day: Int(key.day)),
          sums: sums))
    }
    visits = visitGroups.sorted { $0.key < $1.key }
  }
}
