import Foundation

/// Writes rejected rows, with why, to a CSV file the operator can fix and import again.
///
/// Columns: `file,line,reason` then the order columns in canonical order. The importer ignores
/// unknown columns, so a corrected rejects file imports as it is.
final class RejectsWriter {
  private let file: UnsafeMutablePointer<FILE>
  let path: String

  /// Creates (truncating) the file at `path` and writes the header.
  init(path: String) throws {
    guard let file = fopen(path, "w") else {
      throw ImportError.cannotWriteRejects(path: path, errno: errno)
    }
    self.file = file
    self.path = path
    try write(["file", "line", "reason"] + OrderColumn.allCases.map(\.rawValue))
  }

  deinit { fclose(file) }

  /// Appends one rejected row.
  func reject(file name: String, line: Int, reason: String, fields: [String]) throws {
    try write([name, String(line), reason] + fields)
  }

  /// Flushes buffered rows to the file.
  func flush() throws {
    guard fflush(file) == 0 else { throw ImportError.cannotWriteRejects(path: path, errno: errno) }
  }

  private func write(_ fields: [String]) throws {
    let line = fields.map(Self.quoted).joined(separator: ",") + "\r\n"
    guard fputs(line, file) >= 0 else {
      throw ImportError.cannotWriteRejects(path: path, errno: errno)
    }
  }

  /// `field` quoted per RFC 4180 when it holds a comma, quote or line break.
  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
