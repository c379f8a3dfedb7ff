import Foundation
import SalesDomain

extension AddCommand {
  /// `add city`'s arguments, parsed and checked once before anything is read or written
  /// (usage errors, exit 64).
  struct CityOptions {
    /// The new entry: its trimmed name, its time zone, its aliases.
    let entry: Configuration.CitySetting

    /// Parses `--time-zone` (required, an IANA name), `--business-day-starts-at`, the name and
    /// the aliases, in that order.
    init(_ values: ParsedValues) throws {
      guard let zone = values.value("time-zone") else {
        throw UsageError(
          "missing '--time-zone <zone>'", hint: "Give the city's IANA time zone, e.g. Asia/Tokyo.")
      }
      guard TimeZone(identifier: zone) != nil else {
        throw UsageError(
          "unknown time zone \(quoted(zone)) for '--time-zone <zone>'",
          hint: (zone.utf8.count > 100 ? nil : Configuration.closestTimeZone(to: zone)).map {
            "Did you mean '\($0)'?"
          }
            ?? "Use an IANA name like 'America/Los_Angeles' or 'Asia/Tokyo'.")
      }
      var start = BusinessDayStart.midnight
      if let text = values.value("business-day-starts-at") {
        guard let parsed = BusinessDayStart(parsing: text) else {
          throw UsageError(
            "\(quoted(text)) for '--business-day-starts-at <HH:MM>' is not a local time HH:MM from 00:00 to 23:59",
            hint: "Give the hour and minute with two digits each, e.g. 04:00.")
        }
        start = parsed
      }
      entry = Configuration.CitySetting(
        name: try AddCommand.name(values), timeZone: zone, aliases: values.values("alias"),
        businessDayStartsAt: start)
      try AddCommand.checkArguments(name: entry.name, aliases: entry.aliases)
    }
  }

  /// `add style`'s arguments, parsed and checked once. The price is read in the configured
  /// currency, so the environment is resolved between `--price` and the name, as before.
  struct StyleOptions {
    /// The config and flags the price was read with.
    let environment: CommandEnvironment
    /// The new entry: its trimmed name, its menu price in minor units, its aliases.
    let entry: Configuration.StyleSetting

    /// Parses `--price` (required, an amount in the configured currency), the name and the
    /// aliases, in that order.
    init(_ values: ParsedValues) throws {
      guard let priceText = values.value("price") else {
        throw UsageError("missing '--price <amount>'", hint: "Give the menu price, e.g. 6.50.")
      }
      environment = try CommandEnvironment.resolve(values, allowingNewConfigFile: true)
      let cents = try MoneyArgument.minorUnits(
        priceText, option: "--price <amount>", currency: environment.configuration.currency)
      entry = Configuration.StyleSetting(
        name: try AddCommand.name(values), priceCents: cents, aliases: values.values("alias"))
      try AddCommand.checkArguments(name: entry.name, aliases: entry.aliases)
    }
  }

  /// `add stop`'s arguments, parsed and checked once: the city must be a configured one (by
  /// name or alias), the fee whole minor units and a percent from 0 to 100.
  struct StopOptions {
    /// The config and flags the city was resolved with.
    let environment: CommandEnvironment
    /// The new entry: its trimmed name, its city's configured name, its aliases and fee.
    let entry: Configuration.StopSetting

    /// Parses `--city` (required), the fee, the name and the aliases.
    init(_ values: ParsedValues) throws {
      guard let cityName = values.value("city") else {
        throw UsageError(
          "missing '--city <name>'", hint: "Give the configured city whose truck parks there.")
      }
      var fee = StopFee.none
      if let text = values.value("fee-cents") {
        guard let cents = Int(text), cents >= 0, cents <= Int(Int32.max) else {
          throw UsageError(
            "invalid value \(quoted(text)) for '--fee-cents <cents>': expected whole minor units from 0 to \(Int32.max)"
          )
        }
        fee.flatCents = cents
      }
      if let text = values.value("fee-percent") {
        guard let hundredths = StopFee.percentHundredths(text) else {
          throw UsageError(
            "invalid value \(quoted(text)) for '--fee-percent <percent>': expected a percent from 0 to 100 with at most two decimals, such as 12.5"
          )
        }
        fee.percentHundredths = hundredths
      }
      environment = try CommandEnvironment.resolve(values, allowingNewConfigFile: true)
      let cities = environment.configuration.cities
      guard
        let city = cities.first(where: {
          ([$0.name] + $0.aliases).contains { NameKey($0) == NameKey(cityName) }
        })
      else {
        throw UsageError(
          "unknown city \(quoted(cityName)) for '--city <name>'",
          hint: closestMatch(to: cityName, among: cities.map(\.name)).map {
            "Did you mean '\($0)'?"
          }
            ?? "A stop belongs to a configured city; add it first with 'griddle add city NAME --time-zone Area/City'."
        )
      }
      entry = Configuration.StopSetting(
        name: try AddCommand.name(values), city: city.name, aliases: values.values("alias"),
        fee: fee)
      try AddCommand.checkArguments(name: entry.name, aliases: entry.aliases)
    }
  }

  /// The positional name, trimmed; empty is a usage error.
  fileprivate static func name(_ values: ParsedValues) throws -> String {
    let name = (values.positional("name") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw UsageError("the name must not be empty") }
    return name
  }
}
