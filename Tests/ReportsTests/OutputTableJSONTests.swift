import Foundation
import Testing

@testable import Reports

/// The JSON rendering of a table, byte by byte: key order, one object a line, every kind of
/// value, and the escapes a string needs (quotes, backslashes, control characters), with
/// non-ASCII text kept as UTF-8.
@Suite struct OutputTableJSONTests {
  @Test func everyValueKindAndEveryEscapeIsWrittenAsJSON() {
    let table = OutputTable(
      columns: [
        .init("name", title: "Name"), .init("units", title: "Units"),
        .init("avg", title: "Average"), .init("net_cents", title: "Net"),
        .init("weekday", title: "Weekday"), .init("low", title: "Low"),
      ],
      rows: [
        [
          .text("Crêpe \"Suzette\""), .integer(-3), .decimal(2.005), .cents(1250), .weekday(7),
          .missing,
        ],
        [
          .text("a\\b\nc\rd\te\u{1}f\u{1F}g"), .integer(0), .decimal(-0.5), .cents(0), .weekday(1),
          .integer(4),
        ],
      ])
    let expected = """
      [
        {"name": "Crêpe \\"Suzette\\"", "units": -3, "avg": 2.01, "net_cents": 1250, "weekday": 7, "low": null},
        {"name": "a\\\\b\\nc\\rd\\te\\u0001f\\u001fg", "units": 0, "avg": -0.50, "net_cents": 0, "weekday": 1, "low": 4}
      ]

      """
    #expect(table.renderedAsJSON() == expected)
    // Each line of the array is the row's one-line object, as NDJSON writes it.
    #expect(
      table.renderedAsJSON().split(separator: "\n").dropFirst().prefix(2).map {
        String($0.trimmingPrefix("  ").trimmingSuffix(","))
      } == table.rows.map { table.jsonObject($0) })
  }

  @Test func aTableWithoutRowsIsAnEmptyArray() {
    #expect(OutputTable(columns: [.init("a", title: "A")], rows: []).renderedAsJSON() == "[]\n")
  }
}

extension Substring {
  /// Without one trailing `suffix`.
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
