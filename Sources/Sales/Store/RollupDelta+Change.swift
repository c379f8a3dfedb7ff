import SalesDomain

/// A roll-up delta that removes as well as adds: what replacing or removing stored lines
/// changes, built by the one line → figures rule (`addStoredLine`) and negated.
extension RollupDelta {
  /// The same delta with every figure negated: what removing the lines it was folded from
  /// takes away. `saleDays` is left empty: the change writer re-derives operating days.
  var negated: RollupDelta {
    var result = RollupDelta()
    result.styles = styles.mapValues { $0.negated }
    result.hours = hours.mapValues { $0.negated }
    result.visits = visits.mapValues(\.negated)
    result.visitRemovals = Set(visits.keys).union(visitRemovals)
    return result
  }

  /// Adds `other` group by group (sale days joined).
  mutating func add(_ other: RollupDelta) {
    for (key, amounts) in other.styles { styles[key, default: RollupAmounts()].add(amounts) }
    for (key, amounts) in other.hours { hours[key, default: RollupAmounts()].add(amounts) }
    for (key, sums) in other.visits { visits[key, default: VisitSums()].add(sums) }
    saleDays.formUnion(other.saleDays)
    visitRemovals.formUnion(other.visitRemovals)
  }
}

extension RollupAmounts {
  /// Every figure negated.
  var negated: RollupAmounts {
    var result = RollupAmounts()
    result.subtract(self)
    return result
  }
}
