import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The dashboard's charts, built with PlotKit from the report's series.
///
/// Charts follow the viewer's light or dark mode (`.automatic`); every mark carries an
/// accessible label with its values, and series are told apart by legend, symbol and position,
/// never by colour alone. A chart never has more than `ReportFigures.seriesLimit` series: the
/// smaller cities are folded into "Other". On the main actor, where PlotKit renders.
@MainActor
struct ReportCharts {
  let data: NightlyReportData
  let format: ReportFormatter
  /// The width the charts are laid out for (the page shows them scaled to fit).
  let width: Double

  var summaries: ReportSummaries { ReportSummaries(data: data, format: format) }
  var text: ReportStrings { format.strings }
  /// Phone layouts: fewer, shorter labels so text stays at least 11 px on a 360 px screen.
  var isCompact: Bool { width < 400 }

  /// Four clearly different hues (a blue, and Okabe–Ito orange, bluish green, reddish purple,
  /// shaded for 3:1 contrast in each scheme) and grey for "Other" or a fifth series.
  static let seriesColors: [Color] = [
    Color(light: 0x2B5FB5, dark: 0x56B4E9), Color(light: 0xC75F00, dark: 0xE69F00),
    Color(light: 0x008060, dark: 0x2DBE8C), Color(light: 0xB4468C, dark: 0xE08FC0),
    Color(light: 0x6B6B6B, dark: 0xA8A8A8),
  ]

  func finish(
    _ chart: Chart<some ChartContent>, id: String, title: String, summary: String, height: Double
  ) -> String {
    chart
      .chartTitle(title)
      .chartSummary(summary)
      .chartLocale(format.locale)
      .chartCalendar(format.calendar)
      .chartColorScheme(.automatic)
      .svg(width: width, height: height, id: id)
  }

  /// Whole currency units, the unit the money charts plot.
  func major(_ minorUnits: Int) -> Double {
    Double(minorUnits) / pow(10, Double(format.minorUnitDigits))
  }

  func topStyles(id: String) -> String {
    let styles = data.styles.filter { $0.quantity != 0 || $0.revenueCents != 0 }
      .sorted { ($0.revenueCents, $1.style) > ($1.revenueCents, $0.style) }
    // Style names take at most 30% of the width (a long menu name is cut with "…"; the full
    // name stays in the mark's accessible label and the data table), so the bars keep room.
    let nameWidth = isCompact ? 96 : max(96, width * 0.3)
    // Two names cut to the same text would be one bar: those keep their full names.
    let cut = styles.map { Self.shortened($0.style, toWidth: nameWidth) }
    let shown = zip(styles, cut).map { style, short in
      cut.filter { $0 == short }.count > 1 ? style.style : short
    }
    let shownName = Dictionary(
      zip(styles.map(\.style), shown).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    func moneyLabel(_ style: StyleTotal) -> String {
      format.roundedMoney(minorUnits: Double(style.revenueCents))
    }
    func fullLabel(_ style: StyleTotal) -> String {
      text(
        .styleValue,
        ["money": moneyLabel(style), "count": format.count(style.quantity)])
    }
    // Room to the right of the longest bar for its value label, so a label never has to move
    // inside its bar or over the style names; where "money · count" would need more than 60%
    // of the plot (billions on a narrow card), the label is the money alone.
    let measurer = TextMeasurer.standard
    let names =
      shown.map { measurer.width(of: $0, fontSize: 11) }.max() ?? 0
    let plotWidth = max(width - names - 40, 100)
    func widest(_ label: (StyleTotal) -> String) -> Double {
      styles.map { measurer.width(of: label($0), fontSize: 12) }.max() ?? 0
    }
    let useFull = !isCompact && (widest(fullLabel) + 12) / plotWidth <= 0.6
    let rows = styles.map { style in
      (
        style: shownName[style.style] ?? style.style,
        net: major(style.revenueCents),
        label: useFull ? fullLabel(style) : moneyLabel(style),
        name: style.style,
        spoken: text(
          .styleValue,
          [
            "money": format.money(minorUnits: style.revenueCents),
            "count": format.count(style.quantity),
          ])
      )
    }
    let longest = rows.map { measurer.width(of: $0.label, fontSize: 12) }.max() ?? 0
    let headroom = min(0.6, (longest + 12) / plotWidth)
    let top = max(rows.map(\.net).max() ?? 1, 1) / (1 - headroom)
    let chart = Chart(rows, id: \.style) { row in
      BarMark(x: .value(text(.netSalesAxis), row.net), y: .value(text(.styleAxis), row.style))
        .foregroundStyle(Self.seriesColors[0])
        .accessibilityLabel(row.name)
        .accessibilityValue(row.spoken)
        .annotation(position: .trailing) { Text(row.label) }
    }
    .chartXScale(domain: 0...top)
    return finish(
      chart, id: id, title: text(.stylesTitle), summary: summaries.topStyles,
      height: Double(max(rows.count, 1)) * 36 + 60)
  }

  /// A city as its chart legend names it: cut with "…" to fit one legend line of this layout
  /// (PlotKit does not wrap legend text, and a 60-letter town name ran past a phone's chart),
  /// unless cutting would make it the same as another city's; marks keep the full name in
  /// their accessible labels.
  func legendName(_ city: String) -> String {
    let room = max(96, width - 60)
    let short = Self.shortened(city, toWidth: room, fontSize: 12)
    guard short != city else { return city }
    let clash = data.cities.contains {
      $0.city != city && Self.shortened($0.city, toWidth: room, fontSize: 12) == short
    }
    return clash ? city : short
  }

  /// `name` cut to fit `width` points of 11-point axis text, ending in "…" where it was cut, so a
  /// long style name leaves the bars room on a phone (the full name stays in the mark's
  /// accessible label and the data table).
  static func shortened(_ name: String, toWidth width: Double, fontSize: Double = 11) -> String {
    let measurer = TextMeasurer.standard
    guard measurer.width(of: name, fontSize: fontSize) > width else { return name }
    var kept = ""
    for character in name {
      guard measurer.width(of: kept + String(character) + "…", fontSize: fontSize) <= width
      else { break }
      kept.append(character)
    }
    return kept.trimmingCharacters(in: .whitespaces) + "…"
  }

  /// The daily rows of the chart: the largest cities on their own, the rest summed as "Other".
  var dailyRows: [(city: String, date: LocalDate, net: Int)] {
    let ranking = ReportFigures(data: data).cityRanking
    let other = text(.otherCities, ["count": format.count(ranking.folded.count)])
    var rows: [(city: String, date: LocalDate, net: Int)] = []
    var otherByDate: [LocalDate: Int] = [:]
    for row in data.dailyByCity {
      if ranking.isShown(row.city) {
        rows.append((row.city, row.date, row.revenueCents))
      } else {
        otherByDate[row.date, default: 0] += row.revenueCents
      }
    }
    let order = Dictionary(
      uniqueKeysWithValues: ranking.shown.enumerated().map { ($1, $0) })
    rows.sort { ($0.date, order[$0.city] ?? 0) < ($1.date, order[$1.city] ?? 0) }
    guard !ranking.folded.isEmpty else { return rows }
    var merged: [(city: String, date: LocalDate, net: Int)] = []
    for date in data.last30Days {
      merged += rows.filter { $0.date == date }
      merged.append((other, date, otherByDate[date] ?? 0))
    }
    return merged
  }

  /// The series names of the daily chart, largest first, "Other" last.
  private var dailySeries: [String] {
    let ranking = ReportFigures(data: data).cityRanking
    return ranking.shown
      + (ranking.folded.isEmpty
        ? [] : [text(.otherCities, ["count": format.count(ranking.folded.count)])])
  }

  /// Every seventh day back from the report date over the last 30 days, oldest first.
  private var weekTicks: [Date] {
    stride(from: 28, through: 0, by: -7).map { format.instant(data.date.adding(days: -$0)) }
  }

  func dailySales(id: String) -> String {
    let rows = dailyRows.map {
      (
        city: $0.city, series: legendName($0.city), day: format.instant($0.date),
        date: format.shortDate($0.date),
        net: major($0.net), money: format.money(minorUnits: $0.net)
      )
    }
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        BarMark(
          x: .value(text(.dayAxis), row.day, unit: .day), y: .value(text(.netSalesAxis), row.net)
        )
        .foregroundStyle(by: .value(text(.cityLegend), row.series))
        .accessibilityLabel("\(row.city), \(row.date)")
        .accessibilityValue(row.money)
      }
    }
    .chartForegroundStyleScale(domain: dailySeries.map(legendName), range: Self.seriesColors)
    .chartXAxis {
      // Weekly labels ending on the report date, so the last bar is always named.
      AxisMarks(values: .values(weekTicks)) { _ in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.month(.abbreviated).day())
      }
    }
    return finish(
      chart, id: id, title: text(.dailyTitle), summary: summaries.dailySales, height: 340)
  }
}
