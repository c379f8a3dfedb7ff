import Reports
import Sales
import SalesDomain

/// The lines `import --restate` (and `undo`) print after a file's summary: how many orders
/// were restated, then how net sales moved per local day and city.
enum RestatementReport {
  /// `restated 3 orders (2 lines removed, 1 changed)` and one indented line per (day, city):
  /// `2025-04-03 Toronto: net $78.50 → $69.50`.
  static func text(_ outcome: RestatementOutcome, money: ReportFormatter) -> String {
    let orders = "\(formatCount(outcome.orders)) order\(outcome.orders == 1 ? "" : "s")"
    let removed =
      "\(formatCount(outcome.linesRemoved)) line\(outcome.linesRemoved == 1 ? "" : "s") removed"
    var text = "restated \(orders) (\(removed), \(formatCount(outcome.linesChanged)) changed)\n"
    text += days(outcome.days, money: money)
    return text
  }

  /// One indented line per (day, city): its net sales before and after.
  static func days(_ days: [RestatedDay], money: ReportFormatter) -> String {
    days.map {
      "  \($0.date) \($0.city): net \(money.money(minorUnits: Int($0.netCentsBefore))) → \(money.money(minorUnits: Int($0.netCentsAfter)))\n"
    }.joined()
  }
}
