import Foundation
import SalesDomain

/// A time zone's UTC offsets as a sorted table of transitions, for fast local dates.
///
/// `TimeZone.secondsFromGMT(for:)` costs ~60 ns and `Calendar` ~335 ns per call; a binary
/// search in this table costs ~20 ns and agrees with Foundation on every instant, DST edges
/// included. Instants outside the table's years fall back to Foundation.
public struct ZoneOffsetTable: Sendable {
  /// The zone the table describes.
  public let timeZone: TimeZone
  /// Instants (seconds since 1970) at which `offsets[i + 1]` starts to apply.
  private let transitions: [Int64]
  /// `offsets[0]` applies before the first transition.
  private let offsets: [Int32]
  private let lowerBound: Int64
  private let upperBound: Int64

  /// Builds the table for `timeZone` covering the years 1970 through 2099.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
    let start = Date(timeIntervalSince1970: 0)
    let end = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01
    var transitions: [Int64] = []
    var offsets: [Int32] = [Int32(timeZone.secondsFromGMT(for: start))]
    var cursor = start
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < end {
      let offset = Int32(timeZone.secondsFromGMT(for: next))
      if offset != offsets.last {
        transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
        offsets.append(offset)
      }
      cursor = next
    }
    self.transitions = transitions
    self.offsets = offsets
    self.lowerBound = 0
    self.upperBound = Int64(end.timeIntervalSince1970)
  }

  /// The UTC offset in seconds in effect at `second` (seconds since 1970).
  @inline(__always)
  public func utcOffset(atSecond second: Int64) -> Int {
    guard second >= lowerBound, second < upperBound else {
      return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second)))
    }
    // Count the transitions at or before `second`: that is the index of the offset in effect.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) >> 1
      if transitions[middle] <= second { low = middle + 1 } else { high = middle }
    }
    return Int(offsets[low])
  }

  /// The stretch of instants around `second` over which the UTC offset stays the one in
  /// effect at `second`, for callers that look up many nearby instants (`OffsetSpan`).
  public func span(atSecond second: Int64) -> OffsetSpan {
    guard second >= lowerBound, second < upperBound else {
      // Outside the table: only this second is known.
      return OffsetSpan(
        from: second, until: second + 1, offset: Int64(utcOffset(atSecond: second)))
    }
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) >> 1
      if transitions[middle] <= second { low = middle + 1 } else { high = middle }
    }
    // `offsets[low]` applies from the transition before it (or the table's start) to the next.
    let from = low == 0 ? lowerBound : transitions[low - 1]
    let until = low == transitions.count ? upperBound : transitions[low]
    return OffsetSpan(from: from, until: until, offset: Int64(offsets[low]))
  }

  /// The local calendar day (days since 1970-01-01) of the instant `milliseconds` since 1970.
  @inline(__always)
  public func localDay(atMilliseconds milliseconds: Int64) -> Int {
    let second = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let local = second + Int64(utcOffset(atSecond: second))
    return Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  /// The local hour (0–23) of the instant `milliseconds` since 1970.
  @inline(__always)
  public func localHour(atMilliseconds milliseconds: Int64) -> Int {
    let second = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let local = second + Int64(utcOffset(atSecond: second))
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return Int((local - day * 86_400) / 3600)
  }

  /// The business day (days since 1970-01-01) and clock hour of the instant `milliseconds`
  /// since 1970 for a city whose business day starts at `start` (`BusinessDayStart`'s rule).
  public func businessDayAndHour(
    atMilliseconds milliseconds: Int64, start: BusinessDayStart
  ) -> (day: Int64, hour: Int) {
    let second = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    return start.dayAndHour(
      atSecond: second, local: second + Int64(utcOffset(atSecond: second)),
      earliestInstant: instant(atWallClock:))
  }

  /// The span around `second` (see `span(atSecond:)`) inside which a business day starting
  /// `startSeconds` after midnight is the wall clock's date shifted by the start: without the
  /// first instants after clocks fall back (where the start may already have been shown once),
  /// which take `businessDayAndHour(atMilliseconds:start:)`'s exact path instead.
  public func span(atSecond second: Int64, businessDayStartSeconds startSeconds: Int64)
    -> OffsetSpan
  {
    var span = span(atSecond: second)
    guard startSeconds > 0, span.from > lowerBound else { return span }
    let before = Int64(utcOffset(atSecond: span.from - 1))
    if before > span.offset { span.from = min(span.until, span.from + before - span.offset) }
    return span
  }

  /// The instant (seconds since 1970) at which local clocks show `wallClockSeconds`, or nil
  /// when clocks skip that time (spring forward). When clocks show it twice (fall back), the
  /// earlier instant.
  public func instant(atWallClock wallClockSeconds: Int64) -> Int64? {
    // Offsets change at most once within a day in every real zone, so the offsets a day before
    // and a day after are the only candidates.
    let before = utcOffset(atSecond: wallClockSeconds - 86_400)
    let after = utcOffset(atSecond: wallClockSeconds + 86_400)
    @inline(__always) func valid(_ offset: Int) -> Int64? {
      let candidate = wallClockSeconds - Int64(offset)
      return utcOffset(atSecond: candidate) == offset ? candidate : nil
    }
    let first = valid(before)
    let second = before == after ? nil : valid(after)
    switch (first, second) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }
}

/// A stretch of instants `from..<until` (seconds since 1970) over which a zone's UTC offset is
/// `offset` seconds: most rows of an export fall in the span of the row before, so a hot loop
/// can keep the last span and skip the table's binary search (three per Square row).
public struct OffsetSpan: Sendable {
  /// The first second of the span.
  public var from: Int64
  /// The first second after it.
  public var until: Int64
  /// The UTC offset in seconds throughout the span.
  public var offset: Int64

  /// A span holding no instant, for a cache that has seen none yet.
  public static let empty = OffsetSpan(from: 0, until: 0, offset: 0)

  /// The instant at which clocks show `wallClock`, when the span alone decides it: the
  /// offsets a day either side (all `instant(atWallClock:)` looks at) lie inside the span.
  @inline(__always)
  public func instant(atWallClock wallClock: Int64) -> Int64? {
    wallClock &- 86_400 >= from && wallClock &+ 86_400 < until ? wallClock &- offset : nil
  }

  /// The business day and clock hour of `second` when the span holds it, for a business day
  /// starting `startSeconds` after midnight (0: the calendar day; a span from
  /// `ZoneOffsetTable.span(atSecond:businessDayStartSeconds:)` otherwise). A subtraction, an
  /// addition and a comparison more than `localDayAndHour(atSecond:)`.
  @inline(__always)
  public func businessDayAndHour(atSecond second: Int64, startSeconds: Int64) -> (
    day: Int64, hour: Int64
  )? {
    guard second >= from, second < until else { return nil }
    let shifted = second &+ offset &- startSeconds
    let day = shifted >= 0 ? shifted / 86_400 : (shifted - 86_399) / 86_400
    var clock = shifted - day * 86_400 + startSeconds
    if clock >= 86_400 { clock -= 86_400 }
    return (day, clock / 3600)
  }

  /// The local day and hour of `second` when the span holds it.
  @inline(__always)
  public func localDayAndHour(atSecond second: Int64) -> (day: Int64, hour: Int64)? {
    guard second >= from, second < until else { return nil }
    let local = second &+ offset
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    return (day, (local - day * 86_400) / 3600)
  }
}
