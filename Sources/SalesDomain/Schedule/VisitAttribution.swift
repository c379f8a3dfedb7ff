/// Which visit a sale line belongs to: the visit of its city whose window, widened by the grace
/// at both ends, holds the line's instant; else none (the stop `Unscheduled`).
///
/// Visits of one city never overlap, but widened windows of back-to-back visits may: then the
/// visit whose own window holds the instant wins, else the nearer one, else the earlier.
public struct VisitAttribution: Sendable {
  /// Per city, its visits by start.
  private let visitsByCity: [Int64: [Visit]]
  private let graceMilliseconds: Int64

  /// Indexes `visits` (of any cities) with a grace of `graceMinutes` at both ends.
  public init(visits: [Visit], graceMinutes: Int) {
    visitsByCity = Dictionary(grouping: visits, by: \.cityID).mapValues {
      $0.sorted { $0.startsAt < $1.startsAt }
    }
    graceMilliseconds = Int64(graceMinutes) * 60_000
  }

  /// The visit of `cityID` the instant belongs to, or nil.
  /// - Complexity: O(log v) for a city of v visits.
  public func visit(cityID: Int64, at instant: Int64) -> Visit? {
    guard let visits = visitsByCity[cityID], !visits.isEmpty else { return nil }
    return Self.index(
      count: visits.count, startsAt: { visits[$0].startsAt }, endsAt: { visits[$0].endsAt },
      at: instant, graceMilliseconds: graceMilliseconds
    ).map { visits[$0] }
  }

  /// The index of the window the instant belongs to among `count` non-overlapping windows by
  /// start (`startsAt(i)`, `endsAt(i)`), widened by `graceMilliseconds`, or nil: the one rule
  /// every attribution uses (a query's, an import's, a schedule import's recomputation).
  /// - Complexity: O(log count).
  @inlinable
  public static func index(
    count: Int, startsAt: (Int) -> Int64, endsAt: (Int) -> Int64, at instant: Int64,
    graceMilliseconds: Int64
  ) -> Int? {
    // The first visit starting after the instant plus the grace: candidates are just before it.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if startsAt(middle) - graceMilliseconds <= instant {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return candidate(
      below: low, startsAt: startsAt, endsAt: endsAt, at: instant,
      graceMilliseconds: graceMilliseconds)
  }

  /// The window the instant belongs to among those before `low`, the first window whose
  /// widened start is past the instant (what `index` searches for; a scan whose instants
  /// mostly increase keeps `low` from one line to the next instead of searching), or nil.
  @inlinable
  public static func candidate(
    below low: Int, startsAt: (Int) -> Int64, endsAt: (Int) -> Int64, at instant: Int64,
    graceMilliseconds: Int64
  ) -> Int? {
    var best: (index: Int, distance: Int64)?
    var index = low - 1
    // Earlier visits can only hold the instant while their widened end is past it; visits do
    // not overlap, so two or three candidates at most are looked at.
    while index >= 0, index >= low - 3 {
      let start = startsAt(index)
      let end = endsAt(index)
      let candidate = index
      index -= 1
      guard instant < end + graceMilliseconds else { continue }
      let distance =
        instant < start ? start - instant : (instant >= end ? instant - end + 1 : 0)
      if best == nil || distance <= best!.distance { best = (candidate, distance) }
    }
    return best?.index
  }
}
