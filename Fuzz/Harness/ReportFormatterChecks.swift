import Foundation

/// The two checks of `Reports.ReportFormatter` the configuration loader calls, as in
/// Sources/Reports/Nightly/ReportFormatter.swift: the rest of Reports (charts, HTML) has no
/// place in the parser fuzz binary.
enum ReportFormatter {
  /// Whether `identifier` names a locale Foundation knows (`de_DE`, `fr-FR`).
  static func isKnownLocale(_ identifier: String) -> Bool {
    Locale.availableIdentifiers.contains(identifier.replacingOccurrences(of: "-", with: "_"))
  }

  /// Whether `code` is an ISO 4217 currency code (`EUR`, `JPY`).
  static func isKnownCurrency(_ code: String) -> Bool {
    Locale.Currency.isoCurrencies.contains(Locale.Currency(code.uppercased()))
  }
}
