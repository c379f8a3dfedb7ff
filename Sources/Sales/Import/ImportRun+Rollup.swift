/// Handing the import's roll-up to the store's one roll-up writer at the end of its
/// transaction.
extension ImportRun {
  /// Translates the import's roll-up (reference-data indexes) to database ids and writes it.
  ///
  /// A (city, day) becomes an operating day when one of its hours gained a ticket: a new sale
  /// line that counts no ticket belongs to an order whose stored sale line (same instant, so
  /// same day) made the day an operating day already.
  func write(_ rollup: ImportRollup, reference: ImportReferenceData) throws {
    var delta = RollupDelta()
    for (key, amounts) in rollup.styles where !amounts.isZero {
      let (day, city, style) = rollupParts(key)
      delta.styles[
        RollupDelta.StyleKey(
          day: day, cityID: reference.cities[city].id, styleID: reference.styles[style].id)] =
        amounts
    }
    for (key, amounts) in rollup.hours where !amounts.isZero {
      let (day, city, hour) = rollupParts(key)
      let cityID = reference.cities[city].id
      delta.hours[RollupDelta.HourKey(day: day, cityID: cityID, hour: hour)] = amounts
      if amounts.tickets > 0 {
        delta.saleDays.insert(RollupDelta.SaleDay(cityID: cityID, day: day))
      }
    }
    try importer.store.writeRollup(delta)
  }
}
