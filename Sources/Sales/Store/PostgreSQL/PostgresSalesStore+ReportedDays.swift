import SalesDomain

/// What nightly reports showed (`ReportedDayStatements`, shared with SQLite).
extension PostgresSalesStore: ReportedDaysStore {
  private var reported: ReportedDayStatements<PostgresDialect> {
    ReportedDayStatements(dialect: PostgresDialect(connection: connection))
  }

  /// Connects to record what a report showed, and nothing else: no migration, no reference
  /// data. Nil when the server cannot be reached or the schema is not current; a role that
  /// may only read connects, and its recording fails (the report then only compares).
  public static func openForRecordingReports(_ connectionString: String) -> PostgresSalesStore? {
    guard let store = try? PostgresSalesStore(recordingReportsIn: connectionString),
      (try? store.inspectSchema()) == .current
    else { return nil }
    return store
  }

  /// The ledger's latest import id.
  public func latestImportID() throws -> Int64? { try reported.latestImportID() }

  /// The recorded days from `first` through `last`, by date.
  public func reportedDays(from first: LocalDate, through last: LocalDate) throws
    -> [ReportedDay]
  {
    try reported.days(from: first, through: last)
  }

  /// Records each day not recorded yet, in one transaction.
  public func recordReportedDays(_ days: [ReportedDay]) throws {
    try inTransaction { try reported.record(days) }
  }

  /// What the ledger recorded about `dates` after import `importID`.
  public func ledgerChanges(after importID: Int64?, on dates: [LocalDate]) throws
    -> LedgerChanges
  {
    try reported.changes(after: importID, on: dates)
  }
}
