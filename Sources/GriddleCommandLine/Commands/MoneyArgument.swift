import Foundation
import Reports
import Sales
import SalesDomain

/// Reads an amount of money typed on the command line (`6.50`) as minor units (`650`).
enum MoneyArgument {
  /// The amount in `currency`'s minor units: `6.5` USD is 650 cents, `800` JPY is 800 yen.
  ///
  /// - Throws: `UsageError` for a negative amount, more decimals than the currency has, or
  ///   anything that is not a plain decimal number.
  static func minorUnits(_ text: String, option: String, currency: String) throws -> Int {
    let digits = fractionDigits(of: currency)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    guard parts.count <= 2, !whole.isEmpty || !fraction.isEmpty,
      (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber })
    else {
      throw UsageError(
        "invalid value \(quoted(text)) for '\(option)': expected an amount like \(example(digits)), without a currency sign"
      )
    }
    guard fraction.count <= digits else {
      throw UsageError(
        "invalid value \(quoted(text)) for '\(option)': \(currency) has \(digits) decimal\(digits == 1 ? "" : "s")"
      )
    }
    let padded = fraction + String(repeating: "0", count: digits - fraction.count)
    guard let units = Int((whole.isEmpty ? "0" : whole) + padded), units < 1_000_000_000_000 else {
      throw UsageError("invalid value \(quoted(text)) for '\(option)': the amount is too large")
    }
    return units
  }

  /// The number of decimals `currency` is written with (2 for USD, 0 for JPY, 3 for KWD).
  static func fractionDigits(of currency: String) -> Int {
    CurrencyMinorUnits.digits(of: currency)
  }

  private static func example(_ digits: Int) -> String {
    digits == 0
      ? "650"
      : "6." + String("50".prefix(digits)) + String(repeating: "0", count: max(0, digits - 2))
  }
}
