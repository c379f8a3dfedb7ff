import Foundation
import Sales
import SalesDomain
import Testing

/// The business-day rule on every DST night of 2024–2026 in zones with gaps and overlaps at
/// 02:00, at midnight (Beirut, Santiago) and of 30 minutes (Lord Howe), against a simulation
/// written here: walking minute by minute, a new business day begins at the first minute whose
/// wall clock (Foundation's offset) shows the next day's start or later. The import's fast path
/// (an offset span shifted by the start) and the exact path must both agree with it.
@Suite struct BusinessDayRuleTests {
  static let zones = [
    "America/Toronto", "America/Chicago", "Australia/Lord_Howe", "Asia/Beirut",
    "America/Santiago", "Europe/London",
  ]
  static let starts = ["00:30", "01:30", "02:30", "04:00", "12:00", "23:30"]

  @Test(arguments: zones)
  func everyMinuteOfEveryDSTNightFollowsTheRule(zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let table = ZoneOffsetTable(timeZone: timeZone)
    var transitions: [Int64] = []
    var cursor = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < 1_798_761_600  // 2027-01-01
    {
      transitions.append(Int64(next.timeIntervalSince1970))
      cursor = next
    }
    #expect(transitions.count >= 4, "\(zone)")
    for text in Self.starts {
      let start = try #require(BusinessDayStart(parsing: text))
      for transition in transitions {
        func wall(_ t: Int64) -> Int64 {
          t + Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))))
        }
        func floorDay(_ s: Int64) -> Int64 { s >= 0 ? s / 86_400 : (s - 86_399) / 86_400 }
        // From 36 hours before to 36 hours after, a minute at a time.
        var t = transition - 36 * 3600
        var day = floorDay(wall(t) - start.seconds)
        var span = OffsetSpan.empty
        while t < transition + 36 * 3600 {
          if wall(t) >= (day + 1) * 86_400 + start.seconds { day += 1 }
          let hour = Int((wall(t) - floorDay(wall(t)) * 86_400) / 3600)
          let exact = table.businessDayAndHour(atMilliseconds: t * 1000, start: start)
          #expect(exact.day == day && exact.hour == hour, "\(zone) \(text) \(t)")
          if span.businessDayAndHour(atSecond: t, startSeconds: start.seconds) == nil {
            span = table.span(atSecond: t, businessDayStartSeconds: start.seconds)
          }
          if let fast = span.businessDayAndHour(atSecond: t, startSeconds: start.seconds) {
            #expect(fast.day == day && Int(fast.hour) == hour, "fast \(zone) \(text) \(t)")
          }
          let viaFoundation = start.localTime(
            of: Date(timeIntervalSince1970: Double(t)), in: timeZone)
          #expect(
            viaFoundation.date.dayNumber == Int(day) && viaFoundation.hour == hour,
            "Foundation \(zone) \(text) \(t)")
          t += 60
        }
      }
    }
  }

  @Test func midnightIsTheCalendarDayAndTheTextIsHHMM() throws {
    #expect(BusinessDayStart(parsing: "00:00") == .midnight)
    #expect(BusinessDayStart(parsing: "04:00")?.minutes == 240)
    #expect(BusinessDayStart(parsing: "23:59")?.minutes == 1439)
    for bad in ["4:00", "24:00", "12:60", "04:00 ", "04-00", "", "０４:００", "04:0a"] {
      #expect(BusinessDayStart(parsing: bad) == nil, "\(bad)")
    }
    #expect(BusinessDayStart(parsing: "04:05")?.description == "04:05")
    #expect(BusinessDayStart(parsing: "04:00")?.hourAxis == Array(4..<24) + Array(0..<4))
    #expect(BusinessDayStart.midnight.hourAxis == Array(0..<24))
    let starts = ["04:00", "02:30"].compactMap(BusinessDayStart.init(parsing:))
    #expect(BusinessDayStart.sharedHourAxis(starts) == Array(2..<24) + Array(0..<2))
    #expect(BusinessDayStart.sharedHourAxis(starts + [.midnight]) == Array(0..<24))
  }
}
