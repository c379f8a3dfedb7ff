import Foundation
import PlotKit

/// Charts of binned and ranged data: `NumberBins`/`DateBins` histograms, range values
/// (`.value("Range", a..<b)`), `Decimal` values and key-path styles of vectorized plots.
@MainActor
enum DataCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "wait-time-histogram-number-bins", render: waitTimeHistogram),
    GalleryChart(name: "weekly-orders-date-bins", render: weeklyOrdersDateBins),
    GalleryChart(name: "kitchen-schedule-date-ranges", render: kitchenScheduleDateRanges),
    GalleryChart(name: "orders-by-hour-range-heatmap", render: ordersByHourRangeHeatmap),
    GalleryChart(name: "daily-temperature-range-band", render: dailyTemperatureRangeBand),
    GalleryChart(name: "department-budget-decimal", render: departmentBudgetDecimal),
    GalleryChart(name: "table-turns-keypath-styles", render: tableTurnsKeyPathStyles),
    GalleryChart(name: "weekday-sales-aligned-gradient", render: weekdaySalesAlignedGradient),
  ]

  /// 600 deterministic waiting times in minutes, right-skewed like real queues, by channel.
  static let waitTimes: [(minutes: Double, channel: String)] = {
    var state: UInt64 = 2_024
    func uniform() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<600).map { index in
      let minutes = 2 + (uniform() + uniform()) * 6 + (index % 5 == 0 ? uniform() * 14 : 0)
      return (minutes, index % 3 == 0 ? "Delivery" : "Dine-in")
    }
  }()

  /// A histogram from `NumberBins(data:desiredCount:)`: bins group the data by `index(for:)`
  /// and each bar spans its bin (`.value("Wait", bins[index])`), stacked by channel.
  static func waitTimeHistogram(_ scheme: ChartColorScheme) -> String {
    let bins = NumberBins(data: waitTimes.map(\.minutes), desiredCount: 12)
    var counts: [String: [Int]] = [:]
    for wait in waitTimes {
      counts[wait.channel, default: Array(repeating: 0, count: bins.count)][
        bins.index(for: wait.minutes)] += 1
    }
    let rows = ["Dine-in", "Delivery"].flatMap { channel in
      bins.indices.map { (channel: channel, bin: bins[$0], count: counts[channel]?[$0] ?? 0) }
    }
    return Chart(rows, id: \.bin.lowerBound) { row in
      BarMark(x: .value("Wait (minutes)", row.bin), y: .value("Orders", row.count))
        .foregroundStyle(by: .value("Channel", row.channel))
    }
    .chartXAxis { AxisMarks(values: bins.thresholds) }
    .chartTitle("Waiting time per order")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 280, id: "wait-time-histogram-number-bins")
  }

  /// `DateBins(unit: .weekOfYear, range:calendar:)`: daily orders summed per week; each bar
  /// spans its week.
  static func weeklyOrdersDateBins(_ scheme: ChartColorScheme) -> String {
    let days = SessionData.dailySales
    let bins = DateBins(
      unit: .weekOfYear, range: days.first!.day...days.last!.day, calendar: SessionData.calendar)
    var totals = Array(repeating: 0, count: bins.count)
    for day in days { totals[bins.index(for: day.day)] += day.sales }
    return Chart(bins.indices, id: \.self) { index in
      BarMark(x: .value("Week", bins[index]), y: .value("Orders", totals[index]))
        .foregroundStyle(.orange.gradient)
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Orders per week")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "weekly-orders-date-bins")
  }

  /// A schedule (Gantt chart): each shift's bar spans its `start...end` (a `ClosedRange<Date>`).
  static func kitchenScheduleDateRanges(_ scheme: ChartColorScheme) -> String {
    let day = SessionData.dailySales[0].day
    let shifts: [(cook: String, from: Double, to: Double)] = [
      ("Ana", 6, 14), ("Ben", 7, 11), ("Ben", 16, 22), ("Chloé", 11, 19), ("Dev", 14, 23),
    ]
    return Chart(shifts.indices, id: \.self) { index in
      let shift = shifts[index]
      BarMark(
        x: .value(
          "Shift",
          day.addingTimeInterval(shift.from * 3_600)...day.addingTimeInterval(shift.to * 3_600)),
        y: .value("Cook", shift.cook), height: .ratio(0.6)
      )
      .foregroundStyle(by: .value("Cook", shift.cook))
      .cornerRadius(4)
    }
    .chartLegend(.hidden)
    .chartXAxis {
      AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
        AxisGridLine()
        AxisValueLabel(format: .dateTime.hour())
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Kitchen shifts")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 220, id: "kitchen-schedule-date-ranges")
  }

  /// A heat map whose cells span an hour each (`.value("Hour", hour..<hour + 1)`, an `Int`
  /// range) on a numeric x axis, coloured by a continuous scale.
  static func ordersByHourRangeHeatmap(_ scheme: ChartColorScheme) -> String {
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let cells = weekdays.enumerated().flatMap { day, name in
      (8..<20).map { hour in
        (weekday: name, hour: hour, orders: (hour * 13 + day * 29) % 37 + (day >= 5 ? 20 : 0))
      }
    }
    return Chart(cells.indices, id: \.self) { index in
      let cell = cells[index]
      RectangleMark(
        x: .value("Hour", cell.hour..<(cell.hour + 1)), y: .value("Day", cell.weekday)
      )
      .foregroundStyle(by: .value("Orders", cell.orders))
    }
    .chartForegroundStyleScale(range: Gradient(colors: [.white, .indigo]))
    .chartXScale(domain: 8...20)
    .chartTitle("Orders by hour")
    .chartColorScheme(scheme)
    .svg(width: 520, height: 280, id: "orders-by-hour-range-heatmap")
  }

  /// An area whose y is a `ClosedRange` (`.value("Range", low...high)`): a band, as
  /// `yStart:yEnd:` would draw it; the midpoint as a line.
  static func dailyTemperatureRangeBand(_ scheme: ChartColorScheme) -> String {
    let days = SessionData.dailySales.map(\.day)
    let lows = days.indices.map { 6 + Double(($0 * 7) % 9) }
    let highs = days.indices.map { lows[$0] + 5 + Double(($0 * 5) % 7) }
    return Chart(days.indices, id: \.self) { index in
      AreaMark(
        x: .value("Day", days[index], unit: .day),
        y: .value("Temperature", lows[index]...highs[index])
      )
      .foregroundStyle(.teal.opacity(0.3))
      LineMark(
        x: .value("Day", days[index], unit: .day),
        y: .value("Midpoint", (lows[index] + highs[index]) / 2)
      )
      .foregroundStyle(.teal)
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Daily low to high, °C")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "daily-temperature-range-band")
  }

  /// Money as `Decimal` (and a `Float` target), as apps keep it.
  static func departmentBudgetDecimal(_ scheme: ChartColorScheme) -> String {
    let budget: [(department: String, spent: Decimal)] = [
      ("Kitchen", Decimal(string: "1250.75")!), ("Front of house", Decimal(string: "830.10")!),
      ("Delivery", Decimal(string: "412.40")!), ("Marketing", Decimal(string: "96.05")!),
    ]
    let target: Float = 1_000
    return Chart {
      ForEach(budget, id: \.department) { line in
        BarMark(x: .value("Spent", line.spent), y: .value("Department", line.department))
      }
      RuleMark(x: .value("Target", target))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
    }
    .chartTitle("Spent this month, USD")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 220, id: "department-budget-decimal")
  }

  /// Vectorized plots styled per element through key paths: `foregroundStyle(\.color)`,
  /// `symbolSize(\.area)`, `opacity(\.confidence)`, `symbol(\.shape)` and `lineStyle(\.stroke)`.
  static func tableTurnsKeyPathStyles(_ scheme: ChartColorScheme) -> String {
    struct Table {
      var seats: Double
      var turns: Double
      var color: Color
      var area: CGFloat
      var confidence: CGFloat
      var shape: ChartSymbol
    }
    struct Trend {
      var seats: Double
      var turns: Double
      var stroke: StrokeStyle
    }
    let tables = (0..<24).map { index -> Table in
      let seats = Double(2 + index % 7)
      let turns = 6.5 - seats * 0.45 + Double((index * 7) % 5) * 0.3
      return Table(
        seats: seats, turns: turns, color: index % 2 == 0 ? .blue : .orange,
        area: CGFloat(30 + (index % 4) * 25), confidence: index % 3 == 0 ? 0.4 : 1,
        shape: index % 2 == 0 ? .circle : .square)
    }
    let trend = [
      Trend(seats: 2, turns: 5.7, stroke: StrokeStyle(lineWidth: 2)),
      Trend(seats: 8, turns: 3.0, stroke: StrokeStyle(lineWidth: 2)),
    ]
    return Chart {
      PointPlot(tables, x: .value("Seats", \.seats), y: .value("Turns", \.turns))
        .foregroundStyle(\.color)
        .symbolSize(\.area)
        .opacity(\.confidence)
        .symbol(\.shape)
      LinePlot(trend, x: .value("Seats", \.seats), y: .value("Turns", \.turns))
        .lineStyle(\.stroke)
    }
    .chartXScale(domain: 1...9)
    .chartTitle("Table turns per evening by table size")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 280, id: "table-turns-keypath-styles")
  }

  /// One gradient across the whole plot (`alignsMarkStylesWithPlotArea()`): taller bars reach
  /// further into it, so colour repeats height.
  static func weekdaySalesAlignedGradient(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.locations[0].data, id: \.weekday) {
      BarMark(x: .value("Day", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        .foregroundStyle(
          LinearGradient(
            colors: [.yellow, .red], startPoint: .bottom, endPoint: .top)
        )
        .alignsMarkStylesWithPlotArea()
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Sales by weekday, one gradient")
    .chartColorScheme(scheme)
    .svg(width: 420, height: 260, id: "weekday-sales-aligned-gradient")
  }
}
