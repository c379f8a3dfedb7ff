import Foundation
import SalesDomain

/// Where a reader's names (`ImportNames`) sit in the import's reference data, resolved once
/// per file; a name that would not resolve keeps the problem a row naming it has.
struct TypedNameMapping {
  /// The reference index of each of the profile's cities and styles, or -1.
  let cities: [Int]
  let styles: [Int]
  /// Why a row naming a city or style that does not resolve is invalid, by the same index.
  let cityProblems: [String?]
  let styleProblems: [String?]

  /// Resolves every name of `names` (none when nil) through the validator's resolvers.
  init(
    names: ImportNames?, reference: ImportReferenceData, cities: inout NameResolver,
    styles: inout NameResolver
  ) {
    func resolve(
      _ name: String, _ field: String, _ resolver: inout NameResolver, known: [String],
      unknown: (String, String?) -> SalesStoreError
    ) -> (Int, String?) {
      var bytes = Array(name.utf8)
      return bytes.withUnsafeMutableBufferPointer {
        var problems: [String] = []
        let index = RowValidator.resolve(
          trimmed(UnsafeBufferPointer($0)), field, with: &resolver, knownNames: known,
          unknown: unknown, perRow: true, &problems)
        return (index ?? -1, problems.first)
      }
    }
    let cityNames = reference.cities.map(\.name)
    let styleNames = reference.styles.map(\.name)
    let resolvedCities = (names?.cityNames ?? []).map {
      resolve($0, "city", &cities, known: cityNames, unknown: SalesStoreError.unknownCity)
    }
    let resolvedStyles = (names?.styleNames ?? []).map {
      resolve($0, "style", &styles, known: styleNames, unknown: SalesStoreError.unknownStyle)
    }
    self.cities = resolvedCities.map(\.0)
    self.styles = resolvedStyles.map(\.0)
    cityProblems = resolvedCities.map(\.1)
    styleProblems = resolvedStyles.map(\.1)
  }
}

extension RowValidator {
  /// The seconds a line's `ordered_at` may hold: years 0000…9999, what Griddle's text holds.
  static let typedSecondsRange: Range<Int64> =
    Int64(LocalDate.daysFromCivil(year: 0, month: 1, day: 1)) * 86_400..<Int64(
      LocalDate.daysFromCivil(year: 10_000, month: 1, day: 1)) * 86_400

  /// Fills `row` from `line` (its ids NFC-normalized and trimmed: `orderID`, `refundOf`);
  /// returns the problems, empty when valid. The one validation of every reader's rows.
  ///
  /// Problems come in column order, a column whose text did not parse (`fieldProblems`) in its
  /// place; a problem names a value as the row wrote it, or as the rejects file writes it.
  /// Mutating, and reaching the spans through `self`: passing a property of `self` inout to a
  /// method of `self` made Swift copy the whole validator per row.
  mutating func check(
    _ line: TypedLine, orderID: UnsafeBufferPointer<UInt8>, refundOf: UnsafeBufferPointer<UInt8>,
    into row: inout ParsedRow
  ) -> [String] {
    var problems: [String] = []
    let parsing = line.fieldProblems
    if orderID.isEmpty { problems.append("order_id is empty") }
    Self.refuseControlCharacters(orderID, "order_id", &problems)
    var city = -1
    var style = -1
    if line.city >= 0 {
      city = typedNames.cities[line.city]
      if let problem = typedNames.cityProblems[line.city] { problems.append(problem) }
    } else {
      nameProblem(line.cityText, "city", &problems)
    }
    if line.style >= 0 {
      style = typedNames.styles[line.style]
      if let problem = typedNames.styleProblems[line.style] { problems.append(problem) }
    } else {
      nameProblem(line.styleText, "style", &problems)
    }
    if let unmatchedNames,
      line.city < 0 && !line.cityText.isEmpty || line.style < 0 && !line.styleText.isEmpty
    {
      // An unmatched name: the row goes into the grouped message and nothing else is said
      // of it, as a profile's translation does.
      let reason = unmatchedNames.record(
        city: line.city < 0 && !line.cityText.isEmpty
          ? String(decoding: line.cityText, as: UTF8.self) : nil,
        style: line.style < 0 && !line.styleText.isEmpty
          ? String(decoding: line.styleText, as: UTF8.self) : nil,
        line: row.line, reference: reference)
      guard let reason else {
        rowIsHeldBack = true
        return [Self.heldBackReason]
      }
      return [reason]
    }

    var instant: Int64?
    if let problem = parsing[.orderedAt] {
      problems.append(problem)
    } else if !Self.typedSecondsRange.contains(line.seconds) {
      let stamp = displayedValue(RejectRowText.timestamp(line.seconds, utc: line.isUTC))
      problems.append(
        line.seconds < Self.typedSecondsRange.lowerBound
          ? "ordered_at '\(stamp)' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing)"
          : "ordered_at '\(stamp)' is not a valid date and time")
    } else if line.isUTC {
      instant = line.seconds - line.utcOffsetSeconds
    } else if city >= 0 {
      // Local time in the order's city: from the span kept for the city when it holds it.
      if let found = spans[city].instant(atWallClock: line.seconds) {
        instant = found
      } else if let found = reference.zoneTables[city].instant(atWallClock: line.seconds) {
        instant = found
        spans[city] = reference.zoneTables[city].span(
          atSecond: found, businessDayStartSeconds: reference.dayStartSeconds[city])
      } else {
        let stamp =
          line.timestampText.isEmpty
          ? displayedValue(RejectRowText.timestamp(line.seconds, utc: false))
          : text(line.timestampText)
        let known = reference.cities[city]
        problems.append(
          "ordered_at '\(stamp)' does not exist in \(known.name) (\(known.timeZone.identifier)): the clocks skip that time when daylight saving time starts"
        )
      }
    }

    if let problem = parsing[.kind] { problems.append(problem) }
    row.isRefund = line.isRefund
    if let problem = parsing[.line] {
      problems.append(problem)
    } else if line.lineNumber < 1 || line.lineNumber > Int64(Int32.max) {
      problems.append(
        Self.withDigits(line.lineNumber) { digits in
          line.lineNumber > 0
            ? Self.beyondLimit("line", digits, limit: Int64(Int32.max))!
            : "line '\(line.lineNumber)' is not a whole number of at least 1"
        })
    }
    row.lineNumber = line.lineNumber
    if let problem = parsing[.quantity] {
      problems.append(problem)
    } else if line.quantity.magnitude > UInt64(Int32.max) {
      problems.append(
        Self.withDigits(line.quantity) {
          Self.beyondLimit("quantity", $0, limit: Int64(Int32.max))!
        })
    } else if line.isRefund && line.quantity > -1 {
      problems.append("a refund line's quantity must be negative, not \(line.quantity)")
    } else if !line.isRefund && line.quantity < 1 {
      problems.append("quantity must be at least 1, not \(line.quantity)")
    } else {
      row.quantity = line.quantity
    }
    if let problem = parsing[.unitPriceCents] { problems.append(problem) }
    row.unitPriceCents = line.unitPrice
    if let problem = parsing[.grossCents] {
      problems.append(problem)
    } else if line.hasGross {
      Self.checkCents(line.gross, "gross_cents", &problems)
    }
    if let problem = parsing[.discountCents] {
      problems.append(problem)
    } else {
      Self.checkCents(line.discount, "discount_cents", &problems)
    }
    Self.refuseControlCharacters(refundOf, "refund_of", &problems)
    if !refundOf.isEmpty && !line.isRefund {
      problems.append("refund_of is only allowed on a refund line (kind 'refund')")
    }

    guard problems.isEmpty, let instant, city >= 0, style >= 0 else { return problems }
    row.cityIndex = UInt16(city)
    row.styleIndex = UInt16(style)
    row.orderedAtMilliseconds = instant * 1000 + line.milliseconds
    let price = line.unitPrice >= 0 ? line.unitPrice : reference.menuPrices[style]
    if let problem = Self.checkMoney(
      gross: line.hasGross ? line.gross : nil, discount: line.discount, price: price, &row)
    {
      return [problem]
    }
    // The business day and local hour: from the span kept for the city when it holds the
    // instant (the day shifted by the city's start, 0 without one).
    let start = reference.dayStartSeconds[city]
    if spans[city].businessDayAndHour(atSecond: instant, startSeconds: start) == nil {
      spans[city] = reference.zoneTables[city].span(
        atSecond: instant, businessDayStartSeconds: start)
    }
    if let (day, hour) = spans[city].businessDayAndHour(atSecond: instant, startSeconds: start) {
      row.localDay = Int32(day)
      row.localHour = UInt8(hour)
    } else {
      let (day, hour) = reference.zoneTables[city].businessDayAndHour(
        atMilliseconds: row.orderedAtMilliseconds, start: reference.dayStarts[city])
      row.localDay = Int32(day)
      row.localHour = UInt8(hour)
    }
    return problems
  }

  /// Why a Griddle row's name that matched nothing is a problem: empty, or unknown (with the
  /// closest known name) when unknown names are reported row by row rather than grouped.
  private func nameProblem(
    _ name: UnsafeBufferPointer<UInt8>, _ field: String, _ problems: inout [String]
  ) {
    if name.isEmpty {
      problems.append("\(field) is empty")
      return
    }
    guard unmatchedNames == nil else { return }
    let typed = text(name)
    let isCity = field == "city"
    let known = isCity ? reference.cities.map(\.name) : reference.styles.map(\.name)
    let suggestion = closestMatch(to: typed, among: known)
    problems.append(
      (isCity
        ? SalesStoreError.unknownCity(typed, suggestion: suggestion)
        : SalesStoreError.unknownStyle(typed, suggestion: suggestion)).description)
  }

  /// The problem an amount of cents of `magnitude` at least `maximumCents` is.
  @inline(__always)
  private static func checkCents(_ cents: Int64, _ name: String, _ problems: inout [String]) {
    guard cents.magnitude >= maximumCents.magnitude else { return }
    problems.append(withDigits(cents) { beyondLimit(name, $0, limit: maximumCents - 1)! })
  }

  /// `body` of `value`'s decimal digits, for a message naming a value as the text has it.
  private static func withDigits(
    _ value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> String
  ) -> String {
    var digits = Array(String(value).utf8)
    return digits.withUnsafeMutableBufferPointer { body(UnsafeBufferPointer($0)) }
  }
}
