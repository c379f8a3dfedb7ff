import Foundation
import Testing

@testable import PlotKit

/// Log, square-root and symmetric-log scales, reversed domains, and the axis and style
/// initialisers of part 3.
@MainActor
@Suite struct ScaleTypeTests {
  func placedScale(_ transform: ScaleTransform, lo: Double, hi: Double) -> PositionScale {
    var scale = PositionScale(
      kind: .linear, label: "v", lo: lo, hi: hi, nice: false, calendar: ChartEnvironment().calendar)
    scale.transform = transform
    return scale.placed(from: 0, to: 300, desiredTicks: 5)
  }

  @Test func aLogScaleGivesEachDecadeTheSameLength() {
    let scale = placedScale(.log, lo: 1, hi: 1000)
    #expect(abs(scale.map(1) - 0) < 1e-9)
    #expect(abs(scale.map(10) - 100) < 1e-9)
    #expect(abs(scale.map(100) - 200) < 1e-9)
    #expect(abs(scale.invert(200) - 100) < 1e-9)
    // Zero (a bar's base) sits at the domain's lower end instead of -∞.
    #expect(scale.map(0) == 0)
  }

  @Test func logTicksArePowersOfTenOrOneTwoFiveSteps() {
    #expect(ScaleTransform.logTicks(lo: 1, hi: 10_000) == [1, 10, 100, 1000, 10_000])
    #expect(ScaleTransform.logTicks(lo: 1, hi: 100) == [1, 2, 5, 10, 20, 50, 100])
  }

  @Test func squareRootAndSymmetricLogScalesAreMonotone() {
    let root = placedScale(.squareRoot, lo: 0, hi: 100)
    #expect(abs(root.map(25) - 150) < 1e-9)  // √25 / √100 = 1/2
    let symlog = placedScale(.symmetricLog, lo: -100, hi: 100)
    #expect(abs(symlog.map(0) - 150) < 1e-9)
    #expect(symlog.map(-50) < symlog.map(-5))
    #expect(abs(symlog.invert(symlog.map(42)) - 42) < 1e-9)
  }

  @Test func aChartWithALogScaleLabelsDecades() {
    let svg = Chart {
      ForEach([1.0, 10, 100, 1000], id: \.self) {
        PointMark(x: .value("i", $0), y: .value("v", $0))
      }
    }
    .chartYScale(type: .log)
    .svg(width: 300, height: 300, id: "log")
    for label in [">1<", ">10<", ">100<", ">1,000<"] { #expect(svg.contains(label), "\(label)") }
  }

  @Test func aReversedDomainPutsLargeValuesAtTheBottom() {
    var scale = PositionScale(
      kind: .linear, label: "v", lo: 0, hi: 10, nice: false, calendar: ChartEnvironment().calendar)
    scale.reversed = true
    let placed = scale.placed(from: 200, to: 0, desiredTicks: 5)
    #expect(placed.map(10) == 200)
    #expect(placed.map(0) == 0)
  }

  @Test func strokeStyleWritesMiterLimitAndDashPhase() {
    let attributes = AxisRenderer.strokeAttributes(
      StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [6, 3], dashPhase: 2))
    #expect(attributes.contains("stroke-miterlimit=\"4\""))
    #expect(attributes.contains("stroke-dashoffset=\"2\""))
    #expect(!AxisRenderer.strokeAttributes(StrokeStyle()).contains("miterlimit"))
  }

  @Test func interpolationMethodsDescribeThemselvesAsWrittenInCode() {
    #expect(InterpolationMethod.catmullRom.description == "catmullRom")
    #expect("\(InterpolationMethod.stepEnd)" == "stepEnd")
  }

  @Test func zIndexDrawsARuleUnderBarsDeclaredBeforeIt() {
    let svg = Chart {
      BarMark(x: .value("Day", "A"), y: .value("Sales", 3)).accessibilityLabel("bar")
      RuleMark(y: .value("Target", 2)).accessibilityLabel("rule").zIndex(-1)
    }
    .svg(width: 200, height: 200, id: "z")
    let rule = svg.range(of: "<title>rule")!.lowerBound
    let bar = svg.range(of: "<title>bar")!.lowerBound
    #expect(rule < bar)
  }
}
