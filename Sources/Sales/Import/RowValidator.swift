import Foundation
import SalesDomain

/// Checks one reader's `TypedLine`s (`check`) and turns each into a `ParsedRow`, or says what
/// is wrong.
struct RowValidator {
  let reference: ImportReferenceData
  /// Where the reader's names sit in `reference`, resolved once per file (`check`).
  let typedNames: TypedNameMapping
  /// The offset span last used for each reference city (`check`).
  var spans: [OffsetSpan]
  /// Where unmatched names are noted for one grouped message; nil to report them per row.
  let unmatchedNames: UnmatchedNameLog?
  /// Set when the last row validated is held back for its unmatched names: it is left out
  /// without a message of its own (the grouped one stops the file). The caller clears it.
  var rowIsHeldBack = false

  /// A validator of `reference`'s names; lines name cities and styles by their index in
  /// `names` (none: the reference's own). With `unmatchedNames`, a Griddle row naming an
  /// unknown city or style is noted there and held back, or rejected with a short reason when
  /// the log says rows are rejected one by one.
  init(
    reference: ImportReferenceData, names: ImportNames? = nil,
    unmatchedNames: UnmatchedNameLog? = nil
  ) {
    self.reference = reference
    self.unmatchedNames = unmatchedNames
    var cities = NameResolver(indexes: reference.cityIndexes)
    var styles = NameResolver(indexes: reference.styleIndexes)
    typedNames = TypedNameMapping(
      names: names ?? GriddleLineParser.names(of: reference), reference: reference,
      cities: &cities, styles: &styles)
    spans = Array(repeating: .empty, count: reference.cities.count)
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
