import Foundation
import Sales
import SalesDomain
import Testing

@testable import Reports

/// TSV, Markdown, NDJSON, `--fields` and wide characters, each compared whole.
@Suite struct OutputFormatTests {
  let table = OutputTable(
    columns: [
      .init("style", title: "Style"), .init("quantity", title: "Quantity"),
      .init("revenue_cents", title: "Revenue"),
    ],
    rows: [
      [.text("Cachapa"), .integer(12_916), .cents(589_450)],
      [.text("Crêpe | fine\tcut"), .integer(802), .cents(5)],
    ])
  let english = Locale(identifier: "en_US")

  @Test func tsvHasKeysPlainNumbersAndCentsAndNoTabsInsideFields() {
    #expect(
      table.rendered(as: .tsv, locale: english, currencyCode: "USD")
        == "style\tquantity\trevenue_cents\nCachapa\t12916\t589450\nCrêpe | fine cut\t802\t5\n")
  }

  @Test func markdownHasFormattedMoneyRightAlignedNumbersAndEscapedPipes() {
    #expect(
      table.rendered(as: .markdown, locale: english, currencyCode: "USD") == #"""
        | Style             | Quantity |   Revenue |
        | ----------------- | -------: | --------: |
        | Cachapa           |   12,916 | $5,894.50 |
        | Crêpe \| fine cut |      802 |     $0.05 |

        """#)
  }

  @Test func ndjsonIsOneObjectPerLineAndNothingForNoRows() {
    #expect(
      table.rendered(as: .ndjson, locale: english) == #"""
        {"style": "Cachapa", "quantity": 12916, "revenue_cents": 589450}
        {"style": "Crêpe | fine\tcut", "quantity": 802, "revenue_cents": 5}

        """#)
    #expect(
      OutputTable(columns: table.columns, rows: []).rendered(as: .ndjson, locale: english) == "")
  }

  @Test func fieldsSelectAndOrderColumnsIgnoringCase() throws {
    let selected = try table.selecting(fields: ["Revenue_Cents", "style"])
    #expect(
      selected.rendered(as: .csv, locale: english)
        == "revenue_cents,style\n589450,Cachapa\n5,Crêpe | fine\tcut\n")
    #expect(throws: OutputTable.FieldSelectionError.self) {
      try table.selecting(fields: ["style", "STYLE"])
    }
    do {
      _ = try table.selecting(fields: ["price"])
      Issue.record("an unknown field was accepted")
    } catch {
      #expect(error.validFields == ["style", "quantity", "revenue_cents"])
      #expect(!error.isRepeated)
    }
  }

  @Test func wideCharactersAlignByDisplayWidth() {
    let wide = OutputTable(
      columns: [.init("style", title: "Style"), .init("quantity", title: "Quantity")],
      rows: [
        [.text("煎饼果子"), .integer(5)], [.text("🥞 Stack"), .integer(12)],
        [.text("Cre\u{0300}pe"), .integer(7)],
      ])
    // 煎饼果子 is four wide characters (8 columns), 🥞 is two columns, è with a combining
    // accent is one.
    #expect(
      wide.rendered(as: .table, locale: english) == """
        Style     Quantity
        --------  --------
        煎饼果子         5
        🥞 Stack        12
        Crèpe            7

        """)
  }

  @Test func displayWidthCountsColumnsNotCharacters() {
    #expect(displayWidth(of: "abc") == 3)
    #expect(displayWidth(of: "東京") == 4)
    #expect(displayWidth(of: "ｱ") == 1)  // halfwidth katakana
    #expect(displayWidth(of: "ＡＢ") == 4)  // fullwidth Latin
    #expect(displayWidth(of: "🇯🇵") == 2)
    #expect(displayWidth(of: "❤️") == 2)
    #expect(displayWidth(of: "e\u{0301}") == 1)
  }
}

@Suite struct CurrencyDigitsTests {
  @Test func moneyUsesTheCurrencysOwnDecimals() {
    let table = OutputTable(
      columns: [.init("revenue_cents", title: "Revenue")], rows: [[.cents(80_000)]])
    let english = Locale(identifier: "en_US")
    // 80,000 minor units: $800.00, ¥80,000 (the yen has no minor unit), 80.000 KWD.
    #expect(table.rendered(as: .table, locale: english, currencyCode: "USD").hasSuffix("$800.00\n"))
    #expect(table.rendered(as: .table, locale: english, currencyCode: "JPY").hasSuffix("¥80,000\n"))
    #expect(
      table.rendered(as: .csv, locale: english, currencyCode: "JPY") == "revenue_cents\n80000\n")
    #expect(CurrencyMinorUnits.digits(of: "kwd") == 3)
  }
}
