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

/// Finds the closest of `candidates` to `name` for "did you mean" hints, or nil when none is
/// close enough to be a plausible typo.
public func closestName(to name: String, in candidates: [String]) -> String? {
  let key = Array(NameKey(name).rawValue)
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(key, Array(NameKey(candidate).rawValue))
    if best == nil || distance < best!.distance { best = (candidate, distance) }
  }
  guard let best else { return nil }
  let limit = max(2, key.count / 3)
  return best.distance <= limit ? best.name : nil
}

/// The Levenshtein distance between two character sequences.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
