import SalesDomain

/// The visits an import attributes its lines to: per city index of the import's reference
/// data, the windows by start, loaded once per import (issue 26).
///
/// A line costs one binary search in its city's windows (`VisitAttribution.index`, the rule
/// every attribution uses); with no schedule in the database, one test of `isEmpty`.
struct VisitWindows: Sendable {
  /// Per city index: the visits' starts and ends, by start.
  let starts: [[Int64]]
  let ends: [[Int64]]
  /// The grace at both ends, in milliseconds.
  let graceMilliseconds: Int64
  /// Whether no city has a visit (then no line is attributed).
  let isEmpty: Bool

  /// No visits.
  init() {
    starts = []
    ends = []
    graceMilliseconds = 0
    isEmpty = true
  }

  /// The windows of `visits` for the cities `cityIDs` (by reference-data index), widened by
  /// `graceMinutes`.
  init(visits: [Visit], graceMinutes: Int, cityIDs: [Int64]) {
    let byCity = Dictionary(grouping: visits, by: \.cityID).mapValues {
      $0.sorted { $0.startsAt < $1.startsAt }
    }
    starts = cityIDs.map { (byCity[$0] ?? []).map(\.startsAt) }
    ends = cityIDs.map { (byCity[$0] ?? []).map(\.endsAt) }
    graceMilliseconds = Int64(graceMinutes) * 60_000
    isEmpty = visits.isEmpty
  }

  /// The index in `starts[city]` of the visit the instant belongs to, or nil.
  @inline(__always)
  func visit(city: Int, at instant: Int64) -> Int? {
    guard city < starts.count else { return nil }
    let cityStarts = starts[city]
    let cityEnds = ends[city]
    guard !cityStarts.isEmpty else { return nil }
    return VisitAttribution.index(
      count: cityStarts.count, startsAt: { cityStarts[$0] }, endsAt: { cityEnds[$0] },
      at: instant, graceMilliseconds: graceMilliseconds)
  }
}
