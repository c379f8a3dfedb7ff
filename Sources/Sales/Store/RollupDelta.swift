import Foundation
import SalesDomain

/// What newly stored lines add to the roll-ups, keyed by database ids: the one input of the
/// one roll-up writer, `SalesStore.writeRollup(_:)`, whatever path stored the lines.
struct RollupDelta {
  /// Group of the per-style roll-up.
  struct StyleKey: Hashable, Comparable {
    let day: Int
    let cityID: Int64
    let styleID: Int64
    static func < (a: Self, b: Self) -> Bool {
      (a.day, a.cityID, a.styleID) < (b.day, b.cityID, b.styleID)
    }
  }
  /// Group of the per-hour roll-up.
  struct HourKey: Hashable, Comparable {
    let day: Int
    let cityID: Int64
    let hour: Int
    static func < (a: Self, b: Self) -> Bool {
      (a.day, a.cityID, a.hour) < (b.day, b.cityID, b.hour)
    }
  }
  /// A (city, day) with a new sale line: an operating day.
  struct SaleDay: Hashable, Comparable {
    let cityID: Int64
    let day: Int
    static func < (a: Self, b: Self) -> Bool { (a.cityID, a.day) < (b.cityID, b.day) }
  }

  var styles: [StyleKey: RollupAmounts] = [:]
  var hours: [HourKey: RollupAmounts] = [:]
  var saleDays: Set<SaleDay> = []
  /// Per (city, visit start, the lines' day): what the lines a visit holds add (issue 26).
  var visits: [VisitSalesGroup.Key: VisitSums] = [:]
  /// The per-visit groups lines were taken from (a negated fold): their first and last sale
  /// cannot be derived from the delta, so the writer reads them again from the lines.
  var visitRemovals: Set<VisitSalesGroup.Key> = []
  /// The visits `addStoredLine(_:of:saleStyles:hasSale:)` attributes lines to (none: no
  /// schedule, or the caller attributes them itself).
  var visitAttribution: VisitAttribution?

  /// Adds a stored line's figures to the visit `visitStartsAt` of its city (the caller
  /// attributed it); `ticket` when it counts its order's ticket (the order's first sale line,
  /// as for the hour roll-up: all the order's lines share its instant, so its visit). A sale
  /// line's instant `orderedAt` is a candidate first and last sale.
  mutating func addVisitLine(
    cityID: Int64, visitStartsAt: Int64, day: Int, isRefund: Bool, quantity: Int64,
    netCents: Int64, ticket: Bool, orderedAt: Int64?
  ) {
    let sale = isRefund ? nil : orderedAt
    visits[
      VisitSalesGroup.Key(cityID: cityID, startsAt: visitStartsAt, day: day), default: VisitSums()
    ].add(
      VisitSums(
        quantity: quantity, netCents: netCents, tickets: ticket ? 1 : 0, firstSaleAt: sale,
        lastSaleAt: sale))
  }
}

/// One group of `visit_sales`: a visit (its city and start) and the local day of its lines.
struct VisitSalesGroup {
  /// The group's key, in the table's key order.
  struct Key: Hashable, Comparable {
    let cityID: Int64
    let startsAt: Int64
    let day: Int
    static func < (a: Self, b: Self) -> Bool {
      (a.cityID, a.startsAt, a.day) < (b.cityID, b.startsAt, b.day)
    }
  }
  var key: Key
  var sums: VisitSums
  /// Whether lines were taken from the group: the writer then reads its first and last sale
  /// again from the stored lines.
  var recomputesSales = false
}

extension RollupDelta {
  /// Adds one newly stored line of `order`: its money to the style and hour groups, and a ticket
  /// to each group the order had no sale line in yet.
  ///
  /// `saleStyles` (the styles the order already sells) and `hasSale` (whether it already has a
  /// sale line) carry the order's stored state across its lines, so a ticket counts once per
  /// group even when the order's lines arrive in different files. Both stores call this, so
  /// they count tickets by one rule.
  mutating func addStoredLine(
    _ line: OrderLine, of order: Order, saleStyles: inout Set<Int64>, hasSale: inout Bool
  ) {
    let ticket = line.kind == .sale && !hasSale
    if let visitAttribution {
      let instant = Int64((order.orderedAt.timeIntervalSince1970 * 1000).rounded(.down))
      if let visit = visitAttribution.visit(cityID: order.cityID, at: instant) {
        addVisitLine(
          cityID: order.cityID, visitStartsAt: visit.startsAt, day: order.localDate.dayNumber,
          isRefund: line.kind == .refund, quantity: Int64(line.quantity),
          netCents: Int64(line.grossCents) - Int64(line.discountCents), ticket: ticket,
          orderedAt: instant)
      }
    }
    addStoredLine(
      day: order.localDate.dayNumber, cityID: order.cityID, hour: order.localHour,
      styleID: line.styleID, isRefund: line.kind == .refund, quantity: Int64(line.quantity),
      grossCents: Int64(line.grossCents), discountCents: Int64(line.discountCents),
      saleStyles: &saleStyles, hasSale: &hasSale)
  }

  /// Adds one stored line given by its columns (see `addStoredLine(_:of:saleStyles:hasSale:)`):
  /// the form a scan of the stored lines reads them in.
  mutating func addStoredLine(
    day: Int, cityID: Int64, hour: Int, styleID: Int64, isRefund: Bool, quantity: Int64,
    grossCents: Int64, discountCents: Int64, orderedAt: Int64? = nil,
    saleStyles: inout Set<Int64>, hasSale: inout Bool
  ) {
    // With a schedule, the line also goes to its visit (restatements and undos fold stored
    // lines through here, so their visit figures move with the rest).
    if let visitAttribution, let orderedAt,
      let visit = visitAttribution.visit(cityID: cityID, at: orderedAt)
    {
      addVisitLine(
        cityID: cityID, visitStartsAt: visit.startsAt, day: day, isRefund: isRefund,
        quantity: quantity, netCents: grossCents - discountCents,
        ticket: !isRefund && !hasSale, orderedAt: orderedAt)
    }
    let styleKey = StyleKey(day: day, cityID: cityID, styleID: styleID)
    let hourKey = HourKey(day: day, cityID: cityID, hour: hour)
    var amounts = RollupAmounts()
    amounts.addLine(
      isRefund: isRefund, quantity: quantity, grossCents: grossCents,
      discountCents: discountCents)
    styles[styleKey, default: RollupAmounts()].add(amounts)
    hours[hourKey, default: RollupAmounts()].add(amounts)
    guard !isRefund else { return }
    if saleStyles.insert(styleID).inserted { styles[styleKey]!.tickets += 1 }
    if !hasSale {
      hours[hourKey]!.tickets += 1
      hasSale = true
    }
    saleDays.insert(SaleDay(cityID: cityID, day: day))
  }
}

/// One roll-up group, (day, city id, style id or hour), and what new lines add to it.
struct RollupGroup {
  /// The local day, as days since 1970-01-01.
  var day: Int
  var cityID: Int64
  /// The style id (per-style roll-up) or the local hour (per-hour roll-up).
  var part: Int64
  var amounts: RollupAmounts

  /// The order of the roll-up tables' keys: day, then city, then style or hour.
  static func inKeyOrder(_ a: Self, _ b: Self) -> Bool {
    (a.day, a.cityID, a.part) < (b.day, b.cityID, b.part)
  }
}

/// A roll-up delta as lists in key order, the form `SalesStore.writeRollup(_:)` writes: an
/// import builds it straight from its own roll-up, without the dictionaries of `RollupDelta`
/// (a third of an import's peak memory when both were alive).
struct SortedRollupDelta {
  /// Per-style groups in key order, none zero.
  var styles: [RollupGroup] = []
  /// Per-hour groups in key order, none zero.
  var hours: [RollupGroup] = []
  /// The (city, day)s with a new sale line, sorted.
  var saleDays: [RollupDelta.SaleDay] = []
  /// The per-visit groups in key order, none zero.
  var visits: [VisitSalesGroup] = []
}

extension RollupDelta {
  /// The same delta as sorted lists, zero groups left out.
  var sorted: SortedRollupDelta {
    SortedRollupDelta(
      styles: styles.compactMap { key, amounts in
        amounts.isZero
          ? nil
          : RollupGroup(day: key.day, cityID: key.cityID, part: key.styleID, amounts: amounts)
      }.sorted(by: RollupGroup.inKeyOrder),
      hours: hours.compactMap { key, amounts in
        amounts.isZero
          ? nil
          : RollupGroup(day: key.day, cityID: key.cityID, part: Int64(key.hour), amounts: amounts)
      }.sorted(by: RollupGroup.inKeyOrder),
      saleDays: saleDays.sorted(),
      visits: visits.compactMap { key, sums in
        // A removal that nets to zero (a line restated at another instant of its visit) may
        // still move the visit's first or last sale.
        let removes = visitRemovals.contains(key)
        return sums.isZero && !removes
          ? nil : VisitSalesGroup(key: key, sums: sums, recomputesSales: removes)
      }.sorted { $0.key < $1.key })
  }
}

extension SortedRollupDelta {
  /// The per-(day, city) groups: the hours summed. Every line is in exactly one hour of its
  /// day, and the hours are in (day, city) order, so each (day, city) is one run; groups that
  /// sum to zero are kept (the day was still touched).
  var dayCityGroups: [RollupGroup] {
    var days: [RollupGroup] = []
    for hour in hours {
      if let last = days.last, last.day == hour.day, last.cityID == hour.cityID {
        days[days.count - 1].amounts.add(hour.amounts)
      } else {
        days.append(RollupGroup(day: hour.day, cityID: hour.cityID, part: 0, amounts: hour.amounts))
      }
    }
    return days
  }
}
