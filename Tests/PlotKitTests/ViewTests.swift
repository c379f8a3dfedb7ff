import Foundation
import Testing

@testable import PlotKit

/// The view vocabulary's layout: sizes are checked against the font metrics directly and
/// against arithmetic done here, not against earlier output.
@MainActor
@Suite struct ViewLayoutTests {
  let measurer = TextMeasurer.standard
  let env = ViewEnvironment.annotation(ChartEnvironment())

  func lineHeight(_ size: Double) -> Double {
    measurer.ascent(fontSize: size) + measurer.descent(fontSize: size)
  }

  func size<V: View>(_ view: V, width: Double? = nil, height: Double? = nil) -> ViewSize {
    ViewLayout.size(view._viewNode, Proposal(width: width, height: height), env)
  }

  /// The SVG a view draws at the origin for an offer.
  func svg<V: View>(_ view: V, width: Double? = nil, height: Double? = nil) -> String {
    var writer = SVGWriter(scheme: .light, id: "t")
    ViewRenderer.draw(
      view._viewNode, at: (0, 0), proposal: Proposal(width: width, height: height), env,
      into: &writer)
    return writer.body
  }

  /// The numeric value of `attribute` on every element that has it, in order.
  func values(_ attribute: String, in svg: String) -> [Double] {
    svg.components(separatedBy: " " + attribute + "=\"").dropFirst().compactMap {
      Double($0.prefix { $0 != "\"" })
    }
  }

  @Test func textIsMeasuredWithTheFontMetrics() {
    let s = size(Text("Best day").font(.title2.bold()))
    #expect(s.width == measurer.width(of: "Best day", fontSize: 22, weight: .bold))
    #expect(s.height == lineHeight(22))
  }

  @Test func aColumnStacksItsTextsAndTakesTheWidestWidth() {
    let column = VStack(alignment: .leading) {
      Text("Best day").font(.callout)
      Text("125 sales").font(.title2.bold())
    }
    let s = size(column)
    let widths = [
      measurer.width(of: "Best day", fontSize: 16),
      measurer.width(of: "125 sales", fontSize: 22, weight: .bold),
    ]
    #expect(s.width == widths.max())
    #expect(s.height == lineHeight(16) + ViewLayout.textSpacing + lineHeight(22))
  }

  @Test func paddingAddsToEveryEdgeOrOnlyTheChosenOnes() {
    let text = Text("Label")
    let bare = size(text)
    #expect(size(text.padding(6)).width == bare.width + 12)
    #expect(size(text.padding(6)).height == bare.height + 12)
    #expect(size(text.padding(.horizontal, 8)).width == bare.width + 16)
    #expect(size(text.padding(.horizontal, 8)).height == bare.height)
    #expect(size(text.padding()).width == bare.width + 32)
    #expect(
      size(text.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).height == bare
        .height + 4)
  }

  @Test func framesFixOrFlexTheSize() {
    #expect(size(Text("x").frame(width: 50, height: 20)).width == 50)
    #expect(size(Text("x").frame(width: 50, height: 20)).height == 20)
    let text = size(Text("Wide text"))
    #expect(size(Text("Wide text").frame(maxWidth: .infinity), width: 200).width == 200)
    #expect(size(Text("Wide text").frame(maxWidth: .infinity)).width == text.width)
    #expect(size(Text("Wide text").frame(maxWidth: 30), width: 200).width == 30)
    #expect(size(Text("x").frame(minWidth: 80), width: 200).width == 80)
  }

  @Test func shapesTakeTheOfferOrTenPoints() {
    #expect(size(Circle(), width: 30, height: 40).width == 30)
    #expect(size(Rectangle()).height == 10)
    #expect(size(Circle().fill(.red).frame(width: 12, height: 12)).width == 12)
  }

  @Test func aSpacerPushesTheLastTextToTheTrailingEdge() {
    let row = HStack {
      Text("A")
      Spacer()
      Text("B")
    }
    let xs = values("x", in: svg(row, width: 300))
    #expect(xs.count == 2)
    #expect(xs[0] == 0)
    #expect(abs(xs[1] - (300 - measurer.width(of: "B", fontSize: 12))) < 0.006)
  }

  @Test func aDividerSpansTheColumnItSitsIn() {
    let column = VStack {
      Text("A long line")
      Divider()
      Text("B")
    }
    let widths = values("width", in: svg(column))
    #expect(widths.count == 1)
    // SVG numbers carry two decimals.
    #expect(abs((widths.first ?? 0) - measurer.width(of: "A long line", fontSize: 12)) < 0.006)
    let heights = values("height", in: svg(column))
    #expect(heights == [1])
  }

  @Test func aBackgroundTakesTheViewsFrameAndAnOffsetMovesBoth() {
    let view = Text("Hi").padding(4)
      .background { RoundedRectangle(cornerRadius: 3).fill(.blue) }
      .offset(x: 10, y: 5)
    let markup = svg(view)
    #expect(values("x", in: markup) == [10, 14])
    let widths = values("width", in: markup)
    #expect(widths.count == 1)
    #expect(abs((widths.first ?? 0) - (measurer.width(of: "Hi", fontSize: 12) + 8)) < 0.006)
    #expect(values("rx", in: markup) == [3])
  }

  @Test func positionCentresTheViewAtThePoint() {
    let view = Rectangle().fill(.red).frame(width: 2, height: 40).position(x: 50, y: 30)
    let markup = svg(view, width: 200, height: 100)
    #expect(values("x", in: markup) == [49])
    #expect(values("y", in: markup) == [10])
  }

  @Test func clearFillsDrawNothingAndGesturesAddNothing() {
    let view = Rectangle().fill(.clear).contentShape(Rectangle())
      .gesture(DragGesture().onChanged { _ in })
      .onTapGesture { _ in }
    #expect(svg(view, width: 100, height: 100).isEmpty)
  }

  @Test func clipShapesGetIdsUniqueInTheChart() {
    let view = VStack {
      Text("a").clipShape(Capsule())
      Text("b").cornerRadius(4)
    }
    let markup = svg(view)
    #expect(markup.contains("<clipPath id=\"t-clip1\">"))
    #expect(markup.contains("<clipPath id=\"t-clip2\">"))
  }

  @Test func fixedSizeKeepsARowsDividerAsTallAsItsText() {
    let row = HStack {
      Text("A")
      Divider()
      Text("B")
    }.fixedSize()
    #expect(size(row, width: 300, height: 300).height == lineHeight(12))
  }

  @Test func builderTakesConditionsOptionalsAndLoops() {
    let flag = false
    let name: String? = "x"
    let column = VStack(spacing: 0) {
      if flag { Text("never") } else { Text("else") }
      if let name { Text(name) }
      ForEach(["a", "b"], id: \.self) { Text($0) }
    }
    #expect(size(column).height == 4 * lineHeight(12))
  }
}

/// `ChartProxy` maps values and positions with the chart's placed scales.
@MainActor
@Suite struct ChartProxyTests {
  final class Box: @unchecked Sendable {
    var proxy: ChartProxy?
    var plot: CGRect?
  }

  @Test func positionsAndValuesRoundTripOnALinearScale() throws {
    let box = Box()
    _ = Chart {
      PointMark(x: .value("x", 2.0), y: .value("y", 3.0))
    }
    .chartXScale(domain: 0...10)
    .chartYScale(domain: 0...100)
    .chartOverlay { proxy in
      GeometryReader { geometry in
        let _ = {
          box.proxy = proxy
          box.plot = geometry[proxy.plotAreaFrame]
        }()
        EmptyView()
      }
    }
    .svg(width: 400, height: 300, id: "p")
    let proxy = try #require(box.proxy)
    let plot = try #require(box.plot)
    #expect(proxy.plotSize.width == plot.width)
    #expect(try #require(proxy.position(forX: 5.0)) == plot.width / 2)
    // y grows downwards: 25 is three quarters of the way down.
    #expect(abs(try #require(proxy.position(forY: 25.0)) - plot.height * 0.75) < 1e-9)
    #expect(abs(try #require(proxy.value(atX: plot.width / 4, as: Double.self)) - 2.5) < 1e-9)
    #expect(
      proxy.value(atX: plot.width / 4, as: Int.self) == 2
        || proxy.value(atX: plot.width / 4, as: Int.self) == 3)
    let both = try #require(
      proxy.value(at: CGPoint(x: plot.width, y: 0), as: (Double, Double).self))
    #expect(abs(both.0 - 10) < 1e-9 && abs(both.1 - 100) < 1e-9)
  }

  @Test func categoriesAndDatesMapToTheirBandsAndBack() throws {
    let box = Box()
    let start = Date(timeIntervalSinceReferenceDate: 0)
    _ = Chart {
      BarMark(x: .value("Shape", "Cube"), y: .value("Count", 1))
      BarMark(x: .value("Shape", "Sphere"), y: .value("Count", 2))
    }
    .chartOverlay { proxy in
      let _ = { box.proxy = proxy }()
      EmptyView()
    }
    .svg(width: 400, height: 300, id: "c")
    let proxy = try #require(box.proxy)
    let width = proxy.plotSize.width
    #expect(proxy.value(atX: width * 0.25, as: String.self) == "Cube")
    #expect(proxy.value(atX: width * 0.75, as: String.self) == "Sphere")
    #expect(try #require(proxy.position(forX: "Sphere")) > width / 2)
    #expect(proxy.position(forX: "Pyramid") == nil)

    let dates = Box()
    _ = Chart {
      LineMark(x: .value("Day", start), y: .value("Sales", 1))
      LineMark(x: .value("Day", start.addingTimeInterval(86_400 * 10)), y: .value("Sales", 2))
    }
    .chartXScale(domain: start...start.addingTimeInterval(86_400 * 10))
    .chartOverlay { proxy in
      let _ = { dates.proxy = proxy }()
      EmptyView()
    }
    .svg(width: 400, height: 300, id: "d")
    let dateProxy = try #require(dates.proxy)
    let middle = try #require(dateProxy.value(atX: dateProxy.plotSize.width / 2, as: Date.self))
    #expect(abs(middle.timeIntervalSince(start) - 86_400 * 5) < 1)
  }
}

/// Views inside charts: annotations, axis labels, symbols, overlays and backgrounds.
@MainActor
@Suite struct ChartViewTests {
  let measurer = TextMeasurer.standard

  @Test func anAnnotationViewIsPlacedWithItsMeasuredSize() {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
        .annotation(position: .top) {
          Text("Best").padding(5).background(Color.yellow)
        }
    }
    .chartYScale(domain: 0...20)
    .svg(width: 300, height: 200, id: "a")
    let width = measurer.width(of: "Best", fontSize: 12) + 10
    #expect(svg.contains("width=\"" + n(width) + "\""))
    #expect(svg.contains(">Best</text>"))
  }

  @Test func aPlainTextAnnotationDrawsAsBefore() {
    let chart = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
        .annotation(position: .top) { Text("Ten").bold() }
    }
    let svg = chart.svg(width: 300, height: 200, id: "b")
    #expect(svg.contains("font-weight=\"bold\""))
    #expect(svg.contains("<g class=\"annotations\"><text "))
  }

  @Test func twoLineAxisLabelViewsMakeRoomBelowThePlot() {
    func chart(twoLines: Bool) -> String {
      Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
      }
      .chartXAxis {
        AxisMarks { value in
          AxisValueLabel {
            VStack {
              Text(value.as(String.self) ?? "")
              if twoLines { Text("second") }
            }
          }
        }
      }
      .svg(width: 300, height: 200, id: "x")
    }
    let one = chart(twoLines: false)
    let two = chart(twoLines: true)
    #expect(two.contains(">second</text>"))
    // The labels hang below the plot: the two-line chart's plot ends higher by the second
    // line and its spacing (SVG numbers carry two decimals).
    let extra =
      measurer.ascent(fontSize: 11) + measurer.descent(fontSize: 11) + ViewLayout.textSpacing
    #expect(abs((plotBottom(one) - plotBottom(two)) - extra) < 0.011)
  }

  /// The y of the first axis label view's top (the plot's bottom plus the label gap).
  func plotBottom(_ svg: String) -> Double {
    let axis = svg.components(separatedBy: "<g class=\"axis-x\"").last ?? ""
    let y = axis.components(separatedBy: "<text ").dropFirst().first?
      .components(separatedBy: "y=\"").dropFirst().first?.prefix { $0 != "\"" }
    return Double(y ?? "") ?? 0
  }

  @Test func symbolViewsDrawOncePerPointAsAccessibleMarks() {
    let svg = Chart {
      ForEach(0..<4, id: \.self) { i in
        LineMark(x: .value("x", i), y: .value("y", i * i))
          .symbol {
            Circle().strokeBorder(.blue, lineWidth: 2).frame(width: 10, height: 10)
          }
      }
    }
    .svg(width: 300, height: 200, id: "s")
    #expect(svg.components(separatedBy: "<circle ").count - 1 == 4)
    #expect(svg.contains("r=\"4\""))  // 10-point frame, 2-point border drawn inside
    #expect(svg.components(separatedBy: "<g role=\"graphics-symbol\">").count - 1 == 4)
  }

  @Test func backgroundsDrawUnderTheMarksAndOverlaysOverEverything() {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
    }
    .chartBackground { _ in Color.yellow }
    .chartOverlay(alignment: .topLeading) { _ in Text("Over") }
    .svg(width: 300, height: 200, id: "o")
    let background = svg.range(of: "fill=\"#ffcc00\"")?.lowerBound
    let bars = svg.range(of: "class=\"layer bar\"")?.lowerBound
    let overlay = svg.range(of: ">Over</text>")?.lowerBound
    #expect(background != nil && bars != nil && overlay != nil)
    if let background, let bars, let overlay {
      #expect(background < bars && bars < overlay)
    }
    // The background colour fills the whole chart.
    #expect(svg.contains("width=\"300\" height=\"200\" fill=\"#ffcc00\""))
  }
}

/// Labels, rotation and the modifiers a still image ignores.
@MainActor
@Suite struct MoreViewTests {
  let measurer = TextMeasurer.standard
  let env = ViewEnvironment.annotation(ChartEnvironment())

  @Test func aLabelIsAnIconPlaceholderThenItsTitle() {
    let size = ViewLayout.size(Label("Best", systemImage: "star")._viewNode, .ideal, env)
    let line = measurer.ascent(fontSize: 12) + measurer.descent(fontSize: 12)
    // The placeholder is a square one line high, 4 points before the text.
    #expect(size.width == line + 4 + measurer.width(of: "Best", fontSize: 12))
    #expect(size.height == line)
  }

  @Test func rotationTurnsTheDrawingAroundTheFramesCentreWithoutResizingIt() {
    let view = Rectangle().fill(.red).frame(width: 20, height: 10).rotationEffect(.degrees(-45))
    #expect(ViewLayout.size(view._viewNode, .ideal, env).width == 20)
    var svg = SVGWriter(scheme: .light, id: "r")
    ViewRenderer.draw(view._viewNode, at: (100, 50), env, into: &svg)
    #expect(svg.body.hasPrefix("<g transform=\"rotate(-45 110 55)\"><rect "))
  }

  @Test func animationsAndAppearanceHandlersChangeNothing() {
    let plain = Text("A").padding(2)
    let decorated = Text("A").padding(2).animation(.easeInOut, value: 3).onAppear {}
      .multilineTextAlignment(.center).minimumScaleFactor(0.5)
    func draw(_ node: ViewNode) -> String {
      var svg = SVGWriter(scheme: .light, id: "x")
      ViewRenderer.draw(node, at: (0, 0), env, into: &svg)
      return svg.body
    }
    #expect(draw(plain._viewNode) == draw(decorated._viewNode))
  }
}
