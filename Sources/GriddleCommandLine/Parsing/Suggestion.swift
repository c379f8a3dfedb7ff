/// The candidate closest to what the user typed, for a "Did you mean …?" hint; nil when none is
/// close enough to be a likely typo.
///
/// Distance is the optimal-string-alignment variant of Damerau–Levenshtein (a swap of two
/// neighbouring letters, the most common typo, costs 1), ignoring case. The threshold grows
/// with length: one edit for words up to five letters, then one more per three letters, so
/// `qurey` finds `query` but `x` does not find `init`. Ties go to the earlier candidate.
func closestMatch(to typed: String, among candidates: [String]) -> String? {
  // Leading dashes are the same in every option name, so they do not make a word longer.
  let threshold = max(1, typed.drop(while: { $0 == "-" }).count / 3)
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(typed.lowercased(), candidate.lowercased())
    if distance <= threshold, distance < best?.distance ?? .max {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}

/// Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions
/// of adjacent characters each cost 1.
///
/// - Complexity: O(*m* × *n*) for strings of lengths *m* and *n*.
func editDistance(_ source: String, _ target: String) -> Int {
  let a = Array(source)
  let b = Array(target)
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
