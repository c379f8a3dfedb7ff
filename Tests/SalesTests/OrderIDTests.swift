import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Order ids are keyed in NFC and may not hold control characters (issue 12, items 6 and 19).
@Suite struct OrderIDTests {
  let nfc = "caf\u{E9}-1"
  let nfd = "cafe\u{301}-1"

  @Test func idsDifferingOnlyInNormalizationAreOneOrder() throws {
    let fixture = try ImportFixture()
    #expect(Array(nfc.utf8) != Array(nfd.utf8))
    let first = try fixture.importText(header + "\(nfc),2024-06-01T12:00Z,Tokyo,Dosa,2,\n")
    #expect(first.imported == 1)
    let second = try fixture.importText(
      header + "\(nfd),2024-06-01T12:00Z,Tokyo,Dosa,2,\n", name: "again.csv")
    #expect(second.imported == 0 && second.alreadyPresent == 1)
    #expect(try fixture.store.orderCount() == 1)
    #expect(try fixture.dailySales().count == 1)
  }

  @Test func bothFormsInOneFileAreOneOrder() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      header + "\(nfd),2024-06-01T12:00Z,Tokyo,Dosa,2,\n\(nfc),2024-06-01T12:00Z,Tokyo,Dosa,2,\n")
    #expect(summary.problems == [])
    #expect(try fixture.store.orderCount() == 1)
  }

  @Test(arguments: ["o\u{0}1", "o\u{1B}[2J", "o\u{85}1", "o\u{7F}"])
  func controlCharactersInAnOrderIDAreRefused(_ id: String) throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(header + "\(id),2024-06-01T12:00Z,Tokyo,Dosa,2,\n")
    #expect(summary.isRefused)
    #expect(
      summary.problems.first?.message.contains("holds the control character U+00") == true,
      "\(summary.problems)")
    #expect(try fixture.store.orderCount() == 0)
  }

  @Test func controlCharactersInRefundOfAreRefused() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      "order_id,ordered_at,city,style,quantity,kind,refund_of\n"
        + "r1,2024-06-01T12:00Z,Tokyo,Dosa,-1,refund,o\u{0}1\n")
    #expect(
      summary.problems.first?.message.contains(
        "refund_of 'o\\01' holds the control character U+0000") == true, "\(summary.problems)")
  }
}
