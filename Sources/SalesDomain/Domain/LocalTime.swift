import Foundation

/// The local calendar date and hour of an instant in a time zone.
public struct LocalTime: Hashable, Sendable {
  /// The local date.
  public let date: LocalDate
  /// The local hour, 0–23.
  public let hour: Int

  /// The local date and hour of `instant` in `timeZone`.
  public init(instant: Date, timeZone: TimeZone) {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    self.init(localSeconds: seconds + timeZone.secondsFromGMT(for: instant))
  }

  /// A date and hour as given (a business day and its clock hour).
  public init(date: LocalDate, hour: Int) {
    self.date = date
    self.hour = hour
  }

  /// The date and hour of a local wall-clock time given as seconds since 1970-01-01 00:00.
  public init(localSeconds: Int) {
    let day = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    date = LocalDate(dayNumber: day)
    hour = (localSeconds - day * 86_400) / 3600
  }
}
