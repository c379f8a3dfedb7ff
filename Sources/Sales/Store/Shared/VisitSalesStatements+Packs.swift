import SalesDomain

/// Keeping `visit_packs` (see `VisitPack`) equal to `visits` and `visit_sales`: every writer of
/// either table ends by packing again the periods it changed, once the packs are complete
/// (`schedule_settings.packs_complete`, set by packing every city; a database upgraded to
/// migration 0022 has none until `griddle init` or its next schedule import packs them).
extension VisitSalesStatements {
  /// A city's period.
  struct PackKey: Hashable, Comparable {
    let cityID: Int64
    let period: Int64
    static func < (a: Self, b: Self) -> Bool { (a.cityID, a.period) < (b.cityID, b.period) }
  }

  /// The key of the pack holding the visit of `cityID` starting at `startsAt`.
  static func packKey(cityID: Int64, startsAt: Int64) -> PackKey {
    PackKey(cityID: cityID, period: VisitPack.period(of: startsAt))
  }

  /// Whether every city's packs are kept (readers use them only then).
  func packsComplete() throws -> Bool {
    try dialect.rows("SELECT packs_complete FROM schedule_settings WHERE id = 1", []) {
      $0.int64(0) != 0
    }.first ?? false
  }

  /// Packs again the periods `keys`, when the packs are kept.
  func repack(_ keys: Set<PackKey>) throws {
    guard !keys.isEmpty, try packsComplete() else { return }
    // Runs of consecutive periods of one city are read and replaced together.
    var run: (cityID: Int64, first: Int64, last: Int64)? = nil
    for key in keys.sorted() {
      if let current = run, current.cityID == key.cityID, current.last + 1 == key.period {
        run!.last = key.period
        continue
      }
      if let current = run {
        try repack(cityID: current.cityID, periods: current.first...current.last)
      }
      run = (key.cityID, key.period, key.period)
    }
    if let current = run {
      try repack(cityID: current.cityID, periods: current.first...current.last)
    }
  }

  /// Packs every period of `cityIDs` (every city when nil, which marks the packs complete).
  func repackAll(cityIDs: Set<Int64>? = nil) throws {
    if let cityIDs {
      guard try packsComplete() else { return }
      for cityID in cityIDs.sorted() { try repack(cityID: cityID, periods: nil) }
      return
    }
    try dialect.run("DELETE FROM visit_packs", [])
    let cities = try dialect.rows(
      "SELECT DISTINCT city_id FROM visits UNION SELECT DISTINCT city_id FROM visit_sales", []
    ) { $0.int64(0) }
    for cityID in Set(cities).sorted() { try repack(cityID: cityID, periods: nil) }
    // No settings row (no schedule imported yet): nothing to mark, readers read the tables.
    try dialect.run("UPDATE schedule_settings SET packs_complete = 1", [])
  }

  /// Packs every city when visits are stored but their packs are not (a database upgraded to
  /// migration 0022) or differ from the tables (a damaged pack, which readers refuse):
  /// returns whether it packed.
  func packIfMissingOrDamaged() throws -> Bool {
    guard try graceMinutes() != nil else { return false }
    guard try !packsComplete() || !packDiscrepancies().isEmpty else { return false }
    try repackAll()
    return true
  }

  /// Replaces the packs of `cityID`'s `periods` (all when nil) with those its visits and
  /// roll-up rows make now.
  private func repack(cityID: Int64, periods: ClosedRange<Int64>?) throws {
    let packs = try self.packs(cityID: cityID, periods: periods)
    try dialect.run(
      "DELETE FROM visit_packs WHERE city_id = \(p(1))"
        + (periods == nil ? "" : " AND period BETWEEN \(p(2)) AND \(p(3))"),
      periods.map { [.integer(cityID), .integer($0.lowerBound), .integer($0.upperBound)] }
        ?? [.integer(cityID)])
    for (period, pack) in packs {
      try dialect.run(
        "INSERT INTO visit_packs (city_id, period, visits) VALUES (\(p(1)), \(p(2)), \(p(3)))",
        [.integer(cityID), .integer(period), .text(pack.text)])
    }
  }

  /// The packs `cityID`'s visits and roll-up rows of `periods` (all when nil) make: two reads
  /// in start order, merged.
  private func packs(cityID: Int64, periods: ClosedRange<Int64>?) throws
    -> [(period: Int64, pack: VisitPack)]
  {
    var range = ""
    var arguments: [StoreValue] = [.integer(cityID)]
    if let periods {
      range = " AND starts_at >= \(p(2)) AND starts_at < \(p(3))"
      arguments += [
        .integer(VisitPack.start(of: periods.lowerBound)),
        .integer(VisitPack.start(of: periods.upperBound + 1)),
      ]
    }
    let visits = try dialect.rows(
      "SELECT starts_at, stop_id, local_day, ends_at, fee_flat_cents, fee_percent_hundredths FROM visits WHERE city_id = \(p(1))\(range) ORDER BY starts_at",
      arguments
    ) { row in
      (
        startsAt: row.int64(0),
        visit: VisitPack.PackedVisit(
          stopID: row.int64(1), day: Int(truncatingIfNeeded: row.int64(2)),
          endsAt: row.int64(3),
          fee: row.isNull(4)
            ? nil
            : StopFee(
              flatCents: Int(truncatingIfNeeded: row.int64(4)),
              percentHundredths: Int(truncatingIfNeeded: row.int64(5))))
      )
    }
    let rows = try dialect.rows(
      "SELECT starts_at, local_day, quantity, net_cents, tickets, first_sale_at, last_sale_at FROM visit_sales WHERE city_id = \(p(1))\(range) ORDER BY starts_at, local_day",
      arguments
    ) { row in
      (
        startsAt: row.int64(0),
        row: VisitPack.Row(
          day: Int(truncatingIfNeeded: row.int64(1)),
          sums: VisitSums(
            quantity: row.int64(2), netCents: row.int64(3), tickets: row.int64(4),
            firstSaleAt: row.isNull(5) ? nil : row.int64(5),
            lastSaleAt: row.isNull(6) ? nil : row.int64(6)))
      )
    }
    return Self.packs(visits: visits, rows: rows)
  }

  /// One city's visits and roll-up rows (each by start, rows then by day) as packs by period.
  static func packs(
    visits: [(startsAt: Int64, visit: VisitPack.PackedVisit)],
    rows: [(startsAt: Int64, row: VisitPack.Row)]
  ) -> [(period: Int64, pack: VisitPack)] {
    var entries: [VisitPack.Entry] = []
    var (v, r) = (0, 0)
    while v < visits.count || r < rows.count {
      let startsAt = min(
        v < visits.count ? visits[v].startsAt : .max, r < rows.count ? rows[r].startsAt : .max)
      var entry = VisitPack.Entry(startsAt: startsAt, visit: nil, rows: [])
      if v < visits.count, visits[v].startsAt == startsAt {
        entry.visit = visits[v].visit
        v += 1
      }
      while r < rows.count, rows[r].startsAt == startsAt {
        entry.rows.append(rows[r].row)
        r += 1
      }
      entries.append(entry)
    }
    var result: [(period: Int64, pack: VisitPack)] = []
    for entry in entries {
      let period = VisitPack.period(of: entry.startsAt)
      if result.last?.period == period {
        result[result.count - 1].pack.entries.append(entry)
      } else {
        result.append((period, VisitPack(entries: [entry])))
      }
    }
    return result
  }

  /// Where `visit_packs` differs from the packs the tables make now (empty when they agree, or
  /// when the packs are not kept).
  func packDiscrepancies() throws -> [String] {
    guard try packsComplete() else { return [] }
    var stored: [PackKey: String] = [:]
    try dialect.forEachRow("SELECT city_id, period, visits FROM visit_packs", []) { row in
      stored[PackKey(cityID: row.int64(0), period: row.int64(1))] = row.string(2)
    }
    let before = stored.count
    var differing = 0
    let cities = try dialect.rows(
      "SELECT DISTINCT city_id FROM visits UNION SELECT DISTINCT city_id FROM visit_sales", []
    ) { $0.int64(0) }
    var expected = 0
    for cityID in Set(cities).sorted() {
      for (period, pack) in try packs(cityID: cityID, periods: nil) {
        expected += 1
        let key = PackKey(cityID: cityID, period: period)
        if stored.removeValue(forKey: key) != pack.text { differing += 1 }
      }
    }
    let extra = stored.count
    guard differing + extra > 0 else { return [] }
    return [
      "per-visit packs: \(differing) of \(expected) differ from the visits and their roll-ups, \(extra) of \(before) stored not in them"
    ]
  }
}
