import Foundation
import Testing

@testable import PlotKit

/// Charts from app code that drew differently from Swift Charts: a categorical gradient range,
/// a categorical visible domain, two AxisMarks sets and multi-line labels, marks outside an
/// explicit category domain, automatic annotations and a rounded plot area.
@MainActor
@Suite struct RenderDefectTests {
  /// The text of every `<text>` element inside the group opened by `groupOpening`.
  static func texts(in svg: String, group groupOpening: String) -> [String] {
    guard let start = svg.range(of: groupOpening) else { return [] }
    var depth = 0
    var index = start.lowerBound
    var texts: [String] = []
    while index < svg.endIndex {
      let rest = svg[index...]
      if rest.hasPrefix("<g") {
        depth += 1
      } else if rest.hasPrefix("</g>") {
        depth -= 1
        if depth == 0 { break }
      } else if rest.hasPrefix("<text"), let close = rest.range(of: ">"),
        let end = rest.range(of: "</text>")
      {
        texts.append(String(rest[close.upperBound..<end.lowerBound]))
      }
      index = svg.index(after: index)
    }
    return texts
  }

  /// PLOTKIT_DEFECT_OUT=dir writes the SVG there, to look at as a PNG.
  static func keep(_ svg: String, _ name: String) {
    guard let directory = ProcessInfo.processInfo.environment["PLOTKIT_DEFECT_OUT"] else { return }
    try? svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
  }

  static func marks(_ svg: String) -> Int {
    svg.components(separatedBy: "role=\"graphics-symbol\"").count - 1
  }

  @Test func aGradientRangeColoursCategoriesAlongIt() {
    let svg = Chart {
      ForEach(["North", "Centre", "South"], id: \.self) { region in
        BarMark(x: .value("Region", region), y: .value("Sales", 10))
          .foregroundStyle(by: .value("Region", region))
      }
    }
    .chartForegroundStyleScale(
      range: Gradient(colors: [
        Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
      ])
    )
    .svg(width: 300, height: 200, id: "g")
    Self.keep(svg, #function)
    // First category at the gradient's start, last at its end, the middle one halfway:
    // (255 + 0) / 2 rounds to 128 = 0x80 in red and in blue.
    #expect(svg.contains("#ff0000"))
    #expect(svg.contains("#800080"))
    #expect(svg.contains("#0000ff"))
    // The default palette's first colour is not used.
    let palette = SVGWriter(scheme: .light, id: "p").hexColor(Palette.series[0])
    #expect(!svg.contains(palette), "\(palette) is the palette's")
  }

  @Test func aVisibleDomainOnCategoriesShowsThatManyBands() {
    let days = (1...10).map { "Day \($0)" }
    let svg = Chart {
      ForEach(days, id: \.self) { day in
        BarMark(x: .value("Day", day), y: .value("Steps", 5))
      }
    }
    .chartScrollableAxes(.horizontal)
    .chartXVisibleDomain(length: 3)
    .chartYAxis(.hidden)
    .svg(width: 300, height: 200, id: "v")
    Self.keep(svg, #function)
    #expect(Self.marks(svg) == 3)
    // Three bands over the whole width: each bar is 80 % of 100 points.
    #expect(ChartPart3APITests.markRects(svg).map(\.width) == [80, 80, 80])
    #expect(Self.texts(in: svg, group: "<g class=\"axis-x\"") == ["Day 1", "Day 2", "Day 3"])
  }

  @Test func aScrollPositionOnCategoriesStartsTheWindowThere() {
    let svg = Chart {
      ForEach(["A", "B", "C", "D", "E"], id: \.self) { name in
        BarMark(x: .value("Name", name), y: .value("Count", 5))
      }
    }
    .chartXVisibleDomain(length: 2).chartScrollPosition(initialX: "D")
    .svg(width: 300, height: 200, id: "v")
    Self.keep(svg, #function)
    #expect(Self.texts(in: svg, group: "<g class=\"axis-x\"") == ["D", "E"])
  }

  @Test func twoAxisMarksSetsAreThinnedEachOnItsOwn() {
    let svg = Chart {
      LineMark(x: .value("x", 0), y: .value("y", 1))
      LineMark(x: .value("x", 100), y: .value("y", 2))
    }
    .chartXAxis {
      AxisMarks(values: Array(stride(from: 0, through: 100, by: 10)))
      AxisMarks(values: [3])
    }
    .chartYAxis(.hidden)
    .svg(width: 300, height: 200, id: "t")
    Self.keep(svg, #function)
    let labels = Self.texts(in: svg, group: "<g class=\"axis-x\"")
    // The eleven labels 27 points apart fit; the extra 3 collides with 0 and gives way
    // (thinned as one list, every other label of both sets was dropped).
    #expect(labels == ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"])
  }

  @Test func aLabelWithALineBreakIsDrawnOnTwoLines() {
    let months = ["September", "October", "November", "December", "January"]
    let svg = Chart {
      ForEach(months, id: \.self) { month in
        BarMark(x: .value("Month", month), y: .value("Sales", 3))
      }
    }
    .chartXAxis {
      AxisMarks { value in
        AxisValueLabel("01\n" + (value.as(String.self) ?? ""))
      }
    }
    .svg(width: 300, height: 200, id: "m")
    Self.keep(svg, #function)
    let labels = Self.texts(in: svg, group: "<g class=\"axis-x\"")
    // Each label is two lines no wider than "September" (about 50 points in 60-point bands);
    // on one line "01 September" is wider than its band and every other one was dropped.
    #expect(labels.filter { $0 == "01" }.count == 5)
    #expect(labels.filter { months.contains($0) } == months)
  }

  @Test func marksOutsideAnExplicitCategoryDomainAreNotDrawn() {
    let svg = Chart {
      ForEach(["A", "B", "C"], id: \.self) { name in
        BarMark(x: .value("Name", name), y: .value("Count", 5))
        PointMark(x: .value("Name", name), y: .value("Count", 6))
        RuleMark(x: .value("Name", name))
      }
    }
    .chartXScale(domain: ["A", "B"])
    .svg(width: 300, height: 200, id: "d")
    Self.keep(svg, #function)
    // Two of each mark; C's bar, point and rule have no band to stand in.
    #expect(Self.marks(svg) == 6)
  }

  /// The placed annotation's box (from its text's baseline) and the plot's rectangle.
  static func annotationAndPlot(_ svg: String) -> (x: Double, y: Double)? {
    guard let part = svg.components(separatedBy: "<g class=\"annotations\">").dropFirst().first,
      let xRange = part.range(of: "x=\""), let yRange = part.range(of: "y=\"")
    else { return nil }
    let x = Double(part[xRange.upperBound...].prefix { $0 != "\"" })
    let y = Double(part[yRange.upperBound...].prefix { $0 != "\"" })
    guard let x, let y else { return nil }
    return (x, y)
  }

  static func xAxisLabelBaseline(_ svg: String) -> Double? {
    guard let part = svg.components(separatedBy: "<g class=\"axis-x\"").dropFirst().first,
      let text = part.range(of: "<text"), let y = part[text.upperBound...].range(of: "y=\"")
    else { return nil }
    return Double(part[y.upperBound...].prefix { $0 != "\"" })
  }

  @Test func anAutomaticAnnotationOnATallBarStaysOffTheAxisLabels() throws {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 100)).annotation { Text("100") }
      BarMark(x: .value("Day", "Tue"), y: .value("Sales", 40))
    }
    .chartYScale(domain: 0...100)
    .svg(width: 300, height: 200, id: "a")
    Self.keep(svg, #function)
    let annotation = try #require(Self.annotationAndPlot(svg))
    let labels = try #require(Self.xAxisLabelBaseline(svg))
    // The bar reaches the chart's top, so the label cannot sit above it; it was put below the
    // bar, on the x-axis labels. It now sits inside the bar's top, well above the axis.
    #expect(annotation.y < labels - 20, "annotation baseline \(annotation.y), labels \(labels)")
  }

  @Test func aCalloutAboveTheFirstBarStaysOffTheYAxisLabels() throws {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 40))
        .annotation(position: .top) { Text("A long callout over Monday") }
      ForEach(["Tue", "Wed", "Thu", "Fri"], id: \.self) { day in
        BarMark(x: .value("Day", day), y: .value("Sales", 60))
      }
    }
    .chartYAxis { AxisMarks(position: .leading) }
    .chartYScale(domain: 0...100)
    .svg(width: 300, height: 200, id: "c")
    Self.keep(svg, #function)
    let annotation = try #require(Self.annotationAndPlot(svg))
    let plotLeft = try #require(Self.plotLeft(svg))
    #expect(annotation.x >= plotLeft - 0.01, "callout at \(annotation.x), plot from \(plotLeft)")
  }

  /// Where the plot starts: the leftmost x of the y grid lines.
  static func plotLeft(_ svg: String) -> Double? {
    guard let part = svg.components(separatedBy: "<g class=\"grid-y\"").dropFirst().first,
      let d = part.range(of: "d=\"M")
    else { return nil }
    return Double(part[d.upperBound...].prefix { $0 != "," })
  }

  @Test func aPlotCornerRadiusRoundsThePlotArea() {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 100))
    }
    .chartPlotStyle { $0.cornerRadius(8) }
    .svg(width: 300, height: 200, id: "r")
    Self.keep(svg, #function)
    // The marks are clipped to the plot rounded by 8 points, as SwiftUI's cornerRadius clips.
    #expect(svg.contains("<clipPath id=\"r-plot-clip\"><rect "))
    #expect(svg.contains("rx=\"8\"/></clipPath>"))
  }
}

/// Key-path `symbolSize(by:)` on a vectorized plot, as app code writes it.
@MainActor
@Suite struct VectorizedSymbolSizeTests {
  struct Quake {
    let x: Double
    let y: Double
    let magnitude: Double
  }

  @Test func aKeyPathSymbolSizeScalesEachPoint() {
    let quakes = [Quake(x: 1, y: 1, magnitude: 2), Quake(x: 2, y: 2, magnitude: 8)]
    let svg = Chart {
      PointPlot(quakes, x: .value("x", \.x), y: .value("y", \.y))
        .symbolSize(by: .value("Magnitude", \.magnitude))
    }
    .chartSymbolSizeScale(range: 10...1000)
    .svg(width: 300, height: 200, id: "q")
    // Circles are drawn as two arcs of radius r: the larger magnitude's circle is larger.
    let radii = svg.components(separatedBy: "a").dropFirst().compactMap {
      Double($0.prefix { $0 != "," })
    }
    #expect(Set(radii.map { ($0 * 10).rounded() }).count >= 2, "one symbol size: \(radii)")
  }
}
