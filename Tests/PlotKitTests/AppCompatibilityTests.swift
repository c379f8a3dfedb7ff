import Foundation
import Testing

@testable import PlotKit

/// What app code writes around and inside its charts: axis titles, UIKit colours, a chart-wide
/// foreground style, the chart's own frame and padding, `specifier:` interpolation and fonts.
/// Expected numbers come from the font metrics and arithmetic here, not from earlier output.
@MainActor
@Suite struct AppCompatibilityTests {
  struct Sale {
    var day: String
    var value: Double
  }
  let sales = [
    Sale(day: "Mon", value: 12), Sale(day: "Tue", value: 30), Sale(day: "Wed", value: 21),
  ]

  func bars() -> Chart<ForEach<[Sale], BarMark>> {
    Chart(sales, id: \.day) { BarMark(x: .value("Day", $0.day), y: .value("Sold", $0.value)) }
  }

  /// The attributes of the first `<text>` whose content is `text`.
  func textElement(_ text: String, in svg: String) -> String? {
    guard let end = svg.range(of: ">" + text + "</text>") else { return nil }
    guard let start = svg[..<end.lowerBound].range(of: "<text", options: .backwards) else {
      return nil
    }
    return String(svg[start.lowerBound..<end.lowerBound])
  }

  func number(_ attribute: String, in element: String) -> Double? {
    guard let range = element.range(of: " " + attribute + "=\"") else { return nil }
    return Double(element[range.upperBound...].prefix { $0 != "\"" })
  }

  @Test func axisTitlesSitOutsideTheAxisLabels() throws {
    let svg = bars().chartXAxisLabel("Weekday").chartYAxisLabel("Pancakes")
      .chartColorScheme(.light).svg(width: 400, height: 240, id: "t")
    let weekday = try #require(textElement("Weekday", in: svg))
    let monday = try #require(textElement("Mon", in: svg))
    // Below the category labels, and inside the chart.
    let titleY = try #require(number("y", in: weekday))
    #expect(titleY > (try #require(number("y", in: monday))))
    #expect(titleY <= 240)
    // The y title is turned a quarter anticlockwise, beside the trailing value labels.
    let pancakes = try #require(textElement("Pancakes", in: svg))
    let before = svg[..<(try #require(svg.range(of: pancakes))).lowerBound]
    #expect(before.suffix(300).contains("rotate(-90"))
    let valueLabel = try #require(textElement("30", in: svg))
    #expect(
      (try #require(number("x", in: valueLabel))) < 400 - TextMeasurer.standard.ascent(fontSize: 11)
    )
  }

  @Test func anAxisTitleAtTheTopTakesABandAboveThePlot() throws {
    // With the domain fixed at 0...30, Tue's bar (30) reaches the top of the plot.
    let plain = bars().chartYScale(domain: 0...30).svg(width: 400, height: 240, id: "t")
    let titled = bars().chartYScale(domain: 0...30)
      .chartXAxisLabel("Weekday", position: .top, alignment: .leading)
      .svg(width: 400, height: 240, id: "t")
    let title = try #require(textElement("Weekday", in: titled))
    #expect((try #require(number("x", in: title))) < 1)
    // The plot starts lower by the title's line and its 4-point spacing; its bottom stays.
    func tuesdayBar(_ svg: String) throws -> (top: Double, bottom: Double) {
      let title = try #require(svg.range(of: "<title>Day: Tue"))
      let start = try #require(svg[..<title.lowerBound].range(of: "<rect", options: .backwards))
      let bar = String(svg[start.lowerBound..<title.lowerBound])
      let y = try #require(number("y", in: bar))
      return (y, y + (try #require(number("height", in: bar))))
    }
    let line =
      TextMeasurer.standard.ascent(fontSize: 11) + TextMeasurer.standard.descent(fontSize: 11)
    let (plainBar, titledBar) = (try tuesdayBar(plain), try tuesdayBar(titled))
    #expect(abs(plainBar.bottom - titledBar.bottom) < 0.01)
    #expect(titledBar.top > plainBar.top)
    #expect(abs(titledBar.top - plainBar.top - (line + 4)) < 0.01)
  }

  @Test func specifierInterpolationFormatsInTheChartsLocale() {
    let text = Text("\(3.14159, specifier: "%.2f") kg")
    #expect(text.resolve(ChartEnvironment()) == "3.14 kg")
    #expect(text.resolve(ChartEnvironment(locale: Locale(identifier: "de_DE"))) == "3,14 kg")
    #expect(Text("plain").resolve(ChartEnvironment()) == "plain")
  }

  @Test func uikitColoursKeepTheirLightAndDarkValues() {
    #expect(Color(.systemGray5) == Color(light: 0xE5E5EA, dark: 0x2C2C2E))
    #expect(Color(uiColor: .systemBlue) == .blue)
    #expect(Color(nsColor: .label) == Color(light: 0x000000, dark: 0xFFFFFF))
    #expect(Color.accentColor == .blue)
    #expect(Color("#FF8800") == Color(hex: "#FF8800"))
  }

  @Test func aChartWideForegroundStyleColoursMarksWithoutTheirOwn() {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sold", 3))
      BarMark(x: .value("Day", "Tue"), y: .value("Sold", 4)).foregroundStyle(.red)
    }
    .foregroundStyle(Color(.systemIndigo)).chartColorScheme(.light)
    .svg(width: 300, height: 200, id: "t")
    #expect(svg.contains("fill=\"#5856d6\""))
    #expect(svg.contains("fill=\"#ff3b30\""))
    #expect(!svg.contains("fill=\"#007aff\""))
  }

  @Test func frameFixesASideAndPaddingGoesAroundIt() throws {
    let svg = bars().frame(height: 200).padding().svg(width: 500, height: 400, id: "t")
    #expect(svg.contains("width=\"500\" height=\"232\""))
    #expect(svg.contains("<g transform=\"translate(16 16)\"><rect width=\"468\" height=\"200\""))
    let fixed = bars().frame(width: 300, height: 100).svg(width: 500, height: 400, id: "t")
    #expect(fixed.contains("width=\"300\" height=\"100\""))
    let bounded = bars().frame(maxHeight: 150).svg(width: 500, height: 400, id: "t")
    #expect(bounded.contains("width=\"500\" height=\"150\""))
  }

  @Test func aChartInsideAViewDrawsAsANestedChart() throws {
    let spark = Chart(sales, id: \.day) {
      LineMark(x: .value("Day", $0.day), y: .value("Sold", $0.value))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let svg = bars().chartOverlay { _ in
      VStack {
        Text("Trend")
        spark.frame(width: 80, height: 30)
      }
    }
    .svg(width: 400, height: 240, id: "outer")
    #expect(svg.components(separatedBy: "<svg ").count == 3)
    #expect(svg.contains("id=\"outer-chart"))
    #expect(svg.contains("width=\"80\" height=\"30\""))
    // Only the outer chart paints a background: the nested one is transparent, as in SwiftUI.
    #expect(svg.components(separatedBy: "class=\"background").count - 1 == 1)
  }

  @Test func axisValueLabelFontsAndCentringApply() throws {
    let svg = bars().chartYAxis {
      AxisMarks { _ in AxisValueLabel().font(.caption.weight(.semibold)).foregroundStyle(.secondary)
      }
    }
    .chartColorScheme(.light).svg(width: 400, height: 240, id: "t")
    let label = try #require(textElement("30", in: svg))
    #expect(label.contains("font-size=\"12\""))
    #expect(label.contains("font-weight=\"bold\""))
  }

  @Test func anArrayDomainSpansItsValues() throws {
    let svg = bars().chartYScale(domain: [0, 70]).svg(width: 400, height: 240, id: "t")
    #expect(svg.contains("from 0 to 70"))
  }

  @Test func aRoundedPlotAreaRoundsItsBackground() {
    let svg = bars().chartPlotStyle { $0.background(Color(.systemGray6)).cornerRadius(8) }
      .svg(width: 400, height: 240, id: "t")
    #expect(svg.contains("rx=\"8\" fill=\"#f2f2f7\""))
  }

  @Test func textStylesAndDesignsKeepTheirSizes() {
    #expect(Font.system(.caption, design: .rounded).size == 12)
    #expect(Font.system(.headline).weight == .bold)
    #expect(
      Font.system(size: 9, weight: .semibold, design: .monospaced) == Font(size: 9, weight: .bold))
    #expect(Font.custom("Avenir", size: 13).size == 13)
  }

  @Test func datesWithAUnitStackInTheirUnitsBar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    func day(_ month: Int, _ day: Int) -> Date {
      calendar.date(from: DateComponents(year: 2024, month: month, day: day, hour: 13))!
    }
    let sales = [(day(1, 3), 1.0), (day(1, 15), 2.0), (day(1, 31), 3.0), (day(2, 1), 4.0)]
    let svg = Chart(sales, id: \.0) {
      BarMark(x: .value("Month", $0.0, unit: .month), y: .value("Sold", $0.1))
    }
    .chartYScale(domain: 0...6).chartCalendar(calendar)
    .svg(width: 400, height: 200, id: "t")
    let bars = svg.components(separatedBy: "<rect x=\"").dropFirst().map {
      Double($0.prefix { $0 != "\"" })!
    }
    // Three January bars share one x and stack to the top (6 of 6); February's stands apart.
    #expect(bars.count == 4)
    #expect(Set(bars.prefix(3)).count == 1)
    #expect(bars[3] != bars[0])
    // Heights follow the values, and January's stack (6) stands taller than February (4).
    let rects = svg.components(separatedBy: "<rect x=\"").dropFirst().map { String($0.prefix(80)) }
    let y = rects.map { number("y", in: " " + $0)! }
    let height = rects.map { number("height", in: " " + $0)! }
    #expect(abs(height[1] - 2 * height[0]) < 0.05 && abs(height[2] - 3 * height[0]) < 0.05)
    #expect(abs(height[3] - 4 * height[0]) < 0.05)
    #expect(y.prefix(3).min()! < y[3])
  }

  @Test func lineStyleByGivesEachSeriesItsOwnDashedLine() {
    struct Reading {
      var hour: Int
      var value: Double
      var sensor: String
    }
    let readings = (0..<4).flatMap { hour in
      ["Inside", "Outside"].map { Reading(hour: hour, value: Double(hour * 2), sensor: $0) }
    }
    let svg = Chart(readings, id: \.hour) {
      LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value))
        .lineStyle(by: .value("Sensor", $0.sensor))
    }
    .svg(width: 300, height: 200, id: "t")
    // Two lines (one per sensor, though they share a colour), the second dashed 6-4.
    #expect(svg.components(separatedBy: "<path d=\"M").count - 1 >= 2)
    #expect(svg.contains("stroke-dasharray=\"6 4\""))
    let custom = Chart(readings, id: \.hour) {
      LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value))
        .lineStyle(by: .value("Sensor", $0.sensor))
    }
    .chartLineStyleScale([
      "Inside": StrokeStyle(lineWidth: 5), "Outside": StrokeStyle(lineWidth: 1),
    ])
    .svg(width: 300, height: 200, id: "t")
    #expect(custom.contains("stroke-width=\"5\""))
    #expect(!custom.contains("stroke-dasharray"))
  }

  @Test func symbolSizeByScalesAreasLinearlyOntoTheRange() throws {
    let svg = Chart(sales, id: \.day) {
      PointMark(x: .value("Day", $0.day), y: .value("Sold", $0.value))
        .symbolSize(by: .value("Sold", $0.value))
    }
    .chartSymbolSizeScale(range: 16...400)
    .chartColorScheme(.light).svg(width: 300, height: 200, id: "t")
    // Circles: radius = sqrt(area / π) (the symbol's area is its size); 12 is the smallest (16), 30 the largest (400).
    // Each circle is a path "M… a r,r 0 1,0 …": read r from the arc.
    let radii = svg.components(separatedBy: "a").dropFirst().compactMap { part -> Double? in
      guard part.contains(" 0 1,0 ") else { return nil }
      return Double(part.prefix { $0 != "," })
    }.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    try #require(radii.count == 3)
    #expect(abs(radii[0] - (16 / Double.pi).squareRoot()) < 0.01)
    #expect(abs(radii[1] - (400 / Double.pi).squareRoot()) < 0.01)
    let wednesday: Double = 16.0 + 9.0 / 18.0 * 384.0  // 21 sits 9 of 18 along 12...30
    #expect(abs(radii[2] - (wednesday / Double.pi).squareRoot()) < 0.01)
  }

  @Test func clipShapesRoundBarsAndOffsetsExtendRules() {
    let svg = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sold", 3)).clipShape(Capsule())
      BarMark(x: .value("Day", "Tue"), y: .value("Sold", 4))
        .clipShape(RoundedRectangle(cornerRadius: 5))
      RuleMark(x: .value("Day", "Tue")).offset(yStart: -10)
    }
    .svg(width: 300, height: 200, id: "t")
    #expect(svg.contains("rx=\"5\""))
    // The capsule's radius is half the bar's width.
    let monday = svg.components(separatedBy: "<rect x=\"").dropFirst().first ?? ""
    let width = number("width", in: " " + monday) ?? 0
    #expect(number("rx", in: " " + monday) == (width / 2 * 100).rounded() / 100)
    // The rule starts 10 points above the plot's top.
    let rule = svg.components(separatedBy: "<path d=\"M").last ?? ""
    let top = Double(rule.split(separator: ",")[1].prefix { $0 != "V" }) ?? 0
    let bar = svg.components(separatedBy: "<rect x=\"").dropFirst().last ?? ""
    let tuesdayTop = number("y", in: " " + bar) ?? 0
    #expect(top < tuesdayTop - 9.99)
  }

  @Test func axisMarksWithoutAValueParameterAndWithAStroke() {
    let svg = bars().chartYAxis {
      AxisMarks(values: .automatic) {
        AxisGridLine()
        AxisValueLabel()
      }
    }
    .chartXAxis { AxisMarks(stroke: StrokeStyle(lineWidth: 3)) }
    .svg(width: 300, height: 200, id: "t")
    #expect(svg.contains(">20</text>"))
    let hidden = Chart(sales, id: \.day) {
      LineMark(x: .value("Day", Double($0.value)), y: .value("Sold", $0.value))
    }
    .chartXAxis { AxisMarks(stroke: StrokeStyle(lineWidth: 3)) }
    .svg(width: 300, height: 200, id: "t")
    #expect(hidden.contains("stroke-width=\"3\""))
  }

  @Test func currencyAndIntegerLabelsUseTheChartsLocale() throws {
    let euros = bars().chartYAxis { AxisMarks(format: .currency(code: "EUR")) }
      .chartLocale(Locale(identifier: "de_DE")).svg(width: 400, height: 240, id: "t")
    let expected = FloatingPointFormatStyle<Double>.Currency(
      code: "EUR", locale: Locale(identifier: "de_DE")
    ).format(20)
    #expect(euros.contains(">" + expected + "</text>"))
    let integers = bars().chartYAxis {
      AxisMarks { _ in AxisValueLabel(format: IntegerFormatStyle<Int>.number) }
    }
    .svg(width: 400, height: 240, id: "t")
    #expect(integers.contains(">20</text>") && !integers.contains(">20.0</text>"))
  }

  @Test func aMappingFunctionColoursTheSeries() {
    let svg = Chart(sales, id: \.day) {
      BarMark(x: .value("Day", $0.day), y: .value("Sold", $0.value))
        .foregroundStyle(by: .value("Day", $0.day))
    }
    .chartForegroundStyleScale { (day: String) in day == "Tue" ? Color.red : Color.gray }
    .chartColorScheme(.light).svg(width: 300, height: 200, id: "t")
    #expect(svg.contains("fill=\"#ff3b30\""))
    #expect(svg.components(separatedBy: "fill=\"#8e8e93\"").count - 1 >= 2)
  }

  @Test func symbolScalesSizesAndStrides() {
    let svg = Chart(sales, id: \.day) {
      PointMark(x: .value("Day", $0.day), y: .value("Sold", $0.value))
        .symbol(by: .value("Day", $0.day))
        .symbolSize(CGSize(width: 10, height: 10))
    }
    .chartSymbolScale(domain: ["Mon", "Tue", "Wed"], range: [.square, .square, .square])
    .chartYAxis { AxisMarks(values: .automatic(minimumStride: 25)) }
    .svg(width: 300, height: 200, id: "t")
    // Squares of area 100 are 10 points wide: "h10" in their paths.
    #expect(svg.components(separatedBy: "h10").count - 1 >= 3)
    // The automatic step (20 here) is below the minimum: labels 25 apart instead.
    #expect(svg.contains(">25</text>") && !svg.contains(">20</text>"))
  }

  @Test func alignedStylesSpanThePlotArea() {
    let svg = Chart(sales, id: \.day) {
      BarMark(x: .value("Day", $0.day), y: .value("Sold", $0.value))
        .foregroundStyle(
          .linearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top)
        )
        .alignsMarkStylesWithPlotArea()
    }
    .svg(width: 300, height: 200, id: "t")
    #expect(svg.contains("gradientUnits=\"userSpaceOnUse\""))
  }

  @Test func aspectRatioFitsOrFillsTheOfferedSize() {
    let fit = bars().aspectRatio(2, contentMode: .fit).svg(width: 400, height: 400, id: "t")
    #expect(fit.contains("width=\"400\" height=\"200\""))
    let fill = bars().aspectRatio(2, contentMode: .fill).svg(width: 400, height: 400, id: "t")
    #expect(fill.contains("width=\"800\" height=\"400\""))
  }

  @Test func anyViewWrappingAChartRendersAsStandaloneSVG() throws {
    let card = VStack(alignment: .leading) {
      Text("Sold this week").font(.headline)
      bars().frame(height: 150)
    }
    .padding()
    .background(Color(.systemGray6))
    let svg = card.svg(width: 400, height: 220, id: "card", colorScheme: .light)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">Sold this week</text>"))
    #expect(svg.contains("fill=\"#f2f2f7\""))
    // The chart inside is a nested SVG, 150 points tall as its frame says.
    #expect(svg.components(separatedBy: "<svg ").count == 3)
    #expect(svg.contains("height=\"150\" viewBox=\"0 0 368 150\""))
    guard let problems = try XMLLint.problems(svg) else { return }
    #expect(problems == "")
  }

  @Test func yLabelsAfterTicksStayInsideTheChart() throws {
    let svg = bars().chartYAxis { AxisMarks(format: .currency(code: "USD")) }
      .svg(width: 300, height: 200, id: "t")
    // AxisMarks(format:) draws ticks: the label column must hold them as well as the text.
    let label = try #require(textElement("$40.00", in: svg))
    let x = try #require(number("x", in: label))
    #expect(x + TextMeasurer.standard.width(of: "$40.00", fontSize: 11) <= 300)
  }
}
