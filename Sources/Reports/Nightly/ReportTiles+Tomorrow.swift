import SalesAnalytics
import SalesDomain

extension ReportTiles {
  /// Units to prep for the day after the report date: per style for one truck (after the
  /// total), per truck for several (the largest few; every style is in `data.json`).
  var tomorrowGroup: TileGroup? {
    let rows = data.forecasts
    guard !rows.isEmpty else { return nil }
    let cityRows = rows.filter { $0.style == nil }
    let shown: [(label: String, row: Forecast)]
    if cityRows.count == 1 {
      let styles = rows.filter { $0.style != nil }.sorted(by: Self.largestFirst)
      shown = [(text(.tomorrowAll), cityRows[0])] + styles.map { ($0.style ?? "", $0) }
    } else {
      shown = cityRows.sorted(by: Self.largestFirst).prefix(ReportFigures.cityRowLimit).map {
        ($0.city, $0)
      }
    }
    let date = data.date.adding(days: 1)
    return TileGroup(
      heading: text(.tomorrowTiles, ["date": format.longDate(date)]),
      tiles: shown.map { tomorrowTile(label: $0.label, row: $0.row) })
  }

  /// Forecasts by expected units, largest first, then by name; those without figures last.
  private static func largestFirst(_ a: Forecast, _ b: Forecast) -> Bool {
    let (left, right) = (a.figures?.quantity ?? -1, b.figures?.quantity ?? -1)
    return left != right ? left > right : (a.style ?? a.city) < (b.style ?? b.city)
  }

  /// One forecast: the units, the 80% range and the backtested accuracy in words.
  private func tomorrowTile(label: String, row: Forecast) -> KPITile {
    guard let figures = row.figures else {
      // A truck never open on that weekday is closed, not short of history.
      let detail =
        row.operatingSameWeekdays == 0
        ? text(.tomorrowNotOpen, ["weekday": format.weekdayName(row.date.isoWeekday)])
        : text(.tomorrowNoHistory)
      return KPITile(label: label, value: "–", detail: detail)
    }
    let range = ["low": format.count(figures.low), "high": format.count(figures.high)]
    let detail =
      figures.forecast.meanAbsolutePercentageError.map {
        text(.tomorrowDetail, range.merging(["percent": format.percent($0 * 100)]) { a, _ in a })
      } ?? text(.tomorrowDetailNoAccuracy, range)
    return KPITile(label: label, value: format.count(figures.quantity), detail: detail)
  }

  /// How the previous report's forecast of the report date did: "140 (120–165)", "sold 152,
  /// inside the range"; nil without a recorded forecast.
  var forecastCheckTile: KPITile? {
    let recorded = data.recordedForecasts
    guard !recorded.isEmpty else { return nil }
    let cities = Set(recorded.map(\.city))
    let sold = data.historyByCity.filter { $0.date == data.date && cities.contains($0.city) }
      .reduce(0) { $0 + $1.quantity }
    let quantity = recorded.reduce(0) { $0 + $1.quantity }
    let low = recorded.reduce(0) { $0 + $1.low }
    let high = recorded.reduce(0) { $0 + $1.high }
    let outcome: Phrase =
      sold < low ? .forecastSoldBelow : sold > high ? .forecastSoldAbove : .forecastSoldInside
    return KPITile(
      label: text(.tileForecast),
      value: text(
        .forecastValue,
        ["count": format.count(quantity), "low": format.count(low), "high": format.count(high)]),
      detail: text(outcome, ["count": format.count(sold)]))
  }
}
