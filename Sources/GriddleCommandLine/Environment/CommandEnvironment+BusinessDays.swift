import Sales
import SalesDomain

/// `businessDayStartsAt` between the config and the database: `init` rebuilds a city whose
/// start changed; every other command refuses to run until then, so no figure mixes two rules.
extension CommandEnvironment {
  /// The configured cities on record whose stored business-day start differs from the config.
  func changedBusinessDays(in store: any SalesDataStore) throws -> [(
    city: City, start: BusinessDayStart
  )] {
    guard !configuration.cities.isEmpty else { return [] }
    let stored = Dictionary(
      try store.cities().map { (NameKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    return configuration.cities.compactMap { setting in
      guard let city = stored[NameKey(setting.name)],
        city.businessDayStart != setting.businessDayStartsAt
      else { return nil }
      return (city, setting.businessDayStartsAt)
    }
  }

  /// Throws when a configured city's business-day start differs from the one its stored
  /// figures use (exit status 78, naming `griddle init`).
  func refuseChangedBusinessDays(in store: any SalesDataStore) throws {
    let changes = try changedBusinessDays(in: store)
    guard !changes.isEmpty else { return }
    let listed = changes.map {
      "\($0.city.name) (\($0.start) in the config, \($0.city.businessDayStart) in the database)"
    }
    throw CommandFailure(
      exitStatus: .config,
      message:
        "the business day start changed in the config for \(listed.joined(separator: ", ")); the stored figures still use the old start",
      hint:
        "Run 'griddle init' to rebuild those cities' days and figures from their lines; until then no other command runs, so no figure mixes the two rules."
    )
  }

  /// Records the configured start of cities that `syncReferenceData` has just added (they
  /// have no lines, so there is nothing to rebuild).
  func recordBusinessDays(
    ofNewCities names: [String], in store: any ImportingSalesStore
  ) throws {
    let new = Set(names.map(NameKey.init))
    let changes = try changedBusinessDays(in: store).filter { new.contains(NameKey($0.city.name)) }
    if !changes.isEmpty { _ = try store.rebuildBusinessDays(changes) }
  }

  /// Rebuilds every configured city whose start changed (`griddle init`) and returns one line
  /// per city saying what was rebuilt.
  func rebuildChangedBusinessDays(in store: any ImportingSalesStore) throws -> [String] {
    let changes = try changedBusinessDays(in: store)
    guard !changes.isEmpty else { return [] }
    return try store.rebuildBusinessDays(changes).map { rebuilt in
      guard let days = rebuilt.days else {
        return
          "\(rebuilt.city)'s business days now start at \(rebuilt.start) (no stored lines to rebuild)"
      }
      return
        "Rebuilt \(rebuilt.city)'s figures for business days starting at \(rebuilt.start): \(Self.grouped(rebuilt.lines)) lines, \(days.lowerBound) to \(days.upperBound)"
    }
  }

  /// `n` with a comma between groups of three digits (12,345).
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (n < 0 ? "-" : "") + out
  }
}
