import Foundation
import Testing

@testable import PlotKit

/// Runs the pipeline up to the transforms and returns the layers, for white-box checks.
@MainActor
func preparedLayers<C: ChartContent>(_ content: C) -> [MarkLayer] {
  let configuration = ChartConfiguration()
  let collector = ChartContentCollector(environment: configuration.environment)
  content._collect(into: collector)
  let series = SeriesScales.make(
    layers: collector.layers, styles: collector.styles, configuration: configuration)
  let context = PrepareContext(
    styles: collector.styles, series: series, environment: configuration.environment)
  for layer in collector.layers { layer.mark.prepare(layer, context) }
  return collector.layers
}

@MainActor
@Suite struct StackingTests {
  struct Sale {
    var day: String
    var city: String
    var sales: Int
  }

  @Test func barsAtTheSamePositionStackInSeriesOrderAndNegativesGoDown() throws {
    // Rows arrive interleaved; stacking must still order segments by series.
    let data = [
      Sale(day: "Mon", city: "B", sales: 5), Sale(day: "Mon", city: "A", sales: 3),
      Sale(day: "Tue", city: "A", sales: 4), Sale(day: "Tue", city: "B", sales: -2),
      Sale(day: "Tue", city: "C", sales: -1),
    ]
    let layer = try #require(
      preparedLayers(
        ForEach(data, id: \.day) {
          BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
            .foregroundStyle(by: .value("City", $0.city))
        }
      ).first)
    let starts = layer.columns[RectangularChannel.yStart].values
    let ends = layer.columns[RectangularChannel.yEnd].values
    // Colour domain order is B, A, C (first appearance).
    #expect(starts[0] == 0 && ends[0] == 5)  // Mon B
    #expect(starts[1] == 5 && ends[1] == 8)  // Mon A on top of B
    #expect(starts[2] == 0 && ends[2] == 4)  // Tue A
    #expect(starts[3] == 0 && ends[3] == -2)  // Tue B goes down
    #expect(starts[4] == -2 && ends[4] == -3)  // Tue C below B
    #expect(layer.stacked)
  }

  @Test func groupedBarsSitSideBySideWithoutOverlapping() throws {
    let svg = Chart {
      ForEach(["A", "B"], id: \.self) { city in
        ForEach(["Mon", "Tue"], id: \.self) { day in
          BarMark(x: .value("Day", day), y: .value("Sales", 10))
        }
        .foregroundStyle(by: .value("City", city))
        .position(by: .value("City", city))
      }
    }
    .svg(width: 400, height: 200, id: "g")
    let xs = svg.components(separatedBy: "<rect x=\"").dropFirst(1).filter {
      $0.contains("graphics-symbol")
    }
    .map { piece -> (Double, Double) in
      let x = Double(piece.prefix { $0 != "\"" })!
      let width = Double(piece.components(separatedBy: "width=\"")[1].prefix { $0 != "\"" })!
      return (x, x + width)
    }
    #expect(xs.count == 4)
    let sorted = xs.sorted { $0.0 < $1.0 }
    for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.1 <= b.0 + 0.01) }
    #expect(!svg.contains("stroke-width=\"1\" role"))  // dodged bars are not stacked
  }

  @Test func areasStackLikeBars() throws {
    let layer = try #require(
      preparedLayers(
        ForEach(["A", "B"], id: \.self) { city in
          AreaMark(x: .value("Day", 1), y: .value("Sales", city == "A" ? 2 : 3))
            .foregroundStyle(by: .value("City", city))
        }
      ).first)
    #expect(layer.columns[AreaChannel.yStart].values == [0, 2])
    #expect(layer.columns[AreaChannel.yEnd].values == [2, 5])
  }
}

@MainActor
@Suite struct AnnotationTests {
  func annotation(_ position: AnnotationPosition) -> Annotation {
    Annotation(
      position: position, alignment: .center, spacing: 4, content: Text("Label 123")._viewNode)
  }

  @Test func annotationsNeverOverlapOrLeaveTheChart() {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    // Two marks side by side, and one at the very top edge whose label cannot go above.
    let requests = [
      AnnotationRequest(
        annotation: annotation(.top), frame: Rect(x: 50, y: 50, width: 10, height: 50),
        verticalMark: true),
      AnnotationRequest(
        annotation: annotation(.top), frame: Rect(x: 58, y: 50, width: 10, height: 50),
        verticalMark: true),
      AnnotationRequest(
        annotation: annotation(.top), frame: Rect(x: 190, y: 0, width: 10, height: 50),
        verticalMark: true),
    ]
    let placed = AnnotationPlacer.place(requests, bounds: bounds, ChartEnvironment())
    #expect(placed.count == 3)
    for item in placed { #expect(bounds.contains(item.box), "\(item.box) leaves the chart") }
    for i in placed.indices {
      for j in placed.indices where j > i {
        #expect(
          !placed[i].box.intersects(placed[j].box), "\(placed[i].box) covers \(placed[j].box)")
      }
    }
  }

  @Test func averageRuleAnnotationFollowsTheLocale() {
    let chart = Chart {
      RuleMark(y: .value("Average", 4559))
        .annotation(position: .top, alignment: .leading) {
          Text("Average: \(4559, format: .number)")
        }
    }
    let german = chart.chartLocale(Locale(identifier: "de_DE")).svg(
      width: 300, height: 200, id: "de")
    let english = chart.svg(width: 300, height: 200, id: "en")
    #expect(german.contains(">Average: 4.559</text>"))
    #expect(english.contains(">Average: 4,559</text>"))
  }

  @Test func germanMonthNamesOnATimeAxis() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    let months = (1...12).map {
      calendar.date(from: DateComponents(year: 2022, month: $0, day: 1))!
    }
    let svg = Chart(months, id: \.self) {
      BarMark(x: .value("Monat", $0, unit: .month), y: .value("Umsatz", 1))
    }
    .chartLocale(Locale(identifier: "de_DE"))
    .chartCalendar(calendar)
    .svg(width: 640, height: 200, id: "de")
    #expect(svg.contains(">Okt"))
    #expect(svg.contains(">Jan"))
  }
}

@MainActor
@Suite struct LegendAndAccessibilityTests {
  @Test func colourAndSymbolOnTheSameFieldShareOneLegendEntry() {
    let svg = Chart {
      ForEach(["Cupertino", "San Francisco"], id: \.self) { city in
        LineMark(x: .value("Day", 1), y: .value("Sales", 2))
          .foregroundStyle(by: .value("City", city))
          .symbol(by: .value("City", city))
      }
    }
    .svg(width: 400, height: 200, id: "l")
    #expect(svg.components(separatedBy: "role=\"listitem\"").count - 1 == 2)
    #expect(svg.contains("aria-label=\"Legend: City\""))
    let hidden = Chart {
      BarMark(x: .value("Day", "a"), y: .value("Sales", 2)).foregroundStyle(by: .value("City", "X"))
    }
    .chartLegend(.hidden)
    .svg(width: 400, height: 200, id: "h")
    #expect(!hidden.contains("class=\"legend\""))
  }

  @Test func theDocumentDescribesItselfAndEveryMarkHasAnAccessibleName() {
    let svg = Chart([("Cachapa", 916), ("Injera", 850)], id: \.0) {
      BarMark(x: .value("Sales", $0.1), y: .value("Name", $0.0))
        .accessibilityLabel($0.0)
        .accessibilityValue("\($0.1) sold")
    }
    .chartTitle("Top styles")
    .svg(width: 400, height: 160, id: "a")
    #expect(svg.contains("role=\"graphics-document\""))
    #expect(svg.contains("<title id=\"a-title\">Top styles</title>"))
    #expect(svg.contains("X axis: Sales, from 0 to 1,000."))
    #expect(svg.contains("Y axis: Name, 2 categories: Cachapa, Injera."))
    #expect(svg.contains("<title>Cachapa, 916 sold</title>"))
    #expect(svg.contains("<title>Injera, 850 sold</title>"))
    #expect(svg.contains("<g class=\"axis-x\" aria-hidden=\"true\">"))
    #expect(svg.contains("<g class=\"axis-y\" aria-hidden=\"true\">"))
  }
}
