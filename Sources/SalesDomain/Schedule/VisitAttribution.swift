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

  /// The index (in its city's visits by start) and visit the instant belongs to, or nil.
  /// - Complexity: O(log v) for a city of v visits.
  public func visit(cityID: Int64, at instant: Int64) -> Visit? {
    guard let visits = visitsByCity[cityID], !visits.isEmpty else { return nil }
    // The first visit starting after the instant plus the grace: candidates are just before it.
    var low = 0
    var high = visits.count
    while low < high {
      let middle = (low + high) / 2
      if visits[middle].startsAt - graceMilliseconds <= instant {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var best: (visit: Visit, distance: Int64)?
    var index = low - 1
    // Earlier visits can only hold the instant while their widened end is past it; visits do
    // not overlap, so two or three candidates at most are looked at.
    while index >= 0, index >= low - 3 {
      let visit = visits[index]
      index -= 1
      guard instant < visit.endsAt + graceMilliseconds else { continue }
      let distance =
        instant < visit.startsAt
        ? visit.startsAt - instant : (instant >= visit.endsAt ? instant - visit.endsAt + 1 : 0)
      if best == nil || distance <= best!.distance { best = (visit, distance) }
    }
    return best?.visit
  }
}
