import SalesDomain

/// The per-visit roll-ups (`visit_sales`, issue 26), written once for every store over its
/// `StoreDialect`: the writer every delta ends in, the recomputation a schedule import runs,
/// the reader `query stops` uses, and the fold of the stored lines the checks compare with.
struct VisitSalesStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect
  /// How the store folds every stored line, when it has a faster way than one scan in key
  /// order on `dialect` (SQLite: both ends of the table on two connections); given an empty
  /// fold, the folds of disjoint sets of whole orders covering every line.
  var foldEveryLine: ((VisitLineFold) throws -> [VisitLineFold])? = nil
  /// How the store begins that fold ahead of the recomputation (see `startRebuild`), when it
  /// can; nil: it folds when the recomputation asks.
  var startFoldEveryLine: (([Visit], Int) throws -> any StartedLineFold)? = nil

  func p(_ position: Int) -> String { dialect.parameter(position) }

  // MARK: Settings

  /// The grace the roll-ups were kept with, or nil before the first schedule import.
  func graceMinutes() throws -> Int? {
    try dialect.rows("SELECT grace_minutes FROM schedule_settings WHERE id = 1", []) {
      Int($0.int64(0))
    }.first
  }

  /// Records the grace the roll-ups are now kept with.
  private func setGraceMinutes(_ minutes: Int) throws {
    try dialect.run(
      "INSERT INTO schedule_settings (id, grace_minutes) VALUES (1, \(p(1))) ON CONFLICT (id) DO UPDATE SET grace_minutes = excluded.grace_minutes",
      [.integer(Int64(minutes))])
  }

  /// Records a schedule import: the longest visit stored, which bounds the visits a reader
  /// looks at for a day's lines, and one more version.
  private func recordLongestVisit() throws {
    try dialect.run(
      "UPDATE schedule_settings SET longest_visit_ms = (SELECT coalesce(max(ends_at - starts_at), 0) FROM visits), version = version + 1",
      [])
  }

  /// How many schedule imports have kept the roll-ups (0 before the first).
  func version() throws -> Int64 {
    try dialect.rows("SELECT coalesce(max(version), 0) FROM schedule_settings", []) {
      $0.int64(0)
    }.first ?? 0
  }

  /// What a line import attributes its lines to: every stored visit and the grace, or none
  /// before the first schedule import (whose recomputation then covers every line).
  func attribution() throws -> (visits: [Visit], graceMinutes: Int) {
    guard let grace = try graceMinutes() else { return ([], 0) }
    return (try ScheduleStatements(dialect: dialect).visitsByCityAndStart(cityIDs: []), grace)
  }

  // MARK: Writing

  /// Groups per upsert statement (the rest go one by one), as the other roll-ups do.
  private static var groupsPerUpsert: Int { 64 }

  /// Adds `groups` (any sign) to `visit_sales` inside the caller's transaction, then removes
  /// the groups a negative delta brought to zero: the one writer of the table.
  ///
  /// The first and last sale take the earlier and the later of the stored and the added
  /// ones; a group lines were taken from (`recomputesSales`) has them read again from the
  /// stored lines (`recomputeSales`), as a removal cannot say what came before it.
  ///
  /// Then packs again the periods of the groups and of `visitsChanged` (visits written or
  /// removed by the caller), unless `repacking` is false (a caller that packs everything).
  func write(
    _ groups: [VisitSalesGroup], visitsChanged: Set<PackKey> = [], repacking: Bool = true
  ) throws {
    func sql(_ count: Int) -> String {
      let rows = (0..<count).map { row in
        "(" + (1...8).map { p(row * 8 + $0) }.joined(separator: ", ") + ")"
      }
      return """
        INSERT INTO visit_sales (city_id, starts_at, local_day, quantity, net_cents, tickets, first_sale_at, last_sale_at)
        VALUES \(rows.joined(separator: ", "))
        ON CONFLICT (city_id, starts_at, local_day) DO UPDATE SET
          quantity = visit_sales.quantity + excluded.quantity,
          net_cents = visit_sales.net_cents + excluded.net_cents,
          tickets = visit_sales.tickets + excluded.tickets,
          first_sale_at = CASE WHEN excluded.first_sale_at IS NULL OR visit_sales.first_sale_at <= excluded.first_sale_at THEN visit_sales.first_sale_at ELSE excluded.first_sale_at END,
          last_sale_at = CASE WHEN excluded.last_sale_at IS NULL OR visit_sales.last_sale_at >= excluded.last_sale_at THEN visit_sales.last_sale_at ELSE excluded.last_sale_at END
        """
    }
    func values(_ group: VisitSalesGroup) -> [StoreValue] {
      [
        .integer(group.key.cityID), .integer(group.key.startsAt), .integer(Int64(group.key.day)),
        .integer(group.sums.quantity), .integer(group.sums.netCents), .integer(group.sums.tickets),
        group.sums.firstSaleAt.map { .integer($0) } ?? .null,
        group.sums.lastSaleAt.map { .integer($0) } ?? .null,
      ]
    }
    var index = 0
    let many = sql(Self.groupsPerUpsert)
    while groups.count - index >= Self.groupsPerUpsert {
      let chunk = groups[index..<index + Self.groupsPerUpsert]
      try dialect.run(many, chunk.flatMap(values))
      index += Self.groupsPerUpsert
    }
    let one = sql(1)
    for group in groups[index...] { try dialect.run(one, values(group)) }
    for group in groups
    where group.sums.quantity < 0 || group.sums.tickets < 0 || group.recomputesSales {
      try dialect.run(
        "DELETE FROM visit_sales WHERE city_id = \(p(1)) AND starts_at = \(p(2)) AND local_day = \(p(3)) AND quantity = 0 AND net_cents = 0 AND tickets = 0",
        Array(values(group).prefix(3)))
    }
    try recomputeSales(of: groups.filter(\.recomputesSales).map(\.key))
    guard repacking else { return }
    var keys = visitsChanged
    for group in groups {
      keys.insert(Self.packKey(cityID: group.key.cityID, startsAt: group.key.startsAt))
    }
    try repack(keys)
  }

  /// Sets the first and last sale of the groups `keys` (those still stored) from the stored
  /// sale lines attributed to the stored visits: one read of the sale lines of their cities
  /// between the earliest and the latest of their widened windows (`forEachSale`).
  func recomputeSales(of keys: [VisitSalesGroup.Key]) throws {
    guard !keys.isEmpty else { return }
    let (visits, grace) = try attribution()
    let cities = Set(keys.map(\.cityID))
    let relevant = visits.filter { cities.contains($0.cityID) }
    var ends: [VisitRollups.VisitKey: Int64] = [:]
    for visit in relevant {
      ends[VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)] = visit.endsAt
    }
    let graceMilliseconds = Int64(grace) * 60_000
    var low = Int64.max
    var high = Int64.min
    for key in keys {
      guard let end = ends[VisitRollups.VisitKey(cityID: key.cityID, startsAt: key.startsAt)]
      else { continue }
      low = min(low, key.startsAt - graceMilliseconds)
      high = max(high, end + graceMilliseconds)
    }
    var sales: [VisitSalesGroup.Key: (first: Int64, last: Int64)] = [:]
    if low < high {
      let wanted = Set(keys)
      let attribution = VisitAttribution(visits: relevant, graceMinutes: grace)
      try forEachSale(cityIDs: cities.sorted(), from: low, to: high) { cityID, orderedAt, day in
        guard let visit = attribution.visit(cityID: cityID, at: orderedAt) else { return }
        let key = VisitSalesGroup.Key(cityID: cityID, startsAt: visit.startsAt, day: day)
        guard wanted.contains(key) else { return }
        let known = sales[key] ?? (orderedAt, orderedAt)
        sales[key] = (min(known.first, orderedAt), max(known.last, orderedAt))
      }
    }
    for key in Set(keys).sorted() {
      let sale = sales[key]
      try dialect.run(
        "UPDATE visit_sales SET first_sale_at = \(p(1)), last_sale_at = \(p(2)) WHERE city_id = \(p(3)) AND starts_at = \(p(4)) AND local_day = \(p(5))",
        [
          sale.map { .integer($0.first) } ?? .null, sale.map { .integer($0.last) } ?? .null,
          .integer(key.cityID), .integer(key.startsAt), .integer(Int64(key.day)),
        ])
    }
  }

  // MARK: Keeping in step with the schedule

  /// After a schedule import replaced visits of `cities`: recomputes what moved, inside the
  /// caller's transaction. `before` and `after` are every visit of those cities (all sources)
  /// before and after.
  ///
  /// With an unchanged grace, only lines within the widened windows of the visits added or
  /// removed (a changed visit is both) can change visit: those lines are read again and moved
  /// from the visit they were in to the one they are in now, a delta through the one writer.
  /// A changed grace (or the first schedule import) recomputes every visit from every line.
  /// `early`: the fold of every line begun for the visits the import expected (`startRebuild`),
  /// used by a full recomputation when they are the visits stored.
  func keepInStep(
    cities: [Int64], before: [Visit], after: [Visit], graceMinutes: Int,
    early: (any StartedLineFold)? = nil
  ) throws {
    guard try self.graceMinutes() == graceMinutes else {
      try setGraceMinutes(graceMinutes)
      try recordLongestVisit()
      return try rebuild(early: early)
    }
    try recordLongestVisit()
    // The periods of visits written or removed (a changed stop, fee or end as well as start).
    let visitsChanged = Set(
      Set(before.map(PackedVisitKey.init)).symmetricDifference(after.map(PackedVisitKey.init))
        .map { Self.packKey(cityID: $0.cityID, startsAt: $0.startsAt) })
    let groups = try movedGroups(before: before, after: after, graceMinutes: graceMinutes)
    try write(groups, visitsChanged: visitsChanged)
  }

  /// The roll-up change that moves the lines a schedule change moved from their old visit to
  /// their new one (see `keepInStep`).
  private func movedGroups(before: [Visit], after: [Visit], graceMinutes: Int) throws
    -> [VisitSalesGroup]
  {
    let grace = Int64(graceMinutes) * 60_000
    func windows(_ visits: [Visit]) -> [Window: Int] {
      var counts: [Window: Int] = [:]
      for visit in visits {
        counts[
          Window(cityID: visit.cityID, startsAt: visit.startsAt, endsAt: visit.endsAt), default: 0
        ] += 1
      }
      return counts
    }
    let old = windows(before)
    let new = windows(after)
    var moved: [Int64: [(Int64, Int64)]] = [:]
    for (window, count) in old where new[window] != count {
      moved[window.cityID, default: []].append((window.startsAt - grace, window.endsAt + grace))
    }
    for (window, count) in new where old[window] != count {
      moved[window.cityID, default: []].append((window.startsAt - grace, window.endsAt + grace))
    }
    guard !moved.isEmpty else { return [] }
    let affected = moved.mapValues(Self.merged)
    let first = affected.values.compactMap(\.first?.0).min()!
    let last = affected.values.compactMap(\.last?.1).max()!
    guard try hasLines(cityIDs: Array(affected.keys), from: first, to: last) else { return [] }
    let oldAttribution = VisitAttribution(visits: before, graceMinutes: graceMinutes)
    let newAttribution = VisitAttribution(visits: after, graceMinutes: graceMinutes)
    var delta = RollupDelta()
    var ticketed = Set<String>()
    try forEachLine(cityIDs: Array(affected.keys).sorted(), from: first, to: last) { line in
      guard let intervals = affected[line.cityID],
        Self.contains(intervals, line.orderedAt)
      else { return }
      let was = oldAttribution.visit(cityID: line.cityID, at: line.orderedAt)?.startsAt
      let now = newAttribution.visit(cityID: line.cityID, at: line.orderedAt)?.startsAt
      guard was != now else { return }
      let ticket = line.isSale && ticketed.insert(line.orderID).inserted
      if let was {
        let key = VisitSalesGroup.Key(cityID: line.cityID, startsAt: was, day: line.date.dayNumber)
        delta.addVisitLine(
          cityID: line.cityID, visitStartsAt: was, day: line.date.dayNumber, isRefund: !line.isSale,
          quantity: -line.quantity, netCents: -line.netCents, ticket: false, orderedAt: nil)
        if ticket { delta.visits[key]!.tickets -= 1 }
        delta.visitRemovals.insert(key)
      }
      if let now {
        delta.addVisitLine(
          cityID: line.cityID, visitStartsAt: now, day: line.date.dayNumber, isRefund: !line.isSale,
          quantity: line.quantity, netCents: line.netCents, ticket: ticket,
          orderedAt: line.orderedAt)
      }
    }
    return delta.sorted.visits
  }

  /// Rebuilds every visit's roll-up from the lines with `graceMinutes` when there are visits
  /// but no roll-ups kept with any grace (migration 0019 cleared them: without this, every
  /// `query stops` and report read all the lines until the next `schedule import`). Returns
  /// whether it rebuilt.
  ///
  /// Roll-ups kept but not packed (an upgrade to migration 0022), or packed but not as the
  /// tables are (damage), are packed again without a word: packs are those roll-ups written
  /// again.
  func rebuildIfCleared(graceMinutes: Int) throws -> Bool {
    guard try self.graceMinutes() == nil,
      try !dialect.rows("SELECT 1 FROM visits LIMIT 1", [], { _ in true }).isEmpty
    else {
      _ = try packIfMissingOrDamaged()
      return false
    }
    try setGraceMinutes(graceMinutes)
    try recordLongestVisit()
    try rebuild()
    return true
  }

  /// Every visit recomputed from every stored line (a changed grace, the first schedule
  /// import after an upgrade, a rebuild of the roll-ups), or only the visits of `cityIDs`
  /// (their lines moved to other business days).
  func rebuild(cityIDs: Set<Int64>? = nil, early: (any StartedLineFold)? = nil) throws {
    if let cityIDs {
      guard !cityIDs.isEmpty else { return }
      try dialect.run(
        "DELETE FROM visit_sales WHERE city_id IN (\(cityIDs.sorted().map(String.init).joined(separator: ",")))",
        [])
    } else {
      try dialect.run("DELETE FROM visit_sales", [])
    }
    try write(try foldedGroups(cityIDs: cityIDs, early: early), repacking: false)
    try cityIDs.map { try repackAll(cityIDs: $0) } ?? repackAll()
  }

  /// Every stored line (of `cityIDs`, all when nil) attributed to the stored visits with the
  /// recorded grace, summed per group: what `visit_sales` must hold.
  func folded(cityIDs: Set<Int64>? = nil, early: (any StartedLineFold)? = nil) throws
    -> [VisitSalesGroup.Key: VisitSums]
  {
    var result: [VisitSalesGroup.Key: VisitSums] = [:]
    for group in try foldedGroups(cityIDs: cityIDs, early: early) { result[group.key] = group.sums }
    return result
  }

  /// `folded`'s groups in key order, zero ones left out.
  func foldedGroups(cityIDs: Set<Int64>? = nil, early: (any StartedLineFold)? = nil) throws
    -> [VisitSalesGroup]
  {
    var (visits, grace) = try attribution()
    if let cityIDs { visits = visits.filter { cityIDs.contains($0.cityID) } }
    if let early {
      if cityIDs == nil, early.graceMinutes == grace,
        Self.windows(early.visits) == Self.windows(visits)
      {
        return VisitLineFold.sortedGroups(try early.finish())
      }
      early.cancel()
    }
    guard !visits.isEmpty else { return [] }
    let empty = VisitLineFold(visits: visits, graceMinutes: grace)
    // Some cities' visits are folded again where the caller's transaction moved their lines
    // (business days): only this connection sees them moved.
    if cityIDs == nil, let foldEveryLine {
      return VisitLineFold.sortedGroups(try foldEveryLine(empty))
    }
    return VisitLineFold.sortedGroups([try foldInKeyOrder(empty)])
  }

  /// The fold of every line a full recomputation will need, begun now when the store can
  /// (nil otherwise): a schedule import calls it before it writes its visits, with the visits
  /// it expects to be stored, when the grace changes (or on the first import); `folded` uses
  /// it only if those are the visits then stored.
  func startRebuild(expecting visits: [Visit], graceMinutes: Int) throws -> (any StartedLineFold)? {
    guard let startFoldEveryLine, !visits.isEmpty,
      try self.graceMinutes() != graceMinutes
    else { return nil }
    return try startFoldEveryLine(visits, graceMinutes)
  }

  /// The windows of `visits` (city, start, end), sorted: what attribution depends on.
  private static func windows(_ visits: [Visit]) -> [Window] {
    visits.map { Window(cityID: $0.cityID, startsAt: $0.startsAt, endsAt: $0.endsAt) }.sorted {
      ($0.cityID, $0.startsAt, $0.endsAt) < ($1.cityID, $1.startsAt, $1.endsAt)
    }
  }

  /// Every stored line folded into `fold` by one scan in key order, where an order's lines
  /// are adjacent (its ticket decided without a set of every order id).
  func foldInKeyOrder(_ fold: VisitLineFold) throws -> VisitLineFold {
    var fold = fold
    var order = ""
    var orderDay: Int64 = .min
    var orderCity: Int64 = .min
    try dialect.forEachRow(
      "SELECT order_id, city_id, ordered_at, quantity, gross_cents - discount_cents, local_day FROM order_lines ORDER BY \(dialect.lineKeyOrder)",
      []
    ) { row in
      let id = row.string(0)
      // An order is its id on one day in one city (SQLite's key since migration 0020).
      let startsOrder = id != order || row.int64(5) != orderDay || row.int64(1) != orderCity
      if startsOrder {
        order = id
        orderDay = row.int64(5)
        orderCity = row.int64(1)
      }
      fold.add(
        startsOrder: startsOrder, cityID: row.int64(1), orderedAt: row.int64(2),
        quantity: row.int64(3), netCents: row.int64(4), day: row.int64(5))
    }
    return fold
  }

  /// Where `visit_sales` differs from the stored lines attributed (empty when they agree).
  func discrepancies() throws -> [String] {
    var expected = try folded().filter { !$0.value.isZero }
    var extra = 0
    try dialect.forEachRow(
      "SELECT city_id, starts_at, local_day, quantity, net_cents, tickets, first_sale_at, last_sale_at FROM visit_sales",
      []
    ) { row in
      let key = VisitSalesGroup.Key(
        cityID: row.int64(0), startsAt: row.int64(1), day: Int(row.int64(2)))
      let sums = VisitSums(
        quantity: row.int64(3), netCents: row.int64(4), tickets: row.int64(5),
        firstSaleAt: row.isNull(6) ? nil : row.int64(6),
        lastSaleAt: row.isNull(7) ? nil : row.int64(7))
      if sums.isZero { return }
      if expected[key] == sums {
        expected[key] = nil
      } else {
        extra += 1
      }
    }
    guard expected.count + extra > 0 else { return [] }
    return [
      "per-visit roll-up: \(expected.count) group(s) differ from the lines, \(extra) not in them"
    ]
  }

  // MARK: Lines

  /// Whether a city of `cityIDs` has a stored day around the instants `from`…`to`: a lookup
  /// in the per-day roll-up that spares the scan of the lines when none can be there (a
  /// schedule imported before its sales).
  private func hasLines(cityIDs: [Int64], from: Int64, to: Int64) throws -> Bool {
    let (firstDay, lastDay) = Self.localDays(from: from, to: to)
    let rows = try dialect.rows(
      "SELECT 1 FROM daily_city_sales WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND city_id IN (\(Set(cityIDs).sorted().map(String.init).joined(separator: ","))) LIMIT 1",
      [.integer(Int64(firstDay)), .integer(Int64(lastDay))]
    ) { _ in true }
    return !rows.isEmpty
  }

  /// The local days a line with an instant in `from`..<`to` can be stored on. Local days are
  /// within ±14 hours of UTC days, and a business day starts less than a day late: two days
  /// either side cover every zone and rule.
  private static func localDays(from: Int64, to: Int64) -> (Int, Int) {
    (
      Int((from - 2 * 86_400_000).quotientRoundingDown(86_400_000)),
      Int((to + 2 * 86_400_000).quotientRoundingDown(86_400_000))
    )
  }

  /// Every stored line of `cityIDs` (all when empty) with an instant in `from`..<`to` (all
  /// when nil). The window is also given as local days: SQLite keys `order_lines` by day
  /// first, so that is a range of the key rather than a scan of every line (1.4 s on 10M
  /// lines for a calendar with one visit changed).
  private func forEachLine(
    cityIDs: [Int64], from: Int64?, to: Int64?,
    _ body: (ScheduleLine) throws -> Void
  ) throws {
    var conditions: [String] = []
    var arguments: [StoreValue] = []
    if let from, let to {
      let (firstDay, lastDay) = Self.localDays(from: from, to: to)
      conditions.append(
        "local_day BETWEEN \(p(1)) AND \(p(2)) AND ordered_at >= \(p(3)) AND ordered_at < \(p(4))")
      arguments = [
        .integer(Int64(firstDay)), .integer(Int64(lastDay)), .integer(from), .integer(to),
      ]
    }
    if !cityIDs.isEmpty {
      conditions.append(
        "city_id IN (\(Set(cityIDs).sorted().map(String.init).joined(separator: ",")))")
    }
    let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    try dialect.forEachRow(
      "SELECT \(ScheduleStatements<Dialect>.lineColumns) FROM order_lines\(filter)", arguments
    ) { try body(ScheduleStatements<Dialect>.line($0)) }
  }

  /// The instant and local day of every stored sale line of `cityIDs` with an instant in
  /// `from`..<`to`: the one read of lines by city and time window that a recomputation of
  /// first and last sales makes (a range of local days, as `forEachLine` reads).
  private func forEachSale(
    cityIDs: [Int64], from: Int64, to: Int64, _ body: (Int64, Int64, Int) throws -> Void
  ) throws {
    let (firstDay, lastDay) = Self.localDays(from: from, to: to)
    try dialect.forEachRow(
      "SELECT city_id, ordered_at, local_day FROM order_lines WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND quantity > 0 AND ordered_at >= \(p(3)) AND ordered_at < \(p(4)) AND city_id IN (\(cityIDs.map(String.init).joined(separator: ",")))",
      [.integer(Int64(firstDay)), .integer(Int64(lastDay)), .integer(from), .integer(to)]
    ) { row in
      try body(row.int64(0), row.int64(1), Int(truncatingIfNeeded: row.int64(2)))
    }
  }

  /// `intervals` (half-open) sorted and merged.
  private static func merged(_ intervals: [(Int64, Int64)]) -> [(Int64, Int64)] {
    var result: [(Int64, Int64)] = []
    for interval in intervals.sorted(by: { $0.0 < $1.0 }) {
      if let last = result.last, interval.0 <= last.1 {
        result[result.count - 1].1 = max(last.1, interval.1)
      } else {
        result.append(interval)
      }
    }
    return result
  }

  /// Whether `instant` is in one of the sorted, merged `intervals`.
  private static func contains(_ intervals: [(Int64, Int64)], _ instant: Int64) -> Bool {
    var low = 0
    var high = intervals.count
    while low < high {
      let middle = (low + high) / 2
      if intervals[middle].0 <= instant { low = middle + 1 } else { high = middle }
    }
    return low > 0 && instant < intervals[low - 1].1
  }
}

/// A visit's window as the recomputation compares schedules: its city, start and end.
private struct Window: Hashable {
  let cityID: Int64
  let startsAt: Int64
  let endsAt: Int64
}

/// What a pack keeps of a visit (all but its source): two visits with equal keys pack alike.
private struct PackedVisitKey: Hashable {
  let cityID: Int64
  let stopID: Int64
  let day: Int
  let startsAt: Int64
  let endsAt: Int64
  let fee: StopFee?

  init(_ visit: Visit) {
    (cityID, stopID, day) = (visit.cityID, visit.stopID, visit.date.dayNumber)
    (startsAt, endsAt, fee) = (visit.startsAt, visit.endsAt, visit.fee)
  }
}

extension Int64 {
  /// The quotient rounded toward negative infinity (`divisor` > 0).
  func quotientRoundingDown(_ divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return self % divisor < 0 ? quotient - 1 : quotient
  }
}
