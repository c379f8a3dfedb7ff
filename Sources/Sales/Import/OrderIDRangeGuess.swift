import Foundation
import SalesDomain

/// The order ids of a CSV file's first and last records, read from its first and last few
/// hundred KiB: the file's whole order-id range when the file is sorted by order id, as most
/// exports of new orders are.
///
/// A guess only: a record cut by the tail's starting point, or a quoted line break near the
/// end, can mislead it, and an unsorted file has ids outside it. Whoever relies on it checks
/// every row against it (PostgreSQL's large-file import, which creates its partition's range
/// check before copying, checks each id as it sends it and starts over without the guess).
struct OrderIDRangeGuess: Equatable {
  /// The first data record's order id, trimmed as the import reads it.
  let first: [UInt8]
  /// The last data record's order id.
  let last: [UInt8]

  /// How far back from the end the last record is looked for.
  static let tailBytes: Int64 = 256 << 10

  /// Reads the guess from `path`, whose order id is field `field` of records of `fieldCount`
  /// fields; nil when either end has no such record or the first id sorts after the last.
  init?(path: String, field: Int, fieldCount: Int) {
    guard field >= 0, field < fieldCount,
      let first = Self.firstID(path: path, field: field, fieldCount: fieldCount),
      let last = Self.lastID(path: path, field: field, fieldCount: fieldCount),
      !first.isEmpty, first.lexicographicallyPrecedes(last) || first == last
    else { return nil }
    self.first = first
    self.last = last
  }

  /// Whether `id` lies within the guess, byte order.
  func contains(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
    !id.lexicographicallyPrecedes(first) && !last.lexicographicallyPrecedes(id)
  }

  private static func firstID(path: String, field: Int, fieldCount: Int) -> [UInt8]? {
    // The reader skips the header itself; the first well-formed record is the first row.
    guard let reader = try? CSVReader(path: path, chunkSize: 64 << 10) else { return nil }
    while (try? reader.nextRecord()) == true, reader.line < 1_000 {
      if let id = id(in: reader, field: field, fieldCount: fieldCount) { return id }
    }
    return nil
  }

  private static func lastID(path: String, field: Int, fieldCount: Int) -> [UInt8]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let offset = max(0, Int64(info.st_size) - tailBytes)
    // From an offset, the reader's "header" is the line the offset cuts: never a record.
    guard let reader = try? CSVReader(path: path, chunkSize: 64 << 10, offset: offset)
    else { return nil }
    var last: [UInt8]?
    while (try? reader.nextRecord()) == true {
      if let id = id(in: reader, field: field, fieldCount: fieldCount) { last = id }
    }
    return last
  }

  private static func id(in reader: CSVReader, field: Int, fieldCount: Int) -> [UInt8]? {
    guard reader.problem == nil, reader.fields.count == fieldCount else { return nil }
    let id = trimmed(reader.fields[field])
    return id.isEmpty ? nil : Array(id)
  }
}
