import SalesDomain

extension SalesStore: ScheduleDataStore {
  /// Stops and visits, through the statements both stores share.
  var schedule: ScheduleStatements<SQLiteDialect> {
    ScheduleStatements(dialect: SQLiteDialect(database: database), visitSales: visitSales)
  }

  /// Every stop on record, by name.
  public func stops() throws -> [Stop] { try schedule.stops() }

  /// Adds a stop of `cityID` unless one with a matching name exists, and sets its fee.
  @discardableResult
  public func addStop(name: String, cityID: Int64, fee: StopFee) throws -> Stop {
    try schedule.addStop(name: name, cityID: cityID, fee: fee, cityName: cityName)
  }

  /// Replaces the visits of `source` in one immediate transaction (one writer at a time, so the
  /// overlap check sees every other source's visits as they will be).
  public func replaceVisits(of source: String, with visits: [Visit], graceMinutes: Int) throws
    -> ScheduleImportSummary
  {
    try inTransaction {
      try schedule.replaceVisits(of: source, with: visits, graceMinutes: graceMinutes)
    }
  }

  /// Rebuilds the per-visit roll-ups an upgrade cleared, in one immediate transaction.
  public func rebuildClearedVisitFigures(graceMinutes: Int) throws -> Bool {
    try database.transaction(.immediate) {
      try visitSales.rebuildIfCleared(graceMinutes: graceMinutes)
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
  var visitSales: VisitSalesStatements<SQLiteDialect> {
    VisitSalesStatements(
      dialect: SQLiteDialect(database: database), foldEveryLine: { try self.foldFromBothEnds($0) },
      startFoldEveryLine: { BothEndsFold(store: self, visits: $0, graceMinutes: $1) })
  }

  /// The reference data of a line import: cities, styles, and the visits it attributes its
  /// lines to (loaded once, inside its transaction).
  func importReferenceData() throws -> ImportReferenceData {
    let (visits, grace) = try visitSales.attribution()
    return try ImportReferenceData(
      cities: try cities(), styles: try styles(), visits: visits, graceMinutes: grace,
      scheduleVersion: try visitSales.version())
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
