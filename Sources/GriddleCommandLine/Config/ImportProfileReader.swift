import Foundation
import Sales
import SalesDomain

/// Builds the `ImportProfile`s declared in the config under `importProfiles`, with errors that
/// name the key path (`importProfiles.shopify.columns.quantity`).
struct ImportProfileReader {
  let reader: JSONReader

  /// Every profile in the `importProfiles` object, sorted by name.
  func profiles(_ value: JSONValue) throws -> [ImportProfile] {
    let object = try reader.object(value, at: "importProfiles")
    return try object.keys.sorted().map { name in
      try profile(named: name, object[name]!, at: "importProfiles.\(name)")
    }
  }

  private func profile(named name: String, _ value: JSONValue, at path: String) throws
    -> ImportProfile
  {
    let builtIn = [ImportProfile.griddleName] + ImportProfile.builtIn.map(\.name)
    if builtIn.contains(where: { NameKey($0) == NameKey(name) }) {
      throw reader.fail(path, "\(quoted(name)) is a built-in profile; give yours another name")
    }
    let object = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(
      object,
      allowed: [
        "title", "columns", "dateFormat", "timeFormat", "timeZone", "numbers",
        "discountsAreNegative", "refund", "exclude", "carryDown",
      ], at: path)
    let columnsPath = path + ".columns"
    let columns = try reader.object(
      try reader.required(object, "columns", at: path), at: columnsPath)
    try reader.rejectUnknownKeys(
      columns,
      allowed: [
        "orderId", "lineId", "date", "time", "timeZone", "city", "style", "quantity", "gross",
        "unitPrice", "discount",
      ], at: columnsPath)
    func column(_ key: String) throws -> ProfileColumn {
      try self.column(
        try reader.required(columns, key, at: columnsPath), at: columnsPath + "." + key)
    }
    func optionalColumn(_ key: String) throws -> ProfileColumn? {
      try columns[key].map { try self.column($0, at: columnsPath + "." + key) }
    }
    let dateFormat = try reader.nonEmptyString(
      try reader.required(object, "dateFormat", at: path), at: path + ".dateFormat")
    try checkPattern(dateFormat, at: path + ".dateFormat")
    let timeFormat = try object["timeFormat"].map {
      try reader.nonEmptyString($0, at: path + ".timeFormat")
    }
    if let timeFormat { try checkPattern(timeFormat, at: path + ".timeFormat") }
    let time = try optionalColumn("time")
    if (time == nil) != (timeFormat == nil) {
      throw reader.fail(path, "'columns.time' and 'timeFormat' go together")
    }
    let timeZone = try self.timeZone(
      object["timeZone"], zoneColumn: try optionalColumn("timeZone"), at: path)
    let cityValue = try reader.required(columns, "city", at: columnsPath)
    let cities: [ProfileColumn] =
      if case .array(let names) = cityValue {
        try names.enumerated().map {
          ProfileColumn(try reader.nonEmptyString($1, at: columnsPath + ".city[\($0)]"))
        }
      } else {
        [ProfileColumn(try reader.nonEmptyString(cityValue, at: columnsPath + ".city"))]
      }
    guard !cities.isEmpty else { throw reader.fail(columnsPath + ".city", "must name a column") }
    let gross = try optionalColumn("gross")
    let unitPrice = try optionalColumn("unitPrice")
    if gross != nil && unitPrice != nil {
      throw reader.fail(columnsPath, "give 'gross' or 'unitPrice', not both")
    }
    var keyed: [(key: String, column: ProfileColumn)] = [
      ("orderId", try column("orderId")), ("date", try column("date")),
      ("style", try column("style")), ("quantity", try column("quantity")),
    ]
    keyed += cities.enumerated().map { (cities.count == 1 ? "city" : "city[\($0)]", $1) }
    for key in ["lineId", "time", "timeZone", "gross", "unitPrice", "discount"] {
      if let found = try optionalColumn(key) { keyed.append((key, found)) }
    }
    try checkDistinct(keyed, at: columnsPath)
    // After the keys' own checks, which name a mistake more precisely than a format that
    // cannot match.
    try checkCanMatch(dateFormat, at: path + ".dateFormat", needsDate: true)
    if let timeFormat { try checkCanMatch(timeFormat, at: path + ".timeFormat", needsDate: false) }
    return ImportProfile(
      name: name,
      title: try object["title"].map { try reader.nonEmptyString($0, at: path + ".title") }
        ?? "the '\(name)' profile",
      orderID: try column("orderId"), lineID: try optionalColumn("lineId"),
      date: try column("date"), dateFormat: dateFormat, time: time, timeFormat: timeFormat,
      timeZone: timeZone, city: cities, style: try column("style"),
      quantity: try column("quantity"), gross: gross, unitPrice: unitPrice,
      discount: try optionalColumn("discount"),
      discountsAreNegative: try object["discountsAreNegative"].map {
        try bool($0, at: path + ".discountsAreNegative")
      } ?? false,
      numbers: try object["numbers"].map { try numbers($0, at: path + ".numbers") }
        ?? NumberFormat(),
      refund: try object["refund"].map { try refund($0, at: path + ".refund") },
      exclusions: try object["exclude"].map { try exclusions($0, at: path + ".exclude") } ?? [],
      carriedDown: try object["carryDown"].map { value in
        try reader.array(value, at: path + ".carryDown").enumerated().map {
          ProfileColumn(try reader.nonEmptyString($1, at: path + ".carryDown[\($0)]"))
        }
      } ?? [])
  }

  /// A column: one header name, or an array of the names it goes by.
  private func column(_ value: JSONValue, at path: String) throws -> ProfileColumn {
    if case .array(let names) = value {
      guard !names.isEmpty else { throw reader.fail(path, "must name a column") }
      return ProfileColumn(
        names: try names.enumerated().map { try reader.nonEmptyString($1, at: path + "[\($0)]") })
    }
    return ProfileColumn(try reader.nonEmptyString(value, at: path))
  }

  /// Refuses two keys naming the same column (`quantity` and `unitPrice` both `Qty` would read
  /// one number as both): each value would be read twice and stored as nonsense. The date and
  /// the time may share a column written in both formats.
  private func checkDistinct(_ keyed: [(key: String, column: ProfileColumn)], at path: String)
    throws
  {
    var owners: [NameKey: String] = [:]
    for (key, column) in keyed {
      for name in Set(column.names.map(NameKey.init)) {
        if let owner = owners[name], !(owner == "date" && key == "time") {
          let shown = column.names.first { NameKey($0) == name } ?? name.rawValue
          throw reader.fail(
            path,
            "'\(owner)' and '\(key)' both name the column \(quoted(shown)); each needs a column of its own"
          )
        }
        owners[name] = owners[name] ?? key
      }
    }
  }

  private func checkPattern(_ pattern: String, at path: String) throws {
    do { _ = try DateTimePattern(pattern) } catch { throw reader.fail(path, error.description) }
  }

  /// Refuses a compiled pattern that can never give what it is for: every alternative of a
  /// `dateFormat` needs a year, a month and a day, of a `timeFormat` an hour and minutes; a
  /// 12-hour `h` needs `a` (AM/PM) and a 24-hour `H` must not have it.
  private func checkCanMatch(_ pattern: String, at path: String, needsDate: Bool) throws {
    for alternative in pattern.split(separator: "|", omittingEmptySubsequences: false) {
      let text = alternative.trimmingCharacters(in: .whitespaces)
      if text.lowercased() == "iso8601" { continue }
      let letters = Set(text.filter(\.isLetter))
      let dateParts: [(Character, String)] = [
        ("y", "year (y)"), ("M", "month (M)"), ("d", "day (d)"),
      ]
      let hasHour = letters.contains("H") || letters.contains("h")
      let dateMissing = dateParts.filter { !letters.contains($0.0) }.map(\.1)
      // A date part alone (`MM` in a time format) matches, then fails every row too.
      var missing = needsDate || dateMissing.count < dateParts.count ? dateMissing : []
      if !needsDate {
        if !hasHour { missing.append("hour (H or h)") }
        if !letters.contains("m") { missing.append("minutes (m)") }
      }
      let quotedText = quoted(text)
      if !missing.isEmpty {
        throw reader.fail(
          path,
          "\(quotedText) can never give a \(needsDate ? "date" : "time"): it has no \(missing.joined(separator: " and no "))"
        )
      }
      if letters.contains("h"), !letters.contains("a") {
        throw reader.fail(
          path,
          "\(quotedText) has a 12-hour clock (h) but no AM/PM (a), so no time can be read; use H for 0–23"
        )
      }
      if letters.contains("H"), letters.contains("a") {
        throw reader.fail(
          path,
          "\(quotedText) has AM/PM (a) with a 24-hour clock (H), so no time can be read; use h for 1–12"
        )
      }
      if hasHour != letters.contains("m") {
        throw reader.fail(
          path,
          "\(quotedText) has \(hasHour ? "an hour but no minutes (m)" : "minutes (m) but no hour (H or h)"), so no time can be read"
        )
      }
    }
  }

  private func timeZone(_ value: JSONValue?, zoneColumn: ProfileColumn?, at path: String) throws
    -> TimeZoneSource
  {
    let text = try value.map { try reader.nonEmptyString($0, at: path + ".timeZone") } ?? "city"
    switch text {
    case "city":
      if zoneColumn != nil {
        throw reader.fail(path, "'columns.timeZone' needs \"timeZone\": \"column\"")
      }
      return .city
    case "column":
      guard let zoneColumn else {
        throw reader.fail(path, "\"timeZone\": \"column\" needs 'columns.timeZone'")
      }
      return .column(zoneColumn)
    default:
      guard TimeZone(identifier: text) != nil else {
        throw reader.fail(
          path + ".timeZone",
          "expected \"city\", \"column\" or an IANA time zone, got \(quoted(text))")
      }
      return .named(text)
    }
  }

  private func numbers(_ value: JSONValue, at path: String) throws -> NumberFormat {
    let object = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(
      object, allowed: ["currencySymbols", "groupingSeparator", "decimalSeparator"], at: path)
    var format = NumberFormat()
    if let symbols = object["currencySymbols"] {
      format.currencySymbols = try reader.array(symbols, at: path + ".currencySymbols").enumerated()
        .map { try reader.nonEmptyString($1, at: path + ".currencySymbols[\($0)]") }
    }
    if let grouping = object["groupingSeparator"] {
      if case .string(let text) = grouping, text.isEmpty {
        format.groupingSeparator = nil
      } else {
        format.groupingSeparator = try character(grouping, at: path + ".groupingSeparator")
      }
    }
    if let decimal = object["decimalSeparator"] {
      format.decimalSeparator = try character(decimal, at: path + ".decimalSeparator")
    }
    if format.groupingSeparator == format.decimalSeparator {
      throw reader.fail(path, "the grouping and decimal separators must differ")
    }
    return format
  }

  private func character(_ value: JSONValue, at path: String) throws -> Character {
    guard case .string(let text) = value, text.count == 1, let character = text.first else {
      throw reader.fail(path, "expected a single character")
    }
    return character
  }

  private func bool(_ value: JSONValue, at path: String) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw reader.fail(path, "expected true or false, got \(value.kind)")
    }
    return flag
  }

  private func strings(_ value: JSONValue, at path: String) throws -> [String] {
    try reader.array(value, at: path).enumerated().map {
      try reader.nonEmptyString($1, at: path + "[\($0)]")
    }
  }

  private func refund(_ value: JSONValue, at path: String) throws -> RefundRule {
    let object = try reader.object(value, at: path)
    try reader.rejectUnknownKeys(
      object, allowed: ["column", "values", "amountsAreNegative", "refundOf"], at: path)
    return RefundRule(
      column: try column(try reader.required(object, "column", at: path), at: path + ".column"),
      values: try strings(try reader.required(object, "values", at: path), at: path + ".values"),
      amountsAreNegative: try object["amountsAreNegative"].map {
        try bool($0, at: path + ".amountsAreNegative")
      } ?? false,
      refundOf: try object["refundOf"].map { try column($0, at: path + ".refundOf") })
  }

  private func exclusions(_ value: JSONValue, at path: String) throws -> [ExclusionRule] {
    try reader.array(value, at: path).enumerated().map { index, element in
      let rulePath = "\(path)[\(index)]"
      let object = try reader.object(element, at: rulePath)
      try reader.rejectUnknownKeys(object, allowed: ["column", "values", "reason"], at: rulePath)
      return ExclusionRule(
        column: try column(
          try reader.required(object, "column", at: rulePath), at: rulePath + ".column"),
        values: try object["values"].map { try strings($0, at: rulePath + ".values") } ?? [],
        reason: try reader.nonEmptyString(
          try reader.required(object, "reason", at: rulePath), at: rulePath + ".reason"))
    }
  }
}
