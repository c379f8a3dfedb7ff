import SalesDomain

/// Handing the import's roll-up to the store's one roll-up writer at the end of its
/// transaction.
extension ImportRun {
  /// Translates the import's roll-up (reference-data indexes) to database ids and writes it.
  ///
  /// The roll-up is consumed: each of its tables is released as soon as it is translated, so
  /// the file's roll-up and the writer's lists are never all in memory at once.
  ///
  /// A (city, day) becomes an operating day when one of its hours gained a ticket: a new sale
  /// line that counts no ticket belongs to an order whose stored sale line (same instant, so
  /// same day) made the day an operating day already.
  func write(_ rollup: consuming ImportRollup, reference: ImportReferenceData) throws {
    try importer.store.writeRollup(SortedRollupDelta(translating: rollup, reference: reference))
  }
}
