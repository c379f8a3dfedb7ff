import SalesDomain

/// Finds the visit of each row of a file on the parser thread, by the rule of
/// `VisitAttribution`: what `ParsedRow.visit` carries to the inserting thread (issue 26).
///
/// Exports are mostly in time order, so each city keeps where its last row's search ended and
/// the next row steps on from there; a row out of order (or far ahead) gets a binary search.
struct VisitCursor {
  /// The windows searched.
  let windows: VisitWindows
  /// Per city index: the first window whose widened start is past the city's last instant.
  private var lows: [Int]

  /// A cursor over `windows`, at the start of every city.
  init(windows: VisitWindows) {
    self.windows = windows
    lows = Array(repeating: 0, count: windows.starts.count)
  }

  /// The steps taken forward before a binary search is cheaper.
  private static let maximumSteps = 4

  /// The index of the visit of `city` that holds `instant` (in `windows.starts[city]`), or
  /// `ParsedRow.noVisit`; always what `windows.visit(city:at:)` answers.
  @inline(__always)
  mutating func visit(city: Int, at instant: Int64) -> Int32 {
    guard city < lows.count else { return ParsedRow.noVisit }
    let starts = windows.starts[city]
    let count = starts.count
    guard count > 0 else { return ParsedRow.noVisit }
    let grace = windows.graceMilliseconds
    var low = lows[city]
    if low > 0 && starts[low - 1] - grace > instant {
      low = Self.firstStart(after: instant, in: starts, grace: grace)
    } else {
      var steps = 0
      while low < count && starts[low] - grace <= instant {
        low += 1
        steps += 1
        if steps == Self.maximumSteps {
          low = Self.firstStart(after: instant, in: starts, grace: grace)
          break
        }
      }
    }
    lows[city] = low
    let ends = windows.ends[city]
    guard
      let index = VisitAttribution.candidate(
        below: low, startsAt: { starts[$0] }, endsAt: { ends[$0] }, at: instant,
        graceMilliseconds: grace)
    else { return ParsedRow.noVisit }
    return Int32(index)
  }

  /// The first index of `starts` whose start less `grace` is past `instant` (`starts.count`
  /// when none is): where `VisitAttribution.index`'s search ends.
  private static func firstStart(after instant: Int64, in starts: [Int64], grace: Int64) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] - grace <= instant {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
