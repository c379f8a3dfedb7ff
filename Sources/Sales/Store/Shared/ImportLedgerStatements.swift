import SalesDomain

/// What an import tells the ledger, computed by the import's driver (the store only writes
/// it): the file, the counts, the instant.
struct ImportLedgerEntry {
  /// When the import committed, in milliseconds since 1970-01-01 UTC.
  var importedAtMilliseconds: Int64
  var fileName: String
  var fileSize: Int64
  /// The SHA-256 of the file's bytes, hexadecimal.
  var sha256: String
  var profile: String
  var linesStored: Int
  var linesAlreadyPresent: Int
  var rowsRejected: Int
  var rowsExcluded: Int
  /// Stored lines a restatement changed, and those it removed.
  var linesRestated = 0
  var linesRemoved = 0
}

/// A (local day, city) whose figures an import changes: the figures of `daily_city_sales`
/// before it, and what it adds.
struct DayCityChange {
  var day: Int
  var cityID: Int64
  var before: RollupAmounts
  var delta: RollupAmounts
}

/// The import ledger (`imports`, `import_day_figures`, migration 0010), written and read once
/// for both stores over their `StoreDialect`: the same ids, rows and order on SQLite and
/// PostgreSQL. Writes run inside the import's own transaction, under its write lock.
struct ImportLedgerStatements<Dialect: StoreDialect> {
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  /// The id the next import gets: one past the highest (ids are never reused while their
  /// import is in the ledger; the caller holds the write lock, so no other import takes it).
  func nextID() throws -> Int64 {
    try dialect.rows("SELECT coalesce(max(id), 0) + 1 FROM imports", []) { $0.int64(0) }.first
      ?? 1
  }

  /// The (day, city)s of `delta`'s hours with `daily_city_sales`'s figures before the delta is
  /// written: read by a range scan of the few rows per day the roll-up holds, one per run of
  /// consecutive days (a part of a file in no time order does not read the years between).
  func changes(of delta: SortedRollupDelta) throws -> [DayCityChange] {
    let days = delta.dayCityGroups
    var stored: [RollupDelta.SaleDay: RollupAmounts] = [:]
    var runStart = 0
    while runStart < days.count {
      var runEnd = runStart
      while runEnd + 1 < days.count, days[runEnd + 1].day <= days[runEnd].day + 1 { runEnd += 1 }
      try dialect.forEachRow(
        """
        SELECT local_day, city_id, quantity, net_cents, tickets FROM daily_city_sales
        WHERE local_day BETWEEN \(p(1)) AND \(p(2))
        """, [.integer(Int64(days[runStart].day)), .integer(Int64(days[runEnd].day))]
      ) { row in
        var amounts = RollupAmounts()
        amounts.quantity = row.int64(2)
        amounts.netCents = row.int64(3)
        amounts.tickets = row.int64(4)
        stored[RollupDelta.SaleDay(cityID: row.int64(1), day: Int(row.int64(0)))] = amounts
      }
      runStart = runEnd + 1
    }
    return days.map { group in
      DayCityChange(
        day: group.day, cityID: group.cityID,
        before: stored[RollupDelta.SaleDay(cityID: group.cityID, day: group.day)]
          ?? RollupAmounts(),
        delta: group.amounts)
    }
  }

  /// Rows per insert of the per-(day, city) figures.
  private static var figuresPerInsert: Int { 50 }

  /// Writes the ledger row of import `id` and its per-(day, city) figures; `alsoDays` are the
  /// days of figures written for it before (`recordDayFigures`), which its day range includes.
  func record(
    _ entry: ImportLedgerEntry, id: Int64, changes: [DayCityChange],
    alsoDays: ClosedRange<Int>? = nil
  ) throws {
    let days = changes.map(\.day) + (alsoDays.map { [$0.lowerBound, $0.upperBound] } ?? [])
    try dialect.run(
      """
      INSERT INTO imports (id, kind, imported_at, file_name, file_size, sha256, profile,
        lines_stored, lines_already_present, lines_restated, lines_removed, rows_rejected,
        rows_excluded, first_day, last_day)
      VALUES (\((1...15).map(p).joined(separator: ", ")))
      """,
      [
        .integer(id), .text(ImportRecord.Kind.fileImport.rawValue),
        .integer(entry.importedAtMilliseconds), .text(entry.fileName), .integer(entry.fileSize),
        .text(entry.sha256), .text(entry.profile), .integer(Int64(entry.linesStored)),
        .integer(Int64(entry.linesAlreadyPresent)), .integer(Int64(entry.linesRestated)),
        .integer(Int64(entry.linesRemoved)),
        .integer(Int64(entry.rowsRejected)), .integer(Int64(entry.rowsExcluded)),
        days.min().map { .integer(Int64($0)) } ?? .null,
        days.max().map { .integer(Int64($0)) } ?? .null,
      ])
    try recordDayFigures(id: id, changes: changes)
  }

  /// Writes the per-(day, city) figures of import `id`: before, and before plus the change.
  /// A (day, city) it holds already (an import writing its roll-up in parts) keeps its first
  /// before and gains the change in its after.
  func recordDayFigures(id: Int64, changes: [DayCityChange]) throws {
    // Every full chunk has the same text: built once per size, not once per chunk.
    var texts: [Int: String] = [:]
    var start = 0
    while start < changes.count {
      let chunk = changes[start..<min(changes.count, start + Self.figuresPerInsert)]
      if texts[chunk.count] == nil { texts[chunk.count] = dayFiguresInsert(rows: chunk.count) }
      var arguments: [StoreValue] = []
      arguments.reserveCapacity(chunk.count * 9)
      for change in chunk {
        var after = change.before
        after.add(change.delta)
        arguments += [
          .integer(id), .integer(Int64(change.day)), .integer(change.cityID),
          .integer(change.before.netCents), .integer(after.netCents),
          .integer(change.before.tickets), .integer(after.tickets),
          .integer(change.before.quantity), .integer(after.quantity),
        ]
      }
      try dialect.run(texts[chunk.count]!, arguments)
      start += chunk.count
    }
  }

  /// The insert of `rows` per-(day, city) figures (see `recordDayFigures`).
  private func dayFiguresInsert(rows: Int) -> String {
    let values = (0..<rows).map { row in
      "(" + (1...9).map { p(row * 9 + $0) }.joined(separator: ", ") + ")"
    }
    return """
      INSERT INTO import_day_figures (import_id, local_day, city_id, net_cents_before,
        net_cents_after, tickets_before, tickets_after, quantity_before, quantity_after)
      VALUES \(values.joined(separator: ", "))
      ON CONFLICT (import_id, local_day, city_id) DO UPDATE SET
        net_cents_after = import_day_figures.net_cents_after
          + excluded.net_cents_after - excluded.net_cents_before,
        tickets_after = import_day_figures.tickets_after
          + excluded.tickets_after - excluded.tickets_before,
        quantity_after = import_day_figures.quantity_after
          + excluded.quantity_after - excluded.quantity_before
      """
  }

  // MARK: Reading

  private static var recordColumns: String {
    """
    id, kind, imported_at, file_name, file_size, sha256, profile, lines_stored,
    lines_already_present, lines_restated, lines_removed, rows_rejected, rows_excluded,
    first_day, last_day
    """
  }

  /// Every import, newest first (the highest id is the latest).
  func imports() throws -> [ImportRecord] {
    let cities = try citiesByImport(id: nil)
    return try dialect.rows(
      "SELECT \(Self.recordColumns) FROM imports ORDER BY id DESC", []
    ) { row in Self.record(row, cities: cities) }
  }

  /// One import, or nil.
  func importRecord(id: Int64) throws -> ImportRecord? {
    let cities = try citiesByImport(id: id)
    return try dialect.rows(
      "SELECT \(Self.recordColumns) FROM imports WHERE id = \(p(1))", [.integer(id)]
    ) { row in Self.record(row, cities: cities) }.first
  }

  /// The (day, city)s import `id` changed, by day then city name.
  func dayChanges(id: Int64) throws -> [ImportDayChange] {
    try dialect.rows(
      """
      SELECT f.local_day, c.name, f.net_cents_before, f.net_cents_after, f.tickets_before,
        f.tickets_after, f.quantity_before, f.quantity_after
      FROM import_day_figures f JOIN cities c ON c.id = f.city_id
      WHERE f.import_id = \(p(1)) ORDER BY f.local_day, c.name\(dialect.byteOrder)
      """, [.integer(id)]
    ) { row in
      ImportDayChange(
        date: LocalDate(dayNumber: Int(row.int64(0))), city: row.string(1),
        netCentsBefore: Int(row.int64(2)), netCentsAfter: Int(row.int64(3)),
        ticketsBefore: Int(row.int64(4)), ticketsAfter: Int(row.int64(5)),
        quantityBefore: Int(row.int64(6)), quantityAfter: Int(row.int64(7)))
    }
  }

  /// The names of the cities each import touched (of one import, or of all), sorted by bytes.
  private func citiesByImport(id: Int64?) throws -> [Int64: [String]] {
    var cities: [Int64: [String]] = [:]
    let filter = id == nil ? "" : "WHERE f.import_id = \(p(1))"
    for (importID, name) in try dialect.rows(
      """
      SELECT f.import_id, c.name FROM import_day_figures f
      JOIN cities c ON c.id = f.city_id \(filter)
      GROUP BY f.import_id, c.name ORDER BY f.import_id, c.name\(dialect.byteOrder)
      """, id.map { [.integer($0)] } ?? [], { ($0.int64(0), $0.string(1)) })
    {
      cities[importID, default: []].append(name)
    }
    return cities
  }

  private static func record(_ row: some StoreRow, cities: [Int64: [String]]) -> ImportRecord {
    func optionalText(_ column: Int) -> String? { row.isNull(column) ? nil : row.string(column) }
    func optionalInt(_ column: Int) -> Int64? { row.isNull(column) ? nil : row.int64(column) }
    let id = row.int64(0)
    return ImportRecord(
      id: id, kind: ImportRecord.Kind(rawValue: row.string(1)) ?? .fileImport,
      importedAtMilliseconds: optionalInt(2), fileName: optionalText(3),
      fileSize: optionalInt(4), sha256: optionalText(5), profile: optionalText(6),
      linesStored: Int(row.int64(7)), linesAlreadyPresent: Int(row.int64(8)),
      linesRestated: Int(row.int64(9)), linesRemoved: Int(row.int64(10)),
      rowsRejected: Int(row.int64(11)), rowsExcluded: Int(row.int64(12)),
      firstDate: optionalInt(13).map { LocalDate(dayNumber: Int($0)) },
      lastDate: optionalInt(14).map { LocalDate(dayNumber: Int($0)) },
      cities: cities[id] ?? [])
  }
}
