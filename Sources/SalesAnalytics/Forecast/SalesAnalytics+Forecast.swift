import SalesDomain

/// The forecast of one city's units (`style` nil) or of one style's units in a city, for one
/// date, or the reason there is none.
public struct Forecast: Hashable, Sendable {
  /// The date forecast.
  public let date: LocalDate
  /// The city's name.
  public let city: String
  /// The style's name, nil for the city's total.
  public let style: String?
  /// The figures; nil when the history is too short to backtest a forecast.
  public let figures: ForecastFigures?
  /// Why there are no figures (nil when there are).
  public let reason: String?
  /// The city's operating days of the date's weekday in the history (0: never open then).
  public let operatingSameWeekdays: Int

  /// Creates a forecast row.
  public init(
    date: LocalDate, city: String, style: String?, figures: ForecastFigures?, reason: String?,
    operatingSameWeekdays: Int
  ) {
    self.date = date
    self.city = city
    self.style = style
    self.figures = figures
    self.reason = reason
    self.operatingSameWeekdays = operatingSameWeekdays
  }
}

/// A forecast's figures, rounded for the owner, with the backtest behind them.
public struct ForecastFigures: Hashable, Sendable {
  /// Expected units, rounded.
  public let quantity: Int
  /// The 80% interval's low end, rounded.
  public let low: Int
  /// The 80% interval's high end, rounded.
  public let high: Int
  /// Expected net sales: the expected units at the net per unit of the last four weeks.
  public let revenueCents: Int
  /// The unrounded forecast, its method, errors and backtest.
  public let forecast: SeriesForecast
  /// The history the forecast was made from (its backtest days index into it).
  public let history: OperatingDaySeries

  /// Rounds `forecast` of the day after `history`, at `netPerUnit` minor units a unit.
  public init(forecast: SeriesForecast, history: OperatingDaySeries, netPerUnit: Double) {
    self.forecast = forecast
    self.history = history
    quantity = Self.whole(forecast.point)
    low = Self.whole(forecast.low)
    high = Self.whole(forecast.high)
    revenueCents = Self.whole(forecast.point * netPerUnit)
  }

  /// `value` rounded half away from zero, clamped to what an `Int` holds (a figure that far
  /// out is nonsense already; converting it must not crash).
  static func whole(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value.rounded(), -9e15), 9e15))
  }
}

extension SalesAnalytics {
  /// How many weeks of history a forecast reads before its date.
  public static let forecastHistoryWeeks = 52
  /// A city needs this many operating days of the forecast date's weekday before it.
  public static let minimumSameWeekdays = 4
  /// The net per unit is taken over this many days before the forecast date.
  static let netPerUnitDays = 28

  /// The forecast of `date` from the sales before it only, per selected city (its total, then
  /// its styles by name): every style it sold in the history, or only the filter's styles.
  ///
  /// A city with fewer than `minimumSameWeekdays` operating days of `date`'s weekday in the
  /// 52 weeks before it gets no figures and a reason. See `SeriesForecast` for the method.
  public func forecasts(for date: LocalDate, filter: SalesFilter = .all) throws -> [Forecast] {
    let range = DateRange(
      date.adding(days: -7 * Self.forecastHistoryWeeks), date.adding(days: -1))
    let cities = try selectedCities(filter)
    let cityFilter = SalesFilter(cities: filter.cities)
    var styles = filter.styles.isEmpty ? try store.styles() : filter.styles
    var seenStyles = Set<Int64>()
    styles = styles.filter { seenStyles.insert($0.id).inserted }
      .sorted { Self.nameOrder($0.name, $1.name) }
    // Each city's operating days as offsets into the range, gathered in one pass (filtering
    // the list once per city read 364,000 entries 1,000 times for a fleet of 1,000).
    var openByCity: [Int64: Set<Int>] = [:]
    for day in try operatingCityDays(in: range, filter: cityFilter) {
      openByCity[day.cityID, default: []].insert(range.offset(of: day.date.dayNumber))
    }
    let totals = try DayFigureGrid(range: range, cells: cityDays(in: range, filter: cityFilter))
    let byStyle = try store.cityDayFiguresByStyle(
      cityFilter.selection(range), styleIDs: styles.map(\.id))
    let perStyle = styles.map { DayFigureGrid(range: range, cells: byStyle[$0.id] ?? []) }
    var rows: [Forecast] = []
    for city in cities {
      let openDays = openByCity[city.id] ?? []
      let citySeries = totals.series(city: city.id, open: openDays)
      let sameWeekdays = citySeries.operatingDays(onWeekday: date.isoWeekday)
      func row(_ style: String?, _ figures: ForecastFigures?, _ reason: String?) -> Forecast {
        Forecast(
          date: date, city: city.name, style: style, figures: figures, reason: reason,
          operatingSameWeekdays: sameWeekdays)
      }
      let soldStyles = styles.indices.filter { index in
        !filter.styles.isEmpty || perStyle[index].hasSales(city: city.id)
      }
      guard sameWeekdays >= Self.minimumSameWeekdays else {
        let reason = Self.shortHistoryReason(date: date, sameWeekdays: sameWeekdays)
        if filter.styles.isEmpty { rows.append(row(nil, nil, reason)) }
        rows += soldStyles.map { row(styles[$0].name, nil, reason) }
        continue
      }
      let cityForecast = SeriesForecast(citySeries)
      if filter.styles.isEmpty {
        rows.append(
          row(
            nil,
            cityForecast.map {
              ForecastFigures(
                forecast: $0, history: citySeries,
                netPerUnit: totals.netPerUnit(city: city.id, lastDays: Self.netPerUnitDays))
            }, cityForecast == nil ? Self.noForecastReason : nil))
      }
      for index in soldStyles {
        let styleSeries = perStyle[index].series(city: city.id, open: openDays)
        let share = cityForecast.map {
          ForecastMethod.cityShare(
            style: styleSeries, city: citySeries, cityForecasts: $0.forecasts)
        }
        let forecast = SeriesForecast(styleSeries, share: share)
        rows.append(
          row(
            styles[index].name,
            forecast.map {
              ForecastFigures(
                forecast: $0, history: styleSeries,
                netPerUnit: perStyle[index].netPerUnit(
                  city: city.id, lastDays: Self.netPerUnitDays))
            }, forecast == nil ? Self.noForecastReason : nil))
      }
    }
    return rows
  }

  /// The reason for a city with too few operating days of the date's weekday.
  static func shortHistoryReason(date: LocalDate, sameWeekdays: Int) -> String {
    let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    let name = names[date.isoWeekday - 1] + (sameWeekdays == 1 ? "" : "s")
    return
      "only \(sameWeekdays) operating \(name) in the \(forecastHistoryWeeks) weeks before \(date); a forecast needs \(minimumSameWeekdays)"
  }

  /// The reason when no method could forecast the date (not expected past the history check).
  static let noForecastReason = "no earlier operating day of the same weekday to forecast from"
}

/// Figures per (city, date offset) over a range, from the roll-up rows, for building series.
struct DayFigureGrid {
  let range: DateRange
  /// Per city id, its days with a row, by date offset ascending: units and net sales. A list
  /// per city, not a dictionary per city: hashing 2.5M (city, day) cells was a sixth of a
  /// 1,000-truck report at 100M lines.
  private var cells: [Int64: [(offset: Int, quantity: Int, net: Int)]] = [:]

  /// The grid of `rows` (a later row of the same city and date replaces an earlier one).
  /// They come by date, as `cityDayFigures` gives them, so each city's list is already in
  /// date order; a city's list that is not is put in order.
  init(range: DateRange, cells rows: [CityDayFigures]) {
    self.range = range
    var unordered = Set<Int64>()
    for row in rows {
      let offset = range.offset(of: row.date.dayNumber)
      guard (0..<range.dayCount).contains(offset) else { continue }
      if let last = cells[row.cityID]?.last, last.offset >= offset {
        unordered.insert(row.cityID)
      }
      cells[row.cityID, default: []].append(
        (offset, row.figures.quantity, row.figures.netCents))
    }
    for city in unordered {
      var latest: [Int: (offset: Int, quantity: Int, net: Int)] = [:]
      for cell in cells[city] ?? [] { latest[cell.offset] = cell }
      cells[city] = latest.values.sorted { $0.offset < $1.offset }
    }
  }

  /// The city's units per date: a value on each open date (zero when nothing of it sold),
  /// nil on closed dates.
  func series(city: Int64, open: Set<Int>) -> OperatingDaySeries {
    var quantities = [Int](repeating: 0, count: range.dayCount)
    for cell in cells[city] ?? [] { quantities[cell.offset] = cell.quantity }
    return OperatingDaySeries(
      first: range.first,
      values: (0..<range.dayCount).map { open.contains($0) ? Double(quantities[$0]) : nil })
  }

  /// Whether the city sold any unit in the range.
  func hasSales(city: Int64) -> Bool {
    (cells[city] ?? []).contains { $0.quantity != 0 }
  }

  /// Net sales per unit over the last `lastDays` dates, else over the whole range; 0 when no
  /// unit sold.
  func netPerUnit(city: Int64, lastDays: Int) -> Double {
    let days = cells[city] ?? []
    func rate(from offset: Int) -> Double? {
      var quantity = 0.0
      var net = 0.0
      // In date order, so the same rows always give the same sum (and a sum past 64 bits
      // stays a number rather than trapping).
      for cell in days where cell.offset >= offset {
        quantity += Double(cell.quantity)
        net += Double(cell.net)
      }
      return quantity > 0 ? net / quantity : nil
    }
    return rate(from: range.dayCount - lastDays) ?? rate(from: 0) ?? 0
  }
}
