import Foundation
import PlotKit
import Testing

/// The API as the issues and the session write it, compiled and rendered.
@MainActor
@Suite struct APIExampleTests {
  let topStyles = [(name: "Cachapa", sales: 916), (name: "Injera", sales: 850)]

  @Test func theIssueExampleRendersWithTheRequestedDomainAndTicks() {
    let chart = Chart(topStyles) { style in
      BarMark(x: .value("Sales", style.sales), y: .value("Name", style.name))
        .foregroundStyle(.pink)
    }
    .chartXScale(domain: 0...1000)
    .chartXAxis { AxisMarks(values: .automatic(desiredCount: 5)) }
    let svg: String = chart.svg(width: 640, height: 320)
    #expect(svg.contains("X axis: Sales, from 0 to 1,000."))
    for tick in ["0", "200", "400", "600", "800", "1,000"] {
      #expect(svg.contains(">\(tick)</text>"), "missing tick \(tick)")
    }
  }

  enum Style: String, Plottable {
    case cachapa = "Cachapa"
    case dosa = "Dosa"
  }

  @Test func stringBackedEnumsAreNominal() {
    let svg = Chart([Style.cachapa, .dosa], id: \.self) {
      BarMark(x: .value("Style", $0), y: .value("Sales", $0 == .cachapa ? 3 : 2))
    }
    .svg(width: 300, height: 150, id: "enum")
    #expect(svg.contains(">Cachapa</text>") && svg.contains(">Dosa</text>"))
  }

  @Test func lineSeriesSplitLinesWithoutColour() {
    let svg = Chart {
      ForEach(0..<3, id: \.self) { i in
        LineMark(x: .value("x", i), y: .value("y", i), series: .value("Series", "up"))
        LineMark(x: .value("x", i), y: .value("y", 2 - i), series: .value("Series", "down"))
      }
    }
    .svg(width: 300, height: 150, id: "series")
    let lines = svg.components(separatedBy: "<g class=\"layer line\"")[1]
    #expect(lines.components(separatedBy: "<path d=").count - 1 == 2)
    #expect(svg.contains("<title>up, 3 points"))
  }

  @Test func weeklyBarsSpanTheirCalendarWeek() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let weeks = (0..<4).map {
      calendar.date(from: DateComponents(year: 2022, month: 5, day: 1 + 7 * $0))!
    }
    let svg = Chart(weeks, id: \.self) {
      BarMark(x: .value("Week", $0, unit: .weekOfYear), y: .value("Sales", 10), width: .ratio(1))
    }
    .chartCalendar(calendar)
    .svg(width: 400, height: 150, id: "weeks")
    let rects = svg.components(separatedBy: "role=\"graphics-symbol\"").count - 1
    #expect(rects == 4)
    #expect(svg.contains("X axis: Week, from May 1, 2022 to May 22, 2022."))
  }

  @Test func stepInterpolationAndDashedBoundedRules() {
    let svg = Chart {
      ForEach(0..<4, id: \.self) { i in
        LineMark(x: .value("x", i), y: .value("y", i % 2)).interpolationMethod(.stepStart)
      }
      RuleMark(xStart: .value("x", 1), xEnd: .value("x", 2), y: .value("y", 0.5))
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [3, 2]))
    }
    .svg(width: 300, height: 150, id: "step")
    #expect(svg.contains("V"))
    #expect(svg.contains("stroke-dasharray=\"3 2\""))
  }
}
