/// How bars and areas that share a position combine, after Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case standard, normalized, center, unstacked
  }
  let kind: Kind

  /// Piled up from zero, negatives downwards (the default).
  public static let standard = MarkStackingMethod(kind: .standard)
  /// Piled up and scaled so each position's stack spans 0…1 (shares of a whole).
  public static let normalized = MarkStackingMethod(kind: .normalized)
  /// Piled up and centred on zero (a streamgraph).
  public static let center = MarkStackingMethod(kind: .center)
  /// Not stacked: every mark starts at zero, drawn over each other.
  public static let unstacked = MarkStackingMethod(kind: .unstacked)
}
