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
    // Widths below zero draw nothing and mitre limits below 1 mean a bevel, as in SVG; a
    // dash pattern with a negative or non-finite length is drawn solid.
    self.lineWidth = CallerNumbers.nonNegative(lineWidth, or: 1)
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = max(CallerNumbers.nonNegative(miterLimit, or: 10), 1)
    self.dash =
      dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
      ? dash.map { min($0, CallerNumbers.maximumLength) } : []
    self.dashPhase = CallerNumbers.length(dashPhase)
  }
}
