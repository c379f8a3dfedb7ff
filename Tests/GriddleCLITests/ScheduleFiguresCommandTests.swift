import Foundation
import TemporaryDirectorySupport
import Testing

/// `griddle schedule list --figures` through the built binary (issue 26): each visit's
/// quantity, net, tickets and first and last sale, worked out by hand from the lines below,
/// with sales imported before the schedule and after it.
@Suite final class ScheduleFiguresCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-schedule-figures")
    directory = temporary.url
    try write(
      """
      {
        "cities": [
          {"name": "Cupertino", "timeZone": "America/Los_Angeles"},
          {"name": "Tokyo", "timeZone": "Asia/Tokyo"}
        ],
        "styles": [{"name": "Cachapa", "priceCents": 650}],
        "stops": [
          {"name": "Brewery Row", "city": "Cupertino"},
          {"name": "Market", "city": "Cupertino"},
          {"name": "Shibuya", "city": "Tokyo"}
        ]
      }
      """, "griddle.json")
  }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: directory.appending(path: name))
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", "g.sqlite"] + arguments, in: directory)
  }

  static let header =
    "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"

  @Test func eachVisitsFiguresWithItsFirstAndLastSale() throws {
    // Before the schedule: A1 (2 at 18:30) and A2 (1 at 21:10) at Brewery Row, a refund at
    // 21:50 (not a sale), B2 at 21:45 on the 8th in the Market's grace.
    try write(
      Self.header + "A1,2024-06-07T18:30:00,Cupertino,Cachapa,2,1,1300,0,sale,\n"
        + "A2,2024-06-07T21:10:00,Cupertino,Cachapa,1,1,650,0,sale,\n"
        + "R1,2024-06-07T21:50:00,Cupertino,Cachapa,-1,1,-650,0,refund,A1\n"
        + "B2,2024-06-08T21:45:00,Cupertino,Cachapa,1,1,650,0,sale,\n", "first.csv")
    #expect(try griddle("import", "first.csv").status == 0)
    try write(
      """
      date,city,stop,start,end
      2024-06-07,Cupertino,Brewery Row,18:00,22:00
      2024-06-08,Cupertino,Market,22:00,02:00
      2024-06-08,Tokyo,Shibuya,11:00,14:30

      """, "week.csv")
    #expect(try griddle("schedule", "import", "week.csv").status == 0)
    let fields = "date,stop,quantity,revenue_cents,tickets,first_sale,last_sale"
    let before = try griddle("schedule", "list", "--figures", "--format", "csv", "--fields", fields)
    #expect(before.status == 0, "\(before.standardError)")
    // Brewery Row: 2 + 1 − 1 units, 1300 + 650 − 650 net, A1 and A2; the Market: B2 only.
    #expect(
      before.standardOutput == """
        date,stop,quantity,revenue_cents,tickets,first_sale,last_sale
        2024-06-07,Brewery Row,2,1300,2,18:30,21:10
        2024-06-08,Market,1,650,1,21:45,21:45
        2024-06-08,Shibuya,0,0,0,,

        """)
    // After the schedule: B1 at 00:40 on the 9th (the Market past midnight) and C1 in Tokyo.
    try write(
      Self.header + "B1,2024-06-09T00:40:00,Cupertino,Cachapa,1,1,650,0,sale,\n"
        + "C1,2024-06-08T12:05:00,Tokyo,Cachapa,3,1,1950,0,sale,\n", "second.csv")
    #expect(try griddle("import", "second.csv").status == 0)
    let after = try griddle(
      "schedule", "list", "--figures", "--format", "json", "--fields", fields, "--from",
      "2024-06-08")
    #expect(
      after.standardOutput == """
        [
          {"date": "2024-06-08", "stop": "Market", "quantity": 2, "revenue_cents": 1300, "tickets": 2, "first_sale": "21:45", "last_sale": "00:40"},
          {"date": "2024-06-08", "stop": "Shibuya", "quantity": 3, "revenue_cents": 1950, "tickets": 1, "first_sale": "12:05", "last_sale": "12:05"}
        ]

        """)
    // Without --figures the list is as before.
    let plain = try griddle("schedule", "list", "--format", "csv", "--fields", "date,stop")
    #expect(
      plain.standardOutput
        == "date,stop\n2024-06-07,Brewery Row\n2024-06-08,Market\n2024-06-08,Shibuya\n")
  }
}
