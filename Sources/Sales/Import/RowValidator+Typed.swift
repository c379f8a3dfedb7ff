import Foundation
import SalesDomain

/// Where a profile's names (`ImportNames`) sit in the import's reference data, resolved once
/// per file the way `RowValidator.validate` resolves a name it reads; a name that would not
/// resolve keeps the problem a row naming it has.
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

  /// Fills `row` from a profile's `line` (its ids NFC-normalized: `orderID`, `refundOf`);
  /// returns the problems, empty when valid.
  ///
  /// Makes `validate`'s checks, in its order and with its words, on the values: a problem
  /// names a value as the rejects file writes it. Mutating, and reaching the spans through
  /// `self`: passing a property of `self` inout to a method of `self` made Swift copy the
  /// whole validator per row.
  mutating func check(
    _ line: TypedLine, orderID: UnsafeBufferPointer<UInt8>, refundOf: UnsafeBufferPointer<UInt8>,
    into row: inout ParsedRow
  ) -> [String] {
    var problems: [String] = []
    if orderID.isEmpty { problems.append("order_id is empty") }
    Self.refuseControlCharacters(orderID, "order_id", &problems)
    let city = typedNames.cities[line.city]
    let style = typedNames.styles[line.style]
    if let problem = typedNames.cityProblems[line.city] { problems.append(problem) }
    if let problem = typedNames.styleProblems[line.style] { problems.append(problem) }

    var instant: Int64?
    if !Self.typedSecondsRange.contains(line.seconds) {
      let stamp = displayedValue(RejectRowText.timestamp(line.seconds, utc: line.isUTC))
      problems.append(
        line.seconds < Self.typedSecondsRange.lowerBound
          ? "ordered_at '\(stamp)' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing)"
          : "ordered_at '\(stamp)' is not a valid date and time")
    } else if line.isUTC {
      instant = line.seconds
    } else if city >= 0 {
      // Local time in the order's city: from the span kept for the city when it holds it.
      if let found = spans[city].instant(atWallClock: line.seconds) {
        instant = found
      } else if let found = reference.zoneTables[city].instant(atWallClock: line.seconds) {
        instant = found
        spans[city] = reference.zoneTables[city].span(atSecond: found)
      } else {
        let stamp = displayedValue(RejectRowText.timestamp(line.seconds, utc: false))
        let known = reference.cities[city]
        problems.append(
          "ordered_at '\(stamp)' does not exist in \(known.name) (\(known.timeZone.identifier)): the clocks skip that time when daylight saving time starts"
        )
      }
    }

    row.isRefund = line.isRefund
    if line.lineNumber < 1 || line.lineNumber > Int64(Int32.max) {
      problems.append(
        Self.withDigits(line.lineNumber) { digits in
          line.lineNumber > 0
            ? Self.beyondLimit("line", digits, limit: Int64(Int32.max))!
            : "line '\(line.lineNumber)' is not a whole number of at least 1"
        })
    }
    row.lineNumber = line.lineNumber
    if line.quantity.magnitude > UInt64(Int32.max) {
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
    row.unitPriceCents = -1
    if line.hasGross { Self.checkCents(line.gross, "gross_cents", &problems) }
    Self.checkCents(line.discount, "discount_cents", &problems)
    Self.refuseControlCharacters(refundOf, "refund_of", &problems)
    if !refundOf.isEmpty && !line.isRefund {
      problems.append("refund_of is only allowed on a refund line (kind 'refund')")
    }

    guard problems.isEmpty, let instant, city >= 0, style >= 0 else { return problems }
    row.cityIndex = UInt16(city)
    row.styleIndex = UInt16(style)
    row.orderedAtMilliseconds = instant * 1000
    if let problem = Self.checkMoney(
      gross: line.hasGross ? line.gross : nil, discount: line.discount,
      price: reference.menuPrices[style], &row)
    {
      return [problem]
    }
    // The local day and hour: from the span kept for the city when it holds the instant.
    if spans[city].localDayAndHour(atSecond: instant) == nil {
      spans[city] = reference.zoneTables[city].span(atSecond: instant)
    }
    if let (day, hour) = spans[city].localDayAndHour(atSecond: instant) {
      row.localDay = Int32(day)
      row.localHour = UInt8(hour)
    } else {
      let table = reference.zoneTables[city]
      row.localDay = Int32(table.localDay(atMilliseconds: row.orderedAtMilliseconds))
      row.localHour = UInt8(table.localHour(atMilliseconds: row.orderedAtMilliseconds))
    }
    return problems
  }

  /// The problem `validate` finds in an amount of cents of `magnitude` at least `maximumCents`.
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
