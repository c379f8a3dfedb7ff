import SalesDomain
import Testing

@testable import Sales

/// The parser thread's visit lookup (`VisitCursor`, issue 26) against a linear search by the
/// rule written here, over random schedules (back-to-back visits whose graces overlap, long
/// gaps) and instants that mostly rise, sometimes jump far ahead and sometimes go back.
@Suite struct VisitCursorTests {
  /// The visit holding `instant` by the rule, searched linearly: the widened windows that hold
  /// it; the one whose own window holds it, else the nearer, else the earlier.
  static func linear(_ starts: [Int64], _ ends: [Int64], _ grace: Int64, _ instant: Int64) -> Int32
  {
    var best: (index: Int, distance: Int64)?
    for index in starts.indices {
      guard instant >= starts[index] - grace, instant < ends[index] + grace else { continue }
      let distance =
        instant < starts[index]
        ? starts[index] - instant : (instant >= ends[index] ? instant - (ends[index] - 1) : 0)
      if best == nil || distance < best!.distance { best = (index, distance) }
    }
    return best.map { Int32($0.index) } ?? ParsedRow.noVisit
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func findsWhatALinearSearchFinds(seed: UInt64) throws {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int64) -> Int64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int64((state >> 33) % UInt64(bound))
    }
    let minute: Int64 = 60_000
    let graceMinutes = Int(next(40))
    let grace = Int64(graceMinutes) * minute
    // Three cities; the last has no visit.
    var visits: [Visit] = []
    var windows: [[(Int64, Int64)]] = [[], [], []]
    for city in 0..<2 {
      var at: Int64 = 1_700_000_000_000 + next(600) * minute
      for _ in 0..<(20 + Int(next(60))) {
        // Gaps from none (back to back) to days; lengths from a minute to ten hours.
        at += [0, next(2 * grace + 1), next(3 * 24 * 60) * minute][Int(next(3))]
        let end = at + (1 + next(600)) * minute
        windows[city].append((at, end))
        visits.append(
          Visit(
            cityID: Int64(city + 1), stopID: 1, date: LocalDate(dayNumber: 0), startsAt: at,
            endsAt: end, fee: nil, source: "test"))
        at = end
      }
    }
    let vw = VisitWindows(visits: visits, graceMinutes: graceMinutes, cityIDs: [1, 2, 3])
    var cursor = VisitCursor(windows: vw)
    var instants = [Int64](repeating: 1_700_000_000_000, count: 3)
    for _ in 0..<5_000 {
      let city = Int(next(3))
      switch next(20) {
      case 0: instants[city] -= next(5 * 24 * 60) * minute  // back in time
      case 1: instants[city] += next(20 * 24 * 60) * minute  // far ahead
      default: instants[city] += next(90) * minute + next(60_000)
      }
      let instant = instants[city]
      let starts = windows[city].map(\.0)
      let ends = windows[city].map(\.1)
      let expected = Self.linear(starts, ends, grace, instant)
      #expect(cursor.visit(city: city, at: instant) == expected)
      #expect(vw.visit(city: city, at: instant).map(Int32.init) ?? ParsedRow.noVisit == expected)
    }
  }
}
