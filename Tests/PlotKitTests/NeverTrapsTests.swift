import Foundation
import Testing

@testable import PlotKit

/// SplitMix64: a seeded generator, so a failing case can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// An app shape drawing a fixed path.
struct FixedPathShape: Shape {
  let outline: Path
  func path(in rect: CGRect) -> Path { outline }
}

/// Extreme and ordinary numbers, picked at random: what a caller might pass by mistake.
struct ExtremeValues {
  var generator: SeededGenerator
  static let edges: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, 1, -1, -8, 1e-300, -1e-300, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.5, 2, 100,
    1e6, -1e6, 9e15, -9e15,
  ]

  /// Half of the time an edge value, otherwise an ordinary one.
  mutating func double() -> Double {
    Bool.random(using: &generator)
      ? Self.edges.randomElement(using: &generator)!
      : Double.random(in: -500...500, using: &generator)
  }
  /// A value that may be used as a closed range bound (NaN cannot be).
  mutating func orderable() -> Double {
    var value = double()
    while value.isNaN { value = double() }
    return value
  }
  /// Two orderable values, sorted.
  mutating func closedRange() -> ClosedRange<Double> {
    let (a, b) = (orderable(), orderable())
    return min(a, b)...max(a, b)
  }
  mutating func cgRange() -> ClosedRange<CGFloat> {
    let range = closedRange()
    return CGFloat(range.lowerBound)...CGFloat(range.upperBound)
  }
  mutating func int() -> Int {
    [Int.min, -1, 0, 1, 2, 7, 1000, Int.max, Int.random(in: -50...50, using: &generator)]
      .randomElement(using: &generator)!
  }
  mutating func values(_ count: Int) -> [Double] { (0..<count).map { _ in double() } }
  mutating func date() -> Date {
    let seconds = double()
    return Date(timeIntervalSinceReferenceDate: seconds)
  }
  mutating func dimension() -> MarkDimension {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return .automatic
    case 1: return .fixed(double())
    case 2: return .ratio(double())
    default: return .inset(double())
    }
  }
}

/// No value a caller passes stops the process: every public entry point that takes numbers,
/// fed NaN, infinities, zero, negative and huge values, empty data and reversed ranges,
/// still returns an SVG document.
@MainActor
@Suite struct NeverTrapsTests {
  typealias Scenario = @MainActor @Sendable (inout ExtremeValues) -> String

  static func expectSVG(_ svg: String, _ name: String, seed: UInt64) {
    #expect(svg.hasPrefix("<svg"), "\(name), seed \(seed): no SVG")
    #expect(svg.hasSuffix("</svg>") || svg.hasSuffix("</svg>\n"), "\(name), seed \(seed)")
    #expect(!writesNonFiniteNumber(svg), "\(name), seed \(seed): \(svg.prefix(400))")
  }

  /// Whether `nan` or `inf` appears as a word (as Swift prints non-finite numbers).
  static func writesNonFiniteNumber(_ svg: String) -> Bool {
    let bytes = Array(svg.utf8)
    func isLetter(_ index: Int) -> Bool {
      guard bytes.indices.contains(index) else { return false }
      return (bytes[index] | 0x20) >= UInt8(ascii: "a")
        && (bytes[index] | 0x20) <= UInt8(ascii: "z")
    }
    for word in ["nan", "inf"].map({ Array($0.utf8) }) where bytes.count >= 3 {
      for start in 0...(bytes.count - 3)
      where bytes[start] == word[0] && bytes[start + 1] == word[1] && bytes[start + 2] == word[2]
        && !isLetter(start - 1) && !isLetter(start + 3)
      {
        return true
      }
    }
    return false
  }

  nonisolated static let scenarios: [(String, Scenario)] = [
    (
      "chart size",
      { v in
        Chart { BarMark(x: .value("k", "A"), y: .value("v", 1)) }
          .svg(width: v.double(), height: v.double(), id: "s")
      }
    ),
    (
      "view size",
      { v in
        VStack { Text("hi") }.svg(width: v.double(), height: v.double(), id: "s")
      }
    ),
    (
      "bar values",
      { v in
        let ys = v.values(6)
        return Chart {
          ForEach(Array(ys.enumerated()), id: \.offset) { item in
            BarMark(x: .value("k", "c\(item.offset % 3)"), y: .value("v", item.element))
              .foregroundStyle(by: .value("s", "s\(item.offset % 2)"))
          }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "line and point values",
      { v in
        let xs = v.values(5)
        let ys = v.values(5)
        let sizes = v.values(5)
        return Chart {
          ForEach(0..<5, id: \.self) { i in
            LineMark(x: .value("x", xs[i]), y: .value("y", ys[i]))
            PointMark(x: .value("x", xs[i]), y: .value("y", ys[i])).symbolSize(sizes[i])
          }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "area and rule values",
      { v in
        let ys = v.values(4)
        let rule = v.double()
        return Chart {
          ForEach(0..<4, id: \.self) { i in
            AreaMark(x: .value("x", Double(i)), yStart: .value("lo", ys[i]), yEnd: .value("hi", 3))
          }
          RuleMark(y: .value("r", rule)).lineStyle(
            StrokeStyle(lineWidth: v.double(), dash: [v.double()]))
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "dates",
      { v in
        let dates = (0..<4).map { _ in v.date() }
        return Chart {
          ForEach(0..<4, id: \.self) { i in
            BarMark(x: .value("d", dates[i], unit: .day), y: .value("v", Double(i)))
          }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "rectangles and dimensions",
      { v in
        let (a, b) = (v.double(), v.double())
        return Chart {
          RectangleMark(
            x: .value("x", "A"), y: .value("y", "B"), width: v.dimension(), height: v.dimension())
          RectangleMark(
            xStart: .value("a", a), xEnd: .value("b", b), yStart: .value("c", b),
            yEnd: .value("d", a))
          BarMark(x: .value("k", "A"), y: .value("v", 3), width: v.dimension())
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "sectors",
      { v in
        let angles = v.values(3)
        let (inner, outer, inset) = (v.dimension(), v.dimension(), v.double())
        let corner = v.double()
        return Chart {
          ForEach(0..<3, id: \.self) { i in
            SectorMark(
              angle: .value("a", angles[i]), innerRadius: inner, outerRadius: outer,
              angularInset: inset
            )
            .foregroundStyle(by: .value("k", "k\(i)"))
            .cornerRadius(corner)
          }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "mark modifiers",
      { v in
        Chart {
          BarMark(x: .value("k", "A"), y: .value("v", 2))
            .opacity(v.double()).cornerRadius(v.double()).offset(x: v.double(), y: v.double())
            .zIndex(v.double()).blur(radius: v.double())
          LineMark(x: .value("k", "A"), y: .value("v", 1))
            .lineStyle(
              StrokeStyle(
                lineWidth: v.double(), miterLimit: v.double(), dash: [v.double(), v.double()],
                dashPhase: v.double())
            )
            .symbolSize(CGSize(width: v.double(), height: v.double()))
          PointMark(x: .value("k", "B"), y: .value("v", 1)).symbolSize(v.double())
            .shadow(color: .black, radius: v.double(), x: v.double(), y: v.double())
          BarMark(x: .value("k", "B"), yStart: .value("a", 0), yEnd: .value("b", 1))
            .offset(x: v.double(), yStart: v.double(), yEnd: v.double())
            .position(by: .value("p", "q"), axis: .horizontal, span: v.dimension())
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "scale domains",
      { v in
        Chart {
          LineMark(x: .value("x", 1.0), y: .value("y", 2.0))
          LineMark(x: .value("x", 2.0), y: .value("y", 5.0))
        }
        .chartXScale(domain: v.closedRange()).chartYScale(domain: v.closedRange(), type: .log)
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "scale domain arrays",
      { v in
        Chart { LineMark(x: .value("x", 1.0), y: .value("y", 2.0)) }
          .chartXScale(domain: v.values(Int.random(in: 0...3, using: &v.generator)))
          .chartYScale(
            domain: [v.double(), v.double()], range: .plotDimension(padding: v.double())
          )
          .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "scale ranges",
      { v in
        Chart {
          BarMark(x: .value("k", "A"), y: .value("v", 1))
          BarMark(x: .value("k", "B"), y: .value("v", 3))
        }
        .chartYScale(range: .plotDimension(startPadding: v.double(), endPadding: v.double()))
        .chartXScale(range: v.cgRange())
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "scale ranges padding",
      { v in
        Chart {
          LineMark(x: .value("x", 1), y: .value("y", 1))
          LineMark(x: .value("x", 3), y: .value("y", 2))
        }
        .chartXScale(range: .plotDimension(padding: v.double()))
        .chartYScale(range: .plotDimension(endPadding: -8))
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "visible domain and scrolling",
      { v in
        Chart {
          ForEach(0..<20, id: \.self) { i in BarMark(x: .value("x", Double(i)), y: .value("v", 1)) }
        }
        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: v.double())
        .chartScrollPosition(initialX: v.double())
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "categorical visible domain",
      { v in
        Chart {
          ForEach(0..<20, id: \.self) { i in BarMark(x: .value("x", "c\(i)"), y: .value("v", 1)) }
        }
        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: v.int())
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "axis marks",
      { v in
        let stride = v.double()
        let count = v.int()
        let ticks = v.values(3)
        let tick = (v.double(), v.double(), v.double(), v.double())
        return Chart {
          LineMark(x: .value("x", 1), y: .value("y", 1))
          LineMark(x: .value("x", 9), y: .value("y", 4))
        }
        .chartXAxis {
          AxisMarks(values: .stride(by: stride)) { _ in
            AxisTick(length: tick.0, stroke: StrokeStyle(lineWidth: tick.1))
            AxisGridLine(stroke: StrokeStyle(lineWidth: tick.2, dash: [tick.3]))
            AxisValueLabel()
          }
        }
        .chartYAxis {
          AxisMarks(values: .automatic(desiredCount: count))
          AxisMarks(values: ticks)
        }
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "date axis stride",
      { v in
        let count = v.int()
        return Chart {
          BarMark(x: .value("d", v.date(), unit: .month), y: .value("v", 1))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .month, count: count)) }
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "label collisions",
      { v in
        let spacing = (v.double(), v.double(), v.double())
        return Chart { BarMark(x: .value("k", "A long label"), y: .value("v", 1)) }
          .chartXAxis {
            AxisMarks { _ in
              AxisValueLabel(
                collisionResolution: .greedy(priority: spacing.0, minimumSpacing: spacing.1))
            }
          }
          .chartYAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .truncate(maximumWidth: spacing.2))
            }
          }
          .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "bins",
      { v in
        let data = v.values(8)
        let bins = NumberBins(size: v.orderable(), range: v.closedRange())
        let byCount = NumberBins(range: v.closedRange(), count: v.int())
        let fromData = NumberBins(data: data, desiredCount: v.int(), minimumStride: v.double())
        let desired = NumberBins(
          range: v.closedRange(), desiredCount: v.int(), minimumStride: v.double())
        let dates = DateBins(
          timeInterval: v.double(),
          range: Date(
            timeIntervalSinceReferenceDate: 0)...Date(
              timeIntervalSinceReferenceDate: abs(v.orderable())))
        let counts =
          [bins, byCount, fromData, desired].map(\.thresholds.count) + [dates.thresholds.count]
        return Chart {
          ForEach(Array(data.enumerated()), id: \.offset) { item in
            BarMark(
              x: .value("bin", fromData.index(for: item.element)),
              y: .value("n", counts[item.offset % counts.count]))
            BarMark(
              x: .value("b", bins.index(for: item.element)),
              y: .value("n", byCount.index(for: item.element)))
          }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "vectorized plots",
      { v in
        let points = (0..<50).map { _ in (x: v.double(), y: v.double(), size: v.double()) }
        return Chart {
          LinePlot(points, x: .value("x", \.x), y: .value("y", \.y))
          PointPlot(points, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(\.size).opacity(
            \.size)
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "function plots",
      { v in
        let domain = v.closedRange()
        let constant = v.double()
        return Chart {
          LinePlot(x: "x", y: "y", domain: domain) { x in x * constant }
          AreaPlot(x: "x", yStart: "a", yEnd: "b") { x in (yStart: constant, yEnd: x) }
          LinePlot(x: "x", y: "y", t: "t", domain: domain) { t in (x: t * constant, y: 1 / t) }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "style scales",
      { v in
        let numbers = v.values(12)
        return Chart {
          ForEach(0..<4, id: \.self) { i in
            PointMark(x: .value("x", Double(i)), y: .value("y", numbers[i]))
              .foregroundStyle(by: .value("heat", numbers[i + 4]))
              .symbolSize(by: .value("size", numbers[i + 8]))
          }
        }
        .chartSymbolSizeScale(range: v.closedRange())
        .chartForegroundStyleScale(
          range: Gradient(stops: [
            .init(color: .blue, location: v.double()), .init(color: .red, location: v.double()),
          ])
        )
        .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "plot style",
      { v in
        Chart { BarMark(x: .value("k", "A"), y: .value("v", 1)) }
          .chartPlotStyle {
            $0.frame(width: v.double(), height: v.double()).border(.red, width: v.double())
              .cornerRadius(v.double()).padding(v.double()).aspectRatio(
                v.double(), contentMode: .fit)
          }
          .padding(v.double())
          .frame(width: v.double(), height: v.double())
          .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "colours",
      { v in
        let colors: [Color] = [
          Color(red: v.double(), green: v.double(), blue: v.double(), opacity: v.double()),
          Color(hue: v.double(), saturation: v.double(), brightness: v.double()),
          Color(white: v.double(), opacity: v.double()), Color.red.opacity(v.double()),
        ]
        return Chart {
          ForEach(0..<4, id: \.self) { i in
            BarMark(x: .value("k", "c\(i)"), y: .value("v", 1)).foregroundStyle(colors[i])
          }
          RuleMark(y: .value("r", 0.5)).foregroundStyle(
            .linearGradient(
              Gradient(stops: [.init(color: .red, location: v.double())]),
              startPoint: UnitPoint(x: v.double(), y: v.double()), endPoint: .top))
          BarMark(x: .value("k", "g"), y: .value("v", 1)).foregroundStyle(
            .radialGradient(
              colors: [.red, .blue], center: .center, startRadius: v.double(), endRadius: v.double()
            ))
          BarMark(x: .value("k", "h"), y: .value("v", 1)).foregroundStyle(
            .conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(v.double())))
          BarMark(x: .value("k", "i"), y: .value("v", 1)).foregroundStyle(
            .secondary.opacity(v.double()))
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "annotations",
      { v in
        Chart {
          BarMark(x: .value("k", "A"), y: .value("v", 2))
            .annotation(position: .top, alignment: .center, spacing: v.double()) {
              Text("note").font(.system(size: v.double()))
            }
        }.svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "views",
      { v in
        VStack(alignment: .leading, spacing: v.double()) {
          Text("Title").font(.system(size: v.double())).padding(v.double())
          HStack(spacing: v.double()) {
            RoundedRectangle(cornerRadius: v.double()).fill(Color.red).frame(
              width: v.double(), height: v.double())
            Circle().stroke(Color.blue, lineWidth: v.double()).offset(x: v.double(), y: v.double())
            Spacer(minLength: v.double())
            Text("x").opacity(v.double()).rotationEffect(.degrees(v.double()))
          }
          Chart { BarMark(x: .value("k", "A"), y: .value("v", 1)) }.frame(height: v.double())
        }
        .padding(
          EdgeInsets(top: v.double(), leading: v.double(), bottom: v.double(), trailing: v.double())
        )
        .cornerRadius(v.double())
        .svg(width: 320, height: 240, id: "s")
      }
    ),
    (
      "paths and transforms",
      { v in
        var path = Path()
        path.move(to: CGPoint(x: v.double(), y: v.double()))
        path.addLine(to: CGPoint(x: v.double(), y: v.double()))
        path.addRect(CGRect(x: v.double(), y: v.double(), width: v.double(), height: v.double()))
        path.addEllipse(
          in: CGRect(x: v.double(), y: v.double(), width: v.double(), height: v.double()))
        path.addQuadCurve(to: CGPoint(x: v.double(), y: 1), control: CGPoint(x: 1, y: v.double()))
        let transform = CGAffineTransform(scaleX: v.double(), y: v.double())
          .concatenating(CGAffineTransform(rotationAngle: v.double()))
        let shape = FixedPathShape(outline: path.applying(transform))
        return VStack { shape.stroke(Color.red, lineWidth: v.double()).frame(width: v.double()) }
          .svg(width: 100, height: 100, id: "s")
      }
    ),
    (
      "text measurer",
      { v in
        let width = TextMeasurer.standard.width(of: "Hello", fontSize: v.double())
        let ascent = TextMeasurer.standard.ascent(fontSize: v.double())
        return Chart { BarMark(x: .value("k", "A"), y: .value("v", width.isFinite ? width : 0)) }
          .chartYAxisLabel("\(ascent.isFinite)")
          .svg(width: 300, height: 200, id: "s")
      }
    ),
    (
      "empty data",
      { v in
        let none: [Double] = []
        return Chart {
          ForEach(none, id: \.self) { x in BarMark(x: .value("x", x), y: .value("y", x)) }
          LinePlot(none, x: .value("x", \.self), y: .value("y", \.self))
        }
        .chartXScale(domain: none).chartYScale(domain: [String]())
        .chartXAxis { AxisMarks(values: none) }
        .svg(width: v.double() < 0 ? 300 : 200, height: 200, id: "s")
      }
    ),
    (
      "mixed kinds on one axis",
      { v in
        Chart {
          BarMark(x: .value("k", "A"), y: .value("v", v.double()))
          BarMark(x: .value("k", v.double()), y: .value("v", 1))
          PointMark(x: .value("k", Date(timeIntervalSinceReferenceDate: 0)), y: .value("v", "B"))
        }
        .chartXScale(domain: ["A", "B"]).chartYScale(domain: 0...1)
        .svg(width: 300, height: 200, id: "s")
      }
    ),
  ]

  @Test(arguments: scenarios.indices)
  func noNumberTrapsTheRenderer(scenario index: Int) {
    let (name, scenario) = Self.scenarios[index]
    for round in 0..<200 {
      let seed = UInt64(index * 1_000 + round)
      var values = ExtremeValues(generator: SeededGenerator(seed: seed))
      Self.expectSVG(scenario(&values), name, seed: seed)
    }
  }

  @Test func aMillionCategoriesRender() {
    let categories = (0..<1_000_000).map { "c\($0)" }
    let svg = Chart {
      BarPlot(categories, x: .value("Category", \.self), y: .value("Count", \.count))
    }.svg(width: 400, height: 200, id: "m")
    Self.expectSVG(svg, "a million categories", seed: 0)
  }
}
