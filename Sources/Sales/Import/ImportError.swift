import Foundation

/// A failure that stops an import before or outside its rows (rows get `ImportProblem`s).
public enum ImportError: Error, Equatable, CustomStringConvertible {
  /// The input file does not exist.
  case fileNotFound(path: String)
  /// The input file exists but cannot be opened.
  case cannotOpen(path: String, errno: Int32)
  /// Reading the input failed midway.
  case readFailed(errno: Int32)
  /// One record is longer than the reader's largest buffer (a runaway quote, or not a CSV).
  case recordTooLong(bytes: Int)
  /// The rejects file cannot be created or written.
  case cannotWriteRejects(path: String, errno: Int32)
  /// The input is not valid text in the encoding it declares (a broken UTF-16 file).
  case invalidEncoding(encoding: String, byteOffset: Int64, detail: String)

  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "no such file '\(path)'"
    case .cannotOpen(let path, let code):
      if code == ENOENT { return "no such file '\(path)'" }
      return "cannot open '\(path)': \(String(cString: strerror(code)))"
    case .readFailed(let code):
      return "reading failed: \(String(cString: strerror(code)))"
    case .recordTooLong(let bytes):
      return "a record is longer than \(bytes >> 20) MiB (an unclosed quote?)"
    case .cannotWriteRejects(let path, let code):
      return "cannot write the rejects file '\(path)': \(String(cString: strerror(code)))"
    case .invalidEncoding(let encoding, let offset, let detail):
      return
        "the file is not valid \(encoding) at byte \(offset): \(detail); if it comes from Excel or an older till, import it with --encoding windows-1252"
    }
  }
}
