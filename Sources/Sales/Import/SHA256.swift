import CSHA256
import Foundation

/// SHA-256 of a byte stream (the import ledger's checksum of a file), by the package's own C
/// code (`CSHA256`): Griddle takes no third-party packages and Linux's Foundation has no
/// CryptoKit.
public struct SHA256: Sendable {
  private var context = griddle_sha256_context()

  /// Starts a hash.
  public init() { griddle_sha256_init(&context) }

  /// Adds `bytes`.
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    griddle_sha256_update(&context, base, bytes.count)
  }

  /// Adds `bytes`.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let array = Array(bytes)
    array.withUnsafeBytes { update($0) }
  }

  /// The digest as 64 lowercase hexadecimal digits.
  public consuming func hexDigest() -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    griddle_sha256_final(&context, &digest)
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hash of the file at `path`, read in 1 MiB pieces; nil when it cannot be read.
  public static func hexDigest(ofFileAt path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return hexDigest(ofDescriptor: descriptor)
  }

  /// The hash of what remains to be read from `descriptor` (left open); nil on a read error.
  static func hexDigest(ofDescriptor descriptor: Int32) -> String? {
    var hash = SHA256()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 64)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
    return hash.hexDigest()
  }

  /// Whether the processor's SHA extensions are in use (tests run both paths).
  public static var usesProcessorExtensions: Bool { griddle_sha256_uses_extensions() != 0 }

  /// Forces the portable code (true) or allows the processor's extensions (false); for tests.
  public static func forcePortable(_ portable: Bool) {
    griddle_sha256_force_portable(portable ? 1 : 0)
  }
}
