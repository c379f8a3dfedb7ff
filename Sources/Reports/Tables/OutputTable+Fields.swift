extension OutputTable {
  /// A field asked for that the table does not have, or one asked for twice.
  public struct FieldSelectionError: Error, Equatable, Sendable {
    /// The field as typed.
    public let field: String
    /// Whether it was named twice (else it is unknown).
    public let isRepeated: Bool
    /// The keys the table has, in output order.
    public let validFields: [String]
  }

  /// The table with only `fields` (column keys, matched ignoring case), in that order.
  ///
  /// - Throws: `FieldSelectionError` for an unknown or repeated field.
  public func selecting(fields: [String]) throws(FieldSelectionError) -> OutputTable {
    let keys = columns.map(\.key)
    var indexes: [Int] = []
    for field in fields {
      guard let index = keys.firstIndex(where: { $0.lowercased() == field.lowercased() }) else {
        throw FieldSelectionError(field: field, isRepeated: false, validFields: keys)
      }
      guard !indexes.contains(index) else {
        throw FieldSelectionError(field: field, isRepeated: true, validFields: keys)
      }
      indexes.append(index)
    }
    return OutputTable(
      columns: indexes.map { columns[$0] }, rows: rows.map { row in indexes.map { row[$0] } })
  }
}
