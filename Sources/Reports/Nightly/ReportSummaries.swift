import Foundation
import SalesAnalytics
import SalesDomain

/// The one- or two-sentence main message of each chart, stated with real values in the page's
/// language. Lists name at most a few cities, so a summary stays short with any fleet size.
struct ReportSummaries {
  let data: NightlyReportData
  let format: ReportFormatter
  /// The most cities a summary names.
  static let citiesNamed = 4

  private var text: ReportStrings { format.strings }
  private var figures: ReportFigures { ReportFigures(data: data) }

  private func money(_ amount: Int) -> String { format.money(minorUnits: amount) }

  var topStyles: String {
    let sold = data.styles.filter { $0.quantity > 0 }
      .sorted { ($0.revenueCents, $1.style) > ($1.revenueCents, $0.style) }
    guard let first = sold.first else { return text(.stylesNone) }
    let values = [
      "style": first.style, "money": money(first.revenueCents),
      "count": format.count(first.quantity),
    ]
    guard sold.count > 1 else { return text(.stylesOnly, values) }
    let second = sold[1]
    if first.revenueCents == second.revenueCents {
      return text(.stylesTie, values.merging(["second": second.style]) { $1 })
    }
    let total = sold.reduce(0) { $0 + $1.revenueCents }
    let change = RelativeChange(Double(first.revenueCents), against: Double(second.revenueCents))
    let more: [String: String] = [
      "second": second.style, "percent": format.percent(change?.percent ?? 0),
      "share": format.share(Double(first.revenueCents), of: Double(total)),
    ]
    let phrase: Phrase = (change?.isAboutTheSame ?? true) ? .stylesLeadSame : .stylesLead
    return text(phrase, values.merging(more) { $1 })
  }

  var dailySales: String {
    let comparison = data.last30Comparison
    let total = comparison.current.revenueCents
    guard comparison.current.quantity > 0,
      let best = data.daily.max(by: { ($0.revenueCents, $1.date) < ($1.revenueCents, $0.date) })
    else { return text(.dailyNone, ["date": format.longDate(data.date)]) }
    let change = RelativeChange(Double(total), against: Double(comparison.previous.revenueCents))
    let first = text(
      phraseForChange(change, up: .dailyTotalUp, down: .dailyTotalDown, same: .dailyTotalSame)
        ?? .dailyTotalNoPrior,
      ["money": money(total), "percent": format.percent(change?.percent ?? 0)])
    var values = ["date": format.longDate(best.date), "money": money(best.revenueCents)]
    let sellers = data.cities.filter { $0.revenueCents > 0 }
    guard sellers.count > 1,
      let top = sellers.max(by: { ($0.revenueCents, $1.city) < ($1.revenueCents, $0.city) })
    else { return first + " " + text(.dailyBusiest, values) }
    values["city"] = top.city
    values["share"] = format.share(Double(top.revenueCents), of: Double(total))
    return first + " " + text(.dailyBusiestShare, values)
  }

  /// `up`, `down` or `same` by the direction of `change`; nil without a change.
  func phraseForChange(_ change: RelativeChange?, up: Phrase, down: Phrase, same: Phrase)
    -> Phrase?
  {
    guard let change else { return nil }
    return change.isAboutTheSame ? same : change.percent > 0 ? up : down
  }

  /// The cities the weekday charts show: the largest few by sales.
  var weekdayCities: [String] {
    Array(
      SeriesRanking(
        data.cities.map { (name: $0.city, total: Double($0.revenueCents)) },
        limit: Self.citiesNamed + 1
      ).shown.prefix(Self.citiesNamed))
  }

  var weekdayBars: String { weekdaySentence(largest: true) }
  var weekdayLines: String { weekdaySentence(largest: false) }

  private func weekdaySentence(largest: Bool) -> String {
    let byCity = Dictionary(grouping: data.weekdays.filter { $0.operatingDays > 0 }, by: \.city)
    let parts = weekdayCities.compactMap { city -> String? in
      guard let days = byCity[city] else { return nil }
      let pick =
        largest
        ? days.max { ($0.average, $1.weekday) < ($1.average, $0.weekday) }
        : days.min { ($0.average, $0.weekday) < ($1.average, $1.weekday) }
      return pick.map {
        text(
          .weekdayItem,
          [
            "city": city, "weekday": format.weekdayName($0.weekday),
            "value": format.decimal($0.average),
          ])
      }
    }
    guard !parts.isEmpty else { return text(.weekdaysNone) }
    let list = parts.formatted(.list(type: .and).locale(format.locale))
    return text(largest ? .busiestDays : .quietestDays, ["list": list])
  }

  /// Where the weekday figures come from, and how to get the same from `griddle query weekdays`.
  var weekdayNote: String {
    var note = text(
      .weekdaysNote,
      [
        "from": format.longDate(data.last12Months.first),
        "to": format.longDate(data.last12Months.last),
        "fromISO": data.last12Months.first.description,
        "toISO": data.last12Months.last.description,
      ])
    let cityCount = data.cities.filter { $0.quantity > 0 }.count
    if cityCount > Self.citiesNamed {
      note += " " + text(.topCitiesNote, ["count": format.count(Self.citiesNamed)])
    }
    return note
  }

  var monthlyRange: String {
    guard let low = data.monthly.min(by: { ($0.dailyMin, $0.month) < ($1.dailyMin, $1.month) }),
      let high = data.monthly.max(by: { ($0.dailyMax, $1.month) < ($1.dailyMax, $0.month) })
    else { return text(.monthsNone) }
    return text(
      .rangeSummary,
      [
        "low": format.count(low.dailyMin), "lowMonth": format.month(low.month),
        "high": format.count(high.dailyMax), "highMonth": format.month(high.month),
        "days": format.count(data.overallAverage.operatingDays),
        "average": format.count(Int(data.overallAverage.average.rounded())),
      ])
  }

  /// Whether the report's month is still running on the report date.
  var currentMonthIsPartial: Bool { data.date != data.date.yearMonth.lastDay }

  var monthlyTotals: String {
    guard let best = data.monthly.max(by: { ($0.quantity, $1.month) < ($1.quantity, $0.month) })
    else { return text(.monthsNone) }
    let values = ["month": format.month(best.month), "count": format.count(best.quantity)]
    guard let current = data.monthly.last, current.month == data.date.yearMonth,
      current.month != best.month, currentMonthIsPartial
    else { return text(.totalsSummary, values) }
    return text(
      .totalsSoFar,
      values.merging([
        "current": format.month(current.month), "currentCount": format.count(current.quantity),
        "days": format.count(current.operatingDays),
      ]) { $1 })
  }

  var fleet: String {
    let rows = figures.fleet
    guard let top = rows.first else {
      return text(.dailyNone, ["date": format.longDate(data.date)])
    }
    let up = rows.filter { ($0.change?.percent ?? 0) > 0 && !($0.change?.isAboutTheSame ?? true) }
    return text(
      .fleetSummary,
      [
        "count": format.count(rows.count),
        "money": money(rows.reduce(0) { $0 + $1.netMinorUnits }),
        "city": top.city, "top": money(top.netMinorUnits), "up": format.count(up.count),
      ])
  }
}
