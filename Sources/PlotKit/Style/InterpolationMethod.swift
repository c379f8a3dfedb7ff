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

extension InterpolationMethod: CustomStringConvertible {
  /// The method's name as written in code, e.g. `catmullRom`.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .catmullRom: return "catmullRom"
    case .monotone: return "monotone"
    case .stepStart: return "stepStart"
    case .stepCenter: return "stepCenter"
    case .stepEnd: return "stepEnd"
    case .cardinal: return "cardinal"
    }
  }
}
