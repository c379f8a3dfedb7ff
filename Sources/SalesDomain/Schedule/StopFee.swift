/// What an organiser charges for a visit: a flat amount plus a share of the visit's net sales.
public struct StopFee: Hashable, Sendable {
  /// The flat part, in minor units of the currency.
  public var flatCents: Int
  /// The share of net sales in hundredths of a percent (1250 is 12.5%), so fees stay exact.
  public var percentHundredths: Int

  /// No fee.
  public static let none = StopFee(flatCents: 0, percentHundredths: 0)

  /// The most a percent may be, in hundredths (100%).
  public static let maximumPercentHundredths = 10_000

  /// Creates a fee.
  public init(flatCents: Int, percentHundredths: Int) {
    self.flatCents = flatCents
    self.percentHundredths = percentHundredths
  }

  /// The percent as written in files and JSON (`12.5`, `10`), without trailing zeros.
  public var percentText: String {
    let whole = percentHundredths / 100
    let fraction = percentHundredths % 100
    if fraction == 0 { return "\(whole)" }
    return fraction % 10 == 0
      ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// Reads a percent such as `10`, `12.5` or `7.25` (at most two decimals, 0 to 100), or nil.
  public static func percentHundredths(_ text: some StringProtocol) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let wholeText = parts.first, !wholeText.isEmpty, wholeText.count <= 3,
      wholeText.allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int(wholeText)
    else { return nil }
    var fraction = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }
      fraction = Int(digits)! * (digits.count == 1 ? 10 : 1)
    }
    let value = whole * 100 + fraction
    return value <= maximumPercentHundredths ? value : nil
  }

  /// The fee on `netCents` of sales: flat plus percent × net, the percent part rounded half to
  /// even to the minor unit; a visit whose refunds outweigh its sales pays no percentage (an
  /// organiser does not pay the truck), only the flat part.
  public func amount(onNet netCents: Int64) -> Int64 {
    Int64(flatCents)
      + max(0, Self.roundedHalfToEven(netCents * Int64(percentHundredths), over: 10_000))
  }

  /// `numerator / denominator` (denominator > 0) rounded half to even.
  static func roundedHalfToEven(_ numerator: Int64, over denominator: Int64) -> Int64 {
    var quotient = numerator / denominator
    var remainder = numerator % denominator
    if remainder < 0 {
      quotient -= 1
      remainder += denominator
    }
    if remainder * 2 > denominator || (remainder * 2 == denominator && quotient % 2 != 0) {
      quotient += 1
    }
    return quotient
  }
}
