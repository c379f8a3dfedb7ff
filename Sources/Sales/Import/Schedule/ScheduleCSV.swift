import Foundation
import SalesDomain

/// A CSV of visits: `date,city,stop,start,end[,fee_cents][,fee_percent]` with a header row
/// (columns by name, any order, case ignored), RFC 4180 like every CSV Griddle reads.
///
/// `date` is the local `YYYY-MM-DD` the visit starts on, `start` and `end` local `HH:MM` in
/// the city's zone; an end before the start is on the next day (a visit past midnight).
/// A start or end that clocks skip (springing forward) is an error; one they show twice is its
/// first occurrence, as for orders. `fee_cents` and `fee_percent`, when either is filled in,
/// are the visit's own fee (the other part 0), replacing its stop's.
enum ScheduleCSV {
  static let required = ["date", "city", "stop", "start", "end"]
  static let optional = ["fee_cents", "fee_percent"]

  static func read(path: String, reference: ScheduleReferenceData, source: String) throws
    -> [Visit]
  {
    let reader = try CSVReader(path: path)
    let names = reader.columnNames.map { $0.lowercased() }
    var column: [String: Int] = [:]
    for (index, name) in names.enumerated() where column[name] == nil { column[name] = index }
    let missing = required.filter { column[$0] == nil }
    let unknown = names.filter { !required.contains($0) && !optional.contains($0) }
    guard missing.isEmpty, unknown.isEmpty, names.count == Set(names).count else {
      var parts: [String] = []
      if !missing.isEmpty {
        parts.append(
          "lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))")
      }
      if !unknown.isEmpty {
        parts.append(
          "has the unknown column\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\(scheduleValue($0))'" }.joined(separator: ", "))"
        )
      }
      if names.count != Set(names).count { parts.append("names a column twice") }
      throw ScheduleFileError([
        ScheduleProblem(
          line: reader.headerLine,
          "the header \(parts.joined(separator: " and ")); a schedule CSV has the columns date,city,stop,start,end[,fee_cents][,fee_percent] (or is an iCalendar file starting with BEGIN:VCALENDAR)"
        )
      ])
    }
    var problems: [ScheduleProblem] = []
    var unmatched = UnmatchedScheduleNames()
    var visits: [Visit] = []
    var tables: [String: ZoneOffsetTable] = [:]
    while try reader.nextRecord() {
      let line = reader.line
      if let problem = reader.problem {
        problems.append(ScheduleProblem(line: line, problem))
        continue
      }
      func field(_ name: String) -> String {
        guard let index = column[name], index < reader.fields.count else { return "" }
        return String(decoding: reader.fields[index], as: UTF8.self)
          .trimmingCharacters(in: .whitespaces)
      }
      do throws(ScheduleProblem) {
        let cityName = field("city")
        let stopName = field("stop")
        guard let city = reference.city(named: cityName) else {
          unmatched.add(cityName, kind: "city", line: line)
          continue
        }
        guard let stop = reference.stop(named: stopName) else {
          unmatched.add(stopName, kind: "stop", line: line)
          continue
        }
        guard stop.stop.cityID == city.city.id else {
          throw ScheduleProblem(
            line: line,
            "stop '\(scheduleValue(stopName))' is a stop of \(stop.cityName), not of \(city.city.name)"
          )
        }
        guard let date = LocalDate(iso: field("date")) else {
          throw ScheduleProblem(
            line: line, "date '\(scheduleValue(field("date")))' is not a date (YYYY-MM-DD)")
        }
        let start = try minutes(field("start"), "start", line: line)
        let end = try minutes(field("end"), "end", line: line)
        let table =
          tables[city.city.timeZone.identifier] ?? ZoneOffsetTable(timeZone: city.city.timeZone)
        tables[city.city.timeZone.identifier] = table
        func instant(_ day: LocalDate, _ minute: Int, _ name: String) throws(ScheduleProblem)
          -> Int64
        {
          guard
            let second = table.instant(
              atWallClock: Int64(day.dayNumber) * 86_400 + Int64(minute) * 60)
          else {
            throw ScheduleProblem(
              line: line,
              "\(name) \(field(name)) on \(day) does not exist in \(city.city.timeZone.identifier) (clocks skip it when daylight saving time starts)"
            )
          }
          return second * 1000
        }
        guard end != start else {
          throw ScheduleProblem(line: line, "the visit ends when it starts (\(field("start")))")
        }
        let startsAt = try instant(date, start, "start")
        let endsAt = try instant(end > start ? date : date.adding(days: 1), end, "end")
        var fee: StopFee?
        let feeCents = field("fee_cents")
        let feePercent = field("fee_percent")
        if !feeCents.isEmpty || !feePercent.isEmpty {
          var own = StopFee.none
          if !feeCents.isEmpty {
            guard let cents = Int(feeCents), cents >= 0, cents <= Int(Int32.max) else {
              throw ScheduleProblem(
                line: line,
                "fee_cents '\(scheduleValue(feeCents))' is not whole minor units from 0 to \(Int32.max)"
              )
            }
            own.flatCents = cents
          }
          if !feePercent.isEmpty {
            guard let hundredths = StopFee.percentHundredths(feePercent) else {
              throw ScheduleProblem(
                line: line,
                "fee_percent '\(scheduleValue(feePercent))' is not a percent from 0 to 100 with at most two decimals"
              )
            }
            own.percentHundredths = hundredths
          }
          fee = own
        }
        guard endsAt > startsAt else {
          throw ScheduleProblem(line: line, "the visit ends before it starts")
        }
        visits.append(
          Visit(
            cityID: city.city.id, stopID: stop.stop.id, date: date, startsAt: startsAt,
            endsAt: endsAt, fee: fee, source: source))
      } catch {
        problems.append(error)
      }
    }
    if !unmatched.isEmpty { problems.append(unmatched.problem(reference: reference, unit: "row")) }
    guard problems.isEmpty else { throw ScheduleFileError(problems.sorted { $0.line < $1.line }) }
    return visits.sorted { ($0.startsAt, $0.cityID) < ($1.startsAt, $1.cityID) }
  }

  /// `HH:MM` (00:00–23:59) as minutes after midnight.
  private static func minutes(_ text: String, _ name: String, line: Int) throws(ScheduleProblem)
    -> Int
  {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour),
      (0..<60).contains(minute), parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
    else {
      throw ScheduleProblem(
        line: line, "\(name) '\(scheduleValue(text))' is not a time (HH:MM, 00:00 to 23:59)")
    }
    return hour * 60 + minute
  }
}
