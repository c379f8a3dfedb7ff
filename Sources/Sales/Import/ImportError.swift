import Foundation
import SalesDomain

/// A failure that stops an import before or outside its rows (rows get `ImportProblem`s).
public enum ImportError: Error, Equatable, CustomStringConvertible {
  /// The input file does not exist.
  case fileNotFound(path: String)
  /// The input file exists but cannot be opened.
  case cannotOpen(path: String, errno: Int32)
  /// Reading the input failed midway.
  case readFailed(path: String, errno: Int32)
  /// The record starting at `line` is longer than the reader's largest buffer (a runaway
  /// quote, or not a CSV).
  case recordTooLong(path: String, line: Int, bytes: Int)
  /// The rejects file cannot be created or written.
  case cannotWriteRejects(path: String, errno: Int32)
  /// The database holds more cities or styles than an import can resolve.
  case tooManyNames(kind: String, count: Int, limit: Int)
  /// The import was interrupted (Ctrl-C) and the file's transaction rolled back.
  case interrupted(path: String)
  /// The rejects file is a file the import needs (the database, an input): writing it would
  /// destroy that file, so the import refuses before opening anything for writing.
  case rejectsWouldOverwrite(path: String, file: String)
  /// The input is not valid text in the encoding it declares (a broken UTF-16 file).
  case invalidEncoding(encoding: String, byteOffset: Int64, detail: String)

  /// The error with `path` as the file read, for errors a reader raised on a prepared copy.
  func naming(_ path: String) -> ImportError {
    switch self {
    case .readFailed(_, let code): return .readFailed(path: path, errno: code)
    case .recordTooLong(_, let line, let bytes):
      return .recordTooLong(path: path, line: line, bytes: bytes)
    case .interrupted: return .interrupted(path: path)
    default: return self
    }
  }

  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "no such file '\(path)'"
    case .cannotOpen(let path, let code):
      if code == ENOENT { return "no such file '\(path)'" }
      return "cannot open '\(path)': \(String(cString: strerror(code)))"
    case .readFailed(let path, let code):
      return "cannot read '\(path)': \(String(cString: strerror(code)))"
    case .recordTooLong(let path, let line, let bytes):
      return "\(path):\(line): a record is longer than \(bytes >> 20) MiB (an unclosed quote?)"
    case .cannotWriteRejects(let path, let code):
      return "cannot write the rejects file '\(path)': \(String(cString: strerror(code)))"
    case .tooManyNames(let kind, let count, let limit):
      return "the database has \(count) \(kind); an import supports at most \(limit)"
    case .interrupted(let path):
      return "interrupted; nothing from '\(path)' was stored"
    case .rejectsWouldOverwrite(let path, let file):
      return "the rejects file '\(path)' is \(file); writing it would destroy it"
    case .invalidEncoding(let encoding, let offset, let detail):
      return
        "the file is not valid \(encoding) at byte \(offset): \(detail); if it comes from Excel or an older till, import it with --encoding windows-1252"
    }
  }
}
