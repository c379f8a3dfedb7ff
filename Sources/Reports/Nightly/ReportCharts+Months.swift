import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The monthly charts: the daily range per month and the monthly totals.
extension ReportCharts {
  /// A month's name, marked as partial when it is the report's month still running.
  func monthName(_ month: YearMonth, operatingDays: Int) -> String {
    guard month == data.date.yearMonth, summaries.currentMonthIsPartial else {
      return format.month(month)
    }
    return text(
      .partialMonth, ["month": format.month(month), "days": format.count(data.date.day)])
  }

  func monthlyRange(id: String) -> String {
    let months = data.monthly.map {
      (
        month: format.instant($0.month.firstDay),
        name: monthName($0.month, operatingDays: $0.operatingDays), low: $0.dailyMin,
        high: $0.dailyMax, average: $0.dailyAverage
      )
    }
    let overall = Int(data.overallAverage.average.rounded())
    let chart = Chart {
      ForEach(months, id: \.month) { month in
        BarMark(
          x: .value(text(.monthAxis), month.month, unit: .month),
          yStart: .value(text(.dailyMinimum), month.low),
          yEnd: .value(text(.dailyMaximum), month.high), width: .ratio(0.6)
        )
        .opacity(0.3)
        .accessibilityLabel(month.name)
        .accessibilityValue(
          text(
            .rangeValue,
            [
              "low": format.count(month.low), "high": format.count(month.high),
              "average": format.decimal(month.average),
            ]))
        RectangleMark(
          x: .value(text(.monthAxis), month.month, unit: .month),
          y: .value(text(.averageSoldAxis), month.average), width: .ratio(0.6), height: 2
        )
        .foregroundStyle(.secondary)
        .accessibilityHidden(true)
      }
      RuleMark(y: .value(text(.averageSoldAxis), overall))
        .lineStyle(StrokeStyle(lineWidth: 3))
        .foregroundStyle(.secondary)
        .accessibilityLabel(
          text(.averageOverDays, ["count": format.count(data.overallAverage.operatingDays)])
        )
        .accessibilityValue(text(.perDay, ["value": format.count(overall)]))
        .annotation(position: .top, alignment: .leading, spacing: 2) {
          // The label sits over the first months' bars: a backing in the page colour keeps it
          // readable there, and the padding keeps it off the chart's left edge.
          Text(text(.averageLabel, ["value": format.count(overall)])).font(.caption)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 4)
            .background(.background.opacity(0.85), in: RoundedRectangle(cornerRadius: 3))
        }
    }
    return finish(
      monthAxis(chart, firstMonth: months.first?.month), id: id, title: text(.rangeTitle),
      summary: summaries.monthlyRange, height: 320)
  }

  /// One narrow month letter per month, quarters (January, April, July, October) marked with a
  /// darker grey line (not black: it must not outweigh the data), and the year where it changes (January) and on the first month shown.
  func monthAxis<Content: ChartContent>(_ chart: Chart<Content>, firstMonth: Date?) -> Chart<
    Content
  > {
    let calendar = format.calendar
    return
      chart
      .chartXAxis {
        AxisMarks(values: .stride(by: .month)) { value in
          // Quarters start in January, April, July and October: mark them more strongly; the
          // year is written where it changes (January) and on the first month shown.
          if let date = value.as(Date.self) {
            let month = calendar.component(.month, from: date)
            if month == 1 || date == firstMonth {
              AxisGridLine().foregroundStyle(.secondary)
              AxisTick().foregroundStyle(.secondary)
              AxisValueLabel(format: .dateTime.month(.narrow).year(.twoDigits))
            } else if (month - 1) % 3 == 0 {
              AxisGridLine().foregroundStyle(.secondary)
              AxisTick().foregroundStyle(.secondary)
              AxisValueLabel(format: .dateTime.month(.narrow))
            } else {
              AxisGridLine()
              AxisValueLabel(format: .dateTime.month(.narrow))
            }
          }
        }
      }
  }

  func monthlyTotals(id: String) -> String {
    let months = data.monthly.map {
      (
        month: format.instant($0.month.firstDay),
        name: monthName($0.month, operatingDays: $0.operatingDays), quantity: $0.quantity,
        isPartial: $0.month == data.date.yearMonth && summaries.currentMonthIsPartial
      )
    }
    // The words go above the running month's bar only where they fit its band: on narrow
    // layouts they would spill over the neighbouring bars or the axis labels.
    let band = (width - 60) / Double(max(months.count, 1))
    let soFarFits = TextMeasurer.standard.width(of: text(.soFar), fontSize: 11) + 4 <= band
    let chart = Chart {
      ForEach(months, id: \.month) { month in
        if month.isPartial && soFarFits {
          // The running month is marked, so its short bar does not read as a slump (where the
          // words do not fit, its accessible name and the summary still say it).
          BarMark(
            x: .value(text(.monthAxis), month.month, unit: .month),
            y: .value(text(.soldAxis), month.quantity)
          )
          // A lighter bar marks the running month on every layout.
          .foregroundStyle(
            month.isPartial ? Self.seriesColors[0].opacity(0.5) : Self.seriesColors[0]
          )
          .accessibilityLabel(month.name)
          .accessibilityValue(text(.soldValue, ["value": format.count(month.quantity)]))
          .annotation(position: .top) {
            Text(text(.soFar)).font(.caption2).foregroundStyle(.secondary)
          }
        } else {
          BarMark(
            x: .value(text(.monthAxis), month.month, unit: .month),
            y: .value(text(.soldAxis), month.quantity)
          )
          .foregroundStyle(
            month.isPartial ? Self.seriesColors[0].opacity(0.5) : Self.seriesColors[0]
          )
          .accessibilityLabel(month.name)
          .accessibilityValue(text(.soldValue, ["value": format.count(month.quantity)]))
        }
      }
    }
    return finish(
      monthAxis(chart, firstMonth: months.first?.month), id: id, title: text(.totalsTitle),
      summary: summaries.monthlyTotals, height: 320)
  }
}
