import Foundation
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

@Suite struct ReportStringsTests {
  @Test func everyLanguageSaysEveryPhraseWithTheSamePlaceholders() {
    for (code, table) in ReportStrings.languages {
      for phrase in Phrase.allCases {
        let template = table[phrase]
        #expect(template != nil, "\(code) lacks \(phrase)")
        guard let template, let english = ReportStrings.english[phrase] else { continue }
        #expect(
          ReportStrings.placeholders(template) == ReportStrings.placeholders(english),
          "\(code) \(phrase): \(template)")
      }
    }
  }

  @Test func placeholdersAreFilledAndLanguagesChosenByLocale() {
    let german = ReportStrings(locale: Locale(identifier: "de_DE"))
    #expect(
      german(.dailyBusiest, ["date": "Montag", "money": "5 €"])
        == "Der stärkste Tag war Montag mit 5 €.")
    let japanese = ReportStrings(locale: Locale(identifier: "ja_JP"))
    #expect(japanese(.tileNetSales) == "Net sales")
  }

  @Test func jpyHasNoMinorUnitsAndEuroHasTwo() {
    let yen = ReportFormatter(locale: Locale(identifier: "ja_JP"), currencyCode: "JPY")
    #expect(yen.minorUnitDigits == 0)
    #expect(
      yen.money(minorUnits: 84_750)
        == Decimal(84_750).formatted(.currency(code: "JPY").locale(Locale(identifier: "ja_JP"))))
    let euro = ReportFormatter(locale: Locale(identifier: "de_DE"), currencyCode: "EUR")
    #expect(euro.minorUnitDigits == 2)
    #expect(euro.money(minorUnits: 84_750) == "847,50\u{A0}€")
    let dinar = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "KWD")
    #expect(dinar.minorUnitDigits == 3)
  }

  @Test func unknownLocalesAndCurrenciesAreRecognised() {
    #expect(ReportFormatter.isKnownLocale("de_DE") && ReportFormatter.isKnownLocale("fr-FR"))
    #expect(!ReportFormatter.isKnownLocale("xx_YY") && !ReportFormatter.isKnownLocale("klingon"))
    #expect(ReportFormatter.isKnownCurrency("JPY") && ReportFormatter.isKnownCurrency("EUR"))
    #expect(!ReportFormatter.isKnownCurrency("XYZ"))
  }

  @Test func aboutTheSameIsSaidInsteadOfZeroPercent() {
    let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
    #expect(format.signedPercent(RelativeChange(1002, against: 1000)!) == "±0%")
    #expect(format.signedPercent(RelativeChange(1010, against: 1000)!) == "+1%")
  }
}
