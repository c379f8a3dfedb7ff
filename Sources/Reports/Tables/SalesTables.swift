import Foundation
import SalesAnalytics
import SalesDomain

/// The documented columns of each `griddle query` output (DESIGN.md, "Command line contract").
public enum SalesTables {
  public static func daily(_ days: [DailyTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: "Date"), .init("quantity", title: "Quantity"),
        .init("revenue_cents", title: "Net sales"),
      ] + moneyColumns,
      rows: days.map {
        [.text($0.date.description), .integer($0.quantity), .cents($0.revenueCents)]
          + money($0.figures)
      }
    )
  }

  public static func dailyByCity(_ days: [CityDailyTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: "Date"), .init("city", title: "City"),
        .init("quantity", title: "Quantity"), .init("revenue_cents", title: "Net sales"),
      ] + moneyColumns,
      rows: days.map {
        [
          .text($0.date.description), .text($0.city), .integer($0.quantity),
          .cents($0.revenueCents),
        ] + money($0.figures)
      })
  }

  public static func monthly(_ months: [MonthlySummary]) -> OutputTable {
    OutputTable(
      columns: [
        .init("month", title: "Month"), .init("quantity", title: "Quantity"),
        .init("operating_days", title: "Days open"), .init("daily_min", title: "Daily min"),
        .init("daily_max", title: "Daily max"), .init("daily_average", title: "Daily average"),
      ],
      rows: months.map {
        [
          .text($0.month.description), .integer($0.quantity), .integer($0.operatingDays),
          // A month without an operating day has no daily figures (null, not zero).
          $0.operatingDays == 0 ? .missing : .integer($0.dailyMin),
          $0.operatingDays == 0 ? .missing : .integer($0.dailyMax),
          $0.operatingDays == 0 ? .missing : .decimal($0.dailyAverage),
        ]
      })
  }

  public static func styles(_ styles: [StyleTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("style", title: "Style"), .init("quantity", title: "Quantity"),
        .init("revenue_cents", title: "Net sales"),
      ],
      rows: styles.map { [.text($0.style), .integer($0.quantity), .cents($0.revenueCents)] })
  }

  public static func cities(_ cities: [CityTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("city", title: "City"), .init("quantity", title: "Quantity"),
        .init("revenue_cents", title: "Net sales"), .init("tickets", title: "Tickets"),
        .init("operating_days", title: "Days open"),
      ],
      rows: cities.map {
        [
          .text($0.city), .integer($0.quantity), .cents($0.revenueCents), .integer($0.tickets),
          .integer($0.operatingDays),
        ]
      })
  }

  public static func weekdays(_ weekdays: [WeekdayTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("city", title: "City"), .init("weekday", title: "Weekday"),
        .init("quantity", title: "Quantity"), .init("operating_days", title: "Days open"),
        .init("average", title: "Average"),
      ],
      rows: weekdays.map {
        [
          .text($0.city), .weekday($0.weekday), .integer($0.quantity), .integer($0.operatingDays),
          .decimal($0.average),
        ]
      })
  }

  /// The hour-of-day series: city × ISO weekday × local hour.
  public static func hours(_ hours: [HourTotal]) -> OutputTable {
    OutputTable(
      columns: [
        .init("city", title: "City"), .init("weekday", title: "Weekday"),
        .init("hour", title: "Hour"), .init("quantity", title: "Quantity"),
        .init("revenue_cents", title: "Net sales"), .init("tickets", title: "Tickets"),
        .init("operating_days", title: "Days open"),
      ],
      rows: hours.map {
        [
          .text($0.city), .weekday($0.weekday), .integer($0.hour), .integer($0.quantity),
          .cents($0.revenueCents), .integer($0.tickets), .integer($0.operatingDays),
        ]
      })
  }

  /// The money and ticket columns added to the daily series (keys only ever added).
  private static let moneyColumns: [OutputTable.Column] = [
    .init("gross_cents", title: "Gross"), .init("discount_cents", title: "Discounts"),
    .init("refund_cents", title: "Refunds"), .init("tickets", title: "Tickets"),
  ]

  /// The values of `moneyColumns`.
  private static func money(_ figures: SalesFigures) -> [OutputTable.Value] {
    [
      .cents(figures.grossCents), .cents(figures.discountCents), .cents(figures.refundCents),
      .integer(figures.tickets),
    ]
  }
}
