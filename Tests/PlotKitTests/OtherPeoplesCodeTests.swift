import Foundation
import Testing

@testable import PlotKit

/// The APIs and behaviours that code gathered from other people's apps needed (the corpus
/// snippets named after their repositories). Expected values are worked out here.
@MainActor
@Suite struct OtherPeoplesCodeTests {
  final class Box: @unchecked Sendable {
    var size = CGSize.zero
    func keep(_ size: CGSize) -> Bool {
      self.size = size
      return true
    }
  }

  struct Reading: Identifiable {
    var id: Int { hour }
    var hour: Int
    var value: Double
  }
  let readings = (0..<12).map { Reading(hour: $0, value: Double($0 % 5)) }

  @Test func aspectRatioFitMakesThePlotSquare() {
    let box = Box()
    _ = Chart(readings) { LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)) }
      .chartPlotStyle { $0.aspectRatio(contentMode: .fit) }
      .chartOverlay { proxy in
        let _ = box.keep(proxy.plotSize)
        EmptyView()
      }
      .svg(width: 500, height: 300)
    #expect(box.size.width > 100)
    #expect(abs(box.size.width - box.size.height) < 1, "plot \(box.size) is not square")
  }

  @Test func clippedPlotStyleClipsTheMarks() {
    let chart = Chart(readings) { LineMark(x: .value("Hour", $0.hour), y: .value("V", $0.value)) }
      .chartYScale(domain: 0...2)
    #expect(!chart.svg(width: 300, height: 200).contains("-plot-clip"))
    let clipped = chart.chartPlotStyle { $0.clipped() }.svg(width: 300, height: 200)
    #expect(clipped.contains("-plot-clip"))
  }

  struct Callout: View {
    var title: String
    var body: some View {
      VStack {
        Text(title)
        Text("kg")
      }
    }
  }

  @Test func appDefinedViewsDrawTheirBody() {
    let svg = Callout(title: "Goal").svg(width: 100, height: 60)
    #expect(svg.contains(">Goal</text>"))
    #expect(svg.contains(">kg</text>"))
  }

  struct Score: Plottable, Equatable {
    var primitivePlottable: Int
    init?(primitivePlottable: Int) { self.primitivePlottable = primitivePlottable }
  }

  @Test func appTypesPlotThroughTheirPrimitiveValue() {
    #expect(Score(primitivePlottable: 7)?.plotValue == .number(7))
    #expect(Score(plotValue: .number(3)) == Score(primitivePlottable: 3))
    #expect(Score(plotValue: .category("3")) == nil)
  }

  @Test func aRuleRepeatedPerRowIsAnnotatedOnce() {
    let svg = Chart(readings) {
      BarMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value))
      RuleMark(y: .value("Goal", 3)).annotation(position: .top, alignment: .leading) {
        Text("Goal")
      }
    }.svg(width: 400, height: 200)
    #expect(svg.components(separatedBy: ">Goal</text>").count - 1 == 1)
  }

  @Test func eightDaysGetMoreThanOneTimeTick() {
    let step = TimeTicks.step(lo: 0, hi: 8 * 86_400, desiredCount: 3)
    #expect(step == TimeStep(component: .day, count: 2))
    // Where a week leaves two or more intervals it stays the step.
    #expect(TimeTicks.step(lo: 0, hi: 20 * 86_400, desiredCount: 3).component == .weekOfYear)
  }

  @Test func axisMarksOnTheOtherEdgeMakeASecondAxis() {
    let svg = Chart(readings) { LineMark(x: .value("Hour", $0.hour), y: .value("V", $0.value)) }
      .chartYAxis {
        AxisMarks(values: [0, 2, 4])
        AxisMarks(preset: .inset, position: .leading, values: [1, 3]) { value in
          AxisValueLabel(value.index == 0 ? "Low" : "High")
        }
      }
      .svg(width: 400, height: 240)
    #expect(svg.components(separatedBy: "class=\"axis-y\"").count - 1 == 2)
    #expect(svg.contains(">Low</text>") && svg.contains(">High</text>"))
  }

  @Test func areasInsideAMaskDrawOnlyInTheMask() {
    let svg = Chart {
      ForEach(readings) { AreaMark(x: .value("H", $0.hour), y: .value("V", $0.value)) }
      RectangleMark(xStart: .value("S", 0), xEnd: .value("E", 6)).foregroundStyle(.gray)
        .mask {
          ForEach(readings) {
            AreaMark(
              x: .value("H", $0.hour), y: .value("V", $0.value), series: .value("", "mask"),
              stacking: .unstacked)
          }
        }
    }.svg(width: 400, height: 200)
    guard let maskEnd = svg.range(of: "</mask>") else {
      Issue.record("no mask written")
      return
    }
    let outside = svg.replacingOccurrences(
      of: String(svg[svg.range(of: "<mask")!.lowerBound..<maskEnd.upperBound]), with: "")
    // The visible area and the rectangle, not the mask's own area.
    #expect(outside.components(separatedBy: "<path d=\"M").count - 1 >= 1)
    let areaPaths = outside.components(separatedBy: "Z\"").count - 1
    #expect(areaPaths == 1, "areas outside the mask: \(areaPaths)")
  }

  @Test func foregroundStyleScaleTakesEnumKeys() {
    enum Kind: String, Plottable { case food, rent }
    let svg = Chart([(Kind.food, 3.0), (Kind.rent, 5.0)], id: \.0) {
      BarMark(x: .value("Kind", $0.0), y: .value("Cost", $0.1)).foregroundStyle(
        by: .value("K", $0.0))
    }
    .chartForegroundStyleScale([Kind.food: Color.orange, Kind.rent: Color.purple])
    .svg(width: 300, height: 200)
    // Apple's light orange and purple, as the scale assigns them (not the default palette).
    #expect(svg.contains("#ff9500") && svg.contains("#af52de"))
  }

  @Test func blurAndShadowBecomeFiltersOnTheirBarsOnly() {
    let svg = Chart(readings.prefix(3)) {
      BarMark(x: .value("Hour", String($0.hour)), y: .value("Value", $0.value + 1))
        .blur(radius: $0.hour == 1 ? 0 : 4)
    }.svg(width: 300, height: 200)
    // Bars 0 and 2 blur (two filtered groups sharing one filter); bar 1 stays sharp.
    #expect(svg.components(separatedBy: "<filter ").count - 1 == 1)
    #expect(svg.components(separatedBy: "filter=\"url(#").count - 1 == 2)
    #expect(svg.contains("stdDeviation=\"2\""))
  }

  @Test func chartModifiersOnAViewReachTheChartsInside() {
    let chart = Chart(readings) {
      BarMark(x: .value("Hour", $0.hour), y: .value("V", $0.value))
        .foregroundStyle(by: .value("Kind", $0.hour % 2 == 0 ? "even" : "odd"))
    }
    let plain = VStack { chart }.svg(width: 300, height: 200)
    let styled = VStack { chart }
      .chartForegroundStyleScale(["even": Color.orange, "odd": Color.purple])
      .chartLegend(.hidden)
      .svg(width: 300, height: 200)
    #expect(!plain.contains("#ff9500"))
    #expect(styled.contains("#ff9500") && styled.contains("#af52de"))
    #expect(plain.contains(">even</text>") && !styled.contains(">even</text>"))
  }

  struct Triangle: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  @Test func appShapesDrawTheirPathAsSymbols() {
    // A 10-point square symbol centred on the point (100, 50) of a 200 × 100 view.
    let svg = ZStack { Triangle().frame(width: 10, height: 10) }.svg(width: 200, height: 100)
    #expect(svg.contains("<path d=\"M100,45L105,55L95,55Z\""), "\(svg)")
    // Transforms: a quarter turn takes (1, 0) to (0, 1); a scale then a move compose in order.
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    let moved = CGPoint(x: 1, y: 1).applying(
      CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
    #expect(moved == CGPoint(x: 7, y: 3))
    let chart = Chart(readings) {
      PointMark(x: .value("H", $0.hour), y: .value("V", $0.value)).symbol(Triangle())
    }.svg(width: 300, height: 200)
    #expect(chart.components(separatedBy: "<path d=\"M").count - 1 >= readings.count)
  }

  @Test func aCalendarStrideOnACategoryAxisMarksNothing() {
    let svg = Chart(readings) {
      BarMark(x: .value("Hour", "h\($0.hour)"), y: .value("V", $0.value))
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .hour, count: 2)) { _ in AxisValueLabel { Text("XV") } }
    }
    .svg(width: 300, height: 200)
    #expect(!svg.contains(">XV</text>"))
  }

  @Test func plotPaddingInsetsThePlotAndRectanglesSpanTheirRange() {
    let box = Box()
    let plain = Chart(readings) {
      RectangleMark(
        x: .value("H", $0.hour), yStart: .value("Lo", 0), yEnd: .value("Hi", 4), width: 6)
    }
    _ = plain.chartOverlay { proxy in
      let _ = box.keep(proxy.plotSize)
      EmptyView()
    }.svg(width: 400, height: 200)
    let wide = box.size
    _ = plain.chartPlotStyle { $0.padding(20) }.chartOverlay { proxy in
      let _ = box.keep(proxy.plotSize)
      EmptyView()
    }.svg(width: 400, height: 200)
    // Sideways, the unpadded plot had already stepped in for its end labels (at most half a
    // label each side), which the padding now covers.
    #expect(wide.width - box.size.width <= 40 + 0.01 && wide.width - box.size.width >= 28)
    #expect(abs(wide.height - box.size.height - 40) < 0.01)
    // Each rectangle is 6 points wide.
    #expect(plain.svg(width: 400, height: 200).contains("width=\"6\""))
  }

  @Test func annotationContextGivesTheMarksSize() {
    // Four bars in a band scale: each annotation reads its own bar's width and height.
    let svg = Chart(readings.prefix(4)) {
      BarMark(x: .value("Hour", String($0.hour)), y: .value("Value", 4), width: 30)
        .annotation(position: .top) { context in
          Text(
            "\(Int(context.targetSize.width))x\(Int(context.targetSize.height) > 50 ? "tall" : "short")"
          )
        }
    }.svg(width: 300, height: 200)
    #expect(svg.components(separatedBy: ">30xtall</text>").count - 1 == 4)
  }
}
