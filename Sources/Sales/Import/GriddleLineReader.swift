import SalesDomain

/// Griddle's own format (CSV or JSON Lines) read as the first profile: each record's columns
/// are parsed once into a `TypedLine`, names resolved straight to the reference's indexes
/// (aliases included), so `RowValidator.check` is the one validation of every reader.
///
/// A column whose text does not parse is noted in the line's `fieldProblems` with the text as
/// written (`quantity '1x' is not a whole number`), for the check to report in column order.
final class GriddleLineReader: TypedLineReader {
  // Stored properties written per record are `@exclusivity(unchecked)`: the reader is used by
  // one thread, and the dynamic checks (a thread-local lookup each) cost more than the parse.
  private let source: RecordReader
  @exclusivity(unchecked) private var parser: GriddleLineParser
  /// For each `OrderColumn`, the field index in a record, or -1 when absent.
  private let fieldIndexes: [Int]
  private let fieldCount: Int
  /// The current record's fields in canonical order (reused: no allocation per record).
  @exclusivity(unchecked) private var canonical: [UnsafeBufferPointer<UInt8>]
  /// The source's fields with aliased names written as the config names them (`fields`).
  @exclusivity(unchecked) private var renamedFields: [UnsafeBufferPointer<UInt8>] = []
  @exclusivity(unchecked) private var namesRenamed = false
  /// The reference's names as bytes, for writing an aliased name as its own (made only when
  /// names resolve through aliases; freed with the reader).
  private let cityNameBytes: [UnsafeMutableBufferPointer<UInt8>]
  private let styleNameBytes: [UnsafeMutableBufferPointer<UInt8>]

  @exclusivity(unchecked) private(set) var typedLine = TypedLine()
  @exclusivity(unchecked) private(set) var problem: String?
  /// Griddle's lines name cities and styles by their reference index.
  let names: ImportNames
  let keepsRejectText = true

  /// Reads `source`, whose columns `layout` places, against `reference`; names resolve
  /// through the aliases of the source's unmatched-name log.
  init(source: RecordReader, layout: ColumnLayout, reference: ImportReferenceData) {
    self.source = source
    fieldIndexes = layout.fieldIndexes
    fieldCount = layout.fieldCount
    canonical = Array(
      repeating: UnsafeBufferPointer(start: nil, count: 0), count: OrderColumn.count)
    let parser = GriddleLineParser(
      reference: reference, aliases: source.unmatchedNames?.aliases ?? ImportAliases())
    self.parser = parser
    names = GriddleLineParser.names(of: reference)
    let aliased = parser.resolvesAliases
    cityNameBytes = aliased ? reference.cities.map { Self.bytes($0.name) } : []
    styleNameBytes = aliased ? reference.styles.map { Self.bytes($0.name) } : []
  }

  deinit {
    for name in cityNameBytes + styleNameBytes { name.deallocate() }
  }

  private static func bytes(_ name: String) -> UnsafeMutableBufferPointer<UInt8> {
    let utf8 = Array(name.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
    _ = buffer.initialize(from: utf8)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
  }

  var columnNames: [String] { source.columnNames }
  var headerLine: Int { source.headerLine }
  var line: Int { source.line }
  var bytesRead: Int64 { source.bytesRead }
  var finalProblems: [FileProblem] { source.finalProblems }
  var unmatchedNames: UnmatchedNameLog? { source.unmatchedNames }
  /// The record's fields; a name matched through an alias reads as the name it belongs to,
  /// as the rejects file writes it.
  var fields: [UnsafeBufferPointer<UInt8>] { namesRenamed ? renamedFields : source.fields }

  func nextRecord() throws -> Bool {
    guard try source.nextRecord() else { return false }
    namesRenamed = false
    problem = source.problem
    let fields = source.fields
    if problem == nil && fields.count != fieldCount {
      problem =
        "the row has \(fields.count) field\(fields.count == 1 ? "" : "s"), but the header has \(fieldCount)"
    }
    guard problem == nil else { return true }
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    for column in 0..<OrderColumn.count {
      let field = fieldIndexes[column]
      canonical[column] = field >= 0 ? fields[field] : empty
    }
    parser.parse(canonical, into: &typedLine)
    if parser.resolvesAliases { renameAliases(fields) }
    return true
  }

  /// Writes a name matched through an alias as the name it belongs to in `renamedFields`.
  private func renameAliases(_ fields: [UnsafeBufferPointer<UInt8>]) {
    guard typedLine.city >= 0 || typedLine.style >= 0 else { return }
    renamedFields.removeAll(keepingCapacity: true)
    renamedFields.append(contentsOf: fields)
    if typedLine.city >= 0 {
      renamedFields[fieldIndexes[OrderColumn.city.index]] = UnsafeBufferPointer(
        cityNameBytes[typedLine.city])
    }
    if typedLine.style >= 0 {
      renamedFields[fieldIndexes[OrderColumn.style.index]] = UnsafeBufferPointer(
        styleNameBytes[typedLine.style])
    }
    namesRenamed = true
  }
}

/// Parses Griddle's columns (canonical order) into a `TypedLine`.
struct GriddleLineParser {
  private var cityNames: NameResolver
  private var styleNames: NameResolver
  /// Whether names resolve through aliases (the config has some).
  let resolvesAliases: Bool

  /// A parser resolving names against `reference`, through `aliases`.
  init(reference: ImportReferenceData, aliases: ImportAliases) {
    let names = ImportNames(cities: reference.cities, styles: reference.styles, aliases: aliases)
    cityNames = NameResolver(indexes: names.cityIndexes)
    styleNames = NameResolver(indexes: names.styleIndexes)
    resolvesAliases = aliases.hasAny
  }

  /// The names a Griddle line's indexes point into: the reference's own, in its order.
  static func names(of reference: ImportReferenceData) -> ImportNames {
    ImportNames(cities: reference.cities, styles: reference.styles, aliases: ImportAliases())
  }

  /// Fills `line` from `fields` (canonical order, one per `OrderColumn`).
  mutating func parse(_ fields: [UnsafeBufferPointer<UInt8>], into line: inout TypedLine) {
    line = TypedLine()
    line.orderID = fields[OrderColumn.orderID.index]
    line.refundOf = fields[OrderColumn.refundOf.index]

    let city = trimmed(fields[OrderColumn.city.index])
    let style = trimmed(fields[OrderColumn.style.index])
    line.city = city.isEmpty ? -1 : cityNames.resolve(city)
    line.style = style.isEmpty ? -1 : styleNames.resolve(style)
    if line.city < 0 { line.cityText = city }
    if line.style < 0 { line.styleText = style }

    parseTimestamp(trimmed(fields[OrderColumn.orderedAt.index]), into: &line)

    let kind = trimmed(fields[OrderColumn.kind.index])
    if !kind.isEmpty {
      if equalsIgnoringASCIICase(kind, "refund") {
        line.isRefund = true
      } else if !equalsIgnoringASCIICase(kind, "sale") {
        line.fieldProblems.add(.kind, "kind '\(text(kind))' is neither 'sale' nor 'refund'")
      }
    }

    let lineText = trimmed(fields[OrderColumn.line.index])
    if !lineText.isEmpty {
      if let number = wholeNumber(lineText), number >= 1, number <= Int64(Int32.max) {
        line.lineNumber = number
      } else if let beyond = RowValidator.beyondLimit("line", lineText, limit: Int64(Int32.max)),
        lineText.first != 0x2D
      {
        line.fieldProblems.add(.line, beyond)
      } else {
        line.fieldProblems.add(
          .line, "line '\(text(lineText))' is not a whole number of at least 1")
      }
    }

    parseQuantity(trimmed(fields[OrderColumn.quantity.index]), into: &line)
    parseUnitPrice(trimmed(fields[OrderColumn.unitPriceCents.index]), into: &line)

    var problems: [String] = []
    if let gross = RowValidator.cents(
      fields[OrderColumn.grossCents.index], "gross_cents", &problems)
    {
      line.gross = gross
      line.hasGross = true
    }
    if let problem = problems.popLast() { line.fieldProblems.add(.grossCents, problem) }
    line.discount =
      RowValidator.cents(fields[OrderColumn.discountCents.index], "discount_cents", &problems) ?? 0
    if let problem = problems.popLast() { line.fieldProblems.add(.discountCents, problem) }
  }

  /// `ordered_at`: with an offset (or `Z`) an instant, else the city's wall clock.
  private func parseTimestamp(_ stamp: UnsafeBufferPointer<UInt8>, into line: inout TypedLine) {
    line.timestampText = stamp
    guard !stamp.isEmpty else {
      line.fieldProblems.add(.orderedAt, "ordered_at is empty")
      return
    }
    switch ParsedTimestamp.parse(stamp) {
    case .failure(.malformed):
      line.fieldProblems.add(
        .orderedAt,
        "ordered_at '\(text(stamp))' is not an ISO 8601 timestamp (expected YYYY-MM-DDTHH:MM[:SS[.fraction]] followed by Z, ±HH:MM or nothing)"
      )
    case .failure(.outOfRange):
      line.fieldProblems.add(.orderedAt, "ordered_at '\(text(stamp))' is not a valid date and time")
    case .success(let parsed):
      line.seconds = parsed.wallClockSeconds
      line.milliseconds = parsed.milliseconds
      if let offset = parsed.utcOffsetSeconds {
        line.isUTC = true
        line.utcOffsetSeconds = Int64(offset)
      }
    }
  }

  /// `quantity`: a whole number within ±`Int32.max` (its sign is the check's rule).
  private func parseQuantity(_ quantity: UnsafeBufferPointer<UInt8>, into line: inout TypedLine) {
    let limit = Int64(Int32.max)
    if quantity.isEmpty {
      line.fieldProblems.add(.quantity, "quantity is empty")
    } else if let value = wholeNumber(quantity) {
      if value.magnitude > UInt64(limit) {
        line.fieldProblems.add(
          .quantity,
          RowValidator.beyondLimit("quantity", quantity, limit: limit)
            ?? "quantity \(value) is too large")
      } else {
        line.quantity = value
      }
    } else {
      line.fieldProblems.add(
        .quantity,
        RowValidator.beyondLimit("quantity", quantity, limit: limit)
          ?? "quantity '\(text(quantity))' is not a whole number")
    }
  }

  /// `unit_price_cents`: Griddle's own column, a whole number of cents from 0 to `Int32.max`.
  private func parseUnitPrice(_ price: UnsafeBufferPointer<UInt8>, into line: inout TypedLine) {
    guard !price.isEmpty else { return }
    let name = "unit_price_cents"
    if let value = wholeNumber(price) {
      if value < 0 {
        line.fieldProblems.add(.unitPriceCents, "\(name) must not be negative, not \(value)")
      } else if value > Int64(Int32.max) {
        line.fieldProblems.add(
          .unitPriceCents,
          RowValidator.beyondLimit(name, price, limit: Int64(Int32.max))
            ?? "\(name) \(value) is too large")
      } else {
        line.unitPrice = value
      }
    } else if price.first == 0x2D, RowValidator.beyondLimit("", price, limit: 0) != nil {
      // Too many digits to read, but negative: that is the rule it breaks.
      line.fieldProblems.add(.unitPriceCents, "\(name) must not be negative, not \(text(price))")
    } else {
      line.fieldProblems.add(
        .unitPriceCents,
        RowValidator.beyondLimit(name, price, limit: Int64(Int32.max))
          ?? "\(name) '\(text(price))' is not a whole number of cents")
    }
  }
}
