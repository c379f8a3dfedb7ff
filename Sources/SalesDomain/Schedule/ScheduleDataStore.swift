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
  func replaceVisits(of source: String, with visits: [Visit]) throws -> ScheduleImportSummary
  /// The visits starting on a local date in `dates` (all when nil) of the cities `cityIDs`
  /// (all when empty), by city, then start.
  func visits(on dates: ClosedRange<LocalDate>?, cityIDs: [Int64]) throws -> [Visit]
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
