import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// Refunds and discounts get their own tiles on a day that has them, with figures worked out
/// by hand from the orders below.
@MainActor
@Suite struct MoneyTilesTests {
  let date = LocalDate(iso: "2024-03-04")!  // a Monday
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")

  func report() throws -> NightlyReport {
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: "Cachapa", priceCents: 650)
    // A Monday a week earlier: one plain ticket. The report date: a ticket of 2 with $1.00 off,
    // and a refund of one pancake (a previous sale) the same day.
    let csv = """
      order_id,ordered_at,city,style,quantity,line,discount_cents,kind,refund_of
      A1,2024-02-26T12:00:00,Lisbon,Cachapa,1,1,0,sale,
      B1,2024-03-04T12:00:00,Lisbon,Cachapa,2,1,100,sale,
      R1,2024-03-04T13:00:00,Lisbon,Cachapa,-1,1,0,refund,A1

      """
    try store.importCSV(csv)
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: date)
    return NightlyReport(date: date, data: data, format: format, generatedAt: "G")
  }

  @Test func refundsAndDiscountsAreShownWhenThereAreAny() throws {
    let tiles = try #require(try report().dashboard.tileGroups.first?.tiles)
    let byLabel = Dictionary(uniqueKeysWithValues: tiles.map { ($0.label, $0) })
    // Gross 2 × $6.50 = $13.00; discount $1.00; refund $6.50; net $5.50; one ticket.
    #expect(byLabel["Net sales"]?.value == "$5.50")
    #expect(byLabel["Tickets"]?.value == "1")
    #expect(byLabel["Average ticket"]?.value == "$5.50")
    #expect(byLabel["Pancakes sold"]?.value == "1")
    #expect(byLabel["Refunds"]?.value == "$6.50")
    #expect(byLabel["Refunds"]?.detail == "50% of gross sales")
    #expect(byLabel["Discounts"]?.value == "$1.00")
    #expect(byLabel["Discounts"]?.detail == "7.7% of gross sales")  // 100 of 1,300
    // A week earlier: $6.50 on one ticket, so net is 15% below that typical Monday.
    #expect(byLabel["Net sales"]?.change?.text == "15% below a typical Monday")
  }
}
