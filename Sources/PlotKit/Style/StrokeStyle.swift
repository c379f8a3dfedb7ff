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
  /// How far a mitred corner may reach, in line widths, before it is bevelled.
  public var miterLimit: Double
  /// Dash lengths, alternating on and off; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double

  /// A stroke style, with SwiftUI's full set of parameters.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    precondition(lineWidth >= 0, "StrokeStyle lineWidth must not be negative, got \(lineWidth)")
    precondition(miterLimit >= 1, "StrokeStyle miterLimit must be at least 1, got \(miterLimit)")
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
