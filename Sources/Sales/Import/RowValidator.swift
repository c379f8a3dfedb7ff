import Foundation
import SalesDomain

/// Checks one record (a Griddle file's text fields, or a profile's `TypedLine`) and turns it
/// into a `ParsedRow`, or says what is wrong.
struct RowValidator {
  let reference: ImportReferenceData
  private var cityNames: NameResolver
  private var styleNames: NameResolver
  /// Where a profile's names sit in `reference`, resolved once per file (`check`).
  let typedNames: TypedNameMapping
  /// The offset span last used for each reference city (`check`).
  var spans: [OffsetSpan]
  /// Where unmatched names are noted for one grouped message; nil to report them per row.
  private let unmatchedNames: UnmatchedNameLog?
  /// Set when the last row validated is held back for its unmatched names: it is left out
  /// without a message of its own (the grouped one stops the file). The caller clears it.
  var rowIsHeldBack = false
  /// Whether Griddle's own names resolve through aliases: a resolved name's text is then the
  /// canonical name (`names(of:)`), as the rejects file writes it.
  private(set) var resolvesAliases = false

  /// A validator of `reference`'s names; a profile's lines (`check`) name cities and styles by
  /// their index in `names`. With `unmatchedNames`, a row naming an unknown city or style is
  /// noted there and held back, or rejected with a short reason when the log says rows are
  /// rejected one by one; the log's aliases are spellings of the names they belong to.
  init(
    reference: ImportReferenceData, names: ImportNames? = nil,
    unmatchedNames: UnmatchedNameLog? = nil
  ) {
    self.reference = reference
    self.unmatchedNames = unmatchedNames
    var cities = NameResolver(indexes: reference.cityIndexes)
    var styles = NameResolver(indexes: reference.styleIndexes)
    if let aliases = unmatchedNames?.aliases, aliases.hasAny {
      // Griddle's own names match through the config's aliases, straight to the index.
      let aliased = ImportNames(
        cities: reference.cities, styles: reference.styles, aliases: aliases)
      cities = NameResolver(indexes: aliased.cityIndexes)
      styles = NameResolver(indexes: aliased.styleIndexes)
      resolvesAliases = true
    }
    typedNames = TypedNameMapping(
      names: names, reference: reference, cities: &cities, styles: &styles)
    spans = Array(repeating: .empty, count: reference.cities.count)
    cityNames = cities
    styleNames = styles
  }

  /// The reference indexes of the city and style `fields` (canonical order) name, -1 where
  /// a name matches nothing; resolved once, and handed to `validate` as `resolved`.
  mutating func names(of fields: [UnsafeBufferPointer<UInt8>]) -> (city: Int, style: Int) {
    let city = trimmed(fields[OrderColumn.city.index])
    let style = trimmed(fields[OrderColumn.style.index])
    return (
      city.isEmpty ? -1 : cityNames.resolve(city), style.isEmpty ? -1 : styleNames.resolve(style)
    )
  }

  /// Fills `row` from `fields` (canonical order); returns the problems, empty when valid.
  /// `resolved` holds the city and style indexes `names(of:)` found, when it was asked.
  mutating func validate(
    _ fields: [UnsafeBufferPointer<UInt8>], resolved: (city: Int, style: Int)? = nil,
    into row: inout ParsedRow
  ) -> [String] {
    var problems: [String] = []
    let orderID = trimmed(fields[OrderColumn.orderID.index])
    if orderID.isEmpty { problems.append("order_id is empty") }
    Self.refuseControlCharacters(orderID, "order_id", &problems)

    let cityText = trimmed(fields[OrderColumn.city.index])
    let styleText = trimmed(fields[OrderColumn.style.index])
    let cityIndex =
      resolved.map { $0.city >= 0 } == true
      ? resolved!.city
      : Self.resolve(
        cityText, "city", with: &cityNames, knownNames: reference.cities.map(\.name),
        unknown: SalesStoreError.unknownCity, perRow: unmatchedNames == nil, &problems)
    let styleIndex =
      resolved.map { $0.style >= 0 } == true
      ? resolved!.style
      : Self.resolve(
        styleText, "style", with: &styleNames, knownNames: reference.styles.map(\.name),
        unknown: SalesStoreError.unknownStyle, perRow: unmatchedNames == nil, &problems)
    if let unmatchedNames,
      cityIndex == nil && !cityText.isEmpty
        || styleIndex == nil && !styleText.isEmpty
    {
      // An unmatched name: the row goes into the grouped message and nothing else is said
      // of it, as a profile's translation does.
      let reason = unmatchedNames.record(
        city: cityIndex == nil && !cityText.isEmpty
          ? String(decoding: cityText, as: UTF8.self) : nil,
        style: styleIndex == nil && !styleText.isEmpty
          ? String(decoding: styleText, as: UTF8.self) : nil,
        line: row.line, reference: reference)
      guard let reason else {
        rowIsHeldBack = true
        return [Self.heldBackReason]
      }
      return [reason]
    }

    let timestamp = trimmed(fields[OrderColumn.orderedAt.index])
    var instant: Int64?
    if timestamp.isEmpty {
      problems.append("ordered_at is empty")
    } else {
      switch ParsedTimestamp.parse(timestamp) {
      case .failure(.malformed):
        problems.append(
          "ordered_at '\(text(timestamp))' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing)"
        )
      case .failure(.outOfRange):
        problems.append("ordered_at '\(text(timestamp))' is not a valid date and time")
      case .success(let parsed):
        if let offset = parsed.utcOffsetSeconds {
          instant = parsed.wallClockSeconds - Int64(offset)
        } else if let cityIndex {
          // Local time in the order's city.
          let table = reference.zoneTables[cityIndex]
          instant = table.instant(atWallClock: parsed.wallClockSeconds)
          if instant == nil {
            let city = reference.cities[cityIndex]
            problems.append(
              "ordered_at '\(text(timestamp))' does not exist in \(city.name) (\(city.timeZone.identifier)): the clocks skip that time when daylight saving time starts"
            )
          }
        }
        if let seconds = instant {
          row.orderedAtMilliseconds = seconds * 1000 + parsed.milliseconds
        }
      }
    }

    let kindText = trimmed(fields[OrderColumn.kind.index])
    row.isRefund = false
    if !kindText.isEmpty {
      if equalsIgnoringASCIICase(kindText, "refund") {
        row.isRefund = true
      } else if !equalsIgnoringASCIICase(kindText, "sale") {
        problems.append("kind '\(text(kindText))' is neither 'sale' nor 'refund'")
      }
    }

    let lineText = trimmed(fields[OrderColumn.line.index])
    row.lineNumber = 1
    if !lineText.isEmpty {
      if let line = wholeNumber(lineText), line >= 1, line <= Int64(Int32.max) {
        row.lineNumber = line
      } else if let beyond = Self.beyondLimit("line", lineText, limit: Int64(Int32.max)),
        lineText.first != 0x2D
      {
        problems.append(beyond)
      } else {
        problems.append("line '\(text(lineText))' is not a whole number of at least 1")
      }
    }

    let quantityText = trimmed(fields[OrderColumn.quantity.index])
    if quantityText.isEmpty {
      problems.append("quantity is empty")
    } else if let quantity = wholeNumber(quantityText) {
      if quantity.magnitude > UInt64(Int32.max) {
        problems.append(
          Self.beyondLimit("quantity", quantityText, limit: Int64(Int32.max))
            ?? "quantity \(quantity) is too large")
      } else if row.isRefund && quantity > -1 {
        problems.append("a refund line's quantity must be negative, not \(quantity)")
      } else if !row.isRefund && quantity < 1 {
        problems.append("quantity must be at least 1, not \(quantity)")
      } else {
        row.quantity = quantity
      }
    } else {
      problems.append(
        Self.beyondLimit("quantity", quantityText, limit: Int64(Int32.max))
          ?? "quantity '\(text(quantityText))' is not a whole number")
    }

    let priceText = trimmed(fields[OrderColumn.unitPriceCents.index])
    row.unitPriceCents = -1
    if !priceText.isEmpty {
      if let price = wholeNumber(priceText) {
        if price < 0 {
          problems.append("unit_price_cents must not be negative, not \(price)")
        } else if price > Int64(Int32.max) {
          problems.append(
            Self.beyondLimit("unit_price_cents", priceText, limit: Int64(Int32.max))
              ?? "unit_price_cents \(price) is too large")
        } else {
          row.unitPriceCents = price
        }
      } else if priceText.first == 0x2D, Self.beyondLimit("", priceText, limit: 0) != nil {
        // Too many digits to read, but negative: that is the rule it breaks.
        problems.append("unit_price_cents must not be negative, not \(text(priceText))")
      } else {
        problems.append(
          Self.beyondLimit("unit_price_cents", priceText, limit: Int64(Int32.max))
            ?? "unit_price_cents '\(text(priceText))' is not a whole number of cents")
      }
    }

    let gross = Self.cents(fields[OrderColumn.grossCents.index], "gross_cents", &problems)
    let discount = Self.cents(fields[OrderColumn.discountCents.index], "discount_cents", &problems)
    let refundOf = trimmed(fields[OrderColumn.refundOf.index])
    Self.refuseControlCharacters(refundOf, "refund_of", &problems)
    if !refundOf.isEmpty && !row.isRefund {
      problems.append("refund_of is only allowed on a refund line (kind 'refund')")
    }

    guard problems.isEmpty, let cityIndex, let styleIndex else { return problems }
    row.cityIndex = UInt16(cityIndex)
    row.styleIndex = UInt16(styleIndex)
    let table = reference.zoneTables[cityIndex]
    row.localDay = Int32(table.localDay(atMilliseconds: row.orderedAtMilliseconds))
    row.localHour = UInt8(table.localHour(atMilliseconds: row.orderedAtMilliseconds))
    let price = row.unitPriceCents >= 0 ? row.unitPriceCents : reference.menuPrices[styleIndex]
    if let problem = Self.checkMoney(gross: gross, discount: discount ?? 0, price: price, &row) {
      problems.append(problem)
    }
    return problems
  }

  /// Fills `row`'s money from `gross` (nil: `row.quantity` × `price`) and `discount`, and
  /// checks the domain's rules for a line's money (`OrderLine.init`) on integers, so the hot
  /// loop builds no values; returns what is wrong, if anything. One rule for every reader.
  ///
  /// A line's amounts stay below 2^36 cents, so a roll-up group can take 2^17 lines at the
  /// limit before it reaches its own (see `RollupLimit`).
  @inline(__always)
  static func checkMoney(
    gross: Int64?, discount: Int64, price: Int64, _ row: inout ParsedRow
  ) -> String? {
    row.grossGiven = gross != nil
    row.discountCents = discount
    if let gross {
      row.grossCents = gross
    } else {
      // A huge menu price times a large quantity must be a problem, not a trap.
      let (product, overflow) = row.quantity.multipliedReportingOverflow(by: price)
      guard !overflow, product.magnitude < maximumCents.magnitude else {
        return
          "quantity × price (\(row.quantity) × \(price) cents) is more than a line may hold (\(maximumCents - 1) cents)"
      }
      row.grossCents = product
    }
    if row.grossCents.magnitude >= maximumCents.magnitude
      || row.discountCents.magnitude >= maximumCents.magnitude
    {
      return "the line's money (gross \(row.grossCents) cents) is too large"
    } else if row.isRefund {
      if row.grossCents > 0 || row.discountCents > 0 || row.discountCents < row.grossCents {
        return
          "a refund line needs gross_cents ≤ discount_cents ≤ 0, not gross \(row.grossCents), discount \(row.discountCents)"
      }
    } else if row.grossCents < 0 || row.discountCents < 0 || row.discountCents > row.grossCents {
      return
        "a sale line needs 0 ≤ discount_cents ≤ gross_cents, not gross \(row.grossCents), discount \(row.discountCents)"
    }
    return nil
  }

  /// An id holding a control character (NUL, ESC, a line break) is a problem: it would be
  /// stored and then printed, exported and compared as a different id.
  @inline(__always)
  static func refuseControlCharacters(
    _ id: UnsafeBufferPointer<UInt8>, _ field: String, _ problems: inout [String]
  ) {
    guard let control = firstControlCharacter(id) else { return }
    problems.append(
      "\(field) '\(text(id))' holds the control character \(unicodeName(control)), which an id may not hold"
    )
  }

  /// The largest amount of one line, in cents (about 687 million units of currency).
  static let maximumCents: Int64 = 1 << 36

  /// An optional whole number of cents (below `maximumCents` in magnitude), or nil when empty; a problem when
  /// malformed.
  static func cents(
    _ field: UnsafeBufferPointer<UInt8>, _ name: String, _ problems: inout [String]
  ) -> Int64? {
    let value = trimmed(field)
    guard !value.isEmpty else { return nil }
    guard let cents = wholeNumber(value), cents.magnitude < maximumCents.magnitude else {
      problems.append(
        beyondLimit(name, value, limit: maximumCents - 1)
          ?? "\(name) '\(text(value))' is not a whole number of cents")
      return nil
    }
    return cents
  }

  /// "`field` VALUE is above the limit (N)" (below −N when negative) when `value` is a whole
  /// number, however many digits, whose magnitude passes `limit`; nil when it is no whole
  /// number or within the limit. Only called for a value already found wrong.
  static func beyondLimit(_ field: String, _ value: UnsafeBufferPointer<UInt8>, limit: Int64)
    -> String?
  {
    let negative = value.first == 0x2D
    let digits = value.dropFirst(negative ? 1 : 0)
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    // Leading zeros add no size: `000…01` is 1.
    let significant = digits.drop { $0 == 0x30 }
    let magnitude =
      significant.count > 18
      ? nil : significant.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
    if let magnitude, magnitude <= limit { return nil }
    let shown = negative ? "-" + groupedDigits(limit) : groupedDigits(limit)
    return "\(field) \(text(value)) is \(negative ? "below" : "above") the limit (\(shown))"
  }

  /// What a held-back row's problem says, should anything show it (the parser drops it).
  static let heldBackReason = "a city or style matches nothing known (listed at the end)"

  /// The index `names` gives `name` in `field`, or nil after adding why not to `problems`
  /// (an unknown name only when reported `perRow`).
  ///
  /// `knownNames` is only evaluated for an unknown name, to suggest a near match, so valid
  /// rows never build the list. Static, since a method of the validator could not also take
  /// one of its resolvers inout.
  static func resolve(
    _ name: UnsafeBufferPointer<UInt8>, _ field: String, with names: inout NameResolver,
    knownNames: @autoclosure () -> [String],
    unknown: (_ typed: String, _ suggestion: String?) -> SalesStoreError, perRow: Bool,
    _ problems: inout [String]
  ) -> Int? {
    if name.isEmpty {
      problems.append("\(field) is empty")
      return nil
    }
    let index = names.resolve(name)
    if index >= 0 { return index }
    guard perRow else { return nil }
    let typed = text(name)
    problems.append(unknown(typed, closestMatch(to: typed, among: knownNames())).description)
    return nil
  }
}

/// `bytes` without leading and trailing ASCII spaces and tabs.
@inline(__always)
func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
  guard let base = bytes.baseAddress else { return bytes }
  var start = 0
  var end = bytes.count
  while start < end, base[start] == 0x20 || base[start] == 0x09 { start += 1 }
  while end > start, base[end - 1] == 0x20 || base[end - 1] == 0x09 { end -= 1 }
  return UnsafeBufferPointer(start: base + start, count: end - start)
}

/// A field's text for a message: control characters escaped, shortened so a runaway field
/// cannot flood the report.
func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  displayedValue(String(decoding: bytes, as: UTF8.self))
}

/// A decimal integer with an optional leading `-`, or nil (also on overflow past 18 digits).
@inline(__always)
func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
  guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
  var index = 0
  let negative = base[0] == 0x2D
  if negative { index = 1 }
  guard index < bytes.count, bytes.count - index <= 18 else { return nil }
  var value: Int64 = 0
  while index < bytes.count {
    let digit = Int64(base[index]) &- 48
    guard digit >= 0, digit <= 9 else { return nil }
    value = value * 10 + digit
    index += 1
  }
  return negative ? -value : value
}

/// Whether `bytes` spells `word` (lowercase ASCII) ignoring ASCII case.
@inline(__always)
func equalsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
  guard bytes.count == word.utf8CodeUnitCount else { return false }
  let expected = word.utf8Start
  for index in 0..<bytes.count {
    let byte = bytes[index]
    let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    if lowered != expected[index] { return false }
  }
  return true
}
