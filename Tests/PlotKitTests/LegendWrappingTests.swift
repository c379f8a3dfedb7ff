import Foundation
import Testing

@testable import PlotKit

/// Legend entries wrap into rows (or columns beside the plot) and a label too long for a whole
/// row ends in "…", with the plot giving up the room; points at the domain's edge show whole.
@MainActor
@Suite struct LegendWrappingTests {
  static let width = 480.0
  static let height = 300.0
  static let measurer = TextMeasurer.standard
  static let fontSize = 12.0

  static func chart(
    _ names: [String], position: AnnotationPosition = .bottom, legend: Bool = true
  ) -> String {
    Chart {
      ForEach(Array(names.enumerated()), id: \.offset) { index, name in
        ForEach(0..<5, id: \.self) { day in
          LineMark(x: .value("Day", day), y: .value("Sales", 20 + (day * 13 + index * 7) % 40))
            .foregroundStyle(by: .value("Truck", name))
        }
      }
    }
    .chartLegend(position: position)
    .chartLegend(legend ? .automatic : .hidden)
    .svg(width: width, height: height, id: "wrap")
  }

  /// The legend's texts: position and the text drawn.
  static func legendTexts(_ svg: String) -> [(x: Double, y: Double, text: String)] {
    let section = LegendPlacementTests.section(svg, "<g class=\"legend\"")
    return section.components(separatedBy: "<text ").dropFirst().compactMap { part in
      func attribute(_ name: String) -> Double? {
        guard let range = part.range(of: name + "=\"") else { return nil }
        return Double(part[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = attribute("x"), let y = attribute("y"), let close = part.firstIndex(of: ">")
      else { return nil }
      let text = String(part[part.index(after: close)...].prefix { $0 != "<" })
      return (x, y, text)
    }
  }

  /// The plot area's height, read from the y grid lines (first and last of the path).
  static func gridHeight(_ svg: String) -> Double {
    let grid = LegendPlacementTests.section(svg, "<g class=\"grid-x\"")
    guard let range = grid.range(of: "d=\"M"),
      case let path = grid[range.upperBound...].prefix(while: { $0 != "M" && $0 != "\"" }),
      case let parts = path.split(separator: "V"),
      parts.count == 2, let top = Double(parts[0].split(separator: ",")[1]),
      let bottom = Double(parts[1])
    else { return -1 }
    return bottom - top
  }

  static let trucks = (1...12).map { "Food truck number \($0)" }

  @Test func manySeriesWrapIntoRowsInsideTheChartAndShrinkThePlot() throws {
    let svg = Self.chart(Self.trucks)
    let texts = Self.legendTexts(svg)
    #expect(texts.map(\.text) == Self.trucks)
    // All twelve names side by side need far more than the chart's width, so rows must wrap.
    let oneRow = Self.trucks.map {
      Legend.swatch + Legend.swatchGap + Self.measurer.width(of: $0, fontSize: Self.fontSize)
    }.reduce(0, +)
    #expect(oneRow > 2 * Self.width)
    let rows = Set(texts.map(\.y)).sorted()
    #expect(rows.count >= 3, "rows \(rows)")
    for text in texts {
      let end = text.x + Self.measurer.width(of: text.text, fontSize: Self.fontSize)
      #expect(text.x >= 0 && end <= Self.width, "\(text.text) runs to \(end)")
      #expect(text.y <= Self.height, "\(text.text) below the chart at \(text.y)")
    }
    // Each row is full: the next row's first entry would not have fitted at its end.
    for (row, next) in zip(rows, rows.dropFirst()) {
      let inRow = texts.filter { $0.y == row }
      guard let last = inRow.last, let first = texts.first(where: { $0.y == next }) else {
        continue
      }
      let lastEnd = last.x + Self.measurer.width(of: last.text, fontSize: Self.fontSize)
      let firstWidth =
        Legend.swatch + Legend.swatchGap
        + Self.measurer.width(of: first.text, fontSize: Self.fontSize)
      #expect(lastEnd + Legend.entryGap + firstWidth > Self.width - 2 * ChartLayout.legendMargin)
    }
    // The legend rows take room from the plot: the plot is shorter than with one row.
    let oneRowLegend = Self.chart(Array(Self.trucks.prefix(2)))
    let lineHeight =
      (Self.measurer.ascent(fontSize: Self.fontSize)
      + Self.measurer.descent(fontSize: Self.fontSize) + 4).rounded(.up)
    let shrink = Self.gridHeight(oneRowLegend) - Self.gridHeight(svg)
    #expect(abs(shrink - Double(rows.count - 1) * lineHeight) < 0.02, "shrink \(shrink)")
    // And no legend row reaches into the plot or its axis labels.
    let plotBottom =
      LegendPlacementTests.boxes(
        in: LegendPlacementTests.section(svg, "<g class=\"axis-x\""), fontSize: 11
      ).map(\.y1).max() ?? .infinity
    let legendTop = (texts.map(\.y).min() ?? 0) - Self.measurer.ascent(fontSize: Self.fontSize)
    #expect(legendTop >= plotBottom, "legend top \(legendTop), axis labels end \(plotBottom)")
  }

  @Test func aLabelTooLongForAWholeRowIsCutWithAnEllipsis() throws {
    let long =
      "Llanfairpwllgwyngyll — the village with the long name, and its weekday morning market stall, open from dawn"
    let svg = Self.chart(["Cupertino", long])
    let texts = Self.legendTexts(svg)
    try #require(texts.count == 2)
    let cut = texts[1].text
    #expect(cut.hasSuffix("…"))
    #expect(long.hasPrefix(String(cut.dropLast())))
    let band = Self.width - 2 * ChartLayout.legendMargin
    let room = band - Legend.swatch - Legend.swatchGap
    let cutWidth = Self.measurer.width(of: cut, fontSize: Self.fontSize)
    #expect(cutWidth <= room)
    #expect(texts[1].x + cutWidth <= Self.width)
    // The longest cut that fits: one more character would not.
    let next = long.dropFirst(cut.count - 1).first.map { String(cut.dropLast()) + String($0) + "…" }
    #expect(Self.measurer.width(of: next ?? "", fontSize: Self.fontSize) > room)
    // Screen readers still hear the full name.
    #expect(svg.contains("<title>" + long + "</title>"))
  }

  @Test func sideLegendsCutToTheirColumnAndStackInColumnsWhenTall() throws {
    let names = ["Washington, D.C. — weekend brunch truck", "Cupertino"]
    let svg = Self.chart(names, position: .trailing)
    let texts = Self.legendTexts(svg)
    try #require(texts.count == 2)
    #expect(texts[0].text.hasSuffix("…") && texts[1].text == "Cupertino")
    // A side legend takes at most a third of the chart's width.
    let room = Self.width / 3 - Legend.swatch - Legend.swatchGap
    #expect(Self.measurer.width(of: texts[0].text, fontSize: Self.fontSize) <= room)
    #expect(texts[1].y > texts[0].y && texts[1].x == texts[0].x, "one entry per row")
    // More entries than one column holds: they continue in a second column, inside the chart.
    let many = (1...30).map { "T\($0)" }
    let tall = Self.legendTexts(Self.chart(many, position: .leading))
    #expect(tall.count == 30)
    #expect(Set(tall.map(\.x)).count >= 2)
    for text in tall {
      #expect(text.y + Self.measurer.descent(fontSize: Self.fontSize) <= Self.height)
      #expect(text.x + Self.measurer.width(of: text.text, fontSize: Self.fontSize) <= Self.width)
    }
  }

  @Test func aShortLegendIsUnchanged() {
    let svg = Self.chart(["Cupertino", "San Francisco"])
    let texts = Self.legendTexts(svg)
    #expect(texts.map(\.text) == ["Cupertino", "San Francisco"])
    #expect(Set(texts.map(\.y)).count == 1)
    // Bottom leading: the first label right of the swatch at the legend margin, the second
    // after the first entry and the entry gap.
    let first = ChartLayout.legendMargin + Legend.swatch + Legend.swatchGap
    let second =
      first + Self.measurer.width(of: "Cupertino", fontSize: Self.fontSize) + Legend.entryGap
      + Legend.swatch + Legend.swatchGap
    #expect(abs(texts[0].x - first) < 0.01 && abs(texts[1].x - second) < 0.01)
    #expect(!svg.contains("…"))
  }

  /// The leading x of each point symbol's path (`M x,y a r,r …`: x is the centre minus r).
  static func pointLeftEdges(_ svg: String) -> [Double] {
    svg.components(separatedBy: "<g class=\"layer point\"").dropFirst().flatMap { layer in
      layer.components(separatedBy: "<path d=\"M").dropFirst().compactMap { path in
        // Symbols are arcs; a layer's end can hold other paths.
        path.prefix { $0 != "\"" }.contains("a") ? Double(path.prefix { $0 != "," }) : nil
      }
    }
  }

  @Test func aPointAtTheDomainsEdgeIsNotCutByTheChartsEdge() throws {
    let start = Date(timeIntervalSince1970: 1_651_968_000)  // 2022-05-08 00:00 UTC
    let size = 200.0
    let svg = Chart {
      ForEach(0..<5, id: \.self) { day in
        PointMark(
          x: .value("Day", start.addingTimeInterval(Double(day) * 86_400)),
          y: .value("Sales", day * 3)
        )
        .symbolSize(size)
      }
    }
    .svg(width: 300, height: 200, id: "edge")
    // Date labels are lead-aligned, so nothing but the point holds the plot off the edge.
    #expect(!svg.contains("clip-path"))
    let edges = Self.pointLeftEdges(svg)
    try #require(edges.count == 5)
    #expect(edges.allSatisfy { $0 >= 0 }, "\(edges)")
    // The plot steps in just enough: the first point, on the plot's leading edge, keeps about
    // a point of room (without the step its centre sat on the chart's edge, half cut).
    let radius = (size / Double.pi).squareRoot()
    #expect(edges[0] <= 2, "first point's left edge \(edges[0]), radius \(radius)")
    #expect(edges.dropFirst().allSatisfy { $0 > edges[0] + radius })
  }

  @Test func aClippedPlotStillCutsPointsAtItsEdge() {
    let svg = Chart {
      ForEach(0..<5, id: \.self) { i in
        PointMark(x: .value("X", i), y: .value("Y", i)).symbolSize(200)
      }
    }
    .chartPlotStyle { $0.clipped() }
    .svg(width: 300, height: 200, id: "clip")
    #expect(svg.contains("clip-path=\"url(#clip-plot-clip)\""))
  }
}
