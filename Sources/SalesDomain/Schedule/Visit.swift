/// One scheduled stay of a city's truck at a stop: from `startsAt` to `endsAt` (milliseconds
/// since 1970 UTC, end exclusive), on the local date it starts.
public struct Visit: Hashable, Sendable {
  /// The city whose truck parks there.
  public var cityID: Int64
  /// The stop.
  public var stopID: Int64
  /// The local date the visit starts on, in the city's zone (it keeps sales after midnight).
  public var date: LocalDate
  /// The first instant of the visit.
  public var startsAt: Int64
  /// The instant the visit ends (not part of it).
  public var endsAt: Int64
  /// The visit's own fee, replacing its stop's; nil to use the stop's.
  public var fee: StopFee?
  /// The calendar or file it came from: re-importing that source replaces its visits.
  public var source: String

  /// Creates a visit.
  public init(
    cityID: Int64, stopID: Int64, date: LocalDate, startsAt: Int64, endsAt: Int64,
    fee: StopFee?, source: String
  ) {
    self.cityID = cityID
    self.stopID = stopID
    self.date = date
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.fee = fee
    self.source = source
  }

  /// Whether the two visits share an instant (the end of one may be the start of the other).
  public func overlaps(_ other: Visit) -> Bool {
    startsAt < other.endsAt && other.startsAt < endsAt
  }
}

/// What storing a schedule did.
public struct ScheduleImportSummary: Equatable, Sendable {
  /// The calendar or file the visits came from.
  public var source: String
  /// Visits of that source stored now.
  public var visits: Int
  /// Visits of that source stored before, replaced.
  public var replaced: Int
  /// Whether what was stored equals what was there (a re-import of the same schedule).
  public var unchanged: Bool

  /// Creates a summary.
  public init(source: String, visits: Int, replaced: Int, unchanged: Bool) {
    self.source = source
    self.visits = visits
    self.replaced = replaced
    self.unchanged = unchanged
  }
}

/// Two visits of one city at the same time: a truck is in one place at once.
public struct VisitOverlap: Error, Equatable, Sendable {
  /// The visit being imported.
  public var new: Visit
  /// The visit it overlaps (from the same file or stored from another source).
  public var other: Visit

  /// Creates the error.
  public init(new: Visit, other: Visit) {
    self.new = new
    self.other = other
  }

  /// The first overlap among `visits` (each city's visits compared by start), or nil.
  public static func first(in visits: [Visit]) -> VisitOverlap? {
    let sorted = visits.sorted {
      ($0.cityID, $0.startsAt, $0.endsAt) < ($1.cityID, $1.startsAt, $1.endsAt)
    }
    var latestEnd: [Int64: Visit] = [:]
    for visit in sorted {
      if let previous = latestEnd[visit.cityID], previous.endsAt > visit.startsAt {
        return VisitOverlap(new: visit, other: previous)
      }
      if visit.endsAt > latestEnd[visit.cityID]?.endsAt ?? .min { latestEnd[visit.cityID] = visit }
    }
    return nil
  }
}
