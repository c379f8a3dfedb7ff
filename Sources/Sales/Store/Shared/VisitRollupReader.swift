import SalesDomain

/// The reader `query stops` (and `schedule list --figures`) uses: the per-visit roll-ups of a
/// range of dates and the Unscheduled figures of those dates, for every store.
extension VisitSalesStatements {
  /// The roll-ups of the visits starting on a date of `dates` and the Unscheduled figures of
  /// those dates (see `ScheduleDataStore.visitRollups`): visits by city, then start.
  func rollups(on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int) throws
    -> VisitRollups?
  {
    var figures: [VisitFigure] = []
    var cities: [Int64] = []
    var unscheduled: [(cityID: Int64, date: LocalDate, sums: VisitSums)] = []
    guard
      try forEachVisitFigure(
        on: dates, cityIDs: cityIDs, graceMinutes: graceMinutes, readingDates: true,
        readingFirstAndLastSales: true,
        visit: { figure in
          if figures.last?.cityID != figure.cityID, !cities.contains(figure.cityID) {
            cities.append(figure.cityID)
          }
          figures.append(figure)
        }, unscheduled: { unscheduled.append(($0, $1, $2)) })
    else { return nil }
    figures = Self.byCityAndStart(figures, cities: cities.sorted())
    return VisitRollups(
      visits: figures.map {
        Visit(
          cityID: $0.cityID, stopID: $0.stopID, date: $0.date!, startsAt: $0.startsAt,
          endsAt: $0.endsAt, fee: $0.fee, source: "")
      }, sums: figures.map(\.sums), unscheduled: unscheduled)
  }

  /// Hands each visit starting on a date of `dates` with its roll-ups to `visit` (in no set
  /// order), then each city and date of `dates` whose Unscheduled figures (the day's figures
  /// less its visits') are not zero to `unscheduled` (by city, then date); false when the
  /// roll-ups were kept with another grace (see `ScheduleDataStore`).
  ///
  /// Two reads, each row taken once and nothing hashed: the days of the range, then per city
  /// the packs of the periods that can hold a visit with a line of the range (`VisitPack`).
  /// Without packs (an upgraded database not yet packed, or `readingTables`) the visits come
  /// from the tables (`forEachTableFigure`); a damaged pack stops with a `StoreFailure`.
  func forEachVisitFigure(
    on dates: ClosedRange<LocalDate>, cityIDs: [Int64], graceMinutes: Int, readingDates: Bool,
    readingFirstAndLastSales: Bool = false, readingTables: Bool = false,
    visit: (VisitFigure) throws -> Void,
    unscheduled: (Int64, LocalDate, VisitSums) throws -> Void
  ) throws -> Bool {
    let settings = try dialect.rows(
      "SELECT grace_minutes, longest_visit_ms, (SELECT max(local_day) FROM visits), (SELECT max(local_day) FROM daily_city_sales), packs_complete FROM schedule_settings WHERE id = 1",
      []
    ) { row in
      (
        grace: Int(row.int64(0)), longest: row.int64(1),
        lastVisitDay: row.isNull(2) ? nil : Int(row.int64(2)),
        lastDay: row.isNull(3) ? nil : Int(row.int64(3)), packed: row.int64(4) != 0
      )
    }.first
    if settings?.grace != graceMinutes {
      let anyVisit = try dialect.rows("SELECT 1 FROM visits LIMIT 1", []) { _ in true }
      guard anyVisit.isEmpty else { return false }
    }
    let everyCity = try dialect.rows("SELECT id FROM cities", []) { $0.int64(0) }.sorted()
    let cities = cityIDs.isEmpty ? everyCity : Set(cityIDs).sorted()
    guard !cities.isEmpty else { return true }
    // Every row's city is looked up among `cities` (rows of others are skipped), so the SQL
    // names the cities only when some are left out: SQLite tests an IN list on every row it
    // reads (19M of 196M instructions for five years of 33k visits).
    let list = cities.map(String.init).joined(separator: ",")
    let someCities = Set(everyCity).isSubset(of: cities) ? "" : " AND +city_id IN (\(list))"
    var positions = CityPositions(cities)
    let first = dates.lowerBound.dayNumber
    let dayCount = dates.upperBound.dayNumber - first + 1
    let last = first + dayCount - 1
    func dayRange(endingAfter lastStored: Int?) -> (sql: String, arguments: [StoreValue]) {
      Self.dayRange(first: first, last: last, endingAfter: lastStored, dialect: dialect)
    }
    // Per city position, then day of the range: the day's figures less its visits'.
    var days = [DayFigures](repeating: DayFigures(), count: cities.count * dayCount)
    let storedDays = dayRange(endingAfter: settings?.lastDay)
    try dialect.forEachRow(
      "SELECT city_id, local_day, quantity, net_cents, tickets FROM daily_city_sales WHERE \(storedDays.sql)\(someCities)",
      storedDays.arguments
    ) { row in
      guard let city = positions.position(of: row.int64(0)) else { return }
      let offset = Int(truncatingIfNeeded: row.int64(1)) - first
      guard offset >= 0, offset < dayCount else { return }
      days[city * dayCount + offset].add(row.int64(2), row.int64(3), row.int64(4))
    }
    if settings?.packed == true, !readingTables {
      try forEachPackedFigure(
        cities: cities, from: first, dayCount: dayCount, longestVisit: settings?.longest ?? 0,
        graceMinutes: graceMinutes, readingDates: readingDates,
        readingFirstAndLastSales: readingFirstAndLastSales, days: &days, visit: visit)
    } else {
      try forEachTableFigure(
        cities: cities, from: first, dayCount: dayCount, settings: settings, someCities: someCities,
        graceMinutes: graceMinutes, readingDates: readingDates,
        readingFirstAndLastSales: readingFirstAndLastSales, days: &days, visit: visit)
    }
    for (city, cityID) in cities.enumerated() {
      for offset in 0..<dayCount where !days[city * dayCount + offset].isZero {
        try unscheduled(
          cityID, LocalDate(dayNumber: first + offset), days[city * dayCount + offset].sums)
      }
    }
    return true
  }

  /// The visits of `cities` starting on the `dayCount` days from day `first`, from the packs
  /// (by city, then start), and `days` less the roll-up rows of those days.
  ///
  /// Each visit goes to `visit` as it is decoded: holding five years' 33k figures until the
  /// end cost 3,000 page faults (a third of the command's time). A damaged pack stops the
  /// read with a `StoreFailure` that names it (`griddle init` packs every city again).
  private func forEachPackedFigure(
    cities: [Int64], from first: Int, dayCount: Int, longestVisit: Int64, graceMinutes: Int,
    readingDates: Bool, readingFirstAndLastSales: Bool, days: inout [DayFigures],
    visit: (VisitFigure) throws -> Void
  ) throws {
    // The visits that can hold a line of the range, as `visitSales` bounds them.
    let day: Int64 = 86_400_000
    let grace = Int64(graceMinutes) * 60_000
    let low = Int64(first - 3) * day - longestVisit - grace
    let high = Int64(first + dayCount + 3) * day + grace
    let last = first + dayCount - 1
    for (city, cityID) in cities.enumerated() {
      try dialect.forEachRow(
        "SELECT period, visits FROM visit_packs WHERE city_id = \(dialect.parameter(1)) AND period BETWEEN \(dialect.parameter(2)) AND \(dialect.parameter(3))",
        [
          .integer(cityID), .integer(VisitPack.period(of: low)),
          .integer(VisitPack.period(of: high)),
        ]
      ) { row in
        var sums = VisitSums()
        do {
          try VisitPack.forEachEntry(in: row.string(1)) { _, packed in
            var rowSums = packed.sums
            if !readingFirstAndLastSales {
              (rowSums.firstSaleAt, rowSums.lastSaleAt) = (nil, nil)
            }
            sums.add(rowSums)
            let offset = packed.day - first
            if offset >= 0, offset < dayCount {
              days[city * dayCount + offset].add(
                -rowSums.quantity, -rowSums.netCents, -rowSums.tickets)
            }
          } entry: { startsAt, packed in
            defer { sums = VisitSums() }
            guard let packed, packed.day >= first, packed.day <= last else { return }
            try visit(
              VisitFigure(
                cityID: cityID, stopID: packed.stopID,
                date: readingDates ? LocalDate(dayNumber: packed.day) : nil,
                startsAt: startsAt, endsAt: packed.endsAt, fee: packed.fee, sums: sums))
          }
        } catch is VisitPack.Damaged {
          throw VisitPack.damaged(cityID: cityID, period: row.int64(0))
        }
      }
    }
  }

  /// The visits of the range from `visits` and `visit_sales` (by day, then city, then start),
  /// and `days` less the roll-up rows of those days.
  ///
  /// Three reads: per city, the primary-key range of `visit_sales` that can hold a line of the
  /// range (summed per visit, in start order, as the key gives them); the visits from the
  /// covering index by day, each matched to its sums by a pointer per city (a city's visits
  /// never overlap, so they come by start).
  private func forEachTableFigure(
    cities: [Int64], from first: Int, dayCount: Int,
    settings: (grace: Int, longest: Int64, lastVisitDay: Int?, lastDay: Int?, packed: Bool)?,
    someCities: String, graceMinutes: Int, readingDates: Bool, readingFirstAndLastSales: Bool,
    days: inout [DayFigures], visit: (VisitFigure) throws -> Void
  ) throws {
    var positions = CityPositions(cities)
    let last = first + dayCount - 1
    func dayRange(endingAfter lastStored: Int?) -> (sql: String, arguments: [StoreValue]) {
      Self.dayRange(first: first, last: last, endingAfter: lastStored, dialect: dialect)
    }
    let sales = try visitSales(
      cities: cities, from: first, dayCount: dayCount, longestVisit: settings?.longest ?? 0,
      graceMinutes: graceMinutes, readingFirstAndLastSales: readingFirstAndLastSales,
      days: &days)
    // The columns the index by day covers (no source: the figures do not need it; the date only
    // when asked for, as each column read costs about 150 instructions a visit). The city
    // test is written `+city_id` so that SQLite reads that covering index by day rather than
    // the index by city, which cost a table lookup per visit; PostgreSQL reads `+city_id` as
    // the column itself.
    var next = [Int](repeating: 0, count: cities.count)
    let visitDays = dayRange(endingAfter: settings?.lastVisitDay)
    try dialect.forEachRow(
      "SELECT city_id, stop_id, starts_at, ends_at, fee_flat_cents, fee_percent_hundredths\(readingDates ? ", local_day" : "") FROM visits WHERE \(visitDays.sql)\(someCities)",
      visitDays.arguments
    ) { row in
      let cityID = row.int64(0)
      guard let city = positions.position(of: cityID) else { return }
      let startsAt = row.int64(2)
      let sums = sales.sums(city: city, startsAt: startsAt, next: &next[city])
      try visit(
        VisitFigure(
          cityID: cityID, stopID: row.int64(1),
          date: readingDates ? LocalDate(dayNumber: Int(truncatingIfNeeded: row.int64(6))) : nil,
          startsAt: startsAt, endsAt: row.int64(3),
          fee: row.isNull(4)
            ? nil
            : StopFee(
              flatCents: Int(truncatingIfNeeded: row.int64(4)),
              percentHundredths: Int(truncatingIfNeeded: row.int64(5))),
          sums: sums))
    }
  }

  /// A condition on `local_day` from day `first` to `last`, written without its end when the
  /// last stored day is not after it: SQLite tests every row it reads against a range's end
  /// (9M instructions over five years of visits).
  private static func dayRange(
    first: Int, last: Int, endingAfter lastStored: Int?, dialect: Dialect
  )
    -> (sql: String, arguments: [StoreValue])
  {
    let from = "local_day >= \(dialect.parameter(1))"
    guard let lastStored, lastStored <= last else {
      return (
        from + " AND local_day <= \(dialect.parameter(2))",
        [.integer(Int64(first)), .integer(Int64(last))]
      )
    }
    return (from, [.integer(Int64(first))])
  }

  /// `visits` (in the index's order: by day, then city, then start) by city, then start. A
  /// city's visits never overlap and count on the day they start, so within one city the
  /// index's order is already by start: bucketing by city keeps it, where sorting 33k visits
  /// (five years) moved 30M instructions' worth of structs. Sorted anyway if that ever fails.
  static func byCityAndStart<Item: CityAndStart>(_ visits: [Item], cities: [Int64]) -> [Item] {
    // A counting sort by city position (`cities` is sorted; the last bucket holds visits of
    // other cities): one pass to count, one to place indices, one copy of each visit. Scanning
    // every visit once per city copied each visit (and retained its source) six times.
    var bucketOfVisit = [Int32](repeating: 0, count: visits.count)
    var starts = [Int](repeating: 0, count: cities.count + 3)
    var lastCity: Int64 = .min
    var lastBucket = cities.count
    // By index, not by element: a `Visit` (a string and an optional fee inside) costs an
    // outlined copy each time a loop binds one.
    for index in visits.indices {
      let cityID = visits[index].cityID
      if cityID != lastCity {
        lastCity = cityID
        lastBucket = cities.firstIndex(of: cityID) ?? cities.count
      }
      bucketOfVisit[index] = Int32(lastBucket)
      starts[lastBucket + 2] += 1
    }
    for bucket in 2..<starts.count { starts[bucket] += starts[bucket - 1] }
    var placed = [Int32](repeating: 0, count: visits.count)
    for (index, bucket) in bucketOfVisit.enumerated() {
      placed[starts[Int(bucket) + 1]] = Int32(index)
      starts[Int(bucket) + 1] += 1
    }
    var ordered = placed.map { visits[Int($0)] }
    let inOrder = ordered.indices.dropFirst().allSatisfy { index in
      let (earlierCity, laterCity) = (ordered[index - 1].cityID, ordered[index].cityID)
      return earlierCity != laterCity
        ? earlierCity < laterCity : ordered[index - 1].startsAt <= ordered[index].startsAt
    }
    if !inOrder {
      ordered.sort { $0.cityID != $1.cityID ? $0.cityID < $1.cityID : $0.startsAt < $1.startsAt }
    }
    return ordered
  }

  /// The `visit_sales` rows of `cities` whose visit can hold a line of the `dayCount` days from
  /// day `first`, summed per visit; each row with a day of the range is taken from `days`.
  private func visitSales(
    cities: [Int64], from first: Int, dayCount: Int, longestVisit: Int64, graceMinutes: Int,
    readingFirstAndLastSales: Bool, days: inout [DayFigures]
  ) throws -> VisitSalesByCity {
    // A line of a day of the range lies within three days of it (any zone, any business day);
    // its visit started at most the longest visit and the grace before it.
    let day: Int64 = 86_400_000
    let grace = Int64(graceMinutes) * 60_000
    let low = Int64(first - 3) * day - longestVisit - grace
    let high = Int64(first + dayCount + 3) * day + grace
    let firstAndLast = readingFirstAndLastSales ? ", first_sale_at, last_sale_at" : ""
    var sales = VisitSalesByCity()
    for (city, cityID) in cities.enumerated() {
      try dialect.forEachRow(
        "SELECT starts_at, local_day, quantity, net_cents, tickets\(firstAndLast) FROM visit_sales WHERE city_id = \(dialect.parameter(1)) AND starts_at BETWEEN \(dialect.parameter(2)) AND \(dialect.parameter(3))",
        [.integer(cityID), .integer(low), .integer(high)]
      ) { row in
        let startsAt = row.int64(0)
        var sums = VisitSums(quantity: row.int64(2), netCents: row.int64(3), tickets: row.int64(4))
        if readingFirstAndLastSales {
          sums.firstSaleAt = row.isNull(5) ? nil : row.int64(5)
          sums.lastSaleAt = row.isNull(6) ? nil : row.int64(6)
        }
        let offset = Int(truncatingIfNeeded: row.int64(1)) - first
        if offset >= 0, offset < dayCount {
          days[city * dayCount + offset].add(-sums.quantity, -sums.netCents, -sums.tickets)
        }
        sales.add(startsAt: startsAt, sums: sums)
      }
      sales.endCity()
    }
    return sales
  }
}

/// The position of a city among a few sorted ids, remembering the last one asked (rows come
/// in runs of one city).
private struct CityPositions {
  let cities: [Int64]
  var lastID: Int64 = .min
  var lastPosition: Int? = nil

  init(_ cities: [Int64]) { self.cities = cities }

  mutating func position(of id: Int64) -> Int? {
    if id != lastID {
      lastID = id
      lastPosition = cities.firstIndex(of: id)
    }
    return lastPosition
  }
}

/// A day's quantity, net and tickets, summed without a first or last sale.
private struct DayFigures {
  var quantity: Int64 = 0
  var netCents: Int64 = 0
  var tickets: Int64 = 0

  mutating func add(_ quantity: Int64, _ netCents: Int64, _ tickets: Int64) {
    self.quantity += quantity
    self.netCents += netCents
    self.tickets += tickets
  }

  var isZero: Bool { quantity == 0 && netCents == 0 && tickets == 0 }
  var sums: VisitSums { VisitSums(quantity: quantity, netCents: netCents, tickets: tickets) }
}

/// Each city's visits with roll-ups, by start: one flat array, a range of it per city.
private struct VisitSalesByCity {
  /// A visit's sums over its days.
  struct Visit {
    var startsAt: Int64
    var sums: VisitSums
  }

  private var visits: [Visit] = []
  private var ends: [Int] = []
  /// Whether the current city's rows have come by start so far.
  private var inOrder = true

  /// Adds a row of the current city: the visit starting at `startsAt`, or one more day of it.
  mutating func add(startsAt: Int64, sums: VisitSums) {
    if visits.count > ends.last ?? 0, let last = visits.last?.startsAt {
      if last == startsAt {
        visits[visits.count - 1].sums.add(sums)
        return
      }
      if last > startsAt { inOrder = false }
    }
    visits.append(Visit(startsAt: startsAt, sums: sums))
  }

  /// Closes the current city's rows: by start, each start once (rows that came in another
  /// order than the key's are sorted and summed).
  mutating func endCity() {
    let start = ends.last ?? 0
    if !inOrder {
      visits.replaceSubrange(start..., with: Self.merged(Array(visits[start...])))
      inOrder = true
    }
    ends.append(visits.count)
  }

  /// The sums of the visit of city position `city` starting at `startsAt` (zero without a
  /// row). `next` is where the city's last search ended: visits asked for by start find theirs
  /// by moving it on; one asked out of order is found by bisection.
  func sums(city: Int, startsAt: Int64, next: inout Int) -> VisitSums {
    let start = city == 0 ? 0 : ends[city - 1]
    let end = ends[city]
    var index = max(next, start)
    if index > start, visits[index - 1].startsAt >= startsAt {
      var (low, high) = (start, end)
      while low < high {
        let middle = (low + high) / 2
        if visits[middle].startsAt < startsAt { low = middle + 1 } else { high = middle }
      }
      index = low
    }
    while index < end, visits[index].startsAt < startsAt { index += 1 }
    next = index
    return index < end && visits[index].startsAt == startsAt ? visits[index].sums : VisitSums()
  }

  /// `visits` by start, each start once (its rows summed).
  static func merged(_ visits: [Visit]) -> [Visit] {
    var result: [Visit] = []
    for visit in visits.sorted(by: { $0.startsAt < $1.startsAt }) {
      if let last = result.last, last.startsAt == visit.startsAt {
        result[result.count - 1].sums.add(visit.sums)
      } else {
        result.append(visit)
      }
    }
    return result
  }
}

/// What `byCityAndStart` orders by: a visit's city and first instant.
protocol CityAndStart {
  var cityID: Int64 { get }
  var startsAt: Int64 { get }
}

extension Visit: CityAndStart {}
extension VisitFigure: CityAndStart {}
