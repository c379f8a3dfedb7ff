import Foundation
import Sales
import SalesDomain

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
      "invalid date '\(text)' for '\(option)': \(reason(trimmed) ?? "expected \(syntax) (N days before today)")"
    )
  }

  /// Why `text`, written in one of the accepted forms, still names no date: a day past the
  /// month's end, a month past 12, or more days back than `-Nd` goes; nil for other text.
  static func reason(_ text: String) -> String? {
    if let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})/),
      let month = Int(match.output.2), let day = Int(match.output.3)
    {
      guard (1...12).contains(month) else { return "a year has 12 months, not \(month)" }
      let prefix = "\(match.output.1)-\(match.output.2)-"
      let length = (28...31).last { LocalDate(iso: prefix + String($0)) != nil } ?? 28
      return day == 0
        ? "days of the month start at 01"
        : "\(match.output.1)-\(match.output.2) has \(length) days, not \(day)"
    }
    if text.hasPrefix("-"), text.hasSuffix("d"), text.count > 2,
      text.dropFirst().dropLast().allSatisfy(\.isASCII),
      text.dropFirst().dropLast().allSatisfy(\.isNumber)
    {
      return "-Nd goes back at most 100000d (about 270 years)"
    }
    return nil
  }

  /// Today's date in the report time zone (UTC if that zone is unknown).
  static func today(inReportTimeZone identifier: String) -> LocalDate {
    let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
    return LocalDate(instant: Date(), timeZone: zone)
  }
}
