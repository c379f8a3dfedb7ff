import SalesDomain

extension PostgresSalesStore: ScheduleDataStore {
  /// Stops and visits, through the statements both stores share.
  var schedule: ScheduleStatements<PostgresDialect> {
    ScheduleStatements(dialect: PostgresDialect(connection: connection))
  }

  /// Every stop on record, by name (byte order, as SQLite sorts).
  public func stops() throws -> [Stop] { try schedule.stops() }

  /// Adds a stop of `cityID` unless one with a matching name exists, and sets its fee.
  @discardableResult
  public func addStop(name: String, cityID: Int64, fee: StopFee) throws -> Stop {
    try schedule.addStop(name: name, cityID: cityID, fee: fee, cityName: cityName)
  }

  /// Replaces the visits of `source` in one transaction. Schedule imports take turns (a lock
  /// on `visits` that readers do not wait for), so two imports at once cannot each miss the
  /// other's overlapping visit.
  ///
  /// It also takes the line importers' lock: the per-visit roll-ups it recomputes from the
  /// stored lines must not miss a line import committing meanwhile.
  public func replaceVisits(of source: String, with visits: [Visit], graceMinutes: Int) throws
    -> ScheduleImportSummary
  {
    try connection.transaction {
      try connection.executeScript("LOCK TABLE visits IN SHARE ROW EXCLUSIVE MODE")
      try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
      return try schedule.replaceVisits(of: source, with: visits, graceMinutes: graceMinutes)
    }
  }

  /// Rebuilds the per-visit roll-ups an upgrade cleared, in one transaction holding the line
  /// importers' lock (as a schedule import does).
  public func rebuildClearedVisitFigures(graceMinutes: Int) throws -> Bool {
    try connection.transaction {
      try connection.executeScript("LOCK TABLE visits IN SHARE ROW EXCLUSIVE MODE")
      try connection.lockForTransaction(PostgresOrderImporter.writeLockKey)
      return try visitSales.rebuildIfCleared(graceMinutes: graceMinutes)
    }
  }

  /// The visits starting on a date of `dates` of the cities `cityIDs` (all when empty).
  public func visits(on dates: ClosedRange<LocalDate>?, cityIDs: [Int64]) throws -> [Visit] {
    try schedule.visits(on: dates, cityIDs: cityIDs)
  }

  /// The per-visit roll-ups of a range (nil when kept with another grace).
  public func visitRollups(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int
  ) throws -> VisitRollups? {
    try visitSales.rollups(on: dates, cityIDs: cityIDs, graceMinutes: graceMinutes)
  }

  /// The per-visit roll-ups of a range handed over as they are read (false when kept with
  /// another grace).
  public func forEachVisitFigure(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int, readingDates: Bool,
    visit: (VisitFigure) throws -> Void,
    unscheduled: (_ cityID: Int64, _ date: LocalDate, _ sums: VisitSums) throws -> Void
  ) throws -> Bool {
    try visitSales.forEachVisitFigure(
      on: dates, cityIDs: cityIDs, graceMinutes: graceMinutes, readingDates: readingDates,
      visit: visit, unscheduled: unscheduled)
  }

  /// The per-visit roll-ups' statements.
  var visitSales: VisitSalesStatements<PostgresDialect> {
    VisitSalesStatements(dialect: PostgresDialect(connection: connection))
  }

  /// The reference data of a line import: cities, styles, and the visits it attributes its
  /// lines to (loaded once, inside its transaction).
  func importReferenceData() throws -> ImportReferenceData {
    let (visits, grace) = try visitSales.attribution()
    return try ImportReferenceData(
      cities: try cities(), styles: try styles(), visits: visits, graceMinutes: grace,
      scheduleVersion: try visitSales.version())
  }

  /// Throws `busy` when a schedule import committed since `reference` was read (call it under
  /// the writers' lock, which schedule imports take too): the lines were attributed to visits
  /// that are gone, so the file must be imported again.
  func checkScheduleUnchanged(since reference: ImportReferenceData) throws {
    guard try visitSales.version() != reference.scheduleVersion else { return }
    throw StoreFailure(
      .busy,
      message:
        "a schedule import changed the visits while this file was being imported; import it again",
      code: "schedule changed")
  }

  /// Every order line of a local date in `dates` of `cityIDs` (all when empty).
  public func forEachLine(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], _ body: (ScheduleLine) throws -> Void
  ) throws {
    try schedule.forEachLine(on: dates, cityIDs: cityIDs, body)
  }

  private func cityName(_ id: Int64) throws -> String {
    try cities().first { $0.id == id }?.name ?? "city \(id)"
  }
}
