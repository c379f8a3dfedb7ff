import Foundation
import SalesDomain

/// Stops and visits, written once for every store over its `StoreDialect` (issue 26).
///
/// A schedule's import replaces every visit of its source in the caller's transaction: the
/// old visits go, the other sources' visits of the same cities are read back, and the new ones
/// are refused (`VisitOverlap`) when any two of one city share an instant.
struct ScheduleStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect
  /// The per-visit roll-ups a schedule import keeps in step (the store's, with its way of
  /// folding every line).
  let visitSales: VisitSalesStatements<Dialect>

  /// Statements over `dialect`; the roll-ups folded as `visitSales` does (by default one
  /// scan in key order on `dialect`).
  init(dialect: Dialect, visitSales: VisitSalesStatements<Dialect>? = nil) {
    self.dialect = dialect
    self.visitSales = visitSales ?? VisitSalesStatements(dialect: dialect)
  }

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  private static func stop(_ row: some StoreRow) -> Stop {
    Stop(
      id: row.int64(0), name: row.string(1), cityID: row.int64(2),
      fee: StopFee(
        flatCents: Int(truncatingIfNeeded: row.int64(3)),
        percentHundredths: Int(truncatingIfNeeded: row.int64(4))))
  }

  private static var stopColumns: String {
    "id, name, city_id, fee_flat_cents, fee_percent_hundredths"
  }

  /// Every stop, by name (byte order).
  func stops() throws -> [Stop] {
    try dialect.rows(
      "SELECT \(Self.stopColumns) FROM stops ORDER BY name\(dialect.byteOrder)", [], Self.stop)
  }

  private func stop(named name: String) throws -> Stop? {
    try dialect.rows(
      "SELECT \(Self.stopColumns) FROM stops WHERE match_key = \(p(1))",
      [.text(NameKey(name).rawValue)], Self.stop
    ).first
  }

  /// Adds a stop unless one with a matching name exists, then sets its fee (the config's fee is
  /// the truth: a changed fee applies to every visit that has none of its own).
  func addStop(name: String, cityID: Int64, fee: StopFee, cityName: (Int64) throws -> String)
    throws -> Stop
  {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw StopError.emptyName }
    let key = NameKey(name).rawValue
    if try stop(named: name) == nil {
      try dialect.run(
        "INSERT INTO stops (name, match_key, city_id, fee_flat_cents, fee_percent_hundredths) VALUES (\(p(1)), \(p(2)), \(p(3)), \(p(4)), \(p(5))) ON CONFLICT (match_key) DO NOTHING",
        [
          .text(name), .text(key), .integer(cityID), .integer(Int64(fee.flatCents)),
          .integer(Int64(fee.percentHundredths)),
        ])
    }
    guard let stored = try stop(named: name) else {
      throw StoreFailure(.other, message: "stop '\(name)' was not stored", code: "no row")
    }
    guard stored.cityID == cityID else {
      throw StopError.inAnotherCity(
        stop: stored.name, recordedCity: try cityName(stored.cityID),
        requestedCity: try cityName(cityID))
    }
    guard stored.fee != fee else { return stored }
    try dialect.run(
      "UPDATE stops SET fee_flat_cents = \(p(1)), fee_percent_hundredths = \(p(2)) WHERE id = \(p(3))",
      [.integer(Int64(fee.flatCents)), .integer(Int64(fee.percentHundredths)), .integer(stored.id)])
    return Stop(id: stored.id, name: stored.name, cityID: cityID, fee: fee)
  }

  private static var visitColumns: String {
    "city_id, stop_id, local_day, starts_at, ends_at, fee_flat_cents, fee_percent_hundredths, source"
  }

  /// The visit of `row` (of `visitColumns`; without its last column, `source`, when
  /// `readingSource` is false: the figures do not need it, and the index by day covers the
  /// rest).
  static func visit(_ row: some StoreRow, readingSource: Bool = true) -> Visit {
    Visit(
      cityID: row.int64(0), stopID: row.int64(1),
      date: LocalDate(dayNumber: Int(truncatingIfNeeded: row.int64(2))),
      startsAt: row.int64(3), endsAt: row.int64(4),
      fee: row.isNull(5)
        ? nil
        : StopFee(
          flatCents: Int(truncatingIfNeeded: row.int64(5)),
          percentHundredths: Int(truncatingIfNeeded: row.int64(6))),
      source: readingSource ? row.string(7) : "")
  }

  /// The visits starting on a date of `dates` (all when nil) of `cityIDs` (all when empty),
  /// by city, start, then stop.
  func visits(on dates: ClosedRange<LocalDate>?, cityIDs: [Int64]) throws -> [Visit] {
    var conditions: [String] = []
    var arguments: [StoreValue] = []
    if let dates {
      conditions.append("local_day BETWEEN \(p(1)) AND \(p(2))")
      arguments += [
        .integer(Int64(dates.lowerBound.dayNumber)), .integer(Int64(dates.upperBound.dayNumber)),
      ]
    }
    if !cityIDs.isEmpty {
      let placeholders = cityIDs.indices.map { p(arguments.count + $0 + 1) }
      // With dates, `+city_id` keeps SQLite on the index by day: on the index by city it read
      // every visit of those cities and its row to test the day (60M instructions for five
      // years, to find a report's 12 weeks).
      conditions.append(
        "\(dates == nil ? "" : "+")city_id IN (\(placeholders.joined(separator: ", ")))")
      arguments += cityIDs.map { .integer($0) }
    }
    let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return try dialect.rows(
      "SELECT \(Self.visitColumns) FROM visits\(filter) ORDER BY city_id, starts_at, stop_id",
      arguments, { Self.visit($0) })
  }

  /// Every visit of `cityIDs` (all when empty) by city, then start: the order of
  /// `visits(on:cityIDs:)`, read along the index by city and start without a sort. Two visits
  /// of one city never share a start (they would overlap), so its tie-break on the stop only
  /// made SQLite sort each (city, start) group apart: 4k instructions a visit, twice per
  /// schedule import of five years' 33k visits.
  func visitsByCityAndStart(cityIDs: [Int64]) throws -> [Visit] {
    let filter =
      cityIDs.isEmpty
      ? "" : " WHERE city_id IN (\(cityIDs.indices.map { p($0 + 1) }.joined(separator: ", ")))"
    return try dialect.rows(
      "SELECT \(Self.visitColumns) FROM visits\(filter) ORDER BY city_id, starts_at",
      cityIDs.map { .integer($0) }, { Self.visit($0) })
  }

  /// Every order line of a local date in `dates` of `cityIDs` (all when empty).
  func forEachLine(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], _ body: (ScheduleLine) throws -> Void
  ) throws {
    var filter = "local_day BETWEEN \(p(1)) AND \(p(2))"
    var arguments: [StoreValue] = [
      .integer(Int64(dates.lowerBound.dayNumber)), .integer(Int64(dates.upperBound.dayNumber)),
    ]
    if !cityIDs.isEmpty {
      filter +=
        " AND city_id IN (\(cityIDs.indices.map { p($0 + 3) }.joined(separator: ", ")))"
      arguments += cityIDs.map { .integer($0) }
    }
    try dialect.forEachRow(
      "SELECT \(Self.lineColumns) FROM order_lines WHERE \(filter)", arguments
    ) { try body(Self.line($0)) }
  }

  /// The columns of a stored line attribution reads, in the order `line(_:)` decodes them.
  static var lineColumns: String {
    "city_id, ordered_at, order_id, \(OrderLineKind.sql), quantity, gross_cents - discount_cents, local_day"
  }

  /// A row selecting `lineColumns` as the line attribution reads.
  static func line(_ row: some StoreRow) -> ScheduleLine {
    ScheduleLine(
      cityID: row.int64(0), orderedAt: row.int64(1), orderID: row.string(2),
      isSale: row.int64(3) == 0, quantity: row.int64(4), netCents: row.int64(5),
      date: LocalDate(dayNumber: Int(truncatingIfNeeded: row.int64(6))))
  }

  /// Replaces the visits of `source`, and keeps the per-visit roll-ups in step (attributed
  /// with `graceMinutes`); run it inside the store's writing transaction.
  func replaceVisits(of source: String, with visits: [Visit], graceMinutes: Int) throws
    -> ScheduleImportSummary
  {
    let old = try dialect.rows(
      "SELECT \(Self.visitColumns) FROM visits WHERE source = \(p(1))", [.text(source)],
      { Self.visit($0) })
    let unchanged = old.count == visits.count && Set(old) == Set(visits)
    if let overlap = VisitOverlap.first(in: visits) { throw overlap }
    let cities = Array(Set(visits.map(\.cityID))).sorted()
    let touched = Array(Set(cities + old.map(\.cityID))).sorted()
    let before = touched.isEmpty ? [] : try visitsByCityAndStart(cityIDs: touched)
    let rollups = visitSales
    if !cities.isEmpty {
      let others = before.filter { $0.source != source && cities.contains($0.cityID) }
      // One sweep over both, by start: any overlap now involves a new visit, since the new
      // ones were checked among themselves and the stored ones were checked when stored.
      if let overlap = VisitOverlap.first(in: others + visits) {
        throw overlap.new.source == source
          ? overlap : VisitOverlap(new: overlap.other, other: overlap.new)
      }
    }
    if unchanged {
      try rollups.keepInStep(
        cities: touched, before: before, after: before, graceMinutes: graceMinutes)
      return ScheduleImportSummary(
        source: source, visits: visits.count, replaced: old.count, unchanged: true)
    }
    // A full recomputation ahead (a changed grace, the first import) folds every line: that
    // fold begins now, on the visits expected, while the visits are written.
    let early =
      try rollups.startFoldEveryLine == nil || rollups.graceMinutes() == graceMinutes
      ? nil
      : try rollups.startRebuild(
        expecting: try visitsByCityAndStart(cityIDs: []).filter { $0.source != source } + visits,
        graceMinutes: graceMinutes)
    defer { early?.cancel() }
    try dialect.run("DELETE FROM visits WHERE source = \(p(1))", [.text(source)])
    try insert(visits, source: source)
    let after = touched.isEmpty ? [] : try visitsByCityAndStart(cityIDs: touched)
    try rollups.keepInStep(
      cities: touched, before: before, after: after, graceMinutes: graceMinutes, early: early)
    return ScheduleImportSummary(
      source: source, visits: visits.count, replaced: old.count, unchanged: false)
  }

  /// Visits per INSERT statement (the rest go one by one).
  private static var visitsPerInsert: Int { 32 }

  /// Stores `visits` as `source`'s: 32 rows per statement, its SQL built once. One statement
  /// per visit built and hashed its SQL text and ran SQLite's statement set-up each time:
  /// 40k instructions a visit, 1.4G for five years' 33k visits.
  private func insert(_ visits: [Visit], source: String) throws {
    func sql(_ count: Int) -> String {
      let rows = (0..<count).map { row in
        "(" + (1...8).map { p(row * 8 + $0) }.joined(separator: ", ") + ")"
      }
      return "INSERT INTO visits (\(Self.visitColumns)) VALUES \(rows.joined(separator: ", "))"
    }
    func append(_ visit: Visit, to values: inout [StoreValue]) {
      values += [
        .integer(visit.cityID), .integer(visit.stopID), .integer(Int64(visit.date.dayNumber)),
        .integer(visit.startsAt), .integer(visit.endsAt),
        visit.fee.map { .integer(Int64($0.flatCents)) } ?? .null,
        visit.fee.map { .integer(Int64($0.percentHundredths)) } ?? .null, .text(source),
      ]
    }
    let many = sql(Self.visitsPerInsert)
    var values: [StoreValue] = []
    values.reserveCapacity(8 * Self.visitsPerInsert)
    var index = 0
    while visits.count - index >= Self.visitsPerInsert {
      values.removeAll(keepingCapacity: true)
      for position in index..<index + Self.visitsPerInsert { append(visits[position], to: &values) }
      try dialect.run(many, values)
      index += Self.visitsPerInsert
    }
    let one = sql(1)
    for position in index..<visits.count {
      values.removeAll(keepingCapacity: true)
      append(visits[position], to: &values)
      try dialect.run(one, values)
    }
  }
}
