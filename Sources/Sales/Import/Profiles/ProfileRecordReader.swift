import Foundation
import SalesDomain

/// Reads a point-of-sale export through an `ImportProfile` and hands the import each row as a
/// `TypedLine`, which `RowValidator.check` takes as it is: nothing is written out as text to be
/// read again. Griddle's own columns (`order_id`, `ordered_at`, `city`, `style`, `quantity`,
/// `line`, `gross_cents`, `discount_cents`, `kind`, `refund_of`) are written from the line only
/// when something reads `fields` (the rejects file).
///
/// Per row: rows an exclusion rule matches are skipped and counted; names resolve through
/// aliases (rows with an unknown name are held back and listed in one message at the end); a
/// date and time in a labelled zone become a UTC instant, one in the city's zone stays local;
/// money becomes integer cents.
final class ProfileRecordReader: TypedLineReader {
  static let outputColumns = [
    "order_id", "ordered_at", "city", "style", "quantity", "line", "gross_cents",
    "discount_cents", "kind", "refund_of",
  ]

  private let source: RecordReader
  // The per-record state below is touched only by the parser thread, one record at a time;
  // dynamic exclusivity checks on it cost a fifth of the translation (measured with perf).
  let profile: ImportProfile
  private let layout: ProfileLayout
  let names: ImportNames
  private let numbers: NumberReader
  /// `numbers`' shortcut for plain numbers, held apart: calling into `numbers` retained its
  /// arrays on every amount.
  private let plainNumbers: PlainNumbers?
  /// The canonical names' bytes, by index, for the rejects file's text.
  private let cityNameBytes: [[UInt8]]
  private let styleNameBytes: [[UInt8]]
  /// The configured currency and its minor units (decimals), which money is read in.
  private let currencyCode: String
  private let moneyDigits: Int
  /// Whether a row with an unknown name is rejected on its own (`--skip-invalid`) rather than
  /// held back for the one message that stops the file.
  private let rejectsUnmatchedRows: Bool
  /// The profile's sign rules, read once (reaching into `profile` per row copies parts of it).
  private let refundAmountsAreNegative: Bool
  private let discountsAreNegative: Bool
  /// The refund rule's values, lowercased.
  private let refundValues: [[UInt8]]
  private let datePattern: DateTimePattern
  private let timePattern: DateTimePattern?
  private let fixedZone: ZoneOffsetTable?
  @exclusivity(unchecked) private var cityResolver: NameResolver
  @exclusivity(unchecked) private var styleResolver: NameResolver
  @exclusivity(unchecked) private var zoneCache: [(spelling: [UInt8], table: ZoneOffsetTable?)] = []
  /// The zone label of the row before, its entry in `zoneCache`, and the offset span of its
  /// last instant: an export spells one zone throughout and its rows run in time order, so
  /// most rows skip both the label lookup and the table's three binary searches.
  @exclusivity(unchecked) private var lastZoneLabel: [UInt8] = []
  @exclusivity(unchecked) private var lastZoneEntry = -1
  @exclusivity(unchecked) private var lastZoneSpan = OffsetSpan.empty
  /// The date and the time of the row before, as written and as matched: the rows of a day
  /// (and of a ticket) repeat them.
  @exclusivity(unchecked) private var lastDate = MatchCache()
  @exclusivity(unchecked) private var lastTime = MatchCache()
  @exclusivity(unchecked) private var positions = LinePositions()
  /// The last non-blank value of each carried-down column, in buffers of its own.
  private var carried: [UnsafeMutableBufferPointer<UInt8>]
  private var carriedOrder: [UInt8] = []
  /// The row's text in Griddle's columns, written on demand from `typedLine` (`fields`).
  @exclusivity(unchecked) private var rowText = RejectRowText()
  /// What `rowText` is to hold for the current record: nothing (a problem found before the
  /// row was read through), or the whole line; and whether it was written yet.
  @exclusivity(unchecked) private var rowIsRead = false
  @exclusivity(unchecked) private var rowTextIsWritten = false
  @exclusivity(unchecked) private var madeFields: [UnsafeBufferPointer<UInt8>] = []
  /// An unmatched city or style, as written, for the rejects file's text (the line's index is
  /// then -1).
  @exclusivity(unchecked) private var unmatchedCity = UnsafeBufferPointer<UInt8>(
    start: nil, count: 0)
  @exclusivity(unchecked) private var unmatchedStyle = UnsafeBufferPointer<UInt8>(
    start: nil, count: 0)
  /// Whether a valid row's text is wanted (`--rejects`); `fields` writes it either way.
  let keepsRejectText: Bool

  let columnNames = ProfileRecordReader.outputColumns
  var headerLine: Int { source.headerLine }
  @exclusivity(unchecked) private(set) var line = 0
  /// Griddle's columns of the current record as text, written from `typedLine` on first read.
  var fields: [UnsafeBufferPointer<UInt8>] {
    if !rowTextIsWritten { writeRowText() }
    return madeFields
  }
  @exclusivity(unchecked) private(set) var problem: String?
  var bytesRead: Int64 { source.bytesRead }
  /// Rows left out by each exclusion rule (by rule index).
  @exclusivity(unchecked) private(set) var excludedByRule: [Int]
  /// Names that matched nothing.
  private(set) var unmatched = UnmatchedNames()
  /// Reasons for rejecting rows with unknown names, by kind and name.
  private var unmatchedReasons = UnmatchedRowReasons()
  /// Rows held back because a name in them matched nothing.
  private(set) var heldBackRows = 0
  /// The rows the profile's rules left out, by the order and line key they would have had:
  /// a stored line at one of these keys is a line the point of sale has since voided (or
  /// otherwise excluded), which the import must not leave stored in silence.
  private(set) var excludedLines: [ExcludedLine] = []
  /// The current row, typed; meaningful only when `problem` is nil.
  @exclusivity(unchecked) private(set) var typedLine = TypedLine()
  /// Totals of the rows handed on, for `--dry-run`; nil unless asked for.
  @exclusivity(unchecked) private(set) var tally: TranslationTally?

  init(
    source: RecordReader, profile: ImportProfile, layout: ProfileLayout, names: ImportNames,
    keepTally: Bool, currencyCode: String = "USD", rejectsUnmatchedRows: Bool = false,
    keepsRejectText: Bool = true
  ) throws(DateTimePattern.PatternError) {
    self.keepsRejectText = keepsRejectText
    self.source = source
    self.profile = profile
    self.layout = layout
    self.names = names
    self.currencyCode = currencyCode.uppercased()
    moneyDigits = CurrencyMinorUnits.digits(of: currencyCode)
    self.rejectsUnmatchedRows = rejectsUnmatchedRows
    cityNameBytes = names.cityNames.map { Array($0.utf8) }
    styleNameBytes = names.styleNames.map { Array($0.utf8) }
    numbers = NumberReader(profile.numbers, currencyCode: currencyCode)
    plainNumbers = numbers.plain
    refundAmountsAreNegative = profile.refund?.amountsAreNegative ?? true
    discountsAreNegative = profile.discountsAreNegative
    refundValues = (profile.refund?.values ?? []).map { Array($0.lowercased().utf8) }
    datePattern = try DateTimePattern(profile.dateFormat)
    timePattern = try profile.timeFormat.map { format throws(DateTimePattern.PatternError) in
      try DateTimePattern(format)
    }
    if case .named(let identifier) = profile.timeZone, let zone = TimeZone(identifier: identifier) {
      fixedZone = ZoneOffsetTable(timeZone: zone)
    } else {
      fixedZone = nil
    }
    cityResolver = NameResolver(indexes: names.cityIndexes)
    styleResolver = NameResolver(indexes: names.styleIndexes)
    carried = (0..<layout.carriedDown.count).map { _ in .allocate(capacity: 0) }
    excludedByRule = Array(repeating: 0, count: profile.exclusions.count)
    madeFields.reserveCapacity(Self.outputColumns.count)
    tally = keepTally ? TranslationTally() : nil
  }

  deinit {
    rowText.deallocate()
    for buffer in carried { buffer.deallocate() }
  }

  /// Problems about the file as a whole, known only at its end (unmatched names).
  var finalProblems: [FileProblem] {
    guard !unmatched.isEmpty else { return [] }
    return [unmatched.problem(names: names, rowsWereRejected: rejectsUnmatchedRows)]
  }

  /// The counts of excluded rows with their reasons, in rule order.
  var exclusions: [(reason: String, rows: Int)] {
    zip(profile.exclusions, excludedByRule).map { ($0.reason, $1) }
  }

  func nextRecord() throws -> Bool {
    while try source.nextRecord() {
      line = source.line
      problem = nil
      rowIsRead = false
      rowTextIsWritten = false
      switch translate() {
      case .emitted:
        return true
      case .problem(let message):
        problem = message
        return true
      case .skipped:
        continue
      }
    }
    // The file is read: free the numbering's table (4 MiB for a million orders) before the
    // import's roll-up is written, when the process is at its largest.
    positions = LinePositions()
    return false
  }

  private enum Outcome {
    case emitted
    case problem(String)
    case skipped
  }

  private func translate() -> Outcome {
    if let problem = source.problem {
      if problem.contains("UTF-8") {
        return .problem(
          "the text is not UTF-8 (nor UTF-16 with a byte order mark); if the file comes from Excel or an older till, import it with --encoding windows-1252"
        )
      }
      return .problem(problem)
    }
    var fields = source.fields
    guard fields.count == layout.fieldCount else {
      return .problem(
        "the row has \(fields.count) field\(fields.count == 1 ? "" : "s"), but the header has \(layout.fieldCount)"
      )
    }
    let orderID = trimmed(fields[layout.orderID])
    if orderID.isEmpty { return .problem("\(profile.orderID) is empty") }
    if !layout.carriedDown.isEmpty { carryDown(&fields, orderID: orderID) }
    let position = positions.next(orderID)
    for (field, values, reason) in layout.exclusions {
      let value = trimmed(fields[field])
      if values.isEmpty ? !value.isEmpty : values.contains(where: { equalsLowered(value, $0) }) {
        excludedByRule[reason] += 1
        // The line number an included row would have: the same rule as below.
        let lineValue =
          layout.lineID.map { Int64(lineNumber(forID: trimmed(fields[$0]))) } ?? Int64(position)
        excludedLines.append(
          ExcludedLine(
            orderID: String(decoding: orderID, as: UTF8.self), line: lineValue, fileLine: line,
            reason: profile.exclusions[reason].reason))
        return .skipped
      }
    }
    // Names first: a row with an unknown name is only counted, whatever else it holds.
    var cityIndex = -1
    var firstCity: UnsafeBufferPointer<UInt8>?
    // The first city column written decides (Square: Location; Device Name only when Location
    // is empty): an unknown location is reported, never overruled by a known device.
    for field in layout.cities {
      let value = trimmed(fields[field])
      guard !value.isEmpty else { continue }
      firstCity = value
      cityIndex = cityResolver.resolve(value)
      break
    }
    let styleText = trimmed(fields[layout.style])
    let styleIndex = styleText.isEmpty ? -1 : styleResolver.resolve(styleText)
    guard let firstCity else {
      return .problem(
        "no city: \(profile.city.map(\.description).joined(separator: " and ")) empty")
    }
    if styleText.isEmpty { return .problem("\(profile.style) is empty") }
    // Unmatched names: held back for the one message that stops the file, or (skipping
    // invalid rows) translated with the name as written and rejected with the reason.
    var unmatchedReason: String?
    if cityIndex < 0 || styleIndex < 0 {
      if cityIndex < 0 {
        unmatched.add(city: String(decoding: firstCity, as: UTF8.self), line: line)
      }
      if styleIndex < 0 {
        unmatched.add(style: String(decoding: styleText, as: UTF8.self), line: line)
      }
      guard rejectsUnmatchedRows else {
        heldBackRows += 1
        return .skipped
      }
      unmatchedReason = unmatchedRowReason(
        city: cityIndex < 0 ? firstCity : nil, style: styleIndex < 0 ? styleText : nil)
    }
    var isRefund = false
    if let refund = layout.refund {
      let value = trimmed(fields[refund])
      isRefund = refundValues.contains { equalsLowered(value, $0) }
    }
    let sign: Int64 = isRefund && !refundAmountsAreNegative ? -1 : 1

    // When: a date (maybe with the time), a time, and a zone.
    let dateText = trimmed(fields[layout.date])
    guard let date = lastDate.match(dateText, datePattern), let days = date.days else {
      return .problem(
        "\(profile.date) '\(text(dateText))' does not match the format '\(profile.dateFormat)'")
    }
    var secondsOfDay = date.secondsOfDay ?? 0
    if let timeField = layout.time, let timePattern {
      let timeText = trimmed(fields[timeField])
      guard let time = lastTime.match(timeText, timePattern), let seconds = time.secondsOfDay
      else {
        return .problem(
          "\(profile.time?.description ?? "time") '\(text(timeText))' does not match the format '\(timePattern.text)'"
        )
      }
      secondsOfDay = seconds
    }
    let wallClock = days * 86_400 + secondsOfDay
    var instant: Int64?
    if let offset = date.utcOffset {
      instant = wallClock - Int64(offset)
    } else if let zoneField = layout.timeZone {
      let label = trimmed(fields[zoneField])
      if let found = sameZone(label) ? lastZoneSpan.instant(atWallClock: wallClock) : nil {
        instant = found
      } else {
        guard let table = zoneTable(label) else {
          return .problem(
            "\(profile.timeZoneColumnName) '\(text(label))' is not a known time zone (expected a label such as 'Pacific Time (US & Canada)' or an IANA name such as 'America/New_York')"
          )
        }
        guard let found = table.instant(atWallClock: wallClock) else {
          return .problem(
            "\(text(dateText)) \(formatClock(secondsOfDay)) does not exist in \(table.timeZone.identifier): the clocks skip that time when daylight saving time starts"
          )
        }
        instant = found
        lastZoneSpan = table.span(atSecond: found)
      }
    } else if let fixedZone {
      guard let found = fixedZone.instant(atWallClock: wallClock) else {
        return .problem(
          "\(text(dateText)) does not exist in \(fixedZone.timeZone.identifier): the clocks skip that time when daylight saving time starts"
        )
      }
      instant = found
    }

    // How many, and for how much.
    let quantityText = trimmed(fields[layout.quantity])
    let quantity: Int64
    switch number(quantityText, digits: 0) {
    case .success(let value): quantity = value * sign
    case .failure(.tooPrecise):
      return .problem("\(profile.quantity) '\(text(quantityText))' is not a whole number of units")
    case .failure:
      return .problem("\(profile.quantity) '\(text(quantityText))' is not a number")
    }
    var gross: Int64?
    if let grossField = layout.gross {
      switch money(fields[grossField], .gross) {
      case .success(let value): gross = value * sign
      case .failure(let failure): return .problem(failure.message)
      }
    } else if let priceField = layout.unitPrice {
      switch money(fields[priceField], .unitPrice) {
      case .success(let price):
        let (product, overflow) = price.multipliedReportingOverflow(by: quantity)
        guard !overflow else { return .problem("the line's amount is too large") }
        gross = product
      case .failure(let failure): return .problem(failure.message)
      }
    }
    var discount: Int64 = 0
    if let discountField = layout.discount, !trimmed(fields[discountField]).isEmpty {
      switch money(fields[discountField], .discount) {
      case .success(let value): discount = (discountsAreNegative ? -value : value) * sign
      case .failure(let failure): return .problem(failure.message)
      }
    }

    let lineValue =
      layout.lineID.map { Int64(lineNumber(forID: trimmed(fields[$0]))) } ?? Int64(position)
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    typedLine = TypedLine(
      orderID: orderID,
      refundOf: isRefund ? layout.refundOf.map { trimmed(fields[$0]) } ?? empty : empty,
      city: cityIndex, style: styleIndex, seconds: instant ?? wallClock, isUTC: instant != nil,
      quantity: quantity, lineNumber: lineValue, gross: gross ?? 0, hasGross: gross != nil,
      discount: discount, isRefund: isRefund)
    rowIsRead = true
    if let unmatchedReason {
      // Read through, so the rejects file holds the whole row with the names as written.
      unmatchedCity = firstCity
      unmatchedStyle = styleText
      return .problem(unmatchedReason)
    }
    if tally != nil {
      // The business day; a local time without a zone is the city's own wall clock, shifted
      // by its start (a dry run's date range only, so the DST night's exact rule is skipped).
      let start = names.dayStarts[cityIndex]
      let localDay =
        instant.map {
          names.cityZones[cityIndex].businessDayAndHour(atMilliseconds: $0 * 1000, start: start)
            .day
        } ?? (start.minutes == 0 ? days : Self.floorDays(wallClock - start.seconds))
      tally!.add(
        order: orderID, city: cityIndex, style: styleIndex, localDay: localDay,
        net: (gross ?? 0) - discount, isRefund: isRefund)
    }
    return .emitted
  }

  /// Why a row naming an unknown city or style is rejected, with the closest known name.
  private func unmatchedRowReason(
    city: UnsafeBufferPointer<UInt8>?, style: UnsafeBufferPointer<UInt8>?
  ) -> String {
    unmatchedReasons.reason(
      city: city.map { String(decoding: $0, as: UTF8.self) },
      style: style.map { String(decoding: $0, as: UTF8.self) }, cities: names.cityNames,
      styles: names.styleNames)
  }

  /// `field` read by the plain shortcut when it has that shape, else by `numbers`.
  @inline(__always)
  private func number(
    _ field: UnsafeBufferPointer<UInt8>, digits: Int
  ) -> Result<Int64, NumberReader.Failure> {
    if let plainNumbers, let base = field.baseAddress,
      let value = plainNumbers.read(base, field.count, digits: digits)
    {
      return .success(value)
    }
    return numbers.read(field, digits: digits)
  }

  /// Which money column a value comes from, to name it in a problem.
  private enum MoneyColumn {
    case gross, unitPrice, discount
  }

  /// `field` read as money in minor units; `column` names it in a problem (looked up only
  /// then: passing the `ProfileColumn` itself retained and released its strings every row).
  private func money(
    _ field: UnsafeBufferPointer<UInt8>, _ column: MoneyColumn
  ) -> Result<Int64, MoneyProblem> {
    let value = trimmed(field)
    if value.isEmpty { return .success(0) }
    switch number(value, digits: moneyDigits) {
    case .success(let amount): return .success(amount)
    case .failure(.tooPrecise):
      let decimals =
        moneyDigits == 0
        ? "no decimals" : "\(moneyDigits) decimal\(moneyDigits == 1 ? "" : "s")"
      return .failure(
        MoneyProblem(
          "\(columnName(column)) '\(text(value))' has more decimals than \(currencyCode) amounts have (\(decimals), the config's currency)"
        ))
    case .failure:
      return .failure(
        MoneyProblem(
          "\(columnName(column)) '\(text(value))' is not an amount of money"))
    }
  }

  private func columnName(_ column: MoneyColumn) -> String {
    let named: ProfileColumn? =
      switch column {
      case .gross: profile.gross
      case .unitPrice: profile.unitPrice
      case .discount: profile.discount
      }
    return named?.description ?? "amount"
  }

  private struct MoneyProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// A line number (1…Int32.max, what Griddle stores) for a line id: the id itself when it is
  /// such a number, else a 31-bit FNV-1a hash of it. Toast's 18-digit `Item Selection Id`s do not
  /// fit, and the hash keeps the key independent of row order; two ids of one order colliding
  /// (about 1 in 10⁹ per pair) would surface as a conflict, not pass silently unless identical.
  private func lineNumber(forID id: UnsafeBufferPointer<UInt8>) -> Int32 {
    if let value = wholeNumber(id), value >= 1, value <= Int64(Int32.max) { return Int32(value) }
    return Int32(LinePositions.hash(id) % UInt64(Int32.max)) + 1
  }

  /// Whether `label` spells the zone of the row before (whose span is `lastZoneSpan`).
  @inline(__always)
  private func sameZone(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
    lastZoneEntry >= 0 && sameBytes(lastZoneLabel, label)
  }

  /// The table of the zone `label` names, remembered as the last zone (its span emptied).
  /// Days since 1970 of a local time given in seconds since 1970 (rounded down).
  private static func floorDays(_ seconds: Int64) -> Int64 {
    seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  }

  private func zoneTable(_ label: UnsafeBufferPointer<UInt8>) -> ZoneOffsetTable? {
    lastZoneSpan = .empty
    lastZoneLabel.removeAll(keepingCapacity: true)
    lastZoneLabel.append(contentsOf: label)
    for (index, entry) in zoneCache.enumerated() where entry.spelling.count == label.count {
      if sameBytes(entry.spelling, label) {
        lastZoneEntry = entry.table == nil ? -1 : index
        return entry.table
      }
    }
    let zone = TimeZoneLabels.timeZone(for: String(decoding: label, as: UTF8.self))
    let table = zone.map { ZoneOffsetTable(timeZone: $0) }
    if zoneCache.count < 64 {
      zoneCache.append((Array(label), table))
      lastZoneEntry = table == nil ? -1 : zoneCache.count - 1
    } else {
      lastZoneEntry = -1
    }
    return table
  }

  /// Fills blank carried-down fields from the previous row of the same order.
  private func carryDown(
    _ fields: inout [UnsafeBufferPointer<UInt8>], orderID: UnsafeBufferPointer<UInt8>
  ) {
    let sameOrder = sameBytes(carriedOrder, orderID)
    if !sameOrder { carriedOrder = Array(orderID) }
    for (slot, field) in layout.carriedDown.enumerated() {
      if trimmed(fields[field]).isEmpty, sameOrder {
        fields[field] = UnsafeBufferPointer(carried[slot])
      } else {
        carried[slot].deallocate()
        carried[slot] = .allocate(capacity: fields[field].count)
        _ = carried[slot].initialize(from: fields[field])
      }
    }
  }

  // MARK: Writing the rejects file's text

  /// Writes the current record's columns from `typedLine` (none for a row not read through)
  /// and points `madeFields` at them.
  private func writeRowText() {
    rowText.removeAll()
    if rowIsRead {
      let line = typedLine
      if line.city >= 0 {
        cityNameBytes[line.city].withUnsafeBufferPointer { city in
          writeRowText(line, city: city)
        }
      } else {
        writeRowText(line, city: unmatchedCity)
      }
    }
    rowText.makeFields(into: &madeFields)
    rowTextIsWritten = true
  }

  private func writeRowText(_ line: TypedLine, city: UnsafeBufferPointer<UInt8>) {
    if line.style >= 0 {
      styleNameBytes[line.style].withUnsafeBufferPointer { style in
        rowText.write(line, city: city, style: style)
      }
    } else {
      rowText.write(line, city: city, style: unmatchedStyle)
    }
  }
}

/// The text a `DateTimePattern` last matched and what it found, to skip matching the same
/// text again (consecutive rows share their date, and a ticket's lines their time).
struct MatchCache {
  private var text: [UInt8] = []
  private var found: DateTimePattern.Match?

  /// What `pattern` finds in `bytes` (nil when it does not match), remembered when it does.
  @inline(__always)
  mutating func match(
    _ bytes: UnsafeBufferPointer<UInt8>, _ pattern: DateTimePattern
  ) -> DateTimePattern.Match? {
    if let found, sameBytes(text, bytes) { return found }
    found = pattern.match(bytes)
    text.removeAll(keepingCapacity: true)
    if found != nil { text.append(contentsOf: bytes) }
    return found
  }
}

extension ImportProfile {
  var timeZoneColumnName: String {
    if case .column(let column) = timeZone { return column.description }
    return "time zone"
  }
}

/// Whether `value` equals the lowercase ASCII `lowered`, ignoring ASCII case.
@inline(__always)
func equalsLowered(_ value: UnsafeBufferPointer<UInt8>, _ lowered: [UInt8]) -> Bool {
  guard value.count == lowered.count else { return false }
  for index in 0..<value.count {
    let byte = value[index]
    let folded = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    if folded != lowered[index] { return false }
  }
  return true
}

/// `HH:MM:SS` of seconds since midnight.
func formatClock(_ seconds: Int64) -> String {
  let hours = seconds / 3600
  let minutes = seconds / 60 % 60
  let rest = seconds % 60
  return [hours, minutes, rest].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
}

/// A row a profile's rule left out, keyed as the line it would have been.
struct ExcludedLine {
  /// The order id and line number the row would have been stored under.
  let orderID: String
  let line: Int64
  /// The physical line of the file the row starts on.
  let fileLine: Int
  /// The rule's reason (`voided`).
  let reason: String
}
