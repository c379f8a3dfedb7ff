import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

extension ReportCharts {
  /// The report date's running net sales by local hour against the typical same weekday: the
  /// day's line, the typical median (dashed), the typical range as a band and a closing rule.
  func todayAgainstTypical(_ curve: TypicalDayCurve, id: String, summary: String) -> String {
    let weekday = format.weekdayName(data.date.isoWeekday)
    let daySeries = text(.todaySeries)
    let typicalSeries = text(.typicalSeries, ["weekday": weekday])
    let bandSeries = text(
      .typicalRange, ["count": format.count(curve.sampleCount), "weekday": weekday])
    let start = format.instant(data.date)
    // By place in the business day: past midnight, an hour is drawn after 23:00, on the next
    // day's instant (04 … 23, 00 … 03 for a day starting at 04:00).
    func at(_ position: Int) -> Date {
      start.addingTimeInterval(Double(curve.axisStart + position + 1) * 3600)
    }
    let chart = Chart {
      if curve.sampleCount > 0 {
        ForEach(curve.hours, id: \.hour) { hour in
          AreaMark(
            x: .value(text(.hourAxis), at(hour.position)),
            yStart: .value(text(.netSoFarAxis), major(hour.low)),
            yEnd: .value(text(.netSoFarAxis), major(hour.high))
          )
          .foregroundStyle(by: .value("", bandSeries))
          .opacity(0.25)
        }
        ForEach(curve.hours, id: \.hour) { hour in
          LineMark(
            x: .value(text(.hourAxis), at(hour.position)),
            y: .value(text(.netSoFarAxis), hour.median / pow(10, Double(format.minorUnitDigits))),
            series: .value("", typicalSeries)
          )
          .foregroundStyle(by: .value("", typicalSeries))
          .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 4]))
        }
      }
      ForEach(curve.hours.filter { $0.day != nil }, id: \.hour) { hour in
        LineMark(
          x: .value(text(.hourAxis), at(hour.position)),
          y: .value(text(.netSoFarAxis), major(hour.day ?? 0)), series: .value("", daySeries)
        )
        .foregroundStyle(by: .value("", daySeries))
        .lineStyle(StrokeStyle(lineWidth: 3))
        PointMark(
          x: .value(text(.hourAxis), at(hour.position)),
          y: .value(text(.netSoFarAxis), major(hour.day ?? 0))
        )
        .foregroundStyle(by: .value("", daySeries))
        .accessibilityLabel(format.hour(hour.hour + 1))
        // Without an earlier same weekday there is no typical figure to read out ("a typical
        // Monday by then: $0.00" claimed one).
        .accessibilityValue(
          format.money(minorUnits: hour.day ?? 0)
            + (curve.sampleCount > 0
              ? " · "
                + text(
                  .typicalByThen,
                  [
                    "weekday": weekday,
                    "money": format.money(minorUnits: Int(hour.median.rounded())),
                  ]) : "")
        )
      }
      if let closing = curve.closingPosition {
        RuleMark(x: .value(text(.hourAxis), at(closing)))
          .foregroundStyle(.secondary)
          .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 3]))
          .accessibilityHidden(true)
          // Beside the rule at the top of the plot, where the curves have not reached yet.
          .annotation(position: .leading, alignment: .top) {
            Text(text(.closingRule)).font(.caption).foregroundStyle(.secondary)
          }
      }
    }
    // Without an earlier same weekday there is no typical line or band: the legend names only
    // what is drawn (not "Range of the last 0 Fridays").
    .chartForegroundStyleScale(
      domain: curve.sampleCount > 0 ? [daySeries, typicalSeries, bandSeries] : [daySeries],
      range: curve.sampleCount > 0
        ? [
          Self.seriesColors[0], Color(light: 0x5C5C63, dark: 0xB0B0B8),
          Color(light: 0x8E8E93, dark: 0x8E8E93),
        ] : [Self.seriesColors[0]]
    )
    // Each point is the running total at the end of its hour, drawn at that instant (on the
    // hour's grid line, as its read-out "9 PM, $2,309.00" says), not in the middle of the next
    // hour as a `unit: .hour` value would place it; an hour of margin each side keeps the
    // first and last points and their labels inside the plot.
    .chartXScale(domain: xDomain(curve, at: at))
    .chartXAxis {
      AxisMarks(values: .stride(by: .hour, count: isCompact ? 4 : 2)) { _ in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.hour())
      }
    }
    return finish(
      chart, id: id,
      title: text(.todayTitle, ["date": format.longDate(data.date), "weekday": weekday]),
      summary: summary, height: 320)
  }

  /// The today chart's hours (places in the business day): from an hour before its first
  /// point to an hour after its last point or closing rule.
  func xDomain(_ curve: TypicalDayCurve, at: (Int) -> Date) -> ClosedRange<Date> {
    let hours = curve.hours.map(\.position) + (curve.closingPosition.map { [$0] } ?? [])
    let first = at((hours.min() ?? 0) - 1)
    let last = at((hours.max() ?? 23) + 1)
    return first...max(first, last)
  }

  /// Hour × weekday, coloured by the average tickets per operating day of that weekday; only
  /// the hours with any ticket are drawn, so the map stays wide enough to read on a phone.
  /// `maximum` and `span` (places on the cells' hour axis, `activeSpan`) set the top of the
  /// colour scale and the hours drawn, to share them between small multiples.
  func busyHours(
    _ cells: [BusyHourCell], id: String, title: String, summary: String, maximum: Double? = nil,
    span: ClosedRange<Int>? = nil
  ) -> String {
    let active = cells.filter { $0.averageTickets > 0 }
    let axis = Self.hourAxis(cells)
    let position = Dictionary(uniqueKeysWithValues: axis.enumerated().map { ($1, $0) })
    let first = span?.lowerBound ?? Self.activeSpan(cells)?.lowerBound ?? 0
    let last = min(span?.upperBound ?? Self.activeSpan(cells)?.upperBound ?? 23, axis.count - 1)
    let maximum = maximum ?? active.map(\.averageTickets).max() ?? 0
    let hours = axis[first...max(first, last)].map { format.hour($0) }
    // An hour without tickets is left blank rather than painted as the scale's low end.
    let rows = cells.filter {
      (first...last).contains(position[$0.hour] ?? -1) && $0.averageTickets > 0
    }.map {
      cell in
      (
        hour: format.hour(cell.hour), weekday: format.shortWeekdayName(cell.weekday),
        // Colours in 24 steps: no eye tells finer shades apart, and each distinct colour costs
        // the page a style rule for light and dark (the exact value is in the cell's name).
        tickets: maximum > 0 ? (cell.averageTickets / maximum * 24).rounded() / 24 * maximum : 0,
        name: "\(format.weekdayName(cell.weekday)) \(format.hour(cell.hour))",
        value: text(.ticketsPerDay) + ": " + format.decimal(cell.averageTickets)
      )
    }
    // PlotKit's continuous scale with a gradient legend; the domain is fixed so small multiples
    // share one scale.
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        RectangleMark(
          x: .value(text(.hourAxis), row.hour), y: .value(text(.weekdayAxis), row.weekday)
        )
        .foregroundStyle(by: .value(text(.ticketsPerDay), row.tickets))
        .accessibilityLabel(row.name)
        .accessibilityValue(row.value)
      }
    }
    .chartXScale(domain: hours)
    .chartYScale(domain: (1...7).map(format.shortWeekdayName))
    .chartForegroundStyleScale(domain: 0...max(maximum, 0.1), range: BusyHoursRamp.gradient)
    return finish(chart, id: id, title: title, summary: summary, height: 7 * 30 + 100)
  }

  /// The hours of `cells` in their order: the business day's (04 … 23, 00 … 03 for a day
  /// starting at 04:00; 0…23 by default), as the analytics list them.
  static func hourAxis(_ cells: [BusyHourCell]) -> [Int] {
    var axis: [Int] = []
    var seen = Set<Int>()
    for cell in cells where seen.insert(cell.hour).inserted { axis.append(cell.hour) }
    return axis.isEmpty ? Array(0..<24) : axis
  }

  /// The places on `cells`' hour axis from the first to the last hour with any ticket.
  static func activeSpan(_ cells: [BusyHourCell]) -> ClosedRange<Int>? {
    let axis = hourAxis(cells)
    let position = Dictionary(uniqueKeysWithValues: axis.enumerated().map { ($1, $0) })
    let places = cells.filter { $0.averageTickets > 0 }.compactMap { position[$0.hour] }
    guard let first = places.min(), let last = places.max() else { return nil }
    return first...last
  }
}
