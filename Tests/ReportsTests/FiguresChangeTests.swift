import Foundation
import SalesDomain
import Testing

@testable import Reports

/// The one line of a report whose reported days changed: dates as runs in the locale's words,
/// the ledger's changes in an owner's words, the net change with its sign.
@Suite struct FiguresChangeTests {
  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 4, day: day)! }

  static func format(_ locale: String, _ currency: String = "USD") -> ReportFormatter {
    ReportFormatter(locale: Locale(identifier: locale), currencyCode: currency)
  }

  @Test func theLineNamesTheDaysWhatChangedAndTheNet() {
    let change = FiguresChange(
      dates: [Self.day(2), Self.day(3)], netChangeCents: -850,
      ledger: LedgerChanges(checksVoided: 1))
    // ICU writes a range's dash between thin spaces in English, none in German.
    #expect(
      change.sentence(Self.format("en_US"))
        == "Figures for April 2\u{2009}–\u{2009}3 changed since they were first reported: 1 check voided, net −\u{2060}$8.50."
    )
    #expect(
      change.sentence(Self.format("en_GB", "GBP"))
        == "Figures for 2\u{2009}–\u{2009}3 April changed since they were first reported: 1 check voided, net −\u{2060}£8.50."
    )
    #expect(
      change.sentence(Self.format("de_DE", "EUR"))
        == "Die Zahlen für 2.–3. April haben sich seit dem ersten Bericht geändert: 1 Bon storniert, netto −\u{2060}8,50\u{A0}€."
    )
  }

  @Test func manyChangesAreCountedAndSeparateRunsListed() {
    let change = FiguresChange(
      dates: [Self.day(5), Self.day(2), Self.day(3)], netChangeCents: 1_200,
      ledger: LedgerChanges(
        checksVoided: 2, ordersRestated: 1, linesRemoved: 3, importsAdded: 1, importsUndone: 2))
    #expect(
      change.sentence(Self.format("en_GB", "GBP"))
        == "Figures for 2\u{2009}–\u{2009}3 April and 5 April changed since they were first reported: 2 checks voided, 1 order restated, 3 lines removed, 1 later import, 2 imports undone, net +\u{2060}£12.00."
    )
  }

  @Test func withoutLedgerWordsOnlyTheNetIsSaid() {
    let change = FiguresChange(dates: [Self.day(9)], netChangeCents: 0, ledger: .none)
    #expect(
      change.sentence(Self.format("en_US"))
        == "Figures for April 9 changed since they were first reported: net ±\u{2060}$0.00.")
  }
}
