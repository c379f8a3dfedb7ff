import SalesDomain

/// What of one order line a re-import compares with the stored line of the same key: the
/// conflict rule both stores' sinks apply, worded once.
struct LineContent {
  /// The order's instant, in milliseconds since 1970 (UTC).
  let orderedAt: Int64
  /// The city's database id.
  let cityID: Int64
  /// The style's database id.
  let styleID: Int64
  /// Whether it is a refund line.
  let isRefund: Bool
  /// Units (negative on a refund).
  let quantity: Int64
  /// The unit price the export gave; -1 when none.
  let unitPriceCents: Int64
  /// Gross, as given or computed.
  let grossCents: Int64
  /// Discount.
  let discountCents: Int64
  /// The order refunded, or "".
  let refundOf: String
  /// Whether the export gave the gross (a first-release file gives none: its gross comes
  /// from a menu price that may have changed since, which must not make a re-import conflict).
  let grossGiven: Bool

  /// The first column in which this line (from the file) differs from `stored`, for the
  /// message; nil when they are the same line.
  func difference(fromStored stored: LineContent, reference: ImportReferenceData) -> String? {
    if stored.orderedAt != orderedAt {
      return
        "ordered_at \(formatInstant(stored.orderedAt)) stored, \(formatInstant(orderedAt)) here"
    }
    if stored.cityID != cityID {
      return
        "city \(reference.cityName(stored.cityID)) stored, \(reference.cityName(cityID)) here"
    }
    if stored.styleID != styleID {
      return
        "style \(reference.styleName(stored.styleID)) stored, \(reference.styleName(styleID)) here"
    }
    if stored.isRefund != isRefund {
      return
        "kind \(stored.isRefund ? "refund" : "sale") stored, \(isRefund ? "refund" : "sale") here"
    }
    if stored.quantity != quantity {
      return "quantity \(stored.quantity) stored, \(quantity) here"
    }
    if stored.unitPriceCents != unitPriceCents {
      func show(_ value: Int64) -> String { value < 0 ? "none" : String(value) }
      return
        "unit_price_cents \(show(stored.unitPriceCents)) stored, \(show(unitPriceCents)) here"
    }
    if grossGiven && stored.grossCents != grossCents {
      return "gross_cents \(stored.grossCents) stored, \(grossCents) here"
    }
    if stored.discountCents != discountCents {
      return "discount_cents \(stored.discountCents) stored, \(discountCents) here"
    }
    if stored.refundOf != refundOf {
      return "refund_of '\(stored.refundOf)' stored, '\(refundOf)' here"
    }
    return nil
  }
}

/// The messages of the conflict rule: a stored key with other content, or a line whose
/// instant or city differs from its order's other lines.
enum LineConflict {
  /// Line `line` of `orderID` is stored with other content (`difference`).
  static func differentContent(line: Int64, orderID: String, difference: String) -> String {
    "line \(line) of order_id '\(displayedValue(orderID))' is already stored with different content (\(difference))"
  }

  /// Line `line` of `orderID` is at another instant or in another city than its order's
  /// other lines.
  static func orderMismatch(
    line: Int64, orderID: String, here: (at: Int64, city: String),
    others: (at: Int64, city: String)
  ) -> String {
    "line \(line) of order_id '\(displayedValue(orderID))' is at \(formatInstant(here.at)) in \(here.city), but its other lines are at \(formatInstant(others.at)) in \(others.city) (every line of an order shares its time and city)"
  }
}

extension ImportReferenceData {
  /// The name of the city with database id `id`, or `#id`.
  func cityName(_ id: Int64) -> String { cities.first { $0.id == id }?.name ?? "#\(id)" }
  /// The name of the style with database id `id`, or `#id`.
  func styleName(_ id: Int64) -> String { styles.first { $0.id == id }?.name ?? "#\(id)" }
}

/// `YYYY-MM-DDTHH:MM:SS[.mmm]Z` for messages.
func formatInstant(_ milliseconds: Int64) -> String {
  let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
  let fraction = milliseconds - seconds * 1000
  let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  let time = seconds - day * 86_400
  let date = LocalDate(dayNumber: Int(day))
  var text =
    "\(date)T\(LocalDate.pad(Int(time / 3600), 2)):\(LocalDate.pad(Int(time / 60 % 60), 2)):\(LocalDate.pad(Int(time % 60), 2))"
  if fraction != 0 { text += "." + LocalDate.pad(Int(fraction), 3) }
  return text + "Z"
}
