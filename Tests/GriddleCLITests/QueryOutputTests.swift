import Foundation
import SalesDomain
import Testing

@testable import GriddleCommandLine
@testable import Reports

/// The three renderings of a query's rows, compared whole.
@Suite struct QueryOutputTests {
  let table = OutputTable(
    columns: [
      .init("style", title: "Style"), .init("quantity", title: "Quantity"),
      .init("revenue_cents", title: "Revenue"), .init("daily_average", title: "Average"),
    ],
    rows: [
      [.text("Cachapa"), .integer(12_916), .cents(589_450), .decimal(127.484)],
      [.text("Crêpe, \"fine\""), .integer(802), .cents(5), .decimal(130.455)],
    ])

  @Test func tableGroupsInTheConfiguredLocaleAndAlignsNumbersRight() {
    #expect(
      table.rendered(as: .table, locale: Locale(identifier: "en_US"), currencyCode: "USD") == """
        Style          Quantity    Revenue  Average
        -------------  --------  ---------  -------
        Cachapa          12,916  $5,894.50   127.48
        Crêpe, "fine"       802      $0.05   130.46

        """)
  }

  @Test func weekdaysAreNumbersInDataAndNamesInTables() {
    let weekdays = OutputTable(
      columns: [.init("weekday", title: "Weekday"), .init("quantity", title: "Quantity")],
      rows: [[.weekday(1), .integer(282)], [.weekday(7), .integer(55)]])
    #expect(
      weekdays.rendered(as: .table, locale: Locale(identifier: "en_US")) == """
        Weekday  Quantity
        -------  --------
        Monday        282
        Sunday         55

        """)
    #expect(weekdays.rendered(as: .table, locale: Locale(identifier: "de_DE")).contains("Montag"))
    #expect(
      weekdays.rendered(as: .csv, locale: Locale(identifier: "en_US"))
        == "weekday,quantity\n1,282\n7,55\n")
    #expect(
      weekdays.rendered(as: .json, locale: Locale(identifier: "en_US")).contains(
        #"{"weekday": 1, "quantity": 282}"#))
  }

  @Test func frenchGroupsWithANarrowNoBreakSpace() {
    let text = table.rendered(as: .table, locale: Locale(identifier: "fr_FR"))
    #expect(text.contains("12\u{202F}916"))
    #expect(text.contains("5\u{202F}894,50"))
    #expect(text.contains("127,48"))
  }

  @Test func csvHasAHeaderOfKeysPlainNumbersAndQuotesOnlyWhenNeeded() {
    #expect(
      table.rendered(as: .csv, locale: Locale(identifier: "fr_FR")) == #"""
        style,quantity,revenue_cents,daily_average
        Cachapa,12916,589450,127.48
        "Crêpe, ""fine""",802,5,130.46

        """#)
  }

  @Test func jsonKeepsKeyOrderAndFixedNumberFormatting() {
    #expect(
      table.rendered(as: .json, locale: Locale(identifier: "fr_FR")) == #"""
        [
          {"style": "Cachapa", "quantity": 12916, "revenue_cents": 589450, "daily_average": 127.48},
          {"style": "Crêpe, \"fine\"", "quantity": 802, "revenue_cents": 5, "daily_average": 130.46}
        ]

        """#)
    #expect(
      OutputTable(columns: table.columns, rows: []).rendered(as: .json, locale: .current) == "[]\n")
  }

  @Test func defaultFormatIsATableOnATerminalAndCSVOtherwise() {
    #expect(OutputFormat.standard(isTerminal: true) == .table)
    #expect(OutputFormat.standard(isTerminal: false) == .csv)
  }
}
