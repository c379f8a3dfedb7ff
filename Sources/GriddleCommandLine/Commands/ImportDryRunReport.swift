import Sales
import SalesDomain

/// The part of `import --dry-run` that says what a point-of-sale file would store.
enum ImportDryRunReport {
  /// Lines, tickets, refunds, excluded rows, net sales per city and per style, and dates.
  static func text(_ translation: TranslationSummary) -> String {
    var lines = [
      "  lines \(formatCount(translation.lines)), tickets \(formatCount(translation.tickets)), refund lines \(formatCount(translation.refundLines))"
    ]
    for excluded in translation.excluded {
      lines.append("  excluded \(formatCount(excluded.rows)) rows: \(excluded.reason)")
    }
    if let first = translation.firstDate, let last = translation.lastDate {
      lines.append("  local dates \(first) to \(last)")
    }
    for city in translation.netByCity {
      lines.append("  net sales in \(city.name): \(formatMinorUnits(city.amount))")
    }
    for style in translation.netByStyle {
      lines.append("  net sales of \(style.name): \(formatMinorUnits(style.amount))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Cents as `1,234.56` (`-9.00` for a negative amount).
  static func formatMinorUnits(_ amount: Int64) -> String {
    let magnitude = amount.magnitude
    let cents = magnitude % 100
    let whole = formatCount(Int(magnitude / 100))
    return (amount < 0 ? "-" : "") + whole + "." + (cents < 10 ? "0" : "") + String(cents)
  }
}
