import SalesAnalytics
import SalesDomain

extension SalesTables {
  /// `query stops`: per stop (and weekday), visits, hours, money and the spread over visits.
  public static func stops(_ totals: [StopTotal], byWeekday: Bool) -> OutputTable {
    var columns: [OutputTable.Column] = [
      .init("city", title: "City"), .init("stop", title: "Stop"),
    ]
    if byWeekday { columns.append(.init("weekday", title: "Weekday")) }
    columns += [
      .init("visits", title: "Visits"), .init("scheduled_hours", title: "Hours"),
      .init("quantity", title: "Quantity"), .init("revenue_cents", title: "Net sales"),
      .init("tickets", title: "Tickets"), .init("fee_cents", title: "Fees"),
      .init("net_after_fee_cents", title: "After fees"),
      .init("net_after_fee_per_hour_cents", title: "Per hour"),
      .init("visit_min_cents", title: "Worst visit"), .init("visit_max_cents", title: "Best visit"),
      .init("visit_average_cents", title: "Average visit"),
    ]
    func cents(_ value: Int64?) -> OutputTable.Value { value.map { .cents(Int($0)) } ?? .missing }
    return OutputTable(
      columns: columns,
      rows: totals.map { total in
        var row: [OutputTable.Value] = [.text(total.city), .text(total.stop)]
        if byWeekday { row.append(.weekday(total.weekday ?? 0)) }
        row += [
          .integer(total.visits), .decimal(total.scheduledHours), .integer(Int(total.quantity)),
          .cents(Int(total.netCents)), .integer(total.tickets), .cents(Int(total.feeCents)),
          .cents(Int(total.netAfterFeeCents)), cents(total.netAfterFeePerHourCents),
          cents(total.visitMinCents), cents(total.visitMaxCents), cents(total.visitAverageCents),
        ]
        return row
      })
  }
}
