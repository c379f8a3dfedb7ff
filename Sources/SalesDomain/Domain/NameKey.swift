import Foundation

/// The key two names are matched by: trimmed, NFC-normalized and case-folded, so `crêpe` typed
/// with a combining accent, `CRÊPE` and `Crêpe` are the same style.
public struct NameKey: Hashable, Sendable, CustomStringConvertible {
  /// The normalized text.
  public let rawValue: String

  /// Makes the key of `name`.
  public init(_ name: some StringProtocol) {
    let trimmed = String(name).trimmingCharacters(in: .whitespacesAndNewlines)
    rawValue =
      trimmed.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
      .precomposedStringWithCanonicalMapping
  }

  public var description: String { rawValue }
}
