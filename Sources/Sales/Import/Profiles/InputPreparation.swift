import Foundation
import SalesDomain

/// The text encoding of an input file.
public enum InputEncoding: String, Sendable, CaseIterable {
  /// UTF-8 with or without a byte order mark, or UTF-16 with one (the default).
  case automatic = "auto"
  /// Windows-1252 (a superset of ISO-8859-1 for printable text), as older tills and Excel write.
  case windows1252 = "windows-1252"

  /// The encoding named `name` (`windows-1252`, `cp1252`, `latin1`, `iso-8859-1`, `utf-8`,
  /// `utf-16`, `auto`), or nil.
  public init?(name: String) {
    switch name.lowercased() {
    case "auto", "utf-8", "utf8", "utf-16", "utf16": self = .automatic
    case "windows-1252", "cp1252", "latin1", "latin-1", "iso-8859-1", "iso8859-1":
      self = .windows1252
    default: return nil
    }
  }
}

/// An input made ready for the byte-scanning readers: standard input is saved to a temporary
/// file, UTF-16 and Windows-1252 are re-encoded as UTF-8 into one. UTF-8 files are read in place.
struct PreparedInput {
  /// The file the readers open.
  let path: String
  /// The temporary files to remove when the import is done.
  let temporaryFiles: [String]
  /// The file holding the bytes as they were received (the import ledger hashes them): the
  /// file itself, or the copy of standard input or of a named pipe, before any re-encoding.
  let receivedPath: String

  /// The name standard input is given in messages.
  static let standardInputName = "-"

  static func prepare(
    path: String, encoding: InputEncoding, cancellation: ImportCancellation? = nil
  ) throws -> PreparedInput {
    var temporaryFiles: [String] = []
    var current = path
    var received = path
    do {
      if path == standardInputName {
        current = try copy(from: STDIN_FILENO, into: &temporaryFiles, cancellation: cancellation)
      } else if !isRegularFile(path) {
        // A named pipe (or `<(command)`) can be read once: sniffing its first bytes would
        // consume them. It is saved like standard input.
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw ImportError.cannotOpen(path: path, errno: errno) }
        defer { close(input) }
        current = try copy(from: input, into: &temporaryFiles, cancellation: cancellation)
      }
      received = current
      let head = try firstBytes(of: current, count: 2)
      if head.count == 2,
        (head[0] == 0xFF && head[1] == 0xFE) || (head[0] == 0xFE && head[1] == 0xFF)
      {
        current = try transcode(current, into: &temporaryFiles) { input, output, state in
          try decodeUTF16(input, into: &output, state: &state, littleEndian: head[0] == 0xFF)
        }
      } else if encoding == .windows1252 {
        current = try transcode(current, into: &temporaryFiles) { input, output, _ in
          decodeWindows1252(input, into: &output)
        }
      }
    } catch {
      for file in temporaryFiles { unlink(file) }
      throw error
    }
    return PreparedInput(path: current, temporaryFiles: temporaryFiles, receivedPath: received)
  }

  /// Removes the temporary files.
  func cleanUp() {
    for file in temporaryFiles { unlink(file) }
  }

  private static func temporaryFile(into list: inout [String]) throws -> (Int32, String) {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/griddle-import-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else { throw ImportError.cannotOpen(path: path, errno: errno) }
    list.append(path)
    return (descriptor, path)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG
  }

  private static func copy(
    from input: Int32, into list: inout [String], cancellation: ImportCancellation?
  ) throws -> String {
    let (output, path) = try temporaryFile(into: &list)
    defer { close(output) }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 20)
    defer { buffer.deallocate() }
    while true {
      // Ctrl-C while a slow pipe is read stops here, not after the whole stream.
      if cancellation?.isCancelled == true { throw ImportError.interrupted(path: "-") }
      let count = read(input, buffer, 1 << 20)
      if count < 0 {
        if errno == EINTR { continue }
        throw ImportError.readFailed(path: path, errno: errno)
      }
      if count == 0 { return path }
      try writeAll(output, buffer, count, path: path)
    }
  }

  private static func firstBytes(of path: String, count: Int) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ImportError.cannotOpen(path: path, errno: errno) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, count) }
    return Array(bytes.prefix(max(0, read)))
  }

  /// State carried between chunks by a decoder (an odd byte, a pending high surrogate).
  struct DecoderState {
    var leftover: [UInt8] = []
    var highSurrogate: UInt32 = 0
    var isFirstChunk = true
    var offset: Int64 = 0
  }

  private static func transcode(
    _ path: String, into list: inout [String],
    _ decode: ([UInt8], inout [UInt8], inout DecoderState) throws -> Void
  ) throws -> String {
    let input = open(path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw ImportError.cannotOpen(path: path, errno: errno) }
    defer { close(input) }
    let (output, outputPath) = try temporaryFile(into: &list)
    defer { close(output) }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    var decoded: [UInt8] = []
    var state = DecoderState()
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, 1 << 20) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ImportError.readFailed(path: path, errno: errno)
      }
      decoded.removeAll(keepingCapacity: true)
      try decode(Array(chunk.prefix(count)), &decoded, &state)
      state.isFirstChunk = false
      try decoded.withUnsafeBufferPointer {
        try writeAll(output, $0.baseAddress, $0.count, path: outputPath)
      }
      if count == 0 { break }
    }
    return outputPath
  }

  private static func writeAll(
    _ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int, path: String
  ) throws {
    guard let bytes else { return }
    var written = 0
    while written < count {
      let result = write(descriptor, bytes + written, count - written)
      if result < 0 {
        if errno == EINTR { continue }
        throw ImportError.cannotOpen(path: path, errno: errno)
      }
      written += result
    }
  }
}

/// Appends the UTF-8 encoding of `scalar`.
@inline(__always)
private func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
  switch scalar {
  case 0..<0x80: output.append(UInt8(scalar))
  case 0x80..<0x800:
    output.append(UInt8(0xC0 | scalar >> 6))
    output.append(UInt8(0x80 | scalar & 0x3F))
  case 0x800..<0x10000:
    output.append(UInt8(0xE0 | scalar >> 12))
    output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    output.append(UInt8(0x80 | scalar & 0x3F))
  default:
    output.append(UInt8(0xF0 | scalar >> 18))
    output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
    output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    output.append(UInt8(0x80 | scalar & 0x3F))
  }
}

/// Decodes a chunk of UTF-16 (an empty chunk ends the input); the byte order mark is dropped.
func decodeUTF16(
  _ chunk: [UInt8], into output: inout [UInt8], state: inout PreparedInput.DecoderState,
  littleEndian: Bool
) throws {
  var bytes = state.leftover + chunk
  state.leftover = []
  if chunk.isEmpty {
    guard bytes.isEmpty, state.highSurrogate == 0 else {
      throw ImportError.invalidEncoding(
        encoding: "UTF-16", byteOffset: state.offset, detail: "the file ends inside a character")
    }
    return
  }
  if bytes.count % 2 == 1 { state.leftover = [bytes.removeLast()] }
  var index = 0
  if state.isFirstChunk { index = 2 }  // the byte order mark
  while index + 1 < bytes.count {
    let unit =
      littleEndian
      ? UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
      : UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
    if state.highSurrogate != 0 {
      guard (0xDC00...0xDFFF).contains(unit) else {
        throw ImportError.invalidEncoding(
          encoding: "UTF-16", byteOffset: state.offset + Int64(index),
          detail: "a high surrogate without its low half")
      }
      appendUTF8(0x10000 + (state.highSurrogate - 0xD800) << 10 + (unit - 0xDC00), to: &output)
      state.highSurrogate = 0
    } else if (0xD800...0xDBFF).contains(unit) {
      state.highSurrogate = unit
    } else if (0xDC00...0xDFFF).contains(unit) {
      throw ImportError.invalidEncoding(
        encoding: "UTF-16", byteOffset: state.offset + Int64(index),
        detail: "a low surrogate without its high half")
    } else {
      appendUTF8(unit, to: &output)
    }
    index += 2
  }
  state.offset += Int64(index)
}

/// Decodes Windows-1252 (every byte is a character; the five undefined ones become U+FFFD).
func decodeWindows1252(_ chunk: [UInt8], into output: inout [UInt8]) {
  output.reserveCapacity(chunk.count + chunk.count / 8)
  for byte in chunk {
    if byte < 0x80 {
      output.append(byte)
    } else if byte < 0xA0 {
      appendUTF8(UInt32(windows1252High[Int(byte) - 0x80]), to: &output)
    } else {
      appendUTF8(UInt32(byte), to: &output)
    }
  }
}

/// Windows-1252's characters for the bytes 0x80–0x9F.
private let windows1252High: [UInt16] = [
  0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
  0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
]
