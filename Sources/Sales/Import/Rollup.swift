import SalesDomain

/// The roll-up of the rows one file's import stored, summed in memory by the driver and
/// handed to the store's one roll-up writer at the end of its transaction.
///
/// Keys hold reference-data indexes, not database ids: see `rollupKey` and `HourRollup`.
struct ImportRollup {
  /// Per (day, city index, style index).
  var styles = StyleRollup()
  /// Per (day, city index, hour).
  var hours = HourRollup()
  /// Per (city index, visit index, day), for the lines a visit holds (issue 26).
  var visits = VisitRollup()

  /// About the memory the per-day groups take, in bytes; the visits' are sized by the
  /// schedule, not by the file.
  var estimatedBytes: Int { styles.estimatedBytes + hours.estimatedBytes }

  /// Adds one stored line with the tickets its sink decided, by the one line → figures rule
  /// (`RollupAmounts.addLine`); false when a group it went into is now past
  /// `SalesLimits.groupFigure` (the caller removes the line again).
  @inline(__always)
  mutating func add(_ line: FoldedLine) -> Bool {
    let styleWithin = styles.modify(day: line.day, city: line.city, style: line.style) {
      $0.addLineCheckingLimit(line, ticket: line.styleTicket)
    }
    let hourWithin = hours.modify(day: line.day, city: line.city, hour: line.hour) {
      $0.addLineCheckingLimit(line, ticket: line.hourTicket)
    }
    return styleWithin && hourWithin
  }

  /// Removes one line added before (it took a group past the limit).
  mutating func remove(_ line: FoldedLine) {
    var amounts = RollupAmounts()
    _ = amounts.addLineCheckingLimit(line, ticket: line.styleTicket)
    styles.modify(day: line.day, city: line.city, style: line.style) { $0.subtract(amounts) }
    amounts = RollupAmounts()
    _ = amounts.addLineCheckingLimit(line, ticket: line.hourTicket)
    hours.modify(day: line.day, city: line.city, hour: line.hour) { $0.subtract(amounts) }
  }
}

/// One line a sink stores, as the roll-up needs it: its groups (reference-data indexes), its
/// money, and the tickets the sink decided against the order's stored lines.
struct FoldedLine {
  var day: Int32
  var city: UInt16
  var style: UInt16
  var hour: UInt8
  var isRefund: Bool
  var quantity: Int64
  var grossCents: Int64
  var discountCents: Int64
  /// Whether the line counts a ticket for its (day, city, style) and its (day, city, hour).
  var styleTicket: Bool
  var hourTicket: Bool
  /// The instant, ms since 1970 UTC: what attributes the line to a visit.
  var instant: Int64
  /// The line's visit if known (`ParsedRow.visit`'s values): `ParsedRow.unknownVisit` makes
  /// the fold look it up from `instant`.
  var visit: Int32

  /// A parsed row with the tickets its sink decided.
  @inline(__always)
  init(_ row: ParsedRow, styleTicket: Bool, hourTicket: Bool) {
    self.init(
      day: row.localDay, city: row.cityIndex, style: row.styleIndex, hour: row.localHour,
      isRefund: row.isRefund, quantity: row.quantity, grossCents: row.grossCents,
      discountCents: row.discountCents, styleTicket: styleTicket, hourTicket: hourTicket,
      instant: row.orderedAtMilliseconds, visit: row.visit)
  }

  /// A line from its parts (its visit, unless given, is looked up by the fold).
  @inline(__always)
  init(
    day: Int32, city: UInt16, style: UInt16, hour: UInt8, isRefund: Bool, quantity: Int64,
    grossCents: Int64, discountCents: Int64, styleTicket: Bool, hourTicket: Bool,
    instant: Int64, visit: Int32 = ParsedRow.unknownVisit
  ) {
    self.day = day
    self.city = city
    self.style = style
    self.hour = hour
    self.isRefund = isRefund
    self.quantity = quantity
    self.grossCents = grossCents
    self.discountCents = discountCents
    self.styleTicket = styleTicket
    self.hourTicket = hourTicket
    self.instant = instant
    self.visit = visit
  }
}

/// The driver's side of storing rows: a sink tells it each row it is about to store, with the
/// tickets it decided; the fold adds the row to the import's roll-up (nothing else does), or
/// refuses it when a day's group would pass its limit. Rows already present or conflicting
/// are never told, so nothing has to be taken back.
struct RollupFold {
  /// The roll-up of the rows admitted so far.
  var rollup = ImportRollup()
  /// The visits the lines are attributed to (none: nothing to attribute).
  let windows: VisitWindows

  /// A fold attributing lines to the visits of `windows` (the import's reference data's).
  init(windows: VisitWindows = VisitWindows()) { self.windows = windows }

  /// Why a row that would take a roll-up group past `SalesLimits.groupFigure` is rejected.
  static let groupLimitMessage =
    "with this line, the day's totals for its city would pass \(SalesLimits.groupFigure) (2^53 − 1) cents or units, the most a day may hold"

  /// Adds a line the sink is about to store; false (and nothing added) when one of its
  /// groups would pass the limit: the sink then rejects the row with `groupLimitMessage` and
  /// does not store it (nor count its tickets for the order's later lines).
  @inline(__always)
  mutating func admit(_ line: FoldedLine) -> Bool {
    guard rollup.add(line) else {
      rollup.remove(line)
      return false
    }
    guard !windows.isEmpty else { return true }
    // Rows from the parser come with their visit (`VisitCursor`); others are looked up here.
    let visit: Int
    if line.visit != ParsedRow.unknownVisit {
      guard line.visit >= 0 else { return true }
      visit = Int(line.visit)
    } else {
      guard let found = windows.visit(city: Int(line.city), at: line.instant) else { return true }
      visit = found
    }
    // The ticket of the order's hour is its ticket: all its lines share one instant.
    rollup.visits.add(
      line, visit: visit, of: windows.starts[Int(line.city)].count, ticket: line.hourTicket)
    return true
  }
}

extension RollupAmounts {
  /// Adds one line by `addLine`, with one ticket when `ticket`; false when a figure is now
  /// past the group limit. (A group within the limit plus one line, below 2^36 cents, cannot
  /// overflow 64 bits.)
  @inline(__always)
  mutating func addLineCheckingLimit(_ line: FoldedLine, ticket: Bool) -> Bool {
    addLine(
      isRefund: line.isRefund, quantity: line.quantity, grossCents: line.grossCents,
      discountCents: line.discountCents)
    if ticket { tickets += 1 }
    return isWithinGroupLimit
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
