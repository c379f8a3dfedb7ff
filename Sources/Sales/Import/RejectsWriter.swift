import Foundation
import SalesDomain

/// Writes rejected rows, with why, to a CSV file the operator can fix and import again.
///
/// Columns: `file,line,reason` then the order columns in canonical order. The importer ignores
/// unknown columns, so a corrected rejects file imports as it is. Fields are written by
/// `CSVWriter` from the row's raw bytes, so NUL bytes and invalid UTF-8 survive the trip.
final class RejectsWriter {
  private let file: UnsafeMutablePointer<FILE>
  let path: String
  /// One record's bytes, reused.
  private var record: [UInt8] = []

  /// Creates (truncating) the file at `path` and writes the header.
  init(path: String) throws {
    guard let file = fopen(path, "w") else {
      throw ImportError.cannotWriteRejects(path: path, errno: errno)
    }
    self.file = file
    self.path = path
    try write(
      (["file", "line", "reason"] + OrderColumn.allCases.map(\.rawValue)).map { Array($0.utf8) })
  }

  deinit { fclose(file) }

  /// Appends one rejected row; `fields` are the row's canonical fields as read.
  func reject(file name: String, line: Int, reason: String, fields: [ArraySlice<UInt8>]) throws {
    try write(
      [ArraySlice(name.utf8), ArraySlice(String(line).utf8), ArraySlice(reason.utf8)] + fields)
  }

  /// Flushes buffered rows to the file.
  func flush() throws {
    guard fflush(file) == 0 else { throw ImportError.cannotWriteRejects(path: path, errno: errno) }
  }

  private func write<Field: Collection<UInt8>>(_ fields: [Field]) throws {
    record.removeAll(keepingCapacity: true)
    CSVWriter.appendRecord(fields, lineEnd: "\r\n", to: &record)
    // fwrite, not fputs: a NUL byte in a field must not end the line (nor lose the rows after).
    let written = record.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == record.count else {
      throw ImportError.cannotWriteRejects(path: path, errno: errno)
    }
  }
}
