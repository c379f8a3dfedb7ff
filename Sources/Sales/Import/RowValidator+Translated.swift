import Foundation
import SalesDomain

/// A row's values as a profile's translation computed them (`ProfileRecordReader`), indexes
/// into its `ImportNames`: the validator takes these instead of parsing the text the
/// translation wrote from them, which cost a seventh of a Square import's reading thread.
struct TranslatedValues {
  /// The city and style, as indexes into the translation's `ImportNames`.
  var city = 0
  var style = 0
  /// The date and time: a UTC instant when `isUTC`, else the city's wall clock, in seconds.
  var seconds: Int64 = 0
  var isUTC = false
  var quantity: Int64 = 0
  var lineNumber: Int64 = 0
  /// The gross in cents, when the row gave one (`hasGross`).
  var gross: Int64 = 0
  var hasGross = false
  var discount: Int64 = 0
  var isRefund = false
}

/// What `RowValidator` needs to take a translation's values: where its names sit in the
/// import's reference data, and a span of each city's offsets kept from the row before.
struct TranslatedRowMapping {
  /// The reference index of each translated city and style, or -1 when the canonical name,
  /// as written into the row, would not resolve (such rows go the text way).
  let cities: [Int]
  let styles: [Int]
  /// The offset span last used for each reference city.
  var spans: [OffsetSpan]

  /// The seconds `ParsedTimestamp` reads back from what `ProfileRecordReader` writes: years
  /// 0000…9999 (it writes four digits).
  static let secondsRange: Range<Int64> =
    Int64(LocalDate.daysFromCivil(year: 0, month: 1, day: 1)) * 86_400..<Int64(
      LocalDate.daysFromCivil(year: 10_000, month: 1, day: 1)) * 86_400
}

extension RowValidator {
  /// Resolves each of `names`' canonical names the way `validate` resolves the text holding
  /// it, so a translated index maps to the very index the text would give.
  static func mapping(
    names: ImportNames, cities: inout NameResolver, styles: inout NameResolver, cityCount: Int
  ) -> TranslatedRowMapping {
    func resolve(_ name: String, _ resolver: inout NameResolver) -> Int {
      var bytes = Array(name.utf8)
      return bytes.withUnsafeMutableBufferPointer {
        let field = trimmed(UnsafeBufferPointer($0))
        return field.isEmpty ? -1 : resolver.resolve(field)
      }
    }
    return TranslatedRowMapping(
      cities: names.cityNames.map { resolve($0, &cities) },
      styles: names.styleNames.map { resolve($0, &styles) },
      spans: Array(repeating: .empty, count: cityCount))
  }

  /// Fills `row` from a translation's `values` and true when the row is valid; false (leaving
  /// `row` alone) when anything is off, for `validate` to read the text and name the problem.
  ///
  /// Every check `validate` makes on the text the translation wrote is made here on the
  /// values, in the same arithmetic, so a row valid one way is valid the other with the same
  /// figures. The ids are checked on `fields`, which the parser normalized.
  ///
  /// Mutating, and reaching the mapping through `self`: passing a property of `self` inout to
  /// a method of `self` made Swift copy the whole validator per row.
  mutating func takeTranslated(
    _ values: TranslatedValues, _ fields: [UnsafeBufferPointer<UInt8>], into row: inout ParsedRow
  ) -> Bool {
    let orderID = trimmed(fields[OrderColumn.orderID.index])
    let refundOf = trimmed(fields[OrderColumn.refundOf.index])
    guard !orderID.isEmpty, firstControlCharacter(orderID) == nil,
      firstControlCharacter(refundOf) == nil, refundOf.isEmpty || values.isRefund,
      values.city >= 0, values.city < translatedMapping.cities.count, values.style >= 0,
      values.style < translatedMapping.styles.count
    else { return false }
    let city = translatedMapping.cities[values.city]
    let style = translatedMapping.styles[values.style]
    guard city >= 0, style >= 0, TranslatedRowMapping.secondsRange.contains(values.seconds),
      values.lineNumber >= 1, values.lineNumber <= Int64(Int32.max),
      values.quantity.magnitude <= UInt64(Int32.max),
      values.isRefund ? values.quantity <= -1 : values.quantity >= 1,
      values.discount.magnitude < RowValidator.maximumCents.magnitude,
      !values.hasGross || values.gross.magnitude < RowValidator.maximumCents.magnitude
    else { return false }
    var span = translatedMapping.spans[city]
    let instant: Int64
    if values.isUTC {
      instant = values.seconds
    } else if let found = span.instant(atWallClock: values.seconds) {
      instant = found
    } else {
      let table = reference.zoneTables[city]
      guard let found = table.instant(atWallClock: values.seconds) else { return false }
      instant = found
      span = table.span(atSecond: instant)
    }
    let gross: Int64
    if values.hasGross {
      gross = values.gross
    } else {
      let (product, overflow) = values.quantity.multipliedReportingOverflow(
        by: reference.menuPrices[style])
      guard !overflow, product.magnitude < RowValidator.maximumCents.magnitude else {
        return false
      }
      gross = product
    }
    let discount = values.discount
    if values.isRefund {
      guard gross <= 0, discount <= 0, discount >= gross else { return false }
    } else {
      guard gross >= 0, discount >= 0, discount <= gross else { return false }
    }
    // The local day and hour: from the span kept for the city when it holds the instant.
    if span.localDayAndHour(atSecond: instant) == nil {
      span = reference.zoneTables[city].span(atSecond: instant)
    }
    guard let (day, hour) = span.localDayAndHour(atSecond: instant) else { return false }
    translatedMapping.spans[city] = span
    row.orderedAtMilliseconds = instant * 1000
    row.isRefund = values.isRefund
    row.lineNumber = values.lineNumber
    row.quantity = values.quantity
    row.unitPriceCents = -1
    row.cityIndex = UInt16(city)
    row.styleIndex = UInt16(style)
    row.localDay = Int32(day)
    row.localHour = UInt8(hour)
    row.grossGiven = values.hasGross
    row.grossCents = gross
    row.discountCents = discount
    return true
  }
}
