import SalesDomain

/// Where a profile's columns sit in one file's header, worked out once before the rows.
struct ProfileLayout {
  let orderID: Int
  let lineID: Int?
  let date: Int
  let time: Int?
  let timeZone: Int?
  let cities: [Int]
  let style: Int
  let quantity: Int
  let gross: Int?
  let unitPrice: Int?
  let discount: Int?
  let refund: Int?
  let refundOf: Int?
  /// (field index, lowered values, reason index)
  let exclusions: [(field: Int, values: [[UInt8]], reason: Int)]
  let carriedDown: [Int]
  let fieldCount: Int

  /// Matches `header` against `profile`; the missing columns when it does not fit.
  static func make(profile: ImportProfile, header: [String]) -> Result<
    ProfileLayout, MissingColumns
  > {
    var missing: [String] = []
    func required(_ column: ProfileColumn) -> Int {
      if let index = column.index(in: header) { return index }
      missing.append(column.description)
      return -1
    }
    func optional(_ column: ProfileColumn?) -> Int? {
      guard let column else { return nil }
      let index = required(column)
      return index >= 0 ? index : nil
    }
    let orderID = required(profile.orderID)
    let lineID = optional(profile.lineID)
    let date = required(profile.date)
    let time = optional(profile.time)
    var timeZone: Int?
    if case .column(let column) = profile.timeZone { timeZone = optional(column) }
    let cities = profile.city.compactMap { $0.index(in: header) }
    if cities.isEmpty {
      missing.append(profile.city.map(\.description).joined(separator: " or "))
    }
    let style = required(profile.style)
    let quantity = required(profile.quantity)
    let gross = optional(profile.gross)
    let unitPrice = optional(profile.unitPrice)
    let discount = optional(profile.discount)
    let refund = optional(profile.refund?.column)
    // The refunded sale's id is helpful, not essential.
    let refundOf = profile.refund?.refundOf?.index(in: header)
    var exclusions: [(Int, [[UInt8]], Int)] = []
    for (reason, rule) in profile.exclusions.enumerated() {
      // An exclusion column an older export lacks simply excludes nothing.
      guard let field = rule.column.index(in: header) else { continue }
      exclusions.append((field, rule.values.map { Array($0.lowercased().utf8) }, reason))
    }
    let carriedDown = profile.carriedDown.compactMap { $0.index(in: header) }
    guard missing.isEmpty else { return .failure(MissingColumns(names: missing)) }
    return .success(
      ProfileLayout(
        orderID: orderID, lineID: lineID, date: date, time: time, timeZone: timeZone,
        cities: cities, style: style, quantity: quantity, gross: gross, unitPrice: unitPrice,
        discount: discount, refund: refund, refundOf: refundOf, exclusions: exclusions,
        carriedDown: carriedDown, fieldCount: header.count))
  }
}

/// The columns a header lacks for a profile, quoted.
struct MissingColumns: Error {
  let names: [String]
}
