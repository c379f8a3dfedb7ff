import Foundation

/// The dashboard's sentences in the configured language: English, German, French or Spanish
/// (any other language reads English sentences, with numbers and dates still in its locale).
public struct ReportStrings: Sendable {
  /// The languages with their own sentences, by ISO 639 code.
  public static let languages: [String: [Phrase: String]] = [
    "en": english.merging(forecastEnglish) { first, _ in first }.merging(parkingEnglish) {
      first, _ in first
    },
    "de": german.merging(forecastGerman) { first, _ in first }.merging(parkingGerman) {
      first, _ in first
    },
    "fr": french.merging(forecastFrench) { first, _ in first }.merging(parkingFrench) {
      first, _ in first
    },
    "es": spanish.merging(forecastSpanish) { first, _ in first }.merging(parkingSpanish) {
      first, _ in first
    },
  ]

  /// The table in use.
  let table: [Phrase: String]

  /// The sentences for `locale`'s language, English where it has none.
  public init(locale: Locale) {
    let code = locale.language.languageCode?.identifier ?? "en"
    table = Self.languages[code] ?? Self.languages["en"]!
  }

  /// `phrase` with each `{name}` replaced by `values[name]`.
  public func callAsFunction(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
    let template =
      table[phrase] ?? Self.english[phrase] ?? Self.forecastEnglish[phrase]
      ?? Self.parkingEnglish[phrase] ?? phrase.rawValue
    guard template.contains("{") else { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The placeholder names `template` uses, for checking that translations match.
  static func placeholders(_ template: String) -> Set<String> {
    var names = Set<String>()
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
