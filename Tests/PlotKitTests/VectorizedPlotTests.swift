import Foundation
import Testing

@testable import PlotKit

/// Vectorized plots draw exactly what one mark per element draws; function plots follow
/// their function; stacking methods place segments as documented.
@MainActor
@Suite struct VectorizedPlotTests {
  struct Reading {
    var time: Double
    var value: Double
    var sensor: String
  }

  static let readings: [Reading] = (0..<50).map { (index: Int) -> Reading in
    let value = Double((index * 37) % 23) - 5
    return Reading(time: Double(index), value: value, sensor: index % 2 == 0 ? "A" : "B")
  }

  @Test func linePlotDrawsTheSameSVGAsOneLineMarkPerElement() {
    let plot = Chart {
      LinePlot(Self.readings, x: .value("Time", \.time), y: .value("Value", \.value))
    }
    .svg(width: 400, height: 200, id: "same")
    let marks = Chart(Self.readings, id: \.time) {
      LineMark(x: .value("Time", $0.time), y: .value("Value", $0.value))
    }
    .svg(width: 400, height: 200, id: "same")
    #expect(plot == marks)
  }

  @Test func aMillionPointLinePlotMatchesTheLineMarkVersionAndStaysSmall() {
    let points: [(Double, Double)] = (0..<1_000_000).map { (index: Int) -> (Double, Double) in
      let t = Double(index)
      return (t, sin(t / 5_000) + Double(index % 977) / 977)
    }
    let plot = Chart { LinePlot(points, x: .value("T", \.0), y: .value("V", \.1)) }
      .svg(width: 640, height: 320, id: "big")
    let marks = Chart(points, id: \.0) { LineMark(x: .value("T", $0.0), y: .value("V", $0.1)) }
      .svg(width: 640, height: 320, id: "big")
    #expect(plot == marks)
    #expect(plot.utf8.count < 200_000)
  }

  @Test func keyPathSeriesAndColoursMatchTheMarkVersion() {
    let plot = Chart {
      LinePlot(
        Self.readings, x: .value("Time", \.time), y: .value("Value", \.value),
        series: .value("Sensor", \.sensor)
      )
      .foregroundStyle(by: .value("Sensor", \.sensor))
    }
    .svg(width: 400, height: 200, id: "series")
    let marks = Chart(Self.readings, id: \.time) {
      LineMark(
        x: .value("Time", $0.time), y: .value("Value", $0.value),
        series: .value("Sensor", $0.sensor)
      )
      .foregroundStyle(by: .value("Sensor", $0.sensor))
    }
    .svg(width: 400, height: 200, id: "series")
    #expect(plot == marks)
  }

  @Test func barAndPointPlotsMatchTheirMarks() {
    let bars = Chart {
      BarPlot(Self.readings.prefix(8), x: .value("Sensor", \.sensor), y: .value("Value", \.value))
        .foregroundStyle(by: .value("Sensor", \.sensor))
      PointPlot(Self.readings.prefix(8), x: .value("Sensor", \.sensor), y: .value("Value", \.value))
    }
    .svg(width: 300, height: 200, id: "bars")
    let marks = Chart {
      ForEach(Self.readings.prefix(8), id: \.time) {
        BarMark(x: .value("Sensor", $0.sensor), y: .value("Value", $0.value))
          .foregroundStyle(by: .value("Sensor", $0.sensor))
      }
      ForEach(Self.readings.prefix(8), id: \.time) {
        PointMark(x: .value("Sensor", $0.sensor), y: .value("Value", $0.value))
      }
    }
    .svg(width: 300, height: 200, id: "bars")
    #expect(bars == marks)
  }

  /// The numbers of a path's `d` attribute as (x, y) pairs.
  func pathPoints(_ svg: String, containing title: String) -> [(Double, Double)] {
    guard let titleRange = svg.range(of: "<title>" + title) else { return [] }
    let before = svg[..<titleRange.lowerBound]
    guard let start = before.range(of: "<path d=\"", options: .backwards) else { return [] }
    let d = before[start.upperBound...].prefix { $0 != "\"" }
    let numbers = d.split(whereSeparator: { "MLC ,".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
  }

  @Test func aFunctionPlotPassesThroughTheFunctionsValues() {
    let svg = Chart { LinePlot(x: "x", y: "y") { x in x * x } }
      .chartXScale(domain: -2.0...2.0)
      .chartYScale(domain: 0.0...4.0)
      .svg(width: 400, height: 300, id: "square")
    let points = pathPoints(svg, containing: "y")
    #expect(points.count > 100)
    // Map pixels back with the plot's corners: x = -2 at the first point, x = 2 at the last.
    let (x0, x1) = (points.first!.0, points.last!.0)
    let yTop = points.map(\.1).min()!  // y = 4 at x = ±2
    let yBottom = points.map(\.1).max()!  // y = 0 at x = 0
    for (px, py) in points {
      let x = -2 + 4 * (px - x0) / (x1 - x0)
      let y = 4 * (yBottom - py) / (yBottom - yTop)
      #expect(abs(y - x * x) < 0.05, "at x = \(x): \(y) vs \(x * x)")
    }
  }

  @Test func aFunctionBreaksWhereItIsUndefined() {
    let svg = Chart { LinePlot(x: "x", y: "sqrt") { x in x < 0 ? .nan : x.squareRoot() } }
      .chartXScale(domain: -1.0...1.0)
      .svg(width: 300, height: 200, id: "gap")
    // One series: only the defined half is drawn, starting at the middle of the plot.
    let points = pathPoints(svg, containing: "sqrt")
    #expect(!points.isEmpty)
    let xs = points.map(\.0)
    #expect(xs.max()! - xs.min()! < 160)
  }

  @Test func tanBreaksAtItsPolesInsteadOfDrawingAWall() {
    let svg = Chart { LinePlot(x: "x", y: "tan") { tan($0) } }
      .chartXScale(domain: -2.0...2.0)
      .chartYScale(domain: -4.0...4.0)
      .svg(width: 300, height: 200, id: "tan")
    // Three branches: the pole at -π/2, the one at π/2 split the line into three paths.
    #expect(svg.components(separatedBy: "<title>tan").count - 1 == 3)
    #expect(svg.contains("clip-path=\"url(#tan-plot-clip)\""))
  }

  @Test func normalizedStacksSpanZeroToOneAndCenteredStacksAreSymmetric() {
    let data = [("A", "x", 1.0), ("A", "y", 3.0), ("B", "x", 2.0), ("B", "y", 2.0)]
    for method in [MarkStackingMethod.normalized, .center] {
      let collector = ChartContentCollector(environment: ChartEnvironment())
      for (position, series, value) in data {
        BarMark(x: .value("P", position), y: .value("V", value), stacking: method)
          .foregroundStyle(by: .value("S", series))
          ._collect(into: collector)
      }
      let bars = collector.layers[0]
      let series = SeriesScales.make(
        layers: collector.layers, styles: collector.styles, configuration: ChartConfiguration())
      BarMark.prepare(
        bars,
        PrepareContext(styles: collector.styles, series: series, environment: ChartEnvironment()))
      let starts = bars.columns[RectangularChannel.yStart].values
      let ends = bars.columns[RectangularChannel.yEnd].values
      if method == .normalized {
        // A: 1 of 4 then 3 of 4; B: 2 of 4 each.
        #expect(starts == [0, 0.25, 0, 0.5])
        #expect(ends == [0.25, 1, 0.5, 1])
      } else {
        #expect(starts == [-2, -1, -2, 0])
        #expect(ends == [-1, 2, 0, 2])
      }
    }
  }

  @Test func unstackedBarsAllStartAtZero() {
    let collector = ChartContentCollector(environment: ChartEnvironment())
    for (series, value) in [("x", 1.0), ("y", 3.0)] {
      BarMark(x: .value("P", "A"), y: .value("V", value), stacking: .unstacked)
        .foregroundStyle(by: .value("S", series))
        ._collect(into: collector)
    }
    let bars = collector.layers[0]
    let series = SeriesScales.make(
      layers: collector.layers, styles: collector.styles, configuration: ChartConfiguration())
    BarMark.prepare(
      bars,
      PrepareContext(styles: collector.styles, series: series, environment: ChartEnvironment()))
    #expect(bars.columns[RectangularChannel.yStart].values == [0, 0])
    #expect(bars.columns[RectangularChannel.yEnd].values == [1, 3])
    #expect(!bars.stacked)
  }
}
