import Foundation
import SalesAnalytics
import SalesDomain

/// The tables behind the "Where to park" sections: on the page, in the CSV files and in
/// `data.json` (keys as `query stops` names them, plus the rank and the new-stop mark).
extension NightlyReport {
  /// The stops ranked per scheduled hour, `stops` in their order; a new stop's `new` cell is
  /// `newMark` (`new` in the CSV and JSON whatever the language, the page's word on the page).
  static func parkingTable(_ stops: [StopTotal], text: ReportStrings, newMark: String = "new")
    -> OutputTable
  {
    OutputTable(
      columns: [
        .init("rank", title: text(.parkRank)), .init("city", title: text(.cityLegend)),
        .init("stop", title: text(.parkStop)), .init("visits", title: text(.parkVisits)),
        .init("new", title: text(.parkNew)),
        .init("scheduled_hours", title: text(.parkHours)),
        .init("revenue_cents", title: text(.parkNet)), .init("fee_cents", title: text(.parkFee)),
        .init("net_after_fee_cents", title: text(.parkAfterFee)),
        .init("net_after_fee_per_hour_cents", title: text(.parkPerHour)),
        .init("visit_min_cents", title: text(.parkWorst)),
        .init("visit_average_cents", title: text(.parkAverage)),
        .init("visit_max_cents", title: text(.parkBest)),
      ],
      rows: stops.enumerated().map { index, stop in
        [
          .integer(index + 1), .text(stop.city), .text(stop.stop), .integer(stop.visits),
          .text(WhereToPark.isNew(stop) ? newMark : ""), .decimal(stop.scheduledHours),
          .cents(Int(stop.netCents)), .cents(Int(stop.feeCents)),
          .cents(Int(stop.netAfterFeeCents)), cents(stop.netAfterFeePerHourCents),
          cents(stop.visitMinCents), cents(stop.visitAverageCents), cents(stop.visitMaxCents),
        ]
      })
  }

  /// The best stop of each weekday.
  static func bestStopTable(_ best: [StopTotal], text: ReportStrings) -> OutputTable {
    OutputTable(
      columns: [
        .init("weekday", title: text(.weekdayAxis)), .init("stop", title: text(.parkStop)),
        .init("city", title: text(.cityLegend)),
        .init("net_after_fee_per_hour_cents", title: text(.parkPerHour)),
        .init("visits", title: text(.parkVisits)),
        .init("visit_average_cents", title: text(.parkAverage)),
      ],
      rows: best.map { stop in
        [
          .weekday(stop.weekday ?? 0), .text(stop.stop), .text(stop.city),
          cents(stop.netAfterFeePerHourCents), .integer(stop.visits),
          cents(stop.visitAverageCents),
        ]
      })
  }

  /// The next visits with the typical visit of their stop and weekday (empty cells without
  /// one).
  static func nextVisitsTable(_ visits: [NextVisit], text: ReportStrings) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: text(.nextDate)), .init("start", title: text(.nextTime)),
        .init("end", title: ""), .init("stop", title: text(.parkStop)),
        .init("city", title: text(.cityLegend)),
        .init("typical_net_after_fee_cents", title: text(.nextTypical)),
        .init("typical_visits", title: text(.nextBasedOn)),
      ],
      rows: visits.map { visit in
        [
          .text(visit.date.description),
          .text(SalesTables.localClock(visit.startsAt, visit.timeZone)),
          .text(SalesTables.localClock(visit.endsAt, visit.timeZone)), .text(visit.stop),
          .text(visit.city), cents(visit.typical?.visitAverageCents),
          .integer(visit.typical?.visits ?? 0),
        ]
      })
  }

  private static func cents(_ value: Int64?) -> OutputTable.Value {
    value.map { .cents(Int($0)) } ?? .missing
  }
}
