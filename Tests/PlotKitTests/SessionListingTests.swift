import Foundation
import PlotKit
import Testing

// The WWDC22 session "Swift Charts: Raise the bar" (seeds/000_b59d690dcc0e50f2.txt) has 13
// code listings. Each function below holds one listing's `Chart { … }` expression and its
// chart modifiers exactly as the listing writes them (only indentation differs, and the
// SwiftUI `View` around it is gone); the data are the listings' own tables, with dates in
// UTC instead of `Calendar.current`. If PlotKit's API drifts from Swift Charts' as the
// session uses it, this file stops compiling.

/// Top style chart [3:48]
@MainActor
func listingTopStyle() -> String {
  let data = SessionListingData.topStyles
  let chart =
    Chart(data, id: \.name) {
      BarMark(
        x: .value("Sales", $0.sales),
        y: .value("Name", $0.name)
      )
      // Set the foreground style of the bars.
      .foregroundStyle(.pink)
      // Customize the accessibility label and value.
      .accessibilityLabel($0.name)
      .accessibilityValue("\($0.sales) sold")
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Daily sales chart [5:12]
@MainActor
func listingDailySales() -> String {
  let dailySales = SessionListingData.dailySales
  let chart =
    Chart {
      ForEach(dailySales, id: \.day) {
        // Try change to LineMark.
        BarMark(
          x: .value("Day", $0.day, unit: .day),
          y: .value("Sales", $0.sales)
        )
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Sales by location with line mark [6:16]
@MainActor
func listingLocationsLine() -> String {
  let seriesData = SessionListingData.seriesData
  let chart =
    Chart {
      ForEach(seriesData, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          LineMark(
            x: .value("Weekday", $0.weekday, unit: .day),
            y: .value("Sales", $0.sales)
          )
        }
        .foregroundStyle(by: .value("City", series.city))
        .symbol(by: .value("City", series.city))
        .interpolationMethod(.catmullRom)
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Sales by location with bar mark [7:19]
@MainActor
func listingLocationsBar() -> String {
  let seriesData = SessionListingData.seriesData
  let chart =
    Chart {
      ForEach(seriesData, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          BarMark(
            x: .value("Weekday", $0.weekday, unit: .day),
            y: .value("Sales", $0.sales)
          )
        }
        .foregroundStyle(by: .value("City", series.city))
        .position(by: .value("City", series.city))
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Monthly sales with line and area marks [8:02]
@MainActor
func listingMonthlyLineArea() -> String {
  let data = SessionListingData.monthly
  let chart =
    Chart {
      ForEach(data, id: \.month) {
        AreaMark(
          x: .value("Month", $0.month, unit: .month),
          yStart: .value("Daily Min", $0.dailyMin),
          yEnd: .value("Daily Max", $0.dailyMax)
        )
        .opacity(0.3)
        LineMark(
          x: .value("Month", $0.month, unit: .month),
          y: .value("Daily Average", $0.dailyAverage)
        )
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Monthly sales with bar and rectangle marks [8:46]
@MainActor
func listingMonthlyBarRectangle() -> String {
  let data = SessionListingData.monthly
  let chart =
    Chart {
      ForEach(data, id: \.month) {
        BarMark(
          x: .value("Month", $0.month, unit: .month),
          yStart: .value("Daily Min", $0.dailyMin),
          yEnd: .value("Daily Max", $0.dailyMax),
          width: .ratio(0.6)
        )
        .opacity(0.3)
        RectangleMark(
          x: .value("Month", $0.month, unit: .month),
          y: .value("Daily Average", $0.dailyAverage),
          width: .ratio(0.6),
          height: 2
        )
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Monthly sales with average line and annotation [9:19]
@MainActor
func listingMonthlyAverageAnnotation() -> String {
  let data = SessionListingData.monthly
  let averageValue = 137
  let chart =
    Chart {
      ForEach(data, id: \.month) {
        BarMark(
          x: .value("Month", $0.month, unit: .month),
          yStart: .value("Daily Min", $0.dailyMin),
          yEnd: .value("Daily Max", $0.dailyMax),
          width: .ratio(0.6)
        )
        .opacity(0.3)
        RectangleMark(
          x: .value("Month", $0.month, unit: .month),
          y: .value("Daily Average", $0.dailyAverage),
          width: .ratio(0.6),
          height: 2
        )
      }
      .foregroundStyle(.gray.opacity(0.5))

      RuleMark(
        y: .value("Average", averageValue)
      )
      .lineStyle(StrokeStyle(lineWidth: 3))
      .annotation(position: .top, alignment: .leading) {
        Text("Average: \(averageValue, format: .number)")
          .font(.headline)
          .foregroundStyle(.blue)
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with custom scales for Y and foreground style [13:54]
@MainActor
func listingCustomScales() -> String {
  let seriesData = SessionListingData.seriesData
  let chart =
    Chart {
      ForEach(seriesData, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          LineMark(
            x: .value("Weekday", $0.weekday, unit: .day),
            y: .value("Sales", $0.sales)
          )
        }
        .foregroundStyle(by: .value("City", series.city))
        .symbol(by: .value("City", series.city))
        .interpolationMethod(.catmullRom)
      }
    }
    .chartYScale(domain: 0...200)
    .chartForegroundStyleScale([
      "San Francisco": .orange,
      "Cupertino": .pink,
    ])
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with custom X axis [15:16]
@MainActor
func listingCustomXAxis() -> String {
  let data = SessionListingData.monthly
  let chart =
    Chart(data, id: \.month) {
      BarMark(
        x: .value("Month", $0.month, unit: .month),
        y: .value("Sales", $0.sales)
      )
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .month)) { value in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(
          format: .dateTime.month(.narrow)
        )
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with custom X axis and conditional content for axis marks [16:17]
@MainActor
func listingCustomXAxisConditional() -> String {
  let data = SessionListingData.monthly
  let chart =
    Chart(data, id: \.month) {
      BarMark(
        x: .value("Month", $0.month, unit: .month),
        y: .value("Sales", $0.sales)
      )
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .month)) { value in
        if value.as(Date.self)!.isFirstMonthOfQuarter {
          AxisGridLine().foregroundStyle(.black)
          AxisTick().foregroundStyle(.black)
          AxisValueLabel(
            format: .dateTime.month(.narrow)
          )
        } else {
          AxisGridLine()
        }
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with custom Y axis [17:00]
@MainActor
func listingCustomYAxis() -> String {
  let data = SessionListingData.monthly
  let chart =
    Chart(data, id: \.month) {
      BarMark(
        x: .value("Month", $0.month, unit: .month),
        y: .value("Sales", $0.sales)
      )
    }
    .chartYAxis {
      AxisMarks(preset: .extended, position: .leading)
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with plot area style [18:26]
@MainActor
func listingPlotAreaStyle() -> String {
  let data = SessionListingData.topStyles
  let chart =
    Chart(data, id: \.name) {
      BarMark(
        x: .value("Sales", $0.sales),
        y: .value("Name", $0.name)
      )
      // Set the foreground style of the bars.
      .foregroundStyle(.pink)
      // Customize the accessibility label and value.
      .accessibilityLabel($0.name)
      .accessibilityValue("\($0.sales) sold")
    }
    .chartPlotStyle { plotArea in
      plotArea.frame(height: 60 * 6)
        .background(.pink.opacity(0.2))
        .border(.pink, width: 1)
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// Chart with brushing interaction [20:03]
@MainActor
func listingBrushing() -> String {
  let data = SessionListingData.dailySales
  @State var range: (Date, Date)? = nil
  let chart =
    Chart {
      ForEach(data, id: \.day) {
        LineMark(
          x: .value("Month", $0.day, unit: .day),
          y: .value("Sales", $0.sales)
        )
        .interpolationMethod(.catmullRom)
        .symbol(Circle().strokeBorder(lineWidth: 2))
      }
      if let (start, end) = range {
        RectangleMark(
          xStart: .value("Selection Start", start),
          xEnd: .value("Selection End", end)
        )
        .foregroundStyle(.gray.opacity(0.2))
      }
    }
    .chartOverlay { proxy in
      GeometryReader { nthGeoItem in
        Rectangle().fill(.clear).contentShape(Rectangle())
          .gesture(
            DragGesture()
              .onChanged { value in
                // Find the x-coordinates in the chart's plot area.
                let xStart = value.startLocation.x - nthGeoItem[proxy.plotAreaFrame].origin.x
                let xCurrent = value.location.x - nthGeoItem[proxy.plotAreaFrame].origin.x
                // Find the date values at the x-coordinates.
                if let dateStart: Date = proxy.value(atX: xStart),
                  let dateCurrent: Date = proxy.value(atX: xCurrent)
                {
                  range = (dateStart, dateCurrent)
                }
              }
              .onEnded { _ in range = nil }  // Clear the state on gesture end.
          )
      }
    }
  return chart.chartCalendar(SessionListingData.calendar).svg(width: 480, height: 300)
}

/// The listings' data tables, verbatim.
enum SessionListingData {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static func date(year: Int, month: Int, day: Int = 1) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
  }

  static let topStyles = [
    (name: "Cachapa", sales: 916),
    (name: "Injera", sales: 850),
    (name: "Crêpe", sales: 802),
    (name: "Jian Bing", sales: 753),
    (name: "Dosa", sales: 654),
    (name: "American", sales: 618),
  ]

  static let dailySales: [(day: Date, sales: Int)] = [
    (day: date(year: 2022, month: 5, day: 8), sales: 168),
    (day: date(year: 2022, month: 5, day: 9), sales: 117),
    (day: date(year: 2022, month: 5, day: 10), sales: 106),
    (day: date(year: 2022, month: 5, day: 11), sales: 119),
    (day: date(year: 2022, month: 5, day: 12), sales: 109),
    (day: date(year: 2022, month: 5, day: 13), sales: 104),
    (day: date(year: 2022, month: 5, day: 14), sales: 196),
    (day: date(year: 2022, month: 5, day: 15), sales: 172),
    (day: date(year: 2022, month: 5, day: 16), sales: 122),
    (day: date(year: 2022, month: 5, day: 17), sales: 115),
    (day: date(year: 2022, month: 5, day: 18), sales: 138),
    (day: date(year: 2022, month: 5, day: 19), sales: 110),
    (day: date(year: 2022, month: 5, day: 20), sales: 106),
    (day: date(year: 2022, month: 5, day: 21), sales: 187),
    (day: date(year: 2022, month: 5, day: 22), sales: 187),
    (day: date(year: 2022, month: 5, day: 23), sales: 119),
    (day: date(year: 2022, month: 5, day: 24), sales: 160),
    (day: date(year: 2022, month: 5, day: 25), sales: 144),
    (day: date(year: 2022, month: 5, day: 26), sales: 152),
    (day: date(year: 2022, month: 5, day: 27), sales: 148),
    (day: date(year: 2022, month: 5, day: 28), sales: 240),
    (day: date(year: 2022, month: 5, day: 29), sales: 242),
    (day: date(year: 2022, month: 5, day: 30), sales: 173),
    (day: date(year: 2022, month: 5, day: 31), sales: 143),
    (day: date(year: 2022, month: 6, day: 1), sales: 137),
    (day: date(year: 2022, month: 6, day: 2), sales: 123),
    (day: date(year: 2022, month: 6, day: 3), sales: 146),
    (day: date(year: 2022, month: 6, day: 4), sales: 214),
    (day: date(year: 2022, month: 6, day: 5), sales: 250),
    (day: date(year: 2022, month: 6, day: 6), sales: 146),
  ]

  static let seriesData = [
    (
      city: "Cupertino",
      data: [
        (weekday: date(year: 2022, month: 5, day: 2), sales: 54),
        (weekday: date(year: 2022, month: 5, day: 3), sales: 42),
        (weekday: date(year: 2022, month: 5, day: 4), sales: 88),
        (weekday: date(year: 2022, month: 5, day: 5), sales: 49),
        (weekday: date(year: 2022, month: 5, day: 6), sales: 42),
        (weekday: date(year: 2022, month: 5, day: 7), sales: 125),
        (weekday: date(year: 2022, month: 5, day: 8), sales: 67),
      ]
    ),
    (
      city: "San Francisco",
      data: [
        (weekday: date(year: 2022, month: 5, day: 2), sales: 81),
        (weekday: date(year: 2022, month: 5, day: 3), sales: 90),
        (weekday: date(year: 2022, month: 5, day: 4), sales: 52),
        (weekday: date(year: 2022, month: 5, day: 5), sales: 72),
        (weekday: date(year: 2022, month: 5, day: 6), sales: 84),
        (weekday: date(year: 2022, month: 5, day: 7), sales: 84),
        (weekday: date(year: 2022, month: 5, day: 8), sales: 137),
      ]
    ),
  ]

  static let monthly = [
    (
      month: date(year: 2021, month: 7), sales: 3952, dailyAverage: 127, dailyMin: 95, dailyMax: 194
    ),
    (
      month: date(year: 2021, month: 8), sales: 4044, dailyAverage: 130, dailyMin: 96, dailyMax: 189
    ),
    (
      month: date(year: 2021, month: 9), sales: 3930, dailyAverage: 131, dailyMin: 101,
      dailyMax: 184
    ),
    (
      month: date(year: 2021, month: 10), sales: 4217, dailyAverage: 136, dailyMin: 96,
      dailyMax: 193
    ),
    (
      month: date(year: 2021, month: 11), sales: 4006, dailyAverage: 134, dailyMin: 104,
      dailyMax: 202
    ),
    (
      month: date(year: 2021, month: 12), sales: 3994, dailyAverage: 129, dailyMin: 96,
      dailyMax: 190
    ),
    (
      month: date(year: 2022, month: 1), sales: 4202, dailyAverage: 136, dailyMin: 96, dailyMax: 203
    ),
    (
      month: date(year: 2022, month: 2), sales: 3749, dailyAverage: 134, dailyMin: 98, dailyMax: 200
    ),
    (
      month: date(year: 2022, month: 3), sales: 4329, dailyAverage: 140, dailyMin: 104,
      dailyMax: 218
    ),
    (
      month: date(year: 2022, month: 4), sales: 4084, dailyAverage: 136, dailyMin: 93, dailyMax: 221
    ),
    (
      month: date(year: 2022, month: 5), sales: 4559, dailyAverage: 147, dailyMin: 104,
      dailyMax: 242
    ),
    (
      month: date(year: 2022, month: 6), sales: 1023, dailyAverage: 170, dailyMin: 120,
      dailyMax: 250
    ),
  ]
}

extension Date {
  /// The listing's quarter test, in the listings' UTC calendar.
  var isFirstMonthOfQuarter: Bool {
    SessionListingData.calendar.component(.month, from: self) % 3 == 1
  }
}

/// Every listing compiles unchanged and renders marks.
@MainActor
@Suite struct SessionListingTests {
  nonisolated static let listings: [(String, @MainActor @Sendable () -> String)] = [
    ("Top style chart", listingTopStyle),
    ("Daily sales chart", listingDailySales),
    ("Sales by location with line mark", listingLocationsLine),
    ("Sales by location with bar mark", listingLocationsBar),
    ("Monthly sales with line and area marks", listingMonthlyLineArea),
    ("Monthly sales with bar and rectangle marks", listingMonthlyBarRectangle),
    ("Monthly sales with average line and annotation", listingMonthlyAverageAnnotation),
    ("Chart with custom scales for Y and foreground style", listingCustomScales),
    ("Chart with custom X axis", listingCustomXAxis),
    (
      "Chart with custom X axis and conditional content for axis marks",
      listingCustomXAxisConditional
    ),
    ("Chart with custom Y axis", listingCustomYAxis),
    ("Chart with plot area style", listingPlotAreaStyle),
    ("Chart with brushing interaction", listingBrushing),
  ]

  @Test func theSessionHasThirteenListingsAndAllAreHere() {
    #expect(Self.listings.count == 13)
  }

  @Test(arguments: listings.map(\.0))
  func rendersWithMarks(title: String) throws {
    let render = try #require(Self.listings.first { $0.0 == title }?.1)
    let svg = render()
    #expect(svg.contains("role=\"graphics-symbol\""), "\(title) drew no marks")
    guard let problems = try XMLLint.problems(svg) else { return }
    #expect(problems == "", "xmllint: \(problems)")
  }
}
