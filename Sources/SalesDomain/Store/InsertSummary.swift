/// What storing orders did, counted in lines.
public struct InsertSummary: Equatable, Sendable {
  /// Lines newly stored.
  public var inserted = 0
  /// Lines already stored with identical content, skipped.
  public var alreadyPresent = 0

  /// Creates a summary.
  public init(inserted: Int = 0, alreadyPresent: Int = 0) {
    self.inserted = inserted
    self.alreadyPresent = alreadyPresent
  }
}
