import Foundation
import SalesDomain
import Testing

@testable import Sales

@Suite struct JSONLinesTests {
  @Test func importsFlatObjectsWithStringsNumbersAndNull() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      """
      {"order_id": "j1", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Cr\\u00eape", "quantity": 2, "unit_price_cents": null}

      {"ORDER_ID":"j2","ordered_at":"2024-05-07T13:00:00+09:00","city":"tokyo","style":"Dosa","quantity":"1","unit_price_cents":300,"till":{"id":[1,2]}}
      """, name: "orders.jsonl")
    #expect(summary.problems == [])
    #expect(summary.imported == 2)
    #expect(
      try fixture.dailySales() == [
        "2024-05-07 Tokyo Crêpe q=2 r=1400 n=1", "2024-05-07 Tokyo Dosa q=1 r=300 n=1",
      ])
  }

  @Test func reportsBadLinesWithTheirLineNumbers() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(
      """
      {"order_id": "j1", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Dosa", "quantity": 2}
      {"order_id": "j2", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Dosa"}
      {"order_id": "j3", "ordered_at": "2024-05-07T12:00:00Z",
      {"order_id": "j4", "ordered_at": "2024-05-07T12:00:00Z", "city": "Tokyo", "style": "Dosa", "quantity": true}
      """, name: "orders.ndjson")
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "2: missing key 'quantity'",
        "3: invalid JSON: expected a key in double quotes",
        "4: quantity 'true' is not a whole number",
      ])
    #expect(try fixture.store.orderCount() == 0)
  }
}
