import Sales
import SalesAnalytics

/// The KPI tiles at the top of the page.
struct ReportTiles {
  let data: NightlyReportData
  let format: ReportFormatter

  var all: [KPITile] {
    var tiles = [day, last30Days, bestDay, topCity, topStyle]
    if let yearOverYear { tiles.append(yearOverYear) }
    return tiles.compactMap { $0 }
  }

  var day: KPITile? {
    let total = data.daily.last
    return KPITile(
      label: format.longDate(data.date), value: "\(format.count(total?.quantity ?? 0)) sold",
      detail: total.map { $0.isOperatingDay ? format.money(cents: $0.revenueCents) : "Closed" })
  }

  var last30Days: KPITile? {
    let comparison = data.last30Comparison
    return KPITile(
      label: "Last 30 days", value: "\(format.count(comparison.current.quantity)) sold",
      detail: format.money(cents: comparison.current.revenueCents),
      change: change(comparison, versus: "the 30 days before"))
  }

  var bestDay: KPITile? {
    guard
      let best = data.dailyByCity.filter({ $0.quantity > 0 })
        .max(by: { ($0.quantity, $1.date, $1.city) < ($1.quantity, $0.date, $0.city) })
    else { return nil }
    return KPITile(
      label: "Best day and city, 30 days", value: "\(format.count(best.quantity)) sold",
      detail: "\(best.city), \(format.longDate(best.date))")
  }

  var topCity: KPITile? {
    guard
      let top = data.cities.filter({ $0.quantity > 0 }).max(by: {
        ($0.quantity, $1.city) < ($1.quantity, $0.city)
      })
    else { return nil }
    return KPITile(
      label: "Top city, 30 days", value: top.city,
      detail: "\(format.count(top.quantity)) sold in \(format.count(top.operatingDays)) days open")
  }

  var topStyle: KPITile? {
    guard let top = data.styles.first, top.quantity > 0 else { return nil }
    return KPITile(
      label: "Top style, 30 days", value: top.style, detail: "\(format.count(top.quantity)) sold")
  }

  /// Shown only when the same month last year has data to compare with.
  var yearOverYear: KPITile? {
    let comparison = data.yearOverYear
    guard comparison.previous.quantity > 0 else { return nil }
    return KPITile(
      label: "\(format.month(data.date.yearMonth)) so far",
      value: "\(format.count(comparison.current.quantity)) sold",
      detail: "\(format.count(comparison.previous.quantity)) a year earlier",
      change: change(comparison, versus: "last year"))
  }

  private func change(_ comparison: PeriodComparison, versus: String) -> (
    trend: KPITile.Trend, text: String
  )? {
    guard let percent = comparison.percentChange else { return nil }
    let rounded = percent.rounded()
    let trend: KPITile.Trend = rounded > 0 ? .up : rounded < 0 ? .down : .flat
    return (trend, "\(format.percentChange(percent)) vs \(versus)")
  }
}
