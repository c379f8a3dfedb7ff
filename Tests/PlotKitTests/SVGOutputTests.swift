import Foundation
import Testing

@testable import PlotKit

@MainActor
@Suite struct SVGOutputTests {
  @Test func numbersAreRoundedToTwoDecimalsWithoutTrailingZeros() {
    #expect(n(12) == "12")
    #expect(n(12.5) == "12.5")
    #expect(n(12.345) == "12.35")
    #expect(n(-0.001) == "0")
    #expect(n(-3.10) == "-3.1")
    #expect(n(0.05) == "0.05")
    #expect(n(1_000_000.004) == "1000000")
  }

  @Test func markupInDataIsEscapedAndRendersAsText() throws {
    let svg = Chart {
      BarMark(x: .value("Sales", 3), y: .value("Name", "<b>&\""))
    }
    .svg(width: 300, height: 120, id: "esc")
    #expect(svg.contains("&lt;b&gt;&amp;&quot;"))
    #expect(!svg.contains("<b>"))
    if let problems = try XMLLint.problems(svg) { #expect(problems == "") }
  }

  @Test func twoChartsOnOnePageShareNoIds() {
    let a = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 1)) }.svg(
      width: 200, height: 100, id: "first")
    let b = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 1)) }.svg(
      width: 200, height: 100, id: "second")
    func ids(_ svg: String) -> Set<String> {
      Set(
        svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }
    #expect(!ids(a).isEmpty)
    #expect(ids(a).isDisjoint(with: ids(b)))
    #expect(a.contains("#first .f"))
  }

  @Test func defaultIdsAreDeterministicAndDifferBetweenCharts() {
    let a1 = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 1)) }.svg(
      width: 200, height: 100)
    let a2 = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 1)) }.svg(
      width: 200, height: 100)
    let b = Chart { BarMark(x: .value("Name", "B"), y: .value("Sales", 2)) }.svg(
      width: 200, height: 100)
    #expect(a1 == a2)
    #expect(a1 != b)
    #expect(!a1.contains("pkID0000"))
  }

  @Test func fixedSchemesWriteLiteralColoursAndAutomaticWritesCustomProperties() {
    let chart = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 1)) }
    let auto = chart.svg(width: 200, height: 100, id: "c")
    let light = chart.chartColorScheme(.light).svg(width: 200, height: 100, id: "c")
    let dark = chart.chartColorScheme(.dark).svg(width: 200, height: 100, id: "c")
    #expect(auto.contains("@media (prefers-color-scheme: dark)"))
    #expect(auto.contains("var(--pk-c"))
    // Light fallback for renderers without CSS variables.
    #expect(auto.contains("fill=\"#007aff\""))
    #expect(!light.contains("<style>"))
    #expect(light.contains("fill=\"#007aff\""))
    #expect(dark.contains("fill=\"#0a84ff\""))
    #expect(dark.contains("fill=\"#1c1c1e\""))  // dark background
  }
}
