import Foundation
import SalesDomain
import Testing

@testable import Sales

/// An integer column past its limit says so, with the limit, whatever its number of digits.
@Suite struct IntegerLimitTests {
  private let header =
    "order_id,ordered_at,city,style,quantity,line,unit_price_cents,gross_cents,discount_cents,kind\n"

  private func problem(_ values: String) throws -> String {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      header + "a,2024-05-07T12:00:00Z,Tokyo,Dosa," + values + "\n")
    #expect(summary.isRefused && summary.problems.count == 1)
    return summary.problems.first?.message ?? ""
  }

  // Int32.max written out independently.
  private let units = "2,147,483,647"
  // 2^36 − 1 cents.
  private let cents = "68,719,476,735"

  @Test func quantity() throws {
    #expect(
      try problem("99999999999999999999,,,,,")
        == "quantity 99999999999999999999 is above the limit (\(units))")
    #expect(try problem("2147483648,,,,,") == "quantity 2147483648 is above the limit (\(units))")
    #expect(
      try problem("-2147483648,,,,,refund") == "quantity -2147483648 is below the limit (-\(units))"
    )
    #expect(
      try problem("-99999999999999999999,,,,,refund")
        == "quantity -99999999999999999999 is below the limit (-\(units))")
    #expect(try problem("1x,,,,,") == "quantity '1x' is not a whole number")
  }

  @Test func lineNumber() throws {
    #expect(
      try problem("1,99999999999999999999,,,,")
        == "line 99999999999999999999 is above the limit (\(units))")
    #expect(try problem("1,2147483648,,,,") == "line 2147483648 is above the limit (\(units))")
    #expect(
      try problem("1,-99999999999999999999,,,,")
        == "line '-99999999999999999999' is not a whole number of at least 1")
  }

  @Test func unitPrice() throws {
    #expect(
      try problem("1,,99999999999999999999,,,")
        == "unit_price_cents 99999999999999999999 is above the limit (\(units))")
    #expect(
      try problem("1,,2147483648,,,") == "unit_price_cents 2147483648 is above the limit (\(units))"
    )
    #expect(
      try problem("1,,-99999999999999999999,,,")
        == "unit_price_cents must not be negative, not -99999999999999999999")
  }

  @Test func money() throws {
    #expect(
      try problem("1,,,99999999999999999999,,")
        == "gross_cents 99999999999999999999 is above the limit (\(cents))")
    #expect(
      try problem("1,,,68719476736,,") == "gross_cents 68719476736 is above the limit (\(cents))")
    #expect(
      try problem("1,,,800,-99999999999999999999,")
        == "discount_cents -99999999999999999999 is below the limit (-\(cents))")
  }

  @Test func groupedDigitsPutsACommaEveryThreeDigits() {
    #expect(groupedDigits(0) == "0")
    #expect(groupedDigits(999) == "999")
    #expect(groupedDigits(1000) == "1,000")
    #expect(groupedDigits(Int64(Int32.max)) == units)
    #expect(groupedDigits(-1_234_567) == "-1,234,567")
  }
}
