import SalesDomain

/// One city's visits starting in one period of 28 days, each with its `visit_sales` rows,
/// written as one text value of `visit_packs` (migration 0022).
///
/// Why: `query stops` over five years read 33k visits and 19k roll-up rows, and SQLite's
/// decoding of each column of each row was most of that command's 128M instructions. A pack
/// holds the same values, so the reader takes one row per city and period (six cities over
/// five years: 390 rows) and decodes numbers in Swift. The tables stay the truth: packs are
/// rebuilt from them by the writer that changes them (`VisitSalesStatements.repack`), and the
/// consistency check compares each pack with its rebuild.
///
/// The text is a run of numbers, each written little end first in 5-bit digits: a digit with
/// more to follow is the byte 0x20 + digit, the last one 0x40 + digit (printable ASCII, valid
/// text on every store). Signed numbers are zigzag-encoded; instants are written as
/// differences (wrapping, so any value round-trips and none traps), in the coarsest unit that
/// holds them exactly (`timeUnits`).
struct VisitPack: Equatable {
  /// One start of a visit of the city: the visit stored there (nil for roll-up rows whose
  /// visit is gone, which a reader still subtracts from the days' Unscheduled figures) and
  /// its roll-up rows by local day.
  struct Entry: Equatable {
    /// The visit's first instant, ms since 1970 UTC.
    var startsAt: Int64
    /// The visit starting then, if one is stored.
    var visit: PackedVisit?
    /// Its `visit_sales` rows, by day.
    var rows: [Row]
  }

  /// What a pack keeps of a visit (its city and start are the pack's and the entry's).
  struct PackedVisit: Equatable {
    /// The stop.
    var stopID: Int64
    /// The local day (day number) the visit starts on.
    var day: Int
    /// The instant the visit ends.
    var endsAt: Int64
    /// The visit's own fee, nil for its stop's.
    var fee: StopFee?
  }

  /// One `visit_sales` row: the lines of the visit stored on one local day.
  struct Row: Equatable {
    /// The lines' local day (day number).
    var day: Int
    /// Their sums.
    var sums: VisitSums
  }

  /// The length of a period, in ms: four weeks, so a year's packs are 13 rows a city.
  static let periodMilliseconds: Int64 = 28 * 86_400_000

  /// The period holding the instant `startsAt`.
  static func period(of startsAt: Int64) -> Int64 {
    startsAt.quotientRoundingDown(periodMilliseconds)
  }

  /// The first instant of `period`.
  static func start(of period: Int64) -> Int64 { period &* periodMilliseconds }

  /// The entries, by start.
  var entries: [Entry]

  /// The pack as stored.
  var text: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(entries.count * 40)
    var previous: Int64 = 0
    for entry in entries {
      Self.append(time: entry.startsAt &- previous, to: &bytes)
      previous = entry.startsAt
      let startDay = entry.startsAt.quotientRoundingDown(86_400_000)
      // What follows the start: 0 (no visit), 1 (a visit with its stop's fee) or 2 (its own).
      if let visit = entry.visit {
        Self.append(visit.fee == nil ? 1 : 2, to: &bytes)
        Self.append(signed: visit.stopID, to: &bytes)
        Self.append(signed: Int64(visit.day) &- startDay, to: &bytes)
        Self.append(time: visit.endsAt &- entry.startsAt, to: &bytes)
        if let fee = visit.fee {
          Self.append(signed: Int64(fee.flatCents), to: &bytes)
          Self.append(signed: Int64(fee.percentHundredths), to: &bytes)
        }
      } else {
        Self.append(0, to: &bytes)
      }
      Self.append(UInt64(entry.rows.count), to: &bytes)
      for row in entry.rows {
        Self.append(signed: Int64(row.day) &- startDay, to: &bytes)
        Self.append(signed: row.sums.quantity, to: &bytes)
        Self.append(signed: row.sums.netCents, to: &bytes)
        Self.append(signed: row.sums.tickets, to: &bytes)
        // Which sale instants follow: bit 0 the first, bit 1 the last.
        let first = row.sums.firstSaleAt
        let last = row.sums.lastSaleAt
        Self.append((first == nil ? 0 : 1) | (last == nil ? 0 : 2), to: &bytes)
        if let first { Self.append(time: first &- entry.startsAt, to: &bytes) }
        if let last { Self.append(time: last &- entry.startsAt, to: &bytes) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  init(entries: [Entry]) { self.entries = entries }

  /// The pack `text` holds; throws `Damaged` for anything its writer cannot have written.
  init(text: String) throws {
    var entries: [Entry] = []
    var rows: [Row] = []
    try Self.forEachEntry(in: text) { _, row in
      rows.append(row)
    } entry: { startsAt, visit in
      entries.append(Entry(startsAt: startsAt, visit: visit, rows: rows))
      rows.removeAll()
    }
    self.entries = entries
  }

  /// Reads `text` without building the pack: each roll-up row of an entry goes to `row`,
  /// then the entry's start and visit to `entry` (a reader sums the rows as they come; 33k
  /// entries built as arrays cost 38M instructions in allocations alone). Throws `Damaged`
  /// for anything its writer cannot have written, possibly after handing some over.
  @inline(__always)
  static func forEachEntry(
    in text: String, row: (_ startsAt: Int64, Row) throws -> Void,
    entry: (_ startsAt: Int64, PackedVisit?) throws -> Void
  ) throws {
    var text = text
    try text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      var previous: Int64 = 0
      while !reader.isAtEnd {
        let startsAt = previous &+ (try reader.time())
        previous = startsAt
        let startDay = startsAt.quotientRoundingDown(86_400_000)
        var visit: PackedVisit? = nil
        let kind = try reader.unsigned()
        guard kind <= 2 else { throw Damaged() }
        if kind != 0 {
          let stopID = try reader.signed()
          let day = startDay &+ (try reader.signed())
          let endsAt = startsAt &+ (try reader.time())
          let fee =
            kind == 1
            ? nil
            : StopFee(
              flatCents: Int(truncatingIfNeeded: try reader.signed()),
              percentHundredths: Int(truncatingIfNeeded: try reader.signed()))
          visit = PackedVisit(
            stopID: stopID, day: Int(truncatingIfNeeded: day), endsAt: endsAt, fee: fee)
        }
        let count = try reader.unsigned()
        // Each row takes at least five bytes: a count beyond what is left is damage.
        guard count <= UInt64(bytes.count) else { throw Damaged() }
        for _ in 0..<count {
          let day = startDay &+ (try reader.signed())
          var sums = VisitSums(
            quantity: try reader.signed(), netCents: try reader.signed(),
            tickets: try reader.signed())
          let instants = try reader.unsigned()
          guard instants <= 3 else { throw Damaged() }
          if instants & 1 != 0 { sums.firstSaleAt = startsAt &+ (try reader.time()) }
          if instants & 2 != 0 { sums.lastSaleAt = startsAt &+ (try reader.time()) }
          try row(startsAt, Row(day: Int(truncatingIfNeeded: day), sums: sums))
        }
        try entry(startsAt, visit)
      }
    }
  }

  /// A pack that its writer cannot have written.
  struct Damaged: Error {}

  /// What a reader reports for a damaged pack: the store's failure for a damaged database,
  /// naming the pack and the command that writes every pack again.
  static func damaged(cityID: Int64, period: Int64) -> StoreFailure {
    StoreFailure(
      .notADatabase,
      message:
        "the per-visit figures packed for city \(cityID) from \(LocalDate(dayNumber: Int(truncatingIfNeeded: start(of: period) / 86_400_000))) are damaged; `griddle init` packs them again",
      code: "visit_packs")
  }

  // MARK: Numbers

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 32 {
      bytes.append(0x20 | UInt8(value & 31))
      value >>= 5
    }
    bytes.append(0x40 | UInt8(value))
  }

  private static func append(signed value: Int64, to bytes: inout [UInt8]) {
    append(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
  }

  /// The units a difference of instants is written in, by its two low bits: minutes (visits
  /// are planned on the minute), seconds (most tills), milliseconds; 3: the raw value follows
  /// (one too large to shift). Five years' packs take 30% fewer bytes than in milliseconds.
  private static let timeUnits: [Int64] = [60_000, 1_000, 1, 1]

  private static func append(time value: Int64, to bytes: inout [UInt8]) {
    let code = value % 60_000 == 0 ? 0 : value % 1_000 == 0 ? 1 : 2
    let scaled = value / timeUnits[code]
    guard scaled.magnitude < 1 << 60 else {
      append(3, to: &bytes)
      return append(signed: value, to: &bytes)
    }
    append(UInt64(bitPattern: (scaled << 1) ^ (scaled >> 63)) << 2 | UInt64(code), to: &bytes)
  }

  /// Numbers read one after the other from a pack's bytes.
  struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    /// One number: most are a single digit (counts, kinds, small figures), read inline.
    @inline(__always)
    mutating func unsigned() throws -> UInt64 {
      if position < bytes.count {
        let byte = bytes[position]
        if byte & 0xE0 == 0x40 {
          position += 1
          return UInt64(byte & 31)
        }
      }
      return try longer()
    }

    /// A number of several digits (or damage).
    mutating func longer() throws -> UInt64 {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        guard byte >= 0x20, byte < 0x60, shift < 65 else { throw Damaged() }
        value |= UInt64(byte & 31) << shift
        if byte >= 0x40 { return value }
        shift += 5
      }
      throw Damaged()
    }

    /// A difference of instants (see `timeUnits`).
    @inline(__always)
    mutating func time() throws -> Int64 {
      let value = try unsigned()
      let code = value & 3
      guard code != 3 else { return try signed() }
      let zigzag = value >> 2
      let scaled = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
      return scaled &* (code == 0 ? 60_000 : code == 1 ? 1_000 : 1)
    }

    @inline(__always)
    mutating func signed() throws -> Int64 {
      let value = try unsigned()
      return Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }
  }
}
