import SalesDomain

/// The columns (CSV) or keys (JSON Lines) an order export has, in canonical order.
public enum OrderColumn: String, CaseIterable, Sendable {
  case orderID = "order_id"
  case orderedAt = "ordered_at"
  case city
  case style
  case quantity
  case unitPriceCents = "unit_price_cents"
  case line
  case grossCents = "gross_cents"
  case discountCents = "discount_cents"
  case kind
  case refundOf = "refund_of"

  /// The number of columns.
  static let count = allCases.count

  /// The position in `allCases`.
  var index: Int {
    switch self {
    case .orderID: 0
    case .orderedAt: 1
    case .city: 2
    case .style: 3
    case .quantity: 4
    case .unitPriceCents: 5
    case .line: 6
    case .grossCents: 7
    case .discountCents: 8
    case .kind: 9
    case .refundOf: 10
    }
  }

  /// Whether a file must have this column.
  public var isRequired: Bool { index < Self.unitPriceCents.index }

  private static let names: [[UInt8]] = allCases.map { Array($0.rawValue.utf8) }

  /// The column named `name`, ignoring ASCII case and surrounding spaces (no allocation: JSON
  /// Lines keys are matched once per value).
  static func matching(_ name: UnsafeBufferPointer<UInt8>) -> OrderColumn? {
    var start = 0
    var end = name.count
    while start < end, name[start] == 0x20 || name[start] == 0x09 { start += 1 }
    while end > start, name[end - 1] == 0x20 || name[end - 1] == 0x09 { end -= 1 }
    candidates: for (index, candidate) in names.enumerated() where candidate.count == end - start {
      for offset in 0..<candidate.count {
        let byte = name[start + offset]
        let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
        if lowered != candidate[offset] { continue candidates }
      }
      return allCases[index]
    }
    return nil
  }

  /// The column named `name`, ignoring case and surrounding spaces.
  static func matching(_ name: String) -> OrderColumn? {
    var copy = name
    return copy.withUTF8 { matching($0) }
  }
}

/// Where each order column sits in a file's records, worked out from its header.
struct ColumnLayout {
  /// For each `OrderColumn` (by index), the field index in a record, or -1 when absent.
  let fieldIndexes: [Int]
  /// The number of fields every record must have.
  let fieldCount: Int

  /// Matches `names` against the order columns; unknown columns are ignored (a POS export may
  /// carry extras such as a till number). Returns the problems when a required column is
  /// missing or a column appears twice.
  static func make(columnNames names: [String]) -> Result<ColumnLayout, HeaderProblems> {
    var indexes = Array(repeating: -1, count: OrderColumn.count)
    var problems: [String] = []
    var repeated: Set<OrderColumn> = []
    // A rejects file (`file,line,reason,` then the order columns) imports once fixed: its own
    // first three columns are not the order's, and its `line` is a line of the rejected file.
    let rejectsColumns = ["file", "line", "reason"]
    let skipped =
      names.count > 3
        && zip(names, rejectsColumns).allSatisfy {
          $0.trimmingCharacters(in: .whitespaces).lowercased() == $1
        } ? 3 : 0
    for (field, name) in names.enumerated() where field >= skipped {
      guard let column = OrderColumn.matching(name) else { continue }
      if indexes[column.index] >= 0, !repeated.contains(column) {
        // Once per column: a header repeating it 100,000 times needs one message, not 99,999.
        repeated.insert(column)
        problems.append("column '\(column.rawValue)' appears twice in the header")
      }
      indexes[column.index] = field
    }
    let missing = OrderColumn.allCases.filter { $0.isRequired && indexes[$0.index] < 0 }
    // A one-column header holding another separator is a spreadsheet export in the wrong
    // dialect: say that once instead of listing every column as missing.
    if names.count == 1, let separator = [";", "\t", "|"].first(where: { names[0].contains($0) }) {
      let shown = separator == "\t" ? "tabs" : "'\(separator)'"
      return .failure(
        HeaderProblems(messages: [
          "the header is a single column separated by \(shown), not commas; save the file as comma-separated CSV"
        ]))
    }
    for column in missing {
      problems.append(
        "missing required column '\(column.rawValue)' (the header has: \(boundedList(names.map { displayedValue($0) })))"
      )
    }
    if names.isEmpty {
      return .failure(HeaderProblems(messages: ["the file is empty: expected a header row"]))
    }
    return problems.isEmpty
      ? .success(ColumnLayout(fieldIndexes: indexes, fieldCount: names.count))
      : .failure(HeaderProblems(messages: problems))
  }
}

/// What is wrong with a file's header.
struct HeaderProblems: Error {
  let messages: [String]
}
