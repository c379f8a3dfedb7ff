import Foundation

/// The storage behind Griddle: what every command, the analytics and the importer ask of a
/// database, whatever engine holds it.
///
/// `SalesStore` (SQLite) is the first implementation; a PostgreSQL store implements the same
/// protocol. Nothing here mentions SQL or SQLite: an implementation owns its schema, its
/// migrations and its statements, and is the only code that speaks SQL against the sales
/// tables. Every implementation gives the same answers for the same imports.
///
/// Contract for implementers:
/// - **Opening.** A writing open creates or upgrades the schema (a first-release database
///   keeps every order as a one-line sale, roll-ups rebuilt) and refuses, without writing, a
///   database that is somebody else's. A read-only open never writes anything (no migration,
///   no reference data) and fails with a message naming `griddle init` when the schema is not
///   current; it never falls back to a writing open.
/// - **Lines and tickets.** Lines are keyed by (order id, line). All lines of an order share
///   its instant and city. Roll-ups hold, per (local day, city, style) and per (local day,
///   city, local hour): quantity, gross, discount, refund, net and tickets, where a ticket is
///   an order with a sale line in the group, counted once per group even when its lines
///   arrive in different imports. `rollupDiscrepancies()` must be empty after every write.
/// - **Atomicity.** `insert(_:)` and a file's import are all-or-nothing transactions that
///   update the lines and every roll-up together.
public protocol SalesDataStore: AnyObject, ImportLedgerReading {
  /// Whether this store was opened read-only.
  var isReadOnly: Bool { get }

  /// Whether the schema is the one this build expects; `.current` for a usable store.
  func schemaStatus() throws -> SchemaStatus
  /// The migrations the writing open applied (empty when it was up to date).
  var appliedMigrations: [Migration] { get }
  /// How many migrations this build carries for this store.
  var bundledMigrationCount: Int { get }

  // MARK: Reference data

  /// Every city on record, by name.
  func cities() throws -> [City]
  /// The city whose name matches ignoring case and Unicode normalization.
  func city(named name: String) throws -> City?
  /// Adds a city unless one with a matching name exists; returns the stored city.
  @discardableResult
  func addCity(name: String, timeZoneIdentifier: String) throws -> City
  /// Every style on the menu, by name.
  func styles() throws -> [PancakeStyle]
  /// The style whose name matches ignoring case and Unicode normalization.
  func style(named name: String) throws -> PancakeStyle?
  /// Adds a style unless one with a matching name exists; returns the stored style.
  @discardableResult
  func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle
  /// Replaces the menu price of a style from now on (stored orders keep their money).
  func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws
  /// Records that a city was open on a date even if it sold nothing.
  func recordOpenDay(cityID: Int64, date: LocalDate) throws
  /// Runs `body` in one writing transaction.
  func inTransaction<T>(_ body: () throws -> T) throws -> T

  // MARK: Storing

  /// Stores validated orders in one transaction and reports how many lines were new and how
  /// many were already present with the same content; a line stored with different content
  /// (or an order whose instant or city differs from its stored lines) rolls everything back
  /// with `SalesStoreError.conflictingOrder`.
  @discardableResult
  func insert(_ orders: [Order]) throws -> InsertSummary

  // MARK: Typed readers of the roll-ups

  /// Figures per (local date, city), by date then city.
  func cityDayFigures(_ selection: RollupSelection) throws -> [CityDayFigures]
  /// For each style of `styleIDs`, its figures per (local date, city), by date then city: what
  /// `cityDayFigures` gives for a selection of that one style (the selection's own styles are
  /// ignored).
  func cityDayFiguresByStyle(_ selection: RollupSelection, styleIDs: [Int64]) throws
    -> [Int64: [CityDayFigures]]
  /// Figures per local date over the selection's cities and styles, by date (dates with no
  /// roll-up row absent): `cityDayFigures` summed per date, which a store may read from a
  /// fleet-wide roll-up when the selection names no city and no style.
  func dayFigures(_ selection: RollupSelection) throws -> [DayFigures]
  /// The local dates on which any of the selection's cities operated, ascending: the dates of
  /// `operatingDays`, once each.
  func operatingDates(_ selection: RollupSelection) throws -> [LocalDate]
  /// Figures and operating days per (city, ISO weekday), by city id then weekday: the
  /// selection's `cityDayFigures` summed and its `operatingDays` counted per (city, weekday),
  /// which a store may read from a whole-history roll-up when the selection covers every
  /// stored day and names no style.
  func cityWeekdayFigures(_ selection: RollupSelection) throws -> [CityWeekdayFigures]
  /// Figures per style (styles that sold nothing are absent).
  func styleFigures(_ selection: RollupSelection) throws -> [StyleFigures]
  /// Figures per (city, ISO weekday, local hour), by city, weekday, hour.
  func weekdayHourFigures(_ selection: RollupSelection) throws -> [WeekdayHourFigures]
  /// Operating (city, local date) pairs.
  func operatingDays(_ selection: RollupSelection) throws -> [(cityID: Int64, date: LocalDate)]
  /// Operating days per (city, ISO weekday), by city id then weekday (weekdays with none
  /// absent): the selection's `operatingDays` counted, which a store may read from a
  /// whole-history roll-up when the selection covers every stored day.
  func operatingWeekdays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, weekday: Int, days: Int
  )]
  /// The earliest and latest dates with data, or nil.
  func dataDateBounds() throws -> ClosedRange<LocalDate>?
  /// The number of stored orders.
  func orderCount() throws -> Int
  /// The number of stored order lines.
  func orderLineCount() throws -> Int

  // MARK: Checking

  /// Where the roll-ups differ from a recomputation over the stored lines; empty when they
  /// agree.
  func rollupDiscrepancies() throws -> [String]
}

extension SalesDataStore {
  /// `cityDayFigures` summed per date (a store with a fleet-wide roll-up reads that instead).
  public func dayFigures(_ selection: RollupSelection) throws -> [DayFigures] {
    try dayFiguresSummingCities(selection)
  }

  /// `cityDayFigures` summed per date: what `dayFigures` must give, however it reads it.
  public func dayFiguresSummingCities(_ selection: RollupSelection) throws -> [DayFigures] {
    try DayFigures.summing(cityDayFigures(selection))
  }

  /// `cityDayFigures` summed and `operatingDays` counted per (city, weekday).
  public func cityWeekdayFigures(_ selection: RollupSelection) throws -> [CityWeekdayFigures] {
    try cityWeekdayFiguresOfDays(selection)
  }

  /// `cityDayFigures` summed and `operatingDays` counted per (city, weekday): what
  /// `cityWeekdayFigures` must give, however it reads it.
  public func cityWeekdayFiguresOfDays(_ selection: RollupSelection) throws
    -> [CityWeekdayFigures]
  {
    try CityWeekdayFigures.summing(cityDayFigures(selection), open: operatingDays(selection))
  }

  /// `operatingDays` counted per (city, weekday).
  public func operatingWeekdays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, weekday: Int, days: Int
  )] {
    try operatingWeekdaysOfDays(selection)
  }

  /// `operatingDays` counted per (city, weekday), by city id then weekday: what
  /// `operatingWeekdays` must give, however it reads it.
  public func operatingWeekdaysOfDays(_ selection: RollupSelection) throws -> [(
    cityID: Int64, weekday: Int, days: Int
  )] {
    var counts: [Int64: [Int]] = [:]
    for day in try operatingDays(selection) {
      counts[day.cityID, default: Array(repeating: 0, count: 7)][day.date.isoWeekday - 1] += 1
    }
    return counts.keys.sorted().flatMap { cityID in
      counts[cityID]!.enumerated().filter { $0.element > 0 }.map {
        (cityID: cityID, weekday: $0.offset + 1, days: $0.element)
      }
    }
  }

  /// The dates of `operatingDays`, once each, ascending.
  public func operatingDates(_ selection: RollupSelection) throws -> [LocalDate] {
    try operatingDatesOfCities(selection)
  }

  /// The dates of `operatingDays`, once each, ascending: what `operatingDates` must give.
  public func operatingDatesOfCities(_ selection: RollupSelection) throws -> [LocalDate] {
    Set(try operatingDays(selection).map(\.date.dayNumber)).sorted().map(LocalDate.init(dayNumber:))
  }

  /// `cityDayFigures` once per style (a store with a faster way reads them all at once).
  public func cityDayFiguresByStyle(_ selection: RollupSelection, styleIDs: [Int64]) throws
    -> [Int64: [CityDayFigures]]
  {
    var result: [Int64: [CityDayFigures]] = [:]
    for id in styleIDs {
      var one = selection
      one.styleIDs = [id]
      result[id] = try cityDayFigures(one)
    }
    return result
  }

  /// The city matching `name`, or an `unknownCity` error naming the closest known city.
  public func requireCity(named name: String) throws -> City {
    if let city = try city(named: name) { return city }
    throw SalesStoreError.unknownCity(
      name, suggestion: closestMatch(to: name, among: try cities().map(\.name)))
  }

  /// The style matching `name`, or an `unknownStyle` error naming the closest known style.
  public func requireStyle(named name: String) throws -> PancakeStyle {
    if let style = try style(named: name) { return style }
    throw SalesStoreError.unknownStyle(
      name, suggestion: closestMatch(to: name, among: try styles().map(\.name)))
  }
}
