/// The order ids of a file's earlier runs (an order's lines one after another), by hash: both
/// the client's ticket fold (`OrderRuns`) and the direct route ask whether a new run's id came
/// before, which makes a file's runs inexact.
///
/// While every run's id is above the one before (a sorted export), no lookup is needed: the
/// hashes are only kept, and become a set once ids stop ascending. A hash collision only
/// reports a repeat that is not one (the caller then takes its exact, slower way).
struct EarlierRunIDs {
  private var ascending = true
  private var hashes: [Int] = []
  private var seen = Set<Int>()

  /// Notes `id`, a new run's order id, `abovePrevious` when it sorts after the previous run's
  /// (or is the first); false when an earlier run had it.
  @inline(__always)
  mutating func insert(_ id: UnsafeBufferPointer<UInt8>, abovePrevious: Bool) -> Bool {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(id))
    let hash = hasher.finalize()
    if ascending && abovePrevious {
      // Above every earlier run's id: not one of them. Only remembered.
      hashes.append(hash)
      return true
    }
    if ascending {
      // Ids stopped ascending (an unsorted export): look them up from now on.
      ascending = false
      seen = Set(hashes)
      hashes = []
    }
    return seen.insert(hash).inserted
  }
}
