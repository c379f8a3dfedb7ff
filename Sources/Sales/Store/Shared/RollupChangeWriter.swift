import SalesDomain

/// Writes a signed roll-up change (stored lines removed as well as added) to every roll-up,
/// once for both stores over their `StoreDialect`: the path restatements and undos take.
///
/// The import's writer upserts, and SQLite checks an upsert's VALUES row against
/// `CHECK (tickets >= 0)` before its ON CONFLICT, so a negative ticket change cannot go that
/// way. Here each group is made to exist (zeros, which pass every CHECK), then the change is
/// added by an UPDATE joined to a VALUES list, then groups left all zero are deleted (the
/// import's writer never stores one), then operating days are re-derived from the per-day
/// roll-up: a (city, day) had sales exactly when its tickets are above zero. The roll-ups
/// stay equal to a GROUP BY over the lines (`StoredRollups.discrepancies()`).
struct RollupChangeWriter<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// Groups per statement (keys of four values plus six figures: 1,000 parameters at most).
  private static var groupsPerStatement: Int { 100 }

  private static var figures: [String] {
    ["quantity", "gross_cents", "discount_cents", "refund_cents", "net_cents", "tickets"]
  }

  /// Whether the store keeps `monthly_weekday_hour_sales` and `city_weekday_hour_sales` by
  /// triggers on `hourly_sales` (PostgreSQL's statement-level triggers, migrations 0009 and
  /// 0027); SQLite's writer keeps them.
  private var monthlyByTriggers: Bool { Dialect.self == PostgresDialect.self }

  /// Applies `delta` inside the caller's transaction.
  func apply(_ delta: RollupDelta) throws {
    let sorted = delta.sorted
    let dayKeys = ["local_day", "city_id"]
    try change(
      "daily_style_sales", dayKeys + ["style_id"],
      sorted.styles.map { ([Int64($0.day), $0.cityID, $0.part], $0.amounts) })
    try change(
      "hourly_sales", dayKeys + ["local_hour"],
      sorted.hours.map { ([Int64($0.day), $0.cityID, $0.part], $0.amounts) })
    let months = monthlyByTriggers ? [] : MonthlyWeekdayHours.folded(sorted.hours)
    try change(
      "monthly_weekday_hour_sales", ["month_start", "city_id", "weekday", "local_hour"],
      months.map { ([$0.key.0, $0.key.1, $0.key.2, $0.key.3], $0.amounts) })
    let weekdayHours = MonthlyWeekdayHours.acrossMonths(months)
    try change(
      "city_weekday_hour_sales", ["city_id", "weekday", "local_hour"],
      weekdayHours.map { ([$0.key.0, $0.key.1, $0.key.2], $0.amounts) })
    // Signed: the visit writer adds negative sums and deletes groups that reach zero.
    try VisitSalesStatements(dialect: dialect).write(sorted.visits)
    let days = sorted.dayCityGroups
    try change(
      "daily_city_sales", dayKeys,
      days.filter { !$0.amounts.isZero }.map { ([Int64($0.day), $0.cityID], $0.amounts) })
    let touched = sorted.styles.map(\.day) + sorted.hours.map(\.day)
    guard let first = touched.min(), let last = touched.max() else { return }
    let range: [StoreValue] = [.integer(Int64(first)), .integer(Int64(last))]
    let allZero = Self.figures.map { "\($0) = 0" }.joined(separator: " AND ")
    for table in ["daily_style_sales", "hourly_sales", "daily_city_sales"] {
      try dialect.run(
        "DELETE FROM \(table) WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND \(allZero)", range)
    }
    if let firstMonth = months.first?.key.0, let lastMonth = months.last?.key.0 {
      try dialect.run(
        """
        DELETE FROM monthly_weekday_hour_sales
        WHERE month_start BETWEEN \(p(1)) AND \(p(2)) AND \(allZero)
        """, [.integer(firstMonth), .integer(lastMonth)])
    }
    if !weekdayHours.isEmpty {
      try dialect.run(
        """
        DELETE FROM city_weekday_hour_sales
        WHERE \(idList("city_id", weekdayHours.map(\.key.0))) AND \(allZero)
        """, [])
    }
    try dialect.run(
      """
      INSERT INTO operating_days (city_id, local_day, had_sales)
      SELECT city_id, local_day, 1 FROM daily_city_sales
      WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND tickets > 0
      ON CONFLICT (city_id, local_day) DO UPDATE SET had_sales = 1
      """, range)
    try dialect.run(
      """
      DELETE FROM operating_days
      WHERE local_day BETWEEN \(p(1)) AND \(p(2)) AND had_sales = 1
        AND NOT EXISTS (
          SELECT 1 FROM daily_city_sales s
          WHERE s.city_id = operating_days.city_id AND s.local_day = operating_days.local_day
            AND s.tickets > 0)
      """, range)
  }

  /// Adds each group's (signed) figures to `table`, creating the groups that are missing.
  private func change(
    _ table: String, _ keys: [String], _ groups: [([Int64], RollupAmounts)]
  ) throws {
    // Every full chunk has the same two statements: their text is built once per size (it
    // took as long as running them, undoing 1M lines).
    var texts: [Int: (insert: String, update: String)] = [:]
    var start = 0
    while start < groups.count {
      let chunk = groups[start..<min(groups.count, start + Self.groupsPerStatement)]
      start += chunk.count
      var keyArguments: [StoreValue] = []
      var changeArguments: [StoreValue] = []
      keyArguments.reserveCapacity(chunk.count * keys.count)
      changeArguments.reserveCapacity(chunk.count * (keys.count + Self.figures.count))
      for (key, amounts) in chunk {
        keyArguments += key.map { .integer($0) }
        changeArguments += key.map { .integer($0) }
        for figure in [
          amounts.quantity, amounts.grossCents, amounts.discountCents, amounts.refundCents,
          amounts.netCents, amounts.tickets,
        ] {
          changeArguments.append(.integer(figure))
        }
      }
      if texts[chunk.count] == nil {
        texts[chunk.count] = statements(table, keys, groups: chunk.count)
      }
      let (insert, update) = texts[chunk.count]!
      try dialect.run(insert, keyArguments)
      try dialect.run(update, changeArguments)
    }
  }

  /// The two statements of a chunk of `count` groups of `table`: one creating the missing
  /// groups (zeros), one adding the change to each.
  private func statements(
    _ table: String, _ keys: [String], groups count: Int
  ) -> (insert: String, update: String) {
    let keyList = keys.joined(separator: ", ")
    let width = keys.count + Self.figures.count
    let zeroRows = (0..<count).map { group in
      "(" + (0..<keys.count).map { p(group * keys.count + $0 + 1) }.joined(separator: ", ")
        + ", 0, 0, 0, 0, 0, 0)"
    }
    let changeRows = (0..<count).map { group in
      "("
        + (0..<width).map { "CAST(\(p(group * width + $0 + 1)) AS BIGINT)" }
        .joined(separator: ", ") + ")"
    }
    let sets = Self.figures.enumerated().map { index, column in
      "\(column) = \(column) + d.column\(keys.count + index + 1)"
    }
    let matches = keys.enumerated().map { index, column in
      "\(table).\(column) = d.column\(index + 1)"
    }
    return (
      """
      INSERT INTO \(table) (\(keyList), \(Self.figures.joined(separator: ", ")))
      VALUES \(zeroRows.joined(separator: ", "))
      ON CONFLICT (\(keyList)) DO NOTHING
      """,
      """
      UPDATE \(table) SET \(sets.joined(separator: ", "))
      FROM (VALUES \(changeRows.joined(separator: ", "))) AS d
      WHERE \(matches.joined(separator: " AND "))
      """
    )
  }
}
