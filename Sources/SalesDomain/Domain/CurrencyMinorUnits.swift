/// How many decimals a currency is written with, from ISO 4217's minor units: 2 for USD and
/// EUR, 0 for JPY and KRW, 3 for KWD.
///
/// A table rather than `NumberFormatter`: swift-corelibs-foundation answers 2 for JPY once a
/// currency code is set, whatever the locale, which would show ¥800 as ¥8.00.
public enum CurrencyMinorUnits {
  /// The decimals of `currencyCode` (case-insensitive); 2 for codes not in the table.
  public static func digits(of currencyCode: String) -> Int {
    let code = currencyCode.uppercased()
    if zeroDecimal.contains(code) { return 0 }
    if threeDecimal.contains(code) { return 3 }
    return 2
  }

  private static let zeroDecimal: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
    "VUV", "XAF", "XOF", "XPF",
  ]
  private static let threeDecimal: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
}
