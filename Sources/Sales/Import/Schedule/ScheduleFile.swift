import Foundation
import SalesDomain

/// A schedule file read into visits, all or nothing: a CSV of visits or an iCalendar file.
///
/// The source, whose visits a re-import replaces, is the calendar's name (`X-WR-CALNAME`) for
/// an iCalendar file that has one, else the file's name without its folder.
public struct ScheduleFile: Sendable {
  /// The calendar or file the visits came from.
  public let source: String
  /// The visits, by start.
  public let visits: [Visit]
  /// Whether the file was read as iCalendar.
  public let isCalendar: Bool

  /// Reads `path` (shown as `name` in the source) against `reference`; open-ended recurrences
  /// run through `horizon`. Throws `ScheduleFileError` listing every problem by line.
  public init(
    path: String, name: String, reference: ScheduleReferenceData, horizon: LocalDate
  ) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    let fileName = (name as NSString).lastPathComponent
    let prefix = String(decoding: data.prefix(64), as: UTF8.self)
    if ICalendarReader.isCalendar(prefix) {
      guard let text = String(data: data, encoding: .utf8) else {
        throw ScheduleFileError([ScheduleProblem(line: 1, "the file is not UTF-8 text")])
      }
      try self.init(calendar: text, fileName: fileName, reference: reference, horizon: horizon)
    } else {
      let visits = try ScheduleCSV.read(path: path, reference: reference, source: fileName)
      self.init(source: fileName, visits: visits, isCalendar: false)
    }
  }

  private init(source: String, visits: [Visit], isCalendar: Bool) {
    self.source = source
    self.visits = visits
    self.isCalendar = isCalendar
  }

  /// Reads iCalendar `text`: each occurrence finds its stop by its location (whole, then the
  /// part before its first comma, as calendars add the address), then by its title.
  init(
    calendar text: String, fileName: String, reference: ScheduleReferenceData, horizon: LocalDate
  )
    throws(ScheduleFileError)
  {
    var reader = try ICalendarReader(text: text, horizon: horizon)
    let source = reader.calendarName.flatMap { $0.isEmpty ? nil : $0 } ?? fileName
    var unmatched = UnmatchedScheduleNames()
    var problems: [ScheduleProblem] = []
    var visits: [Visit] = []
    // Occurrences of one event share their text: each distinct LOCATION and SUMMARY is
    // matched once (matching a name folds it through Foundation, ~30 µs: 1 s for a fleet's
    // five years of weekly rules).
    var matched: [String: (candidates: [String], stop: ScheduleReferenceData.StopEntry?)] = [:]
    for occurrence in reader.occurrences {
      let text = (occurrence.location ?? "") + "\u{0}" + (occurrence.summary ?? "")
      let match: (candidates: [String], stop: ScheduleReferenceData.StopEntry?)
      if let known = matched[text] {
        match = known
      } else {
        var candidates: [String] = []
        if let location = occurrence.location?.trimmingCharacters(in: .whitespacesAndNewlines),
          !location.isEmpty
        {
          candidates.append(location)
          if let comma = location.firstIndex(of: ",") {
            candidates.append(String(location[..<comma]))
          }
        }
        if let summary = occurrence.summary, !summary.trimmingCharacters(in: .whitespaces).isEmpty {
          candidates.append(summary)
        }
        match = (candidates, candidates.lazy.compactMap(reference.stop(named:)).first)
        matched[text] = match
      }
      let candidates = match.candidates
      guard let first = candidates.first else {
        problems.append(
          ScheduleProblem(
            line: occurrence.line, "the event has no LOCATION or SUMMARY to find its stop by"))
        continue
      }
      guard let stop = match.stop else {
        unmatched.add(
          first, kind: "stop", line: occurrence.line, alternatives: Array(candidates.dropFirst()))
        continue
      }
      let start = reader.instant(of: occurrence.start, floatingIn: stop.timeZone)
      let end = reader.instant(of: occurrence.end, floatingIn: stop.timeZone)
      guard end > start else {
        problems.append(ScheduleProblem(line: occurrence.line, "the event ends before it starts"))
        continue
      }
      let table = reader.zones.table(stop.timeZone)
      visits.append(
        Visit(
          cityID: stop.stop.cityID, stopID: stop.stop.id,
          date: LocalDate(dayNumber: table.localDay(atMilliseconds: start)), startsAt: start,
          endsAt: end, fee: occurrence.fee, source: source))
    }
    if !unmatched.isEmpty {
      problems.append(unmatched.problem(reference: reference, unit: "event"))
    }
    guard problems.isEmpty else {
      // One line per problem, and one grouped line for the names: the first few by line.
      var seen = Set<String>()
      throw ScheduleFileError(
        problems.sorted { $0.line < $1.line }.filter { seen.insert($0.message).inserted })
    }
    self.init(
      source: source,
      visits: visits.sorted {
        ($0.startsAt, $0.cityID, $0.stopID) < ($1.startsAt, $1.cityID, $1.stopID)
      },
      isCalendar: true)
  }
}

extension ICalendarReader {
  /// The instant (ms since 1970) of `value`, a floating time read in `zone`.
  mutating func instant(of value: CalendarDateTime, floatingIn zone: TimeZone) -> Int64 {
    switch value.zone {
    case .utc: return value.wallClock * 1000
    case .named(let named): return zones.instant(ofWallClock: value.wallClock, in: named)
    case .floating: return zones.instant(ofWallClock: value.wallClock, in: zone)
    }
  }
}
