import Foundation
import SalesAnalytics
import SalesDomain

/// What a nightly report remembers of what it showed (issue 25, "Reports know"): the all-city
/// net sales and tickets of the report date and the 6 days before it (the days a late void or
/// a restatement of a recent export touches), with the ledger's latest import id. The first
/// report that shows a day records it; a later report for any date that shows the day again
/// compares, and says in one line what changed since.
public enum ReportedFigures {
  /// The days recorded and compared: the report date and the 6 days before it.
  public static let days = 7

  /// The figures `data` shows for its recorded days, with the ledger's latest import id.
  public static func shown(in data: NightlyReportData, latestImportID: Int64?) -> [ReportedDay] {
    data.historyDaily.suffix(days).map {
      ReportedDay(
        date: $0.date, netCents: $0.figures.netCents, tickets: $0.figures.tickets,
        latestImportID: latestImportID)
    }
  }

  /// The days `shown` against their first report: how they differ, and which are not
  /// recorded yet.
  public struct Comparison: Equatable, Sendable {
    /// The changed days and what the ledger says happened to them (nil: none differs).
    public let change: FiguresChange?
    /// The days `shown` that no report recorded yet (the report records them).
    public let unrecorded: [ReportedDay]
  }

  /// Compares the days `shown` with their first report, and asks the ledger what happened to
  /// those that differ.
  public static func compare(_ shown: [ReportedDay], in store: any ReportedDaysStore) throws
    -> Comparison
  {
    guard let first = shown.first?.date, let last = shown.last?.date else {
      return Comparison(change: nil, unrecorded: [])
    }
    let recorded = Dictionary(
      try store.reportedDays(from: first, through: last).map { ($0.date, $0) },
      uniquingKeysWith: { a, _ in a })
    let unrecorded = shown.filter { recorded[$0.date] == nil }
    var changed: [(now: ReportedDay, then: ReportedDay)] = []
    for day in shown {
      guard let then = recorded[day.date],
        then.netCents != day.netCents || then.tickets != day.tickets
      else { continue }
      changed.append((day, then))
    }
    guard !changed.isEmpty else { return Comparison(change: nil, unrecorded: unrecorded) }
    // Days first reported at different points of the ledger are asked about separately.
    var ledger = LedgerChanges.none
    let byImport = Dictionary(grouping: changed, by: { $0.then.latestImportID ?? -1 })
    for importID in byImport.keys.sorted() {
      ledger =
        ledger
        + (try store.ledgerChanges(
          after: importID < 0 ? nil : importID, on: byImport[importID]!.map(\.now.date)))
    }
    let change = FiguresChange(
      dates: changed.map(\.now.date),
      netChangeCents: changed.reduce(0) { $0 + $1.now.netCents - $1.then.netCents },
      ledger: ledger)
    return Comparison(change: change, unrecorded: unrecorded)
  }

  /// Records `days` (those not recorded yet) in the store `open` gives (the primary database,
  /// opened to record only when there is something to record, so a report run again opens
  /// nothing); false when it could not (a replica, a read-only file or role, a busy
  /// database): the page is written all the same, and the next report records them.
  @discardableResult
  public static func record(
    _ days: [ReportedDay], in open: () -> (any ReportedDaysStore)?
  ) -> Bool {
    guard !days.isEmpty, let store = open() else { return false }
    return (try? store.recordReportedDays(days)) != nil
  }
}

/// Reported days whose figures changed since they were first reported: which, by how much
/// net, and what the ledger recorded about them.
public struct FiguresChange: Equatable, Sendable {
  /// The changed days, in order.
  public let dates: [LocalDate]
  /// The change of their net sales together, in minor units.
  public let netChangeCents: Int
  /// What the ledger recorded about them since they were reported.
  public let ledger: LedgerChanges

  /// Creates a change.
  public init(dates: [LocalDate], netChangeCents: Int, ledger: LedgerChanges) {
    self.dates = dates
    self.netChangeCents = netChangeCents
    self.ledger = ledger
  }

  /// The page's one line: "Figures for 2–3 April changed since they were first reported: 1
  /// check voided, net −$8.50."
  public func sentence(_ format: ReportFormatter) -> String {
    let text = format.strings
    let counts: [(Int, Phrase, Phrase)] = [
      (ledger.checksVoided, .changeCheckVoided, .changeChecksVoided),
      (ledger.ordersRestated, .changeOrderRestated, .changeOrdersRestated),
      (ledger.linesRemoved, .changeLineRemoved, .changeLinesRemoved),
      (ledger.importsAdded, .changeImportAdded, .changeImportsAdded),
      (ledger.importsUndone, .changeImportUndone, .changeImportsUndone),
    ]
    let what = counts.filter { $0.0 > 0 }.map { count, one, many in
      count == 1 ? text(one) : text(many, ["count": format.count(count)])
    }
    let values = [
      "dates": format.dayRanges(dates), "what": what.joined(separator: ", "),
      "change": format.signedMoney(minorUnits: netChangeCents),
    ]
    return text(what.isEmpty ? .figuresChangedNet : .figuresChanged, values)
  }
}

extension ReportFormatter {
  /// Days as runs of consecutive days in the locale's words, without the year: `April 2 – 3`
  /// (`2 – 3 April` in British English, `2.–3. April` in German), several runs as a list.
  public func dayRanges(_ dates: [LocalDate]) -> String {
    var runs: [(first: LocalDate, last: LocalDate)] = []
    for date in dates.sorted() {
      if let last = runs.last?.last, date == last.adding(days: 1) {
        runs[runs.count - 1].last = date
      } else {
        runs.append((date, date))
      }
    }
    let day = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
      .day().month(.wide)
    let range = Date.IntervalFormatStyle(
      locale: locale, calendar: calendar, timeZone: calendar.timeZone
    ).day().month(.wide)
    return runs.map { run in
      run.first == run.last
        ? instant(run.first).formatted(day)
        : (instant(run.first)..<instant(run.last)).formatted(range)
    }.formatted(.list(type: .and).locale(locale))
  }

  /// Money with its sign: `+$3.00`, `−$8.50` (a true minus), `±$0.00`; a word joiner keeps
  /// the sign on the amount's line (a phone wrapped "net −" away from "$12.00").
  public func signedMoney(minorUnits amount: Int) -> String {
    let sign = amount > 0 ? "+" : amount < 0 ? "−" : "±"
    return sign + "\u{2060}" + money(minorUnits: abs(amount))
  }
}
