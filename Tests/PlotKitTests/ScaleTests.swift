import Foundation
import Testing

@testable import PlotKit

@Suite struct NiceTickTests {
  @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
    for span in [0.37, 1.0, 7.3, 137, 916, 4559, 123_456] {
      for count in 2...8 {
        let step = NiceTicks.step(span: span, desiredCount: count)
        let mantissa = step / pow(10, floor(log10(step)))
        #expect(
          [1, 2, 5].contains((mantissa * 1000).rounded() / 1000),
          "span \(span) count \(count) → \(step)")
      }
    }
  }

  @Test func sessionDomainsComeOutAsInSwiftCharts() {
    // "the Y scale is automatically inferred to be zero to 150" (session, 13:54)
    let weekday = NiceTicks.niceDomain(lo: 0, hi: 137, desiredCount: 4)
    #expect(weekday.lo == 0 && weekday.hi == 150 && weekday.step == 50)
    let styles = NiceTicks.niceDomain(lo: 0, hi: 916, desiredCount: 5)
    #expect(styles.hi == 1000 && styles.step == 200)
  }

  @Test func ticksAreExactDecimals() {
    #expect(
      NiceTicks.ticks(lo: 0, hi: 1, step: 0.1) == [
        0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1,
      ])
    #expect(NiceTicks.ticks(lo: -20, hi: 45, step: 20) == [-20, 0, 20, 40])
    #expect(NiceTicks.fractionDigits(0.25) == 2)
    #expect(NiceTicks.fractionDigits(50) == 0)
  }
}

@MainActor
@Suite struct TimeTickTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return calendar
  }()

  func date(_ y: Int, _ m: Int, _ d: Int) -> Double {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!.timeIntervalSinceReferenceDate
  }

  @Test func twelveMonthsGetQuarterTicksOnQuarterStarts() {
    let lo = date(2021, 7, 1)
    let hi = date(2022, 7, 1)
    let step = TimeTicks.step(lo: lo, hi: hi, desiredCount: 6)
    #expect(step == TimeStep(component: .month, count: 3))
    let ticks = TimeTicks.ticks(lo: lo, hi: hi, step: step, calendar: calendar)
    let months = ticks.map {
      calendar.component(.month, from: Date(timeIntervalSinceReferenceDate: $0))
    }
    #expect(months == [7, 10, 1, 4, 7])
  }

  @Test func weeklyTicksFallOnLocalMidnightAcrossDaylightSaving() {
    // 2022-03-13 is the US spring-forward day; ticks must stay on local midnights.
    let lo = date(2022, 3, 1)
    let hi = date(2022, 3, 31)
    let ticks = TimeTicks.ticks(
      lo: lo, hi: hi, step: TimeStep(component: .weekOfYear, count: 1), calendar: calendar)
    #expect(ticks.count == 4)
    for tick in ticks {
      let parts = calendar.dateComponents(
        [.hour, .weekday], from: Date(timeIntervalSinceReferenceDate: tick))
      #expect(parts.hour == 0)
      #expect(parts.weekday == calendar.firstWeekday)
    }
  }

  @Test func dailyBarsInATimeZoneEndAtTheLastLocalMidnight() {
    var environment = ChartEnvironment()
    environment.calendar = calendar
    let days = (1...3).map { Date(timeIntervalSinceReferenceDate: date(2022, 3, 12 + $0)) }
    let svg = Chart(days, id: \.self) {
      BarMark(x: .value("Day", $0, unit: .day), y: .value("Sales", 1))
    }
    .chartCalendar(calendar)
    .chartTitle("t")
    .svg(width: 300, height: 100, id: "tz")
    #expect(svg.contains("Mar 14") || svg.contains("Mar 13"))
  }
}
