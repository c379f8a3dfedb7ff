import Reports
import Sales
import SalesDomain

/// The lines `import --restate` (and `undo`) print after a file's summary: how many orders
/// were restated, then how net sales moved per local day and city.
enum RestatementReport {
  /// `restated 3 orders (2 lines removed, 1 changed)` and one indented line per (day, city):
  /// `2025-04-03 Toronto: net $78.50 → $69.50`.
  /// A dry run says `would restate` and lists the orders removed whole and the lines removed
  /// or changed.
  static func text(_ outcome: RestatementOutcome, money: ReportFormatter, dryRun: Bool = false)
    -> String
  {
    let orders = "\(formatCount(outcome.orders)) order\(outcome.orders == 1 ? "" : "s")"
    let removed =
      "\(formatCount(outcome.linesRemoved)) line\(outcome.linesRemoved == 1 ? "" : "s") removed"
    var text =
      "\(dryRun ? "would restate" : "restated") \(orders) (\(removed), \(formatCount(outcome.linesChanged)) changed)\n"
    text += days(outcome.days, money: money)
    for order in outcome.removedOrders {
      text +=
        "  would remove order '\(order.orderID)' (\(order.date) \(order.city), net \(money.money(minorUnits: Int(order.netCents))))\n"
    }
    for line in outcome.lines {
      text +=
        "  would \(line.isRemoved ? "remove" : "change") line \(line.line) of order '\(line.orderID)'\n"
    }
    return text
  }

  /// One indented line per (day, city): its net sales before and after.
  static func days(_ days: [RestatedDay], money: ReportFormatter) -> String {
    days.map {
      "  \($0.date) \($0.city): net \(money.money(minorUnits: Int($0.netCentsBefore))) → \(money.money(minorUnits: Int($0.netCentsAfter)))\n"
    }.joined()
  }
}
