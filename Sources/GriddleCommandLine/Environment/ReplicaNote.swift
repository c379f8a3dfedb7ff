import Foundation
import Sales
import SalesDomain

extension CommandEnvironment {
  /// How current the figures read from `store` are, as a sentence ("Figures up to 02:14,
  /// 3 minutes behind the primary."), when `store` is a hot standby that lags; nil otherwise.
  ///
  /// The primary compared with is `database` when `readDatabase` names the replica; a standby
  /// named by `database` itself has no primary to compare with and says only how far it got.
  /// Never fails the command: a check that cannot be made says nothing.
  func replicaFreshnessSentence(of store: any SalesDataStore) -> String? {
    let primary = configuration.readDatabase == nil ? nil : configuration.database
    guard let freshness = try? SalesStores.replicaFreshness(of: store, primary: primary) else {
      return nil
    }
    let compared = freshness.comparedWithPrimary
    guard let upTo = freshness.figuresUpTo else {
      return compared
        ? "Figures from a standby behind the primary that has applied no change since it started."
        : "Figures from a standby that has applied no change since it started and was not compared with its primary."
    }
    guard let behind = freshness.behindPrimary else {
      return
        "Figures up to \(clockTime(upTo)), from a standby that was not compared with its primary."
    }
    return "Figures up to \(clockTime(upTo)), \(Self.duration(behind)) behind the primary."
  }

  /// Prints the freshness sentence of a lagging standby as a note (see
  /// `replicaFreshnessSentence(of:)`) and returns it.
  @discardableResult
  func noteReplicaFreshness(of store: any SalesDataStore) -> String? {
    guard let sentence = replicaFreshnessSentence(of: store) else { return nil }
    notice("the read database is a standby. \(sentence)")
    return sentence
  }

  /// `date` as a wall-clock time in the report time zone: `02:14`, with the date in front when
  /// it is not today there, and the zone after.
  func clockTime(_ date: Date) -> String {
    let zone =
      TimeZone(identifier: configuration.reportTimeZone) ?? TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat =
      calendar.isDate(date, inSameDayAs: Date()) ? "HH:mm" : "yyyy-MM-dd HH:mm"
    return "\(formatter.string(from: date)) (\(zone.identifier))"
  }

  /// A lag in words: "less than a second", seconds under a minute, minutes under two hours,
  /// then hours, then days.
  static func duration(_ seconds: TimeInterval) -> String {
    func count(_ value: Int, _ unit: String) -> String {
      "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
    let whole = Int(seconds.rounded(.down))
    // A standby that lags by a fraction of a second is behind, not "0 seconds" behind.
    if whole < 1 { return "less than a second" }
    if whole < 60 { return count(whole, "second") }
    if whole < 7_200 { return count(whole / 60, "minute") }
    if whole < 172_800 { return count(whole / 3_600, "hour") }
    return count(whole / 86_400, "day")
  }
}
