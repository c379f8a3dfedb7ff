import SalesAnalytics
import SalesDomain

extension SalesTables {
  /// The forecast rows (DESIGN.md, "forecast"): a city's total with `style` null, then its
  /// styles; null figures and a `reason` where the history is too short.
  public static func forecasts(_ rows: [Forecast]) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: "Date"), .init("city", title: "City"),
        .init("style", title: "Style"), .init("quantity", title: "Forecast"),
        .init("low", title: "Low (80%)"), .init("high", title: "High (80%)"),
        .init("revenue_cents", title: "Net sales"), .init("method", title: "Method"),
        .init("mase", title: "MASE"), .init("mape", title: "MAPE"),
        .init("vs_seasonal_naive", title: "vs same day last week"),
        .init("reason", title: "Reason"),
      ],
      rows: rows.map { row in
        let head: [OutputTable.Value] = [
          .text(row.date.description), .text(row.city), row.style.map { .text($0) } ?? .missing,
        ]
        guard let figures = row.figures else {
          return head + Array(repeating: .missing, count: 8) + [.text(row.reason ?? "")]
        }
        let forecast = figures.forecast
        return head + [
          .integer(figures.quantity), .integer(figures.low), .integer(figures.high),
          .cents(figures.revenueCents), .text(forecast.method.rawValue),
          decimal(forecast.meanAbsoluteScaledError),
          decimal(forecast.meanAbsolutePercentageError), decimal(forecast.versusSeasonalNaive),
          .missing,
        ]
      })
  }

  /// A two-decimal figure, or null.
  private static func decimal(_ value: Double?) -> OutputTable.Value {
    value.map { .decimal($0) } ?? .missing
  }
}
