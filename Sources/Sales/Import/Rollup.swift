import SalesDomain

/// The roll-up of one file's rows, summed in memory during an import (on the parser thread)
/// and handed to the store's one roll-up writer at the end of its transaction.
///
/// Keys hold reference-data indexes, not database ids: see `rollupKey` and `HourRollup`.
struct ImportRollup {
  /// Per (day, city index, style index).
  var styles: [Int64: RollupAmounts] = [:]
  /// Per (day, city index, hour).
  var hours = HourRollup()

  /// Adds one valid row with the tickets the parser decided for it; false when a group it
  /// went into is now past `SalesLimits.groupFigure` (the caller removes the row again).
  @inline(__always)
  mutating func add(_ row: ParsedRow) -> Bool {
    // One hash lookup per table: the default subscript's modify accessor updates in place.
    let styleWithin = styles[
      rollupKey(day: row.localDay, city: row.cityIndex, style: row.styleIndex),
      default: RollupAmounts()
    ]
    .addRowCheckingLimit(row, ticket: row.countsStyleTicket)
    let hourWithin = hours.modify(day: row.localDay, city: row.cityIndex, hour: row.localHour) {
      $0.addRowCheckingLimit(row, ticket: row.countsHourTicket)
    }
    return styleWithin && hourWithin
  }

  /// Removes one row added before (it turned out already stored, or was rejected).
  mutating func remove(_ row: ParsedRow) {
    var amounts = RollupAmounts()
    amounts.addRow(row, ticket: row.countsStyleTicket)
    styles[
      rollupKey(day: row.localDay, city: row.cityIndex, style: row.styleIndex),
      default: RollupAmounts()
    ]
    .subtract(amounts)
    amounts = RollupAmounts()
    amounts.addRow(row, ticket: row.countsHourTicket)
    hours.modify(day: row.localDay, city: row.cityIndex, hour: row.localHour) {
      $0.subtract(amounts)
    }
  }

  /// Changes the tickets of a row's groups by `style` and `hour` (the inserting thread's
  /// corrections of the parser's guesses).
  mutating func adjustTickets(of row: ParsedRow, style: Int64, hour: Int64) {
    if style != 0 {
      styles[
        rollupKey(day: row.localDay, city: row.cityIndex, style: row.styleIndex),
        default: RollupAmounts()
      ]
      .tickets += style
    }
    if hour != 0 {
      hours.modify(day: row.localDay, city: row.cityIndex, hour: row.localHour) {
        $0.tickets += hour
      }
    }
  }
}

extension RollupAmounts {
  /// Adds one parsed row like `addRow`; false when a figure is now past the group limit.
  /// (A group within the limit plus one line, below 2^36 cents, cannot overflow 64 bits.)
  @inline(__always)
  mutating func addRowCheckingLimit(_ row: ParsedRow, ticket: Bool) -> Bool {
    addRow(row, ticket: ticket)
    return isWithinGroupLimit
  }

  /// Adds one parsed row, with one ticket when `ticket`.
  @inline(__always)
  mutating func addRow(_ row: ParsedRow, ticket: Bool) {
    addLine(
      isRefund: row.isRefund, quantity: row.quantity, grossCents: row.grossCents,
      discountCents: row.discountCents)
    if ticket { tickets += 1 }
  }
}

/// Packs (day, city index, style index) so that sorting keys sorts by day, then city, then
/// style: the order of `daily_style_sales`'s primary key.
@inline(__always)
func rollupKey(day: Int32, city: UInt16, style: UInt16) -> Int64 {
  Int64(day) << 32 | Int64(city) << 16 | Int64(style)
}

/// The parts of a key made by `rollupKey`.
@inline(__always)
func rollupParts(_ key: Int64) -> (day: Int, city: Int, last: Int) {
  (Int(key >> 32), Int((key >> 16) & 0xFFFF), Int(key & 0xFFFF))
}
