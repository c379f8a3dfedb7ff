import Foundation
import SalesDomain

/// Cities and styles, written once for every store over its `StoreDialect`.
///
/// Names are stored as entered (trimmed, NFC) and matched by `NameKey` (case and Unicode form
/// ignored). Adding is idempotent and safe when two sessions add the same name at once: the
/// insert yields to an existing row, which is then read back. An existing city keeps its time
/// zone: asking for another is an error, since it would move the local days of its orders. An
/// existing style without a menu price gets the one asked for; a recorded price is kept.
struct ReferenceDataStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect

  private func p(_ position: Int) -> String { dialect.parameter(position) }

  private static func city(_ row: some StoreRow) -> City {
    City(
      id: row.int64(0), name: row.string(1),
      timeZone: TimeZone(identifier: row.string(2)) ?? TimeZone(secondsFromGMT: 0)!,
      businessDayStart: BusinessDayStart(minutes: Int(truncatingIfNeeded: row.int64(3)))
        ?? .midnight)
  }

  /// The columns `city(_:)` reads.
  private static var cityColumns: String { "id, name, time_zone, business_day_starts_at" }

  private static func style(_ row: some StoreRow) -> PancakeStyle {
    PancakeStyle(
      id: row.int64(0), name: row.string(1),
      priceCents: row.isNull(2) ? nil : Int(truncatingIfNeeded: row.int64(2)))
  }

  /// Every city on record, by name (byte order).
  func cities() throws -> [City] {
    try dialect.rows(
      "SELECT \(Self.cityColumns) FROM cities ORDER BY name\(dialect.byteOrder)", [], Self.city)
  }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  func city(named name: String) throws -> City? {
    try dialect.rows(
      "SELECT \(Self.cityColumns) FROM cities WHERE match_key = \(p(1))",
      [.text(NameKey(name).rawValue)], Self.city
    ).first
  }

  /// Adds a city unless one with a matching name exists; returns the stored city.
  func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "city") }
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else {
      throw SalesStoreError.unknownTimeZone(timeZoneIdentifier, city: name)
    }
    if try city(named: name) == nil {
      try dialect.run(
        "INSERT INTO cities (name, match_key, time_zone) VALUES (\(p(1)), \(p(2)), \(p(3))) ON CONFLICT (match_key) DO NOTHING",
        [.text(name), .text(NameKey(name).rawValue), .text(zone.identifier)])
    }
    guard let existing = try city(named: name) else { throw notStored("city", name) }
    if existing.timeZone.identifier != zone.identifier {
      throw SalesStoreError.cityTimeZoneMismatch(
        city: existing.name, recorded: existing.timeZone.identifier, requested: zone.identifier)
    }
    return existing
  }

  /// Records that the stored lines of the city with `id` use business days starting at
  /// `start` (the caller has rebuilt them, in the same transaction).
  func setBusinessDayStart(ofCity id: Int64, to start: BusinessDayStart) throws {
    try dialect.run(
      "UPDATE cities SET business_day_starts_at = \(p(1)) WHERE id = \(p(2))",
      [.integer(Int64(start.minutes)), .integer(id)])
  }

  /// Every style on the menu, by name (byte order).
  func styles() throws -> [PancakeStyle] {
    try dialect.rows(
      "SELECT id, name, price_cents FROM styles ORDER BY name\(dialect.byteOrder)", [],
      Self.style)
  }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  func style(named name: String) throws -> PancakeStyle? {
    try dialect.rows(
      "SELECT id, name, price_cents FROM styles WHERE match_key = \(p(1))",
      [.text(NameKey(name).rawValue)], Self.style
    ).first
  }

  /// Adds a style unless one with a matching name exists; returns the stored style.
  func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "style") }
    let key = NameKey(name).rawValue
    let price: StoreValue = priceCents.map { .integer(Int64($0)) } ?? .null
    if try style(named: name) == nil {
      try dialect.run(
        "INSERT INTO styles (name, match_key, price_cents) VALUES (\(p(1)), \(p(2)), \(p(3))) ON CONFLICT (match_key) DO NOTHING",
        [.text(name), .text(key), price])
    } else if priceCents != nil {
      try dialect.run(
        "UPDATE styles SET price_cents = \(p(1)) WHERE match_key = \(p(2)) AND price_cents IS NULL",
        [price, .text(key)])
    }
    guard let stored = try style(named: name) else { throw notStored("style", name) }
    return stored
  }

  /// Sets the menu price of the style with `id` from now on.
  func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws {
    try dialect.run(
      "UPDATE styles SET price_cents = \(p(1)) WHERE id = \(p(2))",
      [.integer(Int64(priceCents)), .integer(id)])
  }

  private func notStored(_ kind: String, _ name: String) -> StoreFailure {
    StoreFailure(.other, message: "\(kind) '\(name)' was not stored", code: "no row")
  }
}
