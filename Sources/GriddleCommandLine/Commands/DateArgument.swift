import Foundation
import Sales

/// Reads the dates `--date`, `--from` and `--to` take: ISO dates, `today`, `yesterday` and
/// `-Nd` (N days before today), "today" being the date in the report time zone.
///
/// `query` and `report` share it, so a bad date gets the same message everywhere.
enum DateArgument {
  /// How a date may be written, for help texts.
  static let syntax = "YYYY-MM-DD, today, yesterday or -Nd"

  /// The date `text` names, or a usage error naming `option` (`--from <date>`).
  static func parse(_ text: String, option: String, reportTimeZone: String) throws -> LocalDate {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let date = LocalDate(iso: trimmed) { return date }
    let today = Self.today(inReportTimeZone: reportTimeZone)
    switch trimmed {
    case "today": return today
    case "yesterday": return today.adding(days: -1)
    default: break
    }
    // `-Nd`, up to 100,000 days (about 270 years) so that the date stays an ordinary one.
    if trimmed.hasPrefix("-"), trimmed.hasSuffix("d"),
      let days = Int(trimmed.dropFirst().dropLast()), days >= 0, days <= 100_000,
      !trimmed.dropFirst().hasPrefix("+")
    {
      return today.adding(days: -days)
    }
    throw UsageError(
      "invalid date '\(text)' for '\(option)': expected \(syntax) (N days before today)")
  }

  /// Today's date in the report time zone (UTC if that zone is unknown).
  static func today(inReportTimeZone identifier: String) -> LocalDate {
    let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
    return LocalDate(instant: Date(), timeZone: zone)
  }
}
