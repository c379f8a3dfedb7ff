import Foundation

/// The candidate closest to what the user typed, for every "Did you mean …?" hint (commands,
/// options, config keys, time zones, cities, styles, fields); nil when none is close enough to
/// be a likely typo, since naming a far one (`Osaka` → "closest known city 'Cupertino'") would
/// lead the owner to alias a new city to an unrelated one.
///
/// A candidate is close when `isCloseName` says so; among close ones the smallest edit
/// distance wins, then a whole-word prefix, then the earlier candidate.
public func closestMatch(to typed: String, among candidates: [String]) -> String? {
  let key = SuggestionKey(typed)
  var best: (candidate: String, rank: Int)?
  for candidate in candidates {
    guard let rank = key.closeness(to: SuggestionKey(candidate)) else { continue }
    if rank < best?.rank ?? .max {
      best = (candidate, rank)
    }
  }
  return best?.candidate
}

/// Whether `typed` is close enough to `known` to be offered as a likely misspelling of it.
///
/// The rule, on names compared without case or accents (`Zurich` is a spelling of `Zürich`)
/// and without leading dashes (every option name has them):
/// - an optimal-string-alignment distance (a swap of neighbouring letters, the commonest typo,
///   costs 1) of at most a third of the longer name's length, and at least 1. A third of the
///   longer name makes the test symmetric (whether `Tokio` is close to `Tokyo` must not depend
///   on which was typed) and still lets a long name carry the two or three slips a person
///   makes in it: `Cuppertino`, `san fransisco` (1 edit each) and `Washington DC` against
///   `Washington, D.C.` (3 of 16) are close, `Tokio` (1 of 5) too; while a different city of a
///   similar length is two or more edits beyond a third: `Osaka`–`Tokyo` 5 of 5,
///   `Lyon`–`Tokyo` 4 of 5, `Berlin`–`Austin` 4 of 6, and `x` is not `init` (3 of 4).
/// - or the longer name starting with the whole shorter one followed by a non-letter, the
///   shorter having at least 4 letters: a point of sale's location label (`Tokyo, Japan`,
///   `Cupertino Truck`) names the city and adds a qualifier, which no typo rule sees.
public func isCloseName(_ typed: String, _ known: String) -> Bool {
  SuggestionKey(typed).closeness(to: SuggestionKey(known)) != nil
}

/// A name as suggestions compare it: `NameKey` (trimmed, case-folded) with accents folded
/// too, without leading dashes.
struct SuggestionKey {
  let characters: [Character]

  init(_ name: String) {
    let folded = NameKey(name).rawValue.folding(
      options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    characters = Array(folded.drop(while: { $0 == "-" }))
  }

  /// The most edits a name may be from one `longer` characters long to be a likely typo of it.
  static func typoThreshold(longer: Int) -> Int { max(1, longer / 3) }

  /// The rule's shortest name that a longer one may start with as a whole word.
  static let shortestWordPrefix = 4
  /// Above any edit distance of two names, so a whole-word prefix ranks after every typo.
  static let wordPrefixRank = Int(Int32.max)

  /// Nil when `other` is not close; otherwise a rank, smaller for closer: the edit distance,
  /// or (after every typo-level match) a whole-word prefix.
  func closeness(to other: SuggestionKey) -> Int? {
    let longer = max(characters.count, other.characters.count)
    let threshold = Self.typoThreshold(longer: longer)
    // The distance is at least the difference in length: skip the table when that is too far.
    if abs(characters.count - other.characters.count) <= threshold {
      let distance = editDistance(characters, other.characters)
      if distance <= threshold { return distance }
    }
    return startsWithWholeWord(other) ? Self.wordPrefixRank + longer : nil
  }

  /// Whether one of the two names is the other followed by a non-letter (`tokyo, japan`).
  private func startsWithWholeWord(_ other: SuggestionKey) -> Bool {
    let (short, long) =
      characters.count <= other.characters.count
      ? (characters, other.characters) : (other.characters, characters)
    guard short.count >= Self.shortestWordPrefix, long.count > short.count,
      long.starts(with: short)
    else { return false }
    let next = long[short.count]
    return !next.isLetter && !next.isNumber
  }
}

/// Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions
/// of adjacent characters each cost 1.
///
/// - Complexity: O(*m* × *n*) for sequences of lengths *m* and *n*.
public func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  // Rows i-2, i-1 and i of the dynamic-programming table.
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
