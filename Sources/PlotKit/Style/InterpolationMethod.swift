/// How a line or area passes through its points.
public enum InterpolationMethod: Sendable, Hashable {
  /// Straight segments.
  case linear
  /// A smooth Catmull–Rom curve through every point.
  case catmullRom
  /// A smooth curve that never overshoots between points (monotone cubic).
  case monotone
  /// Steps whose vertical jump happens at the start of each interval.
  case stepStart
  /// Steps whose vertical jump happens at the centre of each interval.
  case stepCenter
  /// Steps whose vertical jump happens at the end of each interval.
  case stepEnd
  /// Cardinal spline, accepted for source compatibility and drawn as Catmull–Rom.
  case cardinal
}
