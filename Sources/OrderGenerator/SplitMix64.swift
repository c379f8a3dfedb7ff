/// A small, fast, seedable pseudo-random generator (SplitMix64, Steele et al. 2014).
///
/// The same seed gives the same sequence on every platform and Swift version, which
/// `SystemRandomNumberGenerator` cannot promise: generated files are reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1).
  public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform integer in `0..<bound` (bound > 0), with negligible bias for small bounds.
  public mutating func next(below bound: Int) -> Int {
    Int(((next() >> 32) &* UInt64(bound)) >> 32)
  }
}
