import SalesDomain

/// How one kind of point-of-sale export maps onto orders and lines: plain data, so the
/// built-in profiles and the ones a user declares in the config (`importProfiles`) are read
/// by the same translator.
public struct ImportProfile: Equatable, Sendable {
  /// The name `--profile` takes (`square`, `toast`, or a config key).
  public var name: String
  /// What export the profile reads, for messages (`Square Item Sales Detail CSV`).
  public var title: String
  /// The order (ticket) id.
  public var orderID: ProfileColumn
  /// A true line id; nil keys a line by its position among its order's rows in the file.
  public var lineID: ProfileColumn?
  /// The date, or the date and time in one column.
  public var date: ProfileColumn
  /// The pattern of `date` (`yyyy-MM-dd`, `M/d/yy h:mm a`, `iso8601`; see `DateTimePattern`).
  public var dateFormat: String
  /// The time of day when it has its own column.
  public var time: ProfileColumn?
  /// The pattern of `time` (`HH:mm:ss`).
  public var timeFormat: String?
  /// Which time zone the written date and time are in.
  public var timeZone: TimeZoneSource
  /// The columns a city's name is looked for in, tried in order (a location, then a device).
  public var city: [ProfileColumn]
  /// The item name, which finds the style.
  public var style: ProfileColumn
  /// Units; a decimal such as `1.0` is accepted when it is whole.
  public var quantity: ProfileColumn
  /// The line's gross money (before discounts), when the export has it.
  public var gross: ProfileColumn?
  /// The price of one unit, used when there is no gross column (gross = quantity × price).
  public var unitPrice: ProfileColumn?
  /// The line's discount, when the export has it.
  public var discount: ProfileColumn?
  /// Whether the export writes discounts as negative amounts (Square: `-$1.82`).
  public var discountsAreNegative: Bool
  /// How money and quantities are written.
  public var numbers: NumberFormat
  /// How a refund row is recognised; nil when the export has no refund rows.
  public var refund: RefundRule?
  /// Rows that are not sales (voids, gift cards): skipped and counted, never errors.
  public var exclusions: [ExclusionRule]
  /// Columns whose blank values repeat the previous row's value within the same order
  /// (exports that write order-level fields on the first line only).
  public var carriedDown: [ProfileColumn]
  /// Exports with a similar header that cannot be imported, and what to use instead.
  public var refusedExports: [RefusedExport]

  /// Creates a profile; the optional parts default to absent.
  public init(
    name: String, title: String, orderID: ProfileColumn, lineID: ProfileColumn? = nil,
    date: ProfileColumn, dateFormat: String, time: ProfileColumn? = nil,
    timeFormat: String? = nil, timeZone: TimeZoneSource, city: [ProfileColumn],
    style: ProfileColumn, quantity: ProfileColumn, gross: ProfileColumn? = nil,
    unitPrice: ProfileColumn? = nil, discount: ProfileColumn? = nil,
    discountsAreNegative: Bool = false, numbers: NumberFormat = NumberFormat(),
    refund: RefundRule? = nil, exclusions: [ExclusionRule] = [],
    carriedDown: [ProfileColumn] = [], refusedExports: [RefusedExport] = []
  ) {
    self.name = name
    self.title = title
    self.orderID = orderID
    self.lineID = lineID
    self.date = date
    self.dateFormat = dateFormat
    self.time = time
    self.timeFormat = timeFormat
    self.timeZone = timeZone
    self.city = city
    self.style = style
    self.quantity = quantity
    self.gross = gross
    self.unitPrice = unitPrice
    self.discount = discount
    self.discountsAreNegative = discountsAreNegative
    self.numbers = numbers
    self.refund = refund
    self.exclusions = exclusions
    self.carriedDown = carriedDown
    self.refusedExports = refusedExports
  }

  /// Every column the profile needs in a header (each satisfied by any of its names).
  public var requiredColumns: [ProfileColumn] {
    var columns = [orderID, date, style, quantity]
    if let time { columns.append(time) }
    if case .column(let zone) = timeZone { columns.append(zone) }
    if let lineID { columns.append(lineID) }
    if let gross { columns.append(gross) }
    if let unitPrice { columns.append(unitPrice) }
    if let discount { columns.append(discount) }
    if let refund { columns.append(refund.column) }
    return columns
  }
}

/// A column of an export, known by one or more header names (spellings change between
/// versions: Toast writes `Discount` or `Discnt`). Matched ignoring case and spaces around.
public struct ProfileColumn: Equatable, Sendable, CustomStringConvertible {
  /// The accepted header names, the usual one first.
  public var names: [String]

  /// A column with the given names.
  public init(_ names: String...) { self.names = names }

  /// A column with the given names.
  public init(names: [String]) { self.names = names }

  /// The usual name, quoted for messages.
  public var description: String { "'\(names.first ?? "")'" }

  /// The index of the first header field this column matches, or nil.
  func index(in header: [String]) -> Int? {
    let keys = header.map { NameKey($0).rawValue }
    for name in names {
      if let index = keys.firstIndex(of: NameKey(name).rawValue) { return index }
    }
    return nil
  }
}

/// Which time zone an export's dates and times are written in.
public enum TimeZoneSource: Equatable, Sendable {
  /// A column holding a zone per row: an IANA name or a label like Square's
  /// `Pacific Time (US & Canada)`.
  case column(ProfileColumn)
  /// Local time in the row's city (Toast).
  case city
  /// One named IANA zone for the whole file.
  case named(String)
}

/// How numbers are written: currency symbols, grouping and decimal separators. Negatives may be
/// `-$9.00`, `$-9.00` or `($9.00)`; spaces around (Excel adds a trailing one) are ignored.
public struct NumberFormat: Equatable, Sendable {
  /// Symbols or codes that may stand before or after an amount (`$`, `€`, `USD`).
  public var currencySymbols: [String]
  /// The thousands separator (`,`; `.` in much of Europe; nil for none).
  public var groupingSeparator: Character?
  /// The decimal separator.
  public var decimalSeparator: Character

  /// Creates a number format; the default is US style with `$`, `€`, `£` and `¥` (the
  /// configured currency's ISO code is accepted too).
  public init(
    currencySymbols: [String] = ["$", "€", "£", "¥", "￥"], groupingSeparator: Character? = ",",
    decimalSeparator: Character = "."
  ) {
    self.currencySymbols = currencySymbols
    self.groupingSeparator = groupingSeparator
    self.decimalSeparator = decimalSeparator
  }
}

/// How a refund row is recognised, and how it names the sale it refunds.
public struct RefundRule: Equatable, Sendable {
  /// The column that says what a row is (Square `Event Type`).
  public var column: ProfileColumn
  /// The values meaning refund (`Refund`), matched ignoring case.
  public var values: [String]
  /// Whether the export writes a refund's quantity and money as negatives already (Square); when
  /// false they are negated.
  public var amountsAreNegative: Bool
  /// The column naming the refunded sale (Square `Payment ID`), if any.
  public var refundOf: ProfileColumn?

  /// Creates a refund rule.
  public init(
    column: ProfileColumn, values: [String], amountsAreNegative: Bool,
    refundOf: ProfileColumn? = nil
  ) {
    self.column = column
    self.values = values
    self.amountsAreNegative = amountsAreNegative
    self.refundOf = refundOf
  }
}

/// Rows a profile leaves out on purpose (Toast voids and gift cards): counted, never errors.
public struct ExclusionRule: Equatable, Sendable {
  /// The column looked at.
  public var column: ProfileColumn
  /// The values that exclude a row (ignoring case); empty means any non-blank value.
  public var values: [String]
  /// What such rows are, for the report (`voided`, `gift cards`).
  public var reason: String

  /// Creates a rule.
  public init(column: ProfileColumn, values: [String], reason: String) {
    self.column = column
    self.values = values
    self.reason = reason
  }
}

/// An export that looks like a profile's but cannot be imported (Square's Transactions CSV).
public struct RefusedExport: Equatable, Sendable {
  /// Columns that, all present, identify it.
  public var signature: [String]
  /// Why it is refused and which export to use instead.
  public var message: String

  /// Creates a refused export.
  public init(signature: [String], message: String) {
    self.signature = signature
    self.message = message
  }
}
