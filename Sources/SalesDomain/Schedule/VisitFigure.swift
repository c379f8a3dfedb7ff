/// One visit with what its roll-ups add up to, as `query stops` folds them: no source, and a
/// plain value (no string inside), so that 33k of them cost a fold, not 33k retains.
public struct VisitFigure: Sendable {
  /// The city whose truck parks there.
  public var cityID: Int64
  /// The stop.
  public var stopID: Int64
  /// The local date the visit starts on; nil when the reader was not asked for dates (a
  /// fold that does not split by weekday: one column less to read for every visit).
  public var date: LocalDate?
  /// The first instant of the visit, ms since 1970 UTC.
  public var startsAt: Int64
  /// The instant the visit ends (not part of it).
  public var endsAt: Int64
  /// The visit's own fee, nil to use its stop's.
  public var fee: StopFee?
  /// What the lines it holds add up to (zero without any).
  public var sums: VisitSums

  /// Creates a visit's figures.
  public init(
    cityID: Int64, stopID: Int64, date: LocalDate?, startsAt: Int64, endsAt: Int64,
    fee: StopFee?, sums: VisitSums
  ) {
    self.cityID = cityID
    self.stopID = stopID
    self.date = date
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.fee = fee
    self.sums = sums
  }
}
