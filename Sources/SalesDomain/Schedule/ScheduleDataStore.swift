/// The stops and the schedule of visits a store keeps beside the sales (issue 26).
///
/// Both stores implement it with the same answers. Stops are matched by name ignoring case and
/// Unicode form, like cities; visits are replaced per source (the calendar or file they came
/// from) in one transaction that refuses two visits of one city at the same time.
public protocol ScheduleDataStore: AnyObject {
  /// Every stop on record, by name.
  func stops() throws -> [Stop]
  /// Adds a stop of `cityID` unless one with a matching name exists, and sets its fee; returns
  /// the stored stop. A stop on record in another city is an error.
  @discardableResult
  func addStop(name: String, cityID: Int64, fee: StopFee) throws -> Stop
  /// Replaces the visits of `source` with `visits` (all of that source) in one transaction;
  /// throws `VisitOverlap` when two visits of one city, of this source or another, overlap.
  ///
  /// The per-visit roll-ups are kept in step in the same transaction: the visits added,
  /// removed or changed are recomputed from the stored lines around them, attributed with a
  /// grace of `graceMinutes` (which, when it differs from the grace the roll-ups were kept
  /// with, recomputes every visit).
  func replaceVisits(of source: String, with visits: [Visit], graceMinutes: Int) throws
    -> ScheduleImportSummary
  /// The visits starting on a local date in `dates` (all when nil) of the cities `cityIDs`
  /// (all when empty), by city, then start.
  func visits(on dates: ClosedRange<LocalDate>?, cityIDs: [Int64]) throws -> [Visit]
  /// The per-visit roll-ups of the visits starting on a date in `dates` and the Unscheduled
  /// figures of those dates, of the cities `cityIDs` (all when empty); nil when they were kept
  /// with another grace than `graceMinutes` (the caller then computes from the lines).
  func visitRollups(on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int)
    throws -> VisitRollups?
  /// The figures `visitRollups` gives, handed over as they are read (`query stops` folds them
  /// without an array of visits): each visit starting on a date in `dates` with its sums
  /// (without first and last sale, and without its date unless `readingDates`) to `visit`, in
  /// no particular order, and each city and date of `dates` whose Unscheduled figures are not
  /// zero to `unscheduled`. Returns false, having handed nothing, when the roll-ups were kept
  /// with another grace than `graceMinutes`.
  func forEachVisitFigure(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int, readingDates: Bool,
    visit: (VisitFigure) throws -> Void,
    unscheduled: (_ cityID: Int64, _ date: LocalDate, _ sums: VisitSums) throws -> Void
  ) throws -> Bool
  /// Hands every stored order line of a local date in `dates` of the cities `cityIDs` (all
  /// when empty) to `body`, in no particular order, holding few rows at a time.
  func forEachLine(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], _ body: (ScheduleLine) throws -> Void
  ) throws
}

/// An order line as the per-stop figures need it: its city, instant, order, local date and
/// money (read from the stored lines at query time in this release).
public struct ScheduleLine: Sendable {
  /// The city that sold it.
  public var cityID: Int64
  /// Its instant, ms since 1970 UTC.
  public var orderedAt: Int64
  /// The order (ticket) it belongs to.
  public var orderID: String
  /// Whether it is a sale line (a refund line otherwise).
  public var isSale: Bool
  /// Units: negative on a refund line.
  public var quantity: Int64
  /// Net money (gross − discount; negative on a refund line), in minor units.
  public var netCents: Int64
  /// The local date it falls on in its city.
  public var date: LocalDate

  /// Creates a line.
  public init(
    cityID: Int64, orderedAt: Int64, orderID: String, isSale: Bool, quantity: Int64,
    netCents: Int64, date: LocalDate
  ) {
    self.cityID = cityID
    self.orderedAt = orderedAt
    self.orderID = orderID
    self.isSale = isSale
    self.quantity = quantity
    self.netCents = netCents
    self.date = date
  }
}

/// What the lines attributed to one visit, or left unscheduled on one day, add up to.
public struct VisitSums: Hashable, Sendable {
  /// Units sold, net of refunds.
  public var quantity: Int64
  /// Net sales in minor units.
  public var netCents: Int64
  /// Orders with a sale line.
  public var tickets: Int64
  /// The instant (ms since 1970 UTC) of the earliest sale line, nil without one (refunds
  /// only, or sums that a removal made: the store recomputes those from the lines).
  public var firstSaleAt: Int64?
  /// The instant of the latest sale line, nil without one.
  public var lastSaleAt: Int64?

  /// Creates sums.
  public init(
    quantity: Int64 = 0, netCents: Int64 = 0, tickets: Int64 = 0, firstSaleAt: Int64? = nil,
    lastSaleAt: Int64? = nil
  ) {
    self.quantity = quantity
    self.netCents = netCents
    self.tickets = tickets
    self.firstSaleAt = firstSaleAt
    self.lastSaleAt = lastSaleAt
  }

  /// Whether all three are zero (no line, as a sale line always counts a ticket and a refund
  /// line always has a quantity).
  public var isZero: Bool { quantity == 0 && netCents == 0 && tickets == 0 }

  /// Adds `other`: the figures summed, the first and last sale the earlier and the later.
  @inlinable
  public mutating func add(_ other: VisitSums) {
    quantity += other.quantity
    netCents += other.netCents
    tickets += other.tickets
    if let first = other.firstSaleAt, firstSaleAt.map({ first < $0 }) ?? true {
      firstSaleAt = first
    }
    if let last = other.lastSaleAt, lastSaleAt.map({ last > $0 }) ?? true { lastSaleAt = last }
  }

  /// The figures negated, without a first or last sale (what removing lines takes away).
  public var negated: VisitSums {
    VisitSums(quantity: -quantity, netCents: -netCents, tickets: -tickets)
  }
}

/// The per-visit roll-ups of a range of dates, as `query stops` reads them.
public struct VisitRollups: Sendable {
  /// A visit's key: visits of one city never overlap, so its city and start name it.
  public struct VisitKey: Hashable, Sendable {
    /// The city.
    public var cityID: Int64
    /// The visit's first instant.
    public var startsAt: Int64
    /// Creates a key.
    public init(cityID: Int64, startsAt: Int64) {
      self.cityID = cityID
      self.startsAt = startsAt
    }
  }

  /// The visits starting on a date of the range, by city, then start.
  public var visits: [Visit]
  /// Their sums, in the same order (zero for a visit no line is attributed to).
  public var sums: [VisitSums]
  /// Per city and date of the range, the lines no visit holds (zero days absent).
  public var unscheduled: [(cityID: Int64, date: LocalDate, sums: VisitSums)]

  /// Creates the roll-ups.
  public init(
    visits: [Visit], sums: [VisitSums],
    unscheduled: [(cityID: Int64, date: LocalDate, sums: VisitSums)]
  ) {
    self.visits = visits
    self.sums = sums
    self.unscheduled = unscheduled
  }
}
