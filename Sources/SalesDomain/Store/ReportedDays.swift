/// The figures a nightly report showed for one local day, as the first report that showed it
/// recorded them (issue 25, "Reports know").
public struct ReportedDay: Equatable, Sendable {
  /// The local day.
  public var date: LocalDate
  /// Net sales of all cities, in minor units.
  public var netCents: Int
  /// Tickets of all cities.
  public var tickets: Int
  /// The ledger's latest import when the day was reported (nil: the ledger was empty).
  public var latestImportID: Int64?

  /// Creates a reported day.
  public init(date: LocalDate, netCents: Int, tickets: Int, latestImportID: Int64?) {
    self.date = date
    self.netCents = netCents
    self.tickets = tickets
    self.latestImportID = latestImportID
  }
}

/// What the import ledger recorded about some days after a given import, counted as an owner
/// names it: checks voided, orders restated, lines removed, later imports, imports undone.
public struct LedgerChanges: Equatable, Sendable {
  /// Orders a restatement removed whole (every line voided or gone from the export).
  public var checksVoided = 0
  /// Orders a restatement replaced with changed lines.
  public var ordersRestated = 0
  /// Lines a restatement removed from orders that still have others.
  public var linesRemoved = 0
  /// Later imports that added sales to the days (and are not undone).
  public var importsAdded = 0
  /// Undos of imports that had changed the days.
  public var importsUndone = 0

  /// No change at all.
  public static let none = LedgerChanges()

  /// Creates counts.
  public init(
    checksVoided: Int = 0, ordersRestated: Int = 0, linesRemoved: Int = 0, importsAdded: Int = 0,
    importsUndone: Int = 0
  ) {
    self.checksVoided = checksVoided
    self.ordersRestated = ordersRestated
    self.linesRemoved = linesRemoved
    self.importsAdded = importsAdded
    self.importsUndone = importsUndone
  }

  /// The sums of two sets of counts.
  public static func + (lhs: LedgerChanges, rhs: LedgerChanges) -> LedgerChanges {
    LedgerChanges(
      checksVoided: lhs.checksVoided + rhs.checksVoided,
      ordersRestated: lhs.ordersRestated + rhs.ordersRestated,
      linesRemoved: lhs.linesRemoved + rhs.linesRemoved,
      importsAdded: lhs.importsAdded + rhs.importsAdded,
      importsUndone: lhs.importsUndone + rhs.importsUndone)
  }
}

/// A store that remembers what nightly reports showed, so a later report can say that a day's
/// figures changed since (both stores; a read-only open reads, only a writing one records).
public protocol ReportedDaysStore: AnyObject {
  /// The ledger's latest import id (nil for an empty ledger).
  func latestImportID() throws -> Int64?
  /// The recorded days from `first` through `last`, by date.
  func reportedDays(from first: LocalDate, through last: LocalDate) throws -> [ReportedDay]
  /// Records each day not recorded yet; a day recorded already keeps its first figures.
  func recordReportedDays(_ days: [ReportedDay]) throws
  /// What the ledger recorded about `dates` after import `importID` (every import for nil).
  func ledgerChanges(after importID: Int64?, on dates: [LocalDate]) throws -> LedgerChanges
}
