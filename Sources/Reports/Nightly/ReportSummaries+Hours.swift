import Foundation
import SalesAnalytics
import SalesDomain

extension ReportSummaries {
  /// How the report date closed against the typical same weekday (the tile's figure).
  var today: String {
    let figure = ReportFigures(data: data).day { Double($0.netCents) }
    let values = [
      "date": format.longDate(data.date),
      "weekday": format.weekdayName(data.date.isoWeekday),
      "money": format.money(minorUnits: Int(figure.value ?? 0)),
      "typical": format.money(minorUnits: Int((figure.typical?.median ?? 0).rounded())),
      "percent": format.percent(figure.change?.percent ?? 0),
    ]
    // A closed report date (no city sold) is said to be closed, not to have taken 0, and
    // whether an earlier same weekday exists is told by `typical`, not by the missing change.
    let phrase: Phrase
    if figure.value == nil {
      phrase = figure.typical == nil ? .todaySummaryClosedNoTypical : .todaySummaryClosed
    } else {
      phrase =
        phraseForChange(
          figure.change, up: .todaySummaryUp, down: .todaySummaryDown, same: .todaySummarySame)
        ?? .todaySummaryNoTypical
    }
    return format.strings(phrase, values)
  }

  /// The busiest weekday and hour of `cells`.
  func busyHours(_ cells: [BusyHourCell]) -> String {
    guard
      let top = cells.filter({ $0.averageTickets > 0 }).max(by: {
        ($0.averageTickets, $1.weekday, $1.hour) < ($1.averageTickets, $0.weekday, $0.hour)
      })
    else { return format.strings(.hoursNone) }
    return format.strings(
      .hoursSummary,
      [
        "weekday": format.weekdayName(top.weekday), "hour": format.hour(top.hour),
        "value": format.decimal(top.averageTickets),
      ])
  }

  /// Each city's busiest weekday and hour, in one sentence.
  func busyHoursByCity(_ cities: [(city: String, cells: [BusyHourCell])]) -> String {
    let items = cities.compactMap { entry -> String? in
      guard
        let top = entry.cells.filter({ $0.averageTickets > 0 }).max(by: {
          ($0.averageTickets, $1.weekday, $1.hour) < ($1.averageTickets, $0.weekday, $0.hour)
        })
      else { return nil }
      return format.strings(
        .busyItem,
        [
          "city": entry.city, "weekday": format.weekdayName(top.weekday),
          "hour": format.hour(top.hour), "value": format.decimal(top.averageTickets),
        ])
    }
    guard !items.isEmpty else { return format.strings(.hoursNone) }
    return format.strings(
      .busiestTimes, ["list": items.formatted(.list(type: .and).locale(format.locale))])
  }
}
