import SalesDomain

/// One file's restatement (`import --restate`), run inside the file's import transaction by
/// either store: first every order the file names leaves `order_lines` for the history and
/// its figures leave the roll-ups (`begin`); then the import stores the file's lines as new;
/// then lines stored exactly as they were go back to their first import and the outcome is
/// counted (`finish`).
final class Restatement {
  /// The orders the file names, sorted.
  let orderIDs: [String]
  /// Whether the file is the whole truth for its (local day, city)s (`--restate-days`).
  let restatesDays: Bool
  /// The local days the named orders can lie on (the file's, with a margin), if known: on a
  /// store keyed by day an order is its id on its day, so the search by id stays within them.
  let days: ClosedRange<Int64>?
  /// Per (day, city): the figures before the orders were removed, and what removing took.
  private var removal: [DayCityChange] = []
  /// What the restatement changed, once finished.
  private(set) var outcome: RestatementOutcome?
  /// A dry run (`--dry-run`): `finish` lists what would change, then throws
  /// `RestatementDryRun` so that the file's transaction rolls back.
  var isDryRun = false

  init(orderIDs: [String], restatesDays: Bool = false, days: ClosedRange<Int64>? = nil) {
    self.orderIDs = orderIDs
    self.restatesDays = restatesDays
    self.days = days
  }

  /// Removes the named orders, as replaced by import `importID`, correcting the roll-ups
  /// by the same rule and delta (negated) an import of them would add.
  func begin<Dialect: StoreDialect>(dialect: Dialect, importID: Int64) throws {
    guard !orderIDs.isEmpty else { return }
    let history = OrderHistoryStatements(dialect: dialect, days: days)
    let removed = try history.fold(orderIDs: orderIDs).negated
    removal = try ImportLedgerStatements(dialect: dialect).changes(of: removed.sorted)
    try history.moveToHistory(orderIDs: orderIDs, replacedBy: importID)
    try RollupChangeWriter(dialect: dialect).apply(removed)
  }

  /// After the import wrote its lines and roll-up: gives identical lines back, counts the
  /// outcome into `summary` (identical lines are already present, not imported), and returns
  /// the ledger's per-(day, city) changes of the whole restatement (`changes`: the import's).
  func finish<Dialect: StoreDialect>(
    dialect: Dialect, importID: Int64, importChanges changes: [DayCityChange],
    reference: ImportReferenceData, summary: inout FileImportSummary
  ) throws -> [DayCityChange] {
    let history = OrderHistoryStatements(dialect: dialect, days: days)
    var deleted: [DayCityChange] = []
    if restatesDays {
      // Orders of the file's (day, city)s it does not name: the point of sale deleted them.
      let others = try history.ordersOnTheDays(of: orderIDs)
      if !others.isEmpty {
        let removed = try history.fold(orderIDs: others).negated
        deleted = try ImportLedgerStatements(dialect: dialect).changes(of: removed.sorted)
        try history.moveToHistory(orderIDs: others, replacedBy: importID)
        try RollupChangeWriter(dialect: dialect).apply(removed)
      }
    }
    let (unchanged, counted) = try history.settleRestatement(importID: importID)
    summary.imported -= unchanged
    summary.alreadyPresent += unchanged
    var merged: [RollupDelta.SaleDay: DayCityChange] = [:]
    for change in removal {
      merged[RollupDelta.SaleDay(cityID: change.cityID, day: change.day)] = change
    }
    for change in changes + deleted {
      let key = RollupDelta.SaleDay(cityID: change.cityID, day: change.day)
      if var earlier = merged[key] {
        earlier.delta.add(change.delta)
        merged[key] = earlier
      } else {
        merged[key] = change
      }
    }
    let all = merged.values.sorted { ($0.day, $0.cityID) < ($1.day, $1.cityID) }
    var result = counted
    result.days = all.filter { !$0.delta.isZero }.map { change in
      RestatedDay(
        date: LocalDate(dayNumber: change.day), city: reference.cityName(change.cityID),
        netCentsBefore: change.before.netCents,
        netCentsAfter: change.before.netCents + change.delta.netCents)
    }.sorted { ($0.date, $0.city) < ($1.date, $1.city) }
    if isDryRun {
      let details = try history.restatedDetails(importID: importID)
      result.removedOrders = details.orders.map {
        RemovedOrder(
          orderID: $0.orderID, date: LocalDate(dayNumber: $0.day),
          city: reference.cityName($0.cityID), netCents: $0.netCents)
      }
      result.lines = details.lines
    }
    outcome = result
    summary.restatement = result
    if isDryRun { throw RestatementDryRun() }
    return all.filter { !$0.delta.isZero }
  }

  /// Whether the restatement replaced or removed anything.
  var changedAnything: Bool { (outcome?.orders ?? 0) > 0 }
}

/// Thrown out of a restatement's dry run once its outcome is in the summary: the file's
/// transaction rolls back, and the driver reports the outcome.
struct RestatementDryRun: Error {}
