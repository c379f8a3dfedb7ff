import Foundation
import Testing

@testable import PlotKit

/// Selection and scrolling compile as in Swift Charts and take their current or initial value.
@MainActor
@Suite struct SelectionAndScrollingTests {
  @Test func stateProjectsABindingThatReadsAndWritesTheSameValue() {
    @State var selection: Int? = 3
    let binding = $selection
    #expect(binding.wrappedValue == 3)
    binding.wrappedValue = 7
    #expect(selection == 7)
    let constant = Binding.constant("fixed")
    constant.wrappedValue = "changed"
    #expect(constant.wrappedValue == "fixed")
  }

  @Test func aBindingReachesPropertiesOfItsValue() {
    struct Range2 { var lower = 1 }
    @State var range = Range2()
    $range.lower.wrappedValue = 5
    #expect(range.lower == 5)
  }

  @Test func theVisibleWindowStartsAtTheScrollPosition() {
    let scale = PositionScale(
      kind: .time, label: "Day", lo: 0, hi: 1_000_000, nice: false,
      calendar: ChartEnvironment().calendar)
    let start = Date(timeIntervalSinceReferenceDate: 86_400 * 3)
    let window = scale.visibleWindow(length: 86_400 * 7, position: .date(start))
    #expect(window.lo == 86_400 * 3)
    #expect(window.hi == 86_400 * 10)
    #expect(scale.visibleWindow(length: nil, position: .date(start)).lo == 0)
  }

  @Test func aScrollingChartDrawsItsWindowAcrossTheWholePlotAndClipsTheRest() {
    let days = (0..<30).map { Date(timeIntervalSinceReferenceDate: Double($0) * 86_400) }
    let svg = Chart(days, id: \.self) {
      BarMark(x: .value("Day", $0, unit: .day), y: .value("Sales", 10))
    }
    .chartScrollableAxes(.horizontal)
    .chartXVisibleDomain(length: 86_400 * 5)
    .chartScrollPosition(initialX: days[10])
    .svg(width: 400, height: 200, id: "scroll")
    #expect(svg.contains("clip-path=\"url(#scroll-plot-clip)\""))
    // The window's first day gets the first tick label; day 0 is scrolled out of view.
    #expect(svg.contains(">Jan 11<") || svg.contains(">11<"))
    #expect(!svg.contains(">Jan 1<"))
  }
}
