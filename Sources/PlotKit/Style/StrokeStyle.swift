/// How a line is stroked, after SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Sendable, Hashable {
  /// The end cap of an open line.
  public enum LineCap: Sendable, Hashable {
    /// Ends flat at the end point.
    case butt
    /// Ends in a half circle.
    case round
    /// Ends in a half square.
    case square
  }
  /// How two segments join.
  public enum LineJoin: Sendable, Hashable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// Line width in points.
  public var lineWidth: Double
  /// End caps.
  public var lineCap: LineCap
  /// Corner joins.
  public var lineJoin: LineJoin
  /// Dash lengths, alternating on and off; empty for a solid line.
  public var dash: [Double]

  /// A stroke style.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    dash: [Double] = []
  ) {
    precondition(lineWidth >= 0, "StrokeStyle lineWidth must not be negative, got \(lineWidth)")
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
  }
}
