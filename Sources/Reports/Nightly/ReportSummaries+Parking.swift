import Foundation
import SalesAnalytics
import SalesDomain

/// The main messages of the "Where to park" sections.
extension ReportSummaries {
  /// The best stop per scheduled hour with its visits and average visit.
  var parking: String {
    let text = format.strings
    guard let best = data.parking?.stops.first else {
      return text(.parkNone, ["date": format.longDate(data.date)])
    }
    return text(
      .parkSummary,
      [
        "stop": best.stop, "city": best.city, "count": format.count(best.visits),
        "perHour": format.money(minorUnits: Int(best.netAfterFeePerHourCents ?? 0)),
        "average": format.money(minorUnits: Int(best.visitAverageCents ?? 0)),
      ])
  }

  /// The best weekday and stop of the week (the first weekday on a tie).
  var bestStops: String {
    let text = format.strings
    let best = data.parking?.bestByWeekday ?? []
    guard
      let top = best.max(by: {
        ($0.netAfterFeePerHourCents ?? .min, $1.weekday ?? 0)
          < ($1.netAfterFeePerHourCents ?? .min, $0.weekday ?? 0)
      })
    else { return text(.bestNone, ["date": format.longDate(data.date)]) }
    return text(
      .bestSummary,
      [
        "stop": top.stop, "city": top.city, "weekday": format.weekdayName(top.weekday ?? 1),
        "perHour": format.money(minorUnits: Int(top.netAfterFeePerHourCents ?? 0)),
      ])
  }

  /// The next visit and what a typical visit of its stop on its weekday brought.
  var nextVisits: String {
    let text = format.strings
    guard let next = data.parking?.nextVisits.first else {
      return text(.nextNone, ["date": format.longDate(data.date)])
    }
    var values = [
      "stop": next.stop, "city": next.city, "date": format.longDate(next.date),
      "time": timeSpan(next), "weekday": format.weekdayName(next.date.isoWeekday),
    ]
    guard let typical = next.typical, let average = typical.visitAverageCents else {
      return text(.nextSummaryNoHistory, values)
    }
    values["average"] = format.money(minorUnits: Int(average))
    values["count"] = format.count(typical.visits)
    return text(.nextSummary, values)
  }

  /// `4:00 PM – 9:00 PM` in the page's locale and the visit's city's time zone.
  func timeSpan(_ visit: NextVisit) -> String {
    let style = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: format.locale, calendar: format.calendar,
      timeZone: visit.timeZone)
    func clock(_ milliseconds: Int64) -> String {
      Date(timeIntervalSince1970: Double(milliseconds) / 1000).formatted(style)
    }
    return clock(visit.startsAt) + "–" + clock(visit.endsAt)
  }
}
