import Foundation
import SalesAnalytics
import SalesDomain

extension ReportSummaries {
  /// The spread across trucks on the report date, or on the last day any truck traded.
  var truckSpread: String {
    let text = format.strings
    guard
      let day = data.fleetSpread.last(where: { $0.trucks > 0 }),
      let low = day.lowestCents, let median = day.medianCents, let high = day.highestCents
    else { return text(.spreadNone, ["date": format.longDate(data.date)]) }
    return text(
      .spreadSummary,
      [
        "date": format.longDate(day.date), "count": format.count(day.trucks),
        "median": format.money(minorUnits: Int(median.rounded())),
        "low": format.money(minorUnits: low),
        "high": format.money(minorUnits: high),
      ])
  }
}
