import Foundation
import SalesAnalytics
import SalesDomain

/// The tables behind the charts: on the page, in the CSV files and in `data.json`.
extension NightlyReport {
  /// The running totals behind the "today" chart.
  static func curveTable(_ curve: TypicalDayCurve, text: ReportStrings) -> OutputTable {
    OutputTable(
      columns: [
        .init("hour", title: text(.hourAxis)), .init("day_cents", title: text(.todaySeries)),
        .init("typical_median_cents", title: text(.typicalSeries, ["weekday": ""])),
        .init("typical_low_cents", title: text(.dailyMinimum)),
        .init("typical_high_cents", title: text(.dailyMaximum)),
      ],
      rows: curve.hours.map { hour in
        [
          .integer(hour.hour), hour.day.map { .cents($0) } ?? .text(""),
          .cents(Int(hour.median.rounded())), .cents(hour.low), .cents(hour.high),
        ]
      })
  }

  /// Heat map cells as a table: (city,) weekday, hour, average tickets per day open.
  static func hoursTable(_ maps: [(city: String?, cells: [BusyHourCell])], text: ReportStrings)
    -> OutputTable
  {
    let byCity = maps.contains { $0.city != nil }
    var columns: [OutputTable.Column] = byCity ? [.init("city", title: text(.cityLegend))] : []
    columns += [
      .init("weekday", title: text(.weekdayAxis)), .init("hour", title: text(.hourAxis)),
      .init("average_tickets", title: text(.ticketsPerDay)),
    ]
    var rows: [[OutputTable.Value]] = []
    for map in maps {
      for cell in map.cells where cell.averageTickets > 0 {
        let values: [OutputTable.Value] = [
          .weekday(cell.weekday), .integer(cell.hour), .decimal(cell.averageTickets),
        ]
        rows.append((byCity ? [.text(map.city ?? "")] : []) + values)
      }
    }
    return OutputTable(columns: columns, rows: rows)
  }

  /// Heat map cells as the page shows them: a row per (city and) weekday, a column per hour
  /// with any ticket, like the map itself.
  static func hoursGrid(_ maps: [(city: String?, cells: [BusyHourCell])], format: ReportFormatter)
    -> DataTable
  {
    let active = maps.flatMap(\.cells).filter { $0.averageTickets > 0 }
    guard let first = active.map(\.hour).min(), let last = active.map(\.hour).max() else {
      return DataTable(columns: [], rows: [])
    }
    let text = format.strings
    let byCity = maps.contains { $0.city != nil }
    let columns =
      (byCity ? [text(.cityLegend)] : []) + [text(.weekdayAxis)] + (first...last).map(format.hour)
    var rows: [[String]] = []
    for map in maps {
      let values = Dictionary(
        map.cells.map { ($0.weekday * 24 + $0.hour, $0.averageTickets) },
        uniquingKeysWith: { a, _ in a })
      for weekday in 1...7 {
        let cells = (first...last).map { hour in
          values[weekday * 24 + hour].map { $0 > 0 ? format.decimal($0) : "" } ?? ""
        }
        rows.append((byCity ? [map.city ?? ""] : []) + [format.weekdayName(weekday)] + cells)
      }
    }
    let offset = byCity ? 2 : 1
    return DataTable(
      columns: columns, rows: rows,
      numericColumns: Set(offset..<(offset + last - first + 1)))
  }

  /// The daily chart's own rows (the largest cities and "Other"), for the table on the page;
  /// the CSV file keeps every city.
  static func dailyTable(
    _ rows: [(city: String, date: LocalDate, net: Int)], text: ReportStrings
  ) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: text(.dayAxis)), .init("city", title: text(.cityLegend)),
        .init("revenue_cents", title: text(.netSalesAxis)),
      ],
      rows: rows.map { [.text($0.date.description), .text($0.city), .cents($0.net)] })
  }

  /// A large fleet's total and spread per day; `exact` keeps the median's half minor unit (CSV
  /// and JSON), otherwise it is rounded to the minor unit (the page shows money). A day no
  /// truck traded has empty lowest, median and highest cells.
  static func spreadTable(_ days: [FleetDaySpread], text: ReportStrings, exact: Bool)
    -> OutputTable
  {
    OutputTable(
      columns: [
        .init("date", title: text(.dayAxis)),
        .init("revenue_cents", title: text(.fleetTotalSeries)),
        .init("trucks", title: text(.spreadTrucks)),
        .init("lowest_cents", title: text(.spreadLowest)),
        .init("median_cents", title: text(.spreadMedian)),
        .init("highest_cents", title: text(.spreadHighest)),
      ],
      rows: days.map { day in
        let median: OutputTable.Value =
          day.medianCents.map { exact ? .decimal($0) : .cents(Int($0.rounded())) } ?? .missing
        return [
          .text(day.date.description), .cents(day.totalCents), .integer(day.trucks),
          day.lowestCents.map { .cents($0) } ?? .missing, median,
          day.highestCents.map { .cents($0) } ?? .missing,
        ]
      })
  }

  /// Every series as one JSON object with the same shapes as `griddle query --format json`.
  static func dataJSON(_ data: NightlyReportData) -> String {
    var members: [(String, String)] = [
      ("date", OutputTable.jsonString(data.date.description)),
      ("daily", SalesTables.daily(data.daily).renderedAsJSON()),
      ("daily_by_city", SalesTables.dailyByCity(data.dailyByCity).renderedAsJSON()),
      ("styles", SalesTables.styles(data.styles).renderedAsJSON()),
      ("cities", SalesTables.cities(data.cities).renderedAsJSON()),
      ("weekdays", SalesTables.weekdays(data.weekdays).renderedAsJSON()),
      ("monthly", SalesTables.monthly(data.monthly).renderedAsJSON()),
      (
        "overall_average",
        "{\"quantity\": \(data.overallAverage.quantity), \"operating_days\": \(data.overallAverage.operatingDays), "
          + "\"average\": \(OutputTable.Value.decimal(data.overallAverage.average).plainText)}"
      ),
      ("forecast", SalesTables.forecasts(data.forecasts).renderedAsJSON()),
    ]
    // Only a large fleet has the spread, so a small one's data.json stays as it was.
    if data.isLargeFleet {
      members.append(
        (
          "fleet_spread",
          spreadTable(
            data.fleetSpread, text: ReportStrings(locale: Locale(identifier: "en")), exact: true
          )
          .renderedAsJSON()
        ))
    }
    // Only a business with a schedule has these, so the data.json of one without stays as it was.
    if let parking = data.parking {
      let english = ReportStrings(locale: Locale(identifier: "en"))
      members += [
        ("where_to_park", parkingTable(parking.stops, text: english).renderedAsJSON()),
        (
          "best_stop_by_weekday",
          bestStopTable(parking.bestByWeekday, text: english).renderedAsJSON()
        ),
        ("next_visits", nextVisitsTable(parking.nextVisits, text: english).renderedAsJSON()),
      ]
    }
    let body = members.map { key, value in
      "\"\(key)\": " + value.trimmingNewlinesAtEnds()
    }.joined(separator: ",\n")
    return "{\n" + body + "\n}\n"
  }
}

extension String {
  /// The string without the newlines (`CharacterSet.newlines`) at either end: what
  /// `trimmingCharacters(in: .newlines)` gives, looking at the ends only. Foundation's copied
  /// each table's whole JSON through NSString first: a sixth of a 1,000-truck nightly report.
  fileprivate func trimmingNewlinesAtEnds() -> String {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, CharacterSet.newlines.contains(scalars[start]) {
      start = scalars.index(after: start)
    }
    while end > start, CharacterSet.newlines.contains(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    return start == scalars.startIndex && end == scalars.endIndex
      ? self : String(scalars[start..<end])
  }
}
