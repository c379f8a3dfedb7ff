import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The daily charts of a large fleet (more than `NightlyReportData.citiesInDailyStack` cities
/// that traded): the fleet's total on its own axis, and the spread across trucks on a per-truck
/// axis in a second chart, because a total 200 times a truck's figure would flatten the band.
extension ReportCharts {
  /// The fleet's net sales per day as one bar each, not stacked by city.
  func fleetDaily(id: String) -> String {
    let days = data.fleetSpread.map {
      (
        day: format.instant($0.date), date: format.shortDate($0.date), net: major($0.totalCents),
        money: format.money(minorUnits: $0.totalCents)
      )
    }
    let chart = Chart {
      ForEach(days, id: \.day) { row in
        BarMark(
          x: .value(text(.dayAxis), row.day, unit: .day), y: .value(text(.netSalesAxis), row.net)
        )
        .foregroundStyle(Self.seriesColors[0])
        .accessibilityLabel(row.date)
        .accessibilityValue(row.money)
      }
    }
    .chartXAxis { weekAxis }
    return finish(
      chart, id: id, title: text(.fleetDailyTitle), summary: summaries.dailySales, height: 300)
  }

  /// Per day, a band from the lowest to the highest truck that traded and a line at the median
  /// truck (the seed's range-band pattern); a day no truck traded has neither.
  func truckSpread(id: String) -> String {
    let band = text(.spreadBandSeries)
    let median = text(.spreadMedianSeries)
    let axis = text(.truckNetAxis)
    let scale = pow(10, Double(format.minorUnitDigits))
    let days = data.fleetSpread.compactMap { day -> SpreadPoint? in
      guard let low = day.lowestCents, let middle = day.medianCents, let high = day.highestCents
      else { return nil }
      return SpreadPoint(
        day: format.instant(day.date), date: format.longDate(day.date), low: major(low),
        median: middle / scale, high: major(high),
        spoken: text(
          .spreadValue,
          [
            "count": format.count(day.trucks), "low": format.money(minorUnits: low),
            "median": format.money(minorUnits: Int(middle.rounded())),
            "high": format.money(minorUnits: high),
          ]))
    }
    let chart = Chart {
      ForEach(days, id: \.day) { day in
        AreaMark(
          x: .value(text(.dayAxis), day.day, unit: .day),
          yStart: .value(axis, day.low), yEnd: .value(axis, day.high)
        )
        .foregroundStyle(by: .value("", band))
        .accessibilityHidden(true)
      }
      ForEach(days, id: \.day) { day in
        LineMark(
          x: .value(text(.dayAxis), day.day, unit: .day), y: .value(axis, day.median),
          series: .value("", median)
        )
        .foregroundStyle(by: .value("", median))
        .lineStyle(StrokeStyle(lineWidth: 2))
        PointMark(x: .value(text(.dayAxis), day.day, unit: .day), y: .value(axis, day.median))
          .foregroundStyle(by: .value("", median))
          .symbolSize(16)
          .accessibilityLabel(day.date)
          .accessibilityValue(day.spoken)
      }
    }
    // The band's light fill is its scale colour, not a mark opacity, so that the legend shows
    // a light swatch for the band beside the median's full colour.
    .chartForegroundStyleScale(
      domain: [median, band], range: [Self.seriesColors[0], Self.seriesColors[0].opacity(0.3)]
    )
    .chartXAxis { weekAxis }
    return finish(
      chart, id: id, title: text(.spreadTitle),
      summary: summaries.truckSpread + " " + text(.spreadNote), height: 320)
  }

  /// One day's band and median, in whole currency units for the chart.
  private struct SpreadPoint {
    var day: Date
    var date: String
    var low: Double
    var median: Double
    var high: Double
    var spoken: String
  }

  /// Weekly labels ending on the report date, so the last day is always named.
  private var weekAxis: AxisMarks {
    AxisMarks(
      values: .values(
        stride(from: 28, through: 0, by: -7).map { format.instant(data.date.adding(days: -$0)) })
    ) { _ in
      AxisGridLine()
      AxisTick()
      AxisValueLabel(format: .dateTime.month(.abbreviated).day())
    }
  }
}
