import Foundation
import SalesDomain
import Testing

@testable import Sales

@Suite struct NumberReaderTests {
  let us = NumberReader(NumberFormat())

  @Test(
    arguments: [
      ("$8.00", 800), ("$1,234.50", 123_450), ("-$9.00", -900), ("$-9.00", -900),
      ("($33.62)", -3362), ("$1,149.00 ", 114_900), (" 20.00", 2000), ("1,013.00", 101_300),
      ("$0.5", 50), ("7", 700), ("-$1.82", -182), ("€3.10", 310), ("3.10 €", 310), (".75", 75),
      ("$1,275.00", 127_500),
    ] as [(String, Int64)])
  func readsMoneyExactly(text: String, cents: Int64) {
    #expect(us.read(text, digits: 2) == .success(cents))
  }

  @Test(arguments: ["", "$", "abc", "1,2", "12,34.00", "--5", "1.2.3", "(-5)", "1,0000"])
  func refusesWhatIsNotMoney(text: String) {
    #expect(us.read(text, digits: 2) == .failure(.malformed))
  }

  @Test func fractionsOfACentAreRefused() {
    #expect(us.read("$1.005", digits: 2) == .failure(.tooPrecise))
    #expect(us.read("0.40625000", digits: 2) == .failure(.tooPrecise))
    #expect(us.read("6.50000000", digits: 2) == .success(650))
  }

  @Test func decimalQuantitiesMustBeWhole() {
    #expect(us.read("1.0", digits: 0) == .success(1))
    #expect(us.read("-1.0", digits: 0) == .success(-1))
    #expect(us.read("150.0", digits: 0) == .success(150))
    #expect(us.read("1.5", digits: 0) == .failure(.tooPrecise))
  }

  @Test func europeanFormat() {
    let reader = NumberReader(
      NumberFormat(currencySymbols: ["€", "EUR"], groupingSeparator: ".", decimalSeparator: ","))
    #expect(reader.read("1.234,50 €", digits: 2) == .success(123_450))
    #expect(reader.read("-12,5", digits: 2) == .success(-1250))
    #expect(reader.read("EUR 3,00", digits: 2) == .success(300))
  }

  @Test func hugeNumbersDoNotOverflow() {
    #expect(us.read("9999999999999999999999", digits: 2) == .failure(.tooLarge))
  }
}

@Suite struct DateTimePatternTests {
  /// Days since 1970 computed with Foundation, independently of the pattern code.
  func days(_ year: Int, _ month: Int, _ day: Int) -> Int64 {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    return Int64(date.timeIntervalSince1970 / 86_400)
  }

  @Test func squareDateAndTime() throws {
    let date = try DateTimePattern("yyyy-MM-dd")
    let time = try DateTimePattern("HH:mm:ss")
    #expect(date.match("2026-07-18")?.days == days(2026, 7, 18))
    #expect(time.match("12:59:30")?.secondsOfDay == Int64(12 * 3600 + 59 * 60 + 30))
    #expect(date.match("2026-02-30") == nil)
    #expect(date.match("26-07-18") == nil)
    #expect(time.match("24:00:00") == nil)
  }

  @Test func toastTwelveHourClock() throws {
    let pattern = try DateTimePattern("M/d/yy h:mm a")
    let match = try #require(pattern.match("10/8/26 5:18 PM"))
    #expect(match.days == days(2026, 10, 8))
    #expect(match.secondsOfDay == Int64(17 * 3600 + 18 * 60))
    #expect(pattern.match("10/8/26 12:05 AM")?.secondsOfDay == Int64(5 * 60))
    #expect(pattern.match("10/8/26 12:05 pm")?.secondsOfDay == Int64(12 * 3600 + 5 * 60))
    #expect(pattern.match("10/08/2026 5:18 PM")?.days == days(2026, 10, 8))
    #expect(pattern.match("10/8/26 13:18 PM") == nil)
    #expect(pattern.match("10/8/26 5:18") == nil)
  }

  @Test func alternativesAndOffsets() throws {
    let pattern = try DateTimePattern("M/d/yy h:mm a | MM/dd/yyyy HH:mm:ss")
    #expect(pattern.match("10/08/2026 17:18:00")?.secondsOfDay == Int64(17 * 3600 + 18 * 60))
    let shopify = try DateTimePattern("yyyy-MM-dd HH:mm:ss Z")
    let match = try #require(shopify.match("2024-05-01 09:58:12 -0400"))
    #expect(match.utcOffset == -4 * 3600)
    let iso = try DateTimePattern("iso8601")
    #expect(iso.match("2026-07-18T12:00:00+02:00")?.utcOffset == 7200)
    #expect(iso.match("2026-07-18")?.days == days(2026, 7, 18))
  }

  @Test func unknownLettersAreRefused() {
    #expect(throws: DateTimePattern.PatternError.self) { try DateTimePattern("yyyy-MM-dd Q") }
    #expect(throws: DateTimePattern.PatternError.self) { try DateTimePattern("yyy") }
  }
}

@Suite struct TimeZoneLabelTests {
  @Test(arguments: [
    ("Pacific Time (US & Canada)", "America/Los_Angeles"),
    ("Eastern Time (US & Canada)", "America/New_York"),
    ("Central Time (US & Canada)", "America/Chicago"),
    ("Mountain Time (US & Canada)", "America/Denver"),
    ("Hawaii", "Pacific/Honolulu"),
    ("Asia/Calcutta", "Asia/Calcutta"),
    ("London", "Europe/London"),
  ])
  func labelsBecomeZones(label: String, identifier: String) {
    #expect(TimeZoneLabels.timeZone(for: label)?.identifier == identifier)
  }

  @Test func unknownLabels() {
    #expect(TimeZoneLabels.timeZone(for: "Martian Time") == nil)
    #expect(TimeZoneLabels.timeZone(for: "Mars/Olympus_Mons") == nil)
  }
}

/// `read` takes a shortcut for the plain shape `[-][symbol]digits[.digits]`; on every text
/// it must give what the general way gives (value or failure), in every number format.
@Suite struct NumberReaderShortcutTests {
  /// Texts over the bytes that matter to either way, a fixed pseudo-random sequence.
  static func texts() -> [String] {
    let alphabet = Array("0123456789-$.,() €U")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var texts = [
      "$13.00", "-$0.50", "2.0", "-1.0", "$0.00", "$1,275.00", "120.0", "$5", "-7", "1.",
      "$.5", "-$", "$-5", "1234567890123456", "123456789012345.99", "0.000", "1.50",
    ]
    for _ in 0..<6_000 {
      let length = next(12)
      var text = ""
      // Mostly digits, so that plain shapes come up often.
      for _ in 0..<length { text.append(next(3) == 0 ? alphabet[next(alphabet.count)] : "7") }
      texts.append(text)
    }
    return texts
  }

  @Test func shortcutAgreesWithTheGeneralWay() {
    let formats = [
      NumberFormat(),
      NumberFormat(currencySymbols: ["US$", "$", "USD"]),
      NumberFormat(currencySymbols: ["€", "EUR"], groupingSeparator: ".", decimalSeparator: ","),
      NumberFormat(currencySymbols: ["$"], groupingSeparator: nil),
      NumberFormat(currencySymbols: ["U", "US"], groupingSeparator: " "),
    ]
    let texts = Self.texts()
    var disagreements: [String] = []
    for format in formats {
      let reader = NumberReader(format, currencyCode: "USD")
      for digits in [0, 2, 3] {
        for text in texts {
          var copy = text
          let general = copy.withUTF8 { reader.readGeneral($0, digits: digits) }
          if reader.read(text, digits: digits) != general {
            disagreements.append("'\(text)' with \(digits) digits in \(format)")
          }
        }
      }
    }
    // One expectation for the lot: hundreds of thousands of them make the test crawl.
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
