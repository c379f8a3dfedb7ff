import Foundation
import SalesDomain

/// A `SalesDataStore` held in memory, for tests of code that reads a store (SalesAnalytics,
/// Reports) without any database: it links SalesDomain only.
///
/// It answers as the SQLite store does for the same calls: the same ids (from 1, in the order
/// of adding), names matched by `NameKey`, cities and styles listed by name in byte order
/// (SQLite's `BINARY` collation), lines keyed by (order id, line) with their instant kept to
/// the millisecond, roll-ups from the domain's one money rule (`RollupAmounts.addLine`) with a
/// ticket counted once per group across calls, and a conflicting order refused with nothing
/// stored. `rollupDiscrepancies()` recomputes every roll-up from the stored lines.
public final class InMemorySalesStore: SalesDataStore {
  /// What the store holds; replaced as a whole when a transaction commits.
  var state = InMemorySalesState()
  /// Whether a transaction is open: SQLite refuses to begin one inside another, so this store
  /// refuses too rather than let a test pass here that fails on a database.
  private var inTransactionNow = false

  /// Creates an empty store.
  public init() {}

  /// Never read-only: there is nothing to protect from writing.
  public var isReadOnly: Bool { false }
  /// Always current: there is no schema.
  public func schemaStatus() throws -> SchemaStatus { .current }
  /// None: there is no schema to migrate.
  public var appliedMigrations: [Migration] { [] }
  /// None: there is no schema to migrate.
  public var bundledMigrationCount: Int { 0 }

  // MARK: Transactions

  /// Runs `body` on a copy of the state, keeping the copy only when `body` returns.
  ///
  /// Throws `InMemoryStoreError.nestedTransaction` inside another transaction, as SQLite
  /// refuses a `BEGIN` inside an open transaction.
  public func inTransaction<T>(_ body: () throws -> T) throws -> T {
    guard !inTransactionNow else { throw InMemoryStoreError.nestedTransaction }
    let saved = state
    inTransactionNow = true
    defer { inTransactionNow = false }
    do {
      return try body()
    } catch {
      state = saved
      throw error
    }
  }

  // MARK: Cities

  /// Every city on record, by name in byte order.
  public func cities() throws -> [City] {
    state.cities.values.sorted { Self.byteOrder($0.name, $1.name) }
  }

  /// The city whose name matches `name` ignoring case and Unicode normalization.
  public func city(named name: String) throws -> City? {
    state.cityIDs[NameKey(name)].flatMap { state.cities[$0] }
  }

  /// Adds a city unless one with a matching name exists (which must have the same zone).
  @discardableResult
  public func addCity(name: String, timeZoneIdentifier: String) throws -> City {
    let name = Self.storedName(name)
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "city") }
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else {
      throw SalesStoreError.unknownTimeZone(timeZoneIdentifier, city: name)
    }
    if let existing = try city(named: name) {
      guard existing.timeZone.identifier == zone.identifier else {
        throw SalesStoreError.cityTimeZoneMismatch(
          city: existing.name, recorded: existing.timeZone.identifier, requested: zone.identifier)
      }
      return existing
    }
    let city = City(id: state.nextCityID, name: name, timeZone: zone)
    state.cities[city.id] = city
    state.cityIDs[NameKey(name)] = city.id
    return city
  }

  // MARK: Styles

  /// Every style on the menu, by name in byte order.
  public func styles() throws -> [PancakeStyle] {
    state.styles.values.sorted { Self.byteOrder($0.name, $1.name) }
  }

  /// The style whose name matches `name` ignoring case and Unicode normalization.
  public func style(named name: String) throws -> PancakeStyle? {
    state.styleIDs[NameKey(name)].flatMap { state.styles[$0] }
  }

  /// Adds a style unless one with a matching name exists; an existing style without a menu
  /// price gets `priceCents`, a recorded price is kept.
  @discardableResult
  public func addStyle(name: String, priceCents: Int?) throws -> PancakeStyle {
    let name = Self.storedName(name)
    guard !name.isEmpty else { throw SalesStoreError.emptyName(kind: "style") }
    if let existing = try style(named: name) {
      guard existing.priceCents == nil, let priceCents else { return existing }
      let priced = PancakeStyle(id: existing.id, name: existing.name, priceCents: priceCents)
      state.styles[existing.id] = priced
      return priced
    }
    let style = PancakeStyle(id: state.nextStyleID, name: name, priceCents: priceCents)
    state.styles[style.id] = style
    state.styleIDs[NameKey(name)] = style.id
    return style
  }

  /// Replaces the menu price of the style with `id` (no style with that id: nothing happens,
  /// as an `UPDATE` matching no row).
  public func setMenuPrice(ofStyle id: Int64, to priceCents: Int) throws {
    guard let style = state.styles[id] else { return }
    state.styles[id] = PancakeStyle(id: id, name: style.name, priceCents: priceCents)
  }

  // MARK: Names

  /// A name as stores keep it: trimmed and NFC.
  static func storedName(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
  }

  /// SQLite's `BINARY` collation: UTF-8 bytes compared one by one.
  static func byteOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}

/// What the in-memory store refuses that has no `SalesStoreError` case.
public enum InMemoryStoreError: Error, Equatable, CustomStringConvertible {
  /// A transaction (or `insert(_:)`) begun inside an open `inTransaction`.
  case nestedTransaction

  public var description: String {
    switch self {
    case .nestedTransaction: "cannot start a transaction within a transaction"
    }
  }
}

/// No import ledger: this store's lines come from `insert(_:)`, never from a file.
extension InMemorySalesStore {
  /// None.
  public func imports() throws -> [ImportRecord] { [] }
  /// None.
  public func importRecord(id: Int64) throws -> ImportRecord? { nil }
  /// None.
  public func importDayChanges(id: Int64) throws -> [ImportDayChange] { [] }
}
