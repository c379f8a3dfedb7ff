import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The "Where to park" chart: the seed's range band turned on its side, one row per stop.
extension ReportCharts {
  /// The most stops the chart ranks; a fleet's other stops are in the CSV file.
  static let parkingRows = 10

  /// The stops the chart shows: the best `parkingRows` per scheduled hour.
  var shownParkingStops: [StopTotal] {
    Array((data.parking?.stops ?? []).prefix(Self.parkingRows))
  }

  /// Per stop, best per scheduled hour at the top: a band from its worst to its best visit
  /// after fees, a tick at its average visit, and its per-hour figure and visit count at the
  /// band's end. A new stop (fewer than 3 visits) is drawn in the second colour and says "new".
  func parking(id: String) -> String {
    let stops = shownParkingStops
    let measurer = TextMeasurer.standard
    let nameWidth = isCompact ? 110 : max(110, width * 0.3)
    let rows = stops.enumerated().map { index, stop in
      let average = stop.visitAverageCents ?? 0
      let perHour = format.money(minorUnits: Int(stop.netAfterFeePerHourCents ?? 0))
      let values = [
        "perHour": perHour, "count": format.count(stop.visits),
        "low": format.money(minorUnits: Int(stop.visitMinCents ?? 0)),
        "high": format.money(minorUnits: Int(stop.visitMaxCents ?? 0)),
        "average": format.money(minorUnits: Int(average)),
      ]
      return ParkingRow(
        name: Self.shortened("\(index + 1). \(stop.stop)", toWidth: nameWidth),
        spoken: "\(stop.stop), \(stop.city)", low: major(Int(stop.visitMinCents ?? 0)),
        high: major(Int(stop.visitMaxCents ?? 0)), average: major(Int(average)),
        isNew: WhereToPark.isNew(stop),
        label: text(WhereToPark.isNew(stop) ? .parkLabelNew : .parkLabel, values),
        value: text(.parkValue, values))
    }
    let names = rows.map { measurer.width(of: $0.name, fontSize: 11) }.max() ?? 0
    let plotWidth = max(width - names - 40, 100)
    // Wide: room right of the best visit for the longest label, as the top-styles chart
    // leaves. A phone has no such room: its labels go above the bands, fitted into the plot.
    let longest = rows.map { measurer.width(of: $0.label, fontSize: 12) }.max() ?? 0
    let headroom = isCompact ? 0.05 : min(0.6, (longest + 12) / plotWidth)
    let lowest = min(rows.map(\.low).min() ?? 0, 0)
    let highest = max(rows.map(\.high).max() ?? 1, 1)
    let top = lowest + (highest - lowest) / (1 - headroom)
    let newSeries = text(.parkNew)
    let stopSeries = text(.parkStopAxis)
    let compact = isCompact
    let chart = Chart {
      ForEach(rows, id: \.name) { row in
        if compact {
          band(row, series: row.isNew ? newSeries : stopSeries, height: 0.4)
            .annotation(
              position: .top, alignment: .leading, spacing: 1,
              overflowResolution: .init(x: .fit(to: .plot), y: .disabled)
            ) { Text(row.label).font(.caption) }
        } else {
          band(row, series: row.isNew ? newSeries : stopSeries, height: 0.6)
            .annotation(position: .trailing) { Text(row.label) }
        }
        RectangleMark(
          x: .value(text(.parkAxis), row.average), y: .value(stopSeries, row.name), width: 3,
          height: .ratio(compact ? 0.5 : 0.8)
        )
        .foregroundStyle(by: .value("", row.isNew ? newSeries : stopSeries))
        .accessibilityHidden(true)
      }
    }
    .chartForegroundStyleScale(
      domain: [stopSeries, newSeries], range: [Self.seriesColors[0], Self.seriesColors[1]]
    )
    .chartLegend(.hidden)
    .chartXScale(domain: lowest...top)
    return finish(
      chart, id: id, title: text(.parkTitle), summary: summaries.parking,
      height: Double(max(rows.count, 1)) * (compact ? 48 : 36) + 60)
  }

  /// One stop's band from its worst to its best visit, `height` of its row.
  private func band(_ row: ParkingRow, series: String, height: Double) -> some ChartContent {
    BarMark(
      xStart: .value(text(.parkAxis), row.low), xEnd: .value(text(.parkAxis), row.high),
      y: .value(text(.parkStopAxis), row.name), height: .ratio(height)
    )
    .foregroundStyle(by: .value("", series))
    .opacity(0.35)
    .accessibilityLabel(row.spoken)
    .accessibilityValue(row.value)
  }

  /// One stop's band, tick and labels, in whole currency units for the chart.
  private struct ParkingRow {
    var name: String
    var spoken: String
    var low: Double
    var high: Double
    var average: Double
    var isNew: Bool
    var label: String
    var value: String
  }
}
