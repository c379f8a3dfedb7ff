import Foundation
import SalesDomain

/// The cities and styles an import resolves names against, read once inside its transaction.
struct ImportReferenceData: Sendable {
  let cities: [City]
  let styles: [PancakeStyle]
  /// Offset tables by city index, for local dates and local-time `ordered_at` values.
  let zoneTables: [ZoneOffsetTable]
  /// When each city's business day starts, by city index.
  let dayStarts: [BusinessDayStart]
  /// The same in seconds after midnight, for the import's hot loop.
  let dayStartSeconds: [Int64]
  /// City and style indexes by `NameKey`.
  let cityIndexes: [String: Int]
  let styleIndexes: [String: Int]
  /// Menu prices by style index (0 when the menu has none).
  let menuPrices: [Int64]
  /// The stored visits by city index, that the import attributes its lines to.
  let visitWindows: VisitWindows
  /// The schedule's version they were read at (see `VisitSalesStatements.version`).
  let scheduleVersion: Int64

  /// The most cities, and the most styles, an import can resolve: rows carry 16-bit indexes.
  static let maximumCount = Int(UInt16.max)

  /// Throws `ImportError.tooManyNames` beyond `maximumCount` cities or styles.
  ///
  /// `visits` (all stored, attributed with a grace of `graceMinutes`) are loaded once per
  /// import, inside its transaction.
  init(
    cities: [City], styles: [PancakeStyle], visits: [Visit] = [], graceMinutes: Int = 0,
    scheduleVersion: Int64 = 0
  ) throws {
    for (kind, count) in [("cities", cities.count), ("styles", styles.count)]
    where count > Self.maximumCount {
      throw ImportError.tooManyNames(kind: kind, count: count, limit: Self.maximumCount)
    }
    self.cities = cities
    self.styles = styles
    // Cities sharing a zone share a table.
    var tables: [String: ZoneOffsetTable] = [:]
    zoneTables = cities.map { city in
      if let table = tables[city.timeZone.identifier] { return table }
      let table = ZoneOffsetTable(timeZone: city.timeZone)
      tables[city.timeZone.identifier] = table
      return table
    }
    dayStarts = cities.map(\.businessDayStart)
    dayStartSeconds = dayStarts.map(\.seconds)
    cityIndexes = Dictionary(
      cities.enumerated().map { (NameKey($0.element.name).rawValue, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    styleIndexes = Dictionary(
      styles.enumerated().map { (NameKey($0.element.name).rawValue, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    menuPrices = styles.map { Int64($0.priceCents ?? 0) }
    self.scheduleVersion = scheduleVersion
    visitWindows = VisitWindows(
      visits: visits, graceMinutes: graceMinutes, cityIDs: cities.map(\.id))
  }
}
