import SalesDomain

/// A city's stored lines moved to the business days of another start, written once for every
/// store over its `StoreDialect`: the rule is `BusinessDayStart.dayAndHour` over the import's
/// offset table, so a rebuilt line has the day an import with the new start gives it.
struct BusinessDayStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// Lines per UPDATE of `relocateLines`: two parameters each, well inside SQLite's limit.
  private static var linesPerUpdate: Int { 500 }

  /// Recomputes the local day of every stored line of `city` for `start` (the clock hour
  /// stays), inside the caller's transaction; returns the summary `init` prints.
  func relocateLines(of city: City, to start: BusinessDayStart) throws -> BusinessDayRebuild {
    // A city without roll-up rows has no lines (every line makes a non-zero group): a city
    // just added skips the scan of every line (order_lines has no index by city).
    let hasLines = try dialect.rows(
      "SELECT 1 FROM daily_style_sales WHERE city_id = \(p(1)) LIMIT 1", [.integer(city.id)]
    ) { _ in true }
    guard !hasLines.isEmpty else {
      return BusinessDayRebuild(city: city.name, start: start, lines: 0, days: nil)
    }
    let table = ZoneOffsetTable(timeZone: city.timeZone)
    var moved: [(orderID: String, line: Int64, day: Int64, shift: Int64)] = []
    var count = 0
    var first = Int64.max
    var last = Int64.min
    // Read first, written after: the lines of a city are many, the moved ones a few hours'
    // worth of each day.
    try dialect.forEachRow(
      "SELECT order_id, line, ordered_at, local_day FROM order_lines WHERE city_id = \(p(1))",
      [.integer(city.id)]
    ) { row in
      let day = table.businessDayAndHour(atMilliseconds: row.int64(2), start: start).day
      count += 1
      first = min(first, day)
      last = max(last, day)
      let stored = row.int64(3)
      if day != stored { moved.append((row.string(0), row.int64(1), stored, day - stored)) }
    }
    // A line moves by a day at most (each start's day is the calendar day or the one before):
    // one statement per batch of lines moving by the same amount, not a round trip per line.
    // Each line is named by its whole key, joined from a VALUES list: a search of the key per
    // line. (A row-value IN list of the same keys was planned by SQLite as a scan of every
    // line per statement: 0.4 s per 500 lines on 2M lines, against 6 ms joined.)
    var byShift: [Int64: [(orderID: String, line: Int64, day: Int64)]] = [:]
    for line in moved {
      byShift[line.shift, default: []].append((line.orderID, line.line, line.day))
    }
    for (shift, lines) in byShift.sorted(by: { $0.key < $1.key }) {
      var start = 0
      while start < lines.count {
        let batch = lines[start..<min(start + Self.linesPerUpdate, lines.count)]
        // PostgreSQL types a VALUES column from its values alone: the numbers are cast.
        let keys = (0..<batch.count).map {
          "(CAST(\(p(3 * $0 + 3)) AS BIGINT), \(p(3 * $0 + 4)), CAST(\(p(3 * $0 + 5)) AS BIGINT))"
        }
        try dialect.run(
          "UPDATE order_lines SET local_day = local_day + \(p(1)) FROM (VALUES \(keys.joined(separator: ", "))) AS moved WHERE order_lines.local_day = moved.column1 AND order_lines.order_id = moved.column2 AND order_lines.city_id = \(p(2)) AND order_lines.line = moved.column3",
          [.integer(shift), .integer(city.id)]
            + batch.flatMap {
              [StoreValue.integer($0.day), .text($0.orderID), .integer($0.line)]
            })
        start += Self.linesPerUpdate
      }
    }
    return BusinessDayRebuild(
      city: city.name, start: start, lines: count,
      days: count == 0
        ? nil
        : LocalDate(dayNumber: Int(first))...LocalDate(dayNumber: Int(last)))
  }

  /// Removes the roll-up rows of the city with `id` (its operating days with sales too; days
  /// recorded open without sales stay), inside the caller's transaction, before its lines are
  /// folded again. `tables` are the roll-ups the store's writer keeps itself.
  func deleteRollups(ofCity id: Int64, tables: [String]) throws {
    for table in tables {
      try dialect.run("DELETE FROM \(table) WHERE city_id = \(p(1))", [.integer(id)])
    }
    try dialect.run(
      "DELETE FROM operating_days WHERE city_id = \(p(1)) AND had_sales = 1", [.integer(id)])
  }
}
