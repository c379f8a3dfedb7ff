/// The candidate closest to what the user typed, for every "Did you mean …?" hint (commands,
/// options, config keys, cities, styles, fields); nil when none is close enough to be a
/// likely typo.
///
/// Names are compared as `NameKey`s (case and Unicode form ignored), by the
/// optimal-string-alignment distance (a swap of two neighbouring letters, the most common
/// typo, costs 1). The threshold grows with length: one edit for words up to five letters,
/// then one more per three letters, so `qurey` finds `query` but `x` does not find `init`.
/// Leading dashes do not count, since every option name has them. Ties go to the earlier
/// candidate.
public func closestMatch(to typed: String, among candidates: [String]) -> String? {
  let threshold = max(1, typed.drop(while: { $0 == "-" }).count / 3)
  let key = Array(NameKey(typed).rawValue)
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(key, Array(NameKey(candidate).rawValue))
    if distance <= threshold, distance < best?.distance ?? .max {
      best = (candidate, distance)
    }
  }
  return best?.candidate
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
