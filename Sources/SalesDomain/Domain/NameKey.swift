import Foundation

/// The key two names are matched by: trimmed, NFC-normalized and case-folded, so `crêpe` typed
/// with a combining accent, `CRÊPE` and `Crêpe` are the same style.
public struct NameKey: Hashable, Sendable, CustomStringConvertible {
  /// The normalized text.
  public let rawValue: String

  /// Makes the key of `name`.
  public init(_ name: some StringProtocol) {
    rawValue = Self.asciiKey(name) ?? Self.unicodeKey(name)
  }

  /// The key by Foundation: trimmed, NFC, case-folded, NFC again (about 37,000 instructions a
  /// name, which every command paid for every configured city, style and stop).
  static func unicodeKey(_ name: some StringProtocol) -> String {
    String(name).trimmingCharacters(in: .whitespacesAndNewlines)
      .precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
      .precomposedStringWithCanonicalMapping
  }

  /// The same key for an all-ASCII name, without Foundation: ASCII is its own NFC, and case
  /// folding maps only A–Z (to a–z); the ASCII whitespace trimmed is tab through carriage
  /// return and space. Nil for any other name.
  static func asciiKey(_ name: some StringProtocol) -> String? {
    var bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    while let last = bytes.last, isSpace(last) { bytes.removeLast() }
    let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) {
      bytes[index] += 0x20
    }
    return String(decoding: bytes[start...], as: UTF8.self)
  }

  public var description: String { rawValue }
}
