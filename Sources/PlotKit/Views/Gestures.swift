import Foundation

/// A user interaction a view can respond to. A still image has no interaction, so gestures
/// compile, keep their callbacks and never call them.
public protocol Gesture {}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
  /// Where a drag is, as its callbacks receive it.
  public struct Value: Sendable {
    /// The current pointer location.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// The distance moved since the start.
    public var translation: CGSize
    /// When the current event happened.
    public var time: Date
  }
  /// A drag recognised after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  /// Called as the drag moves (never, in a still image).
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  /// Called when the drag ends (never, in a still image).
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
  /// Where a tap happened.
  public struct Value: Sendable {
    /// The tap's location.
    public var location: CGPoint
  }
  /// A tap gesture of `count` taps.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
  /// Called when the tap ends (never, in a still image).
  public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture { self }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
  /// A tap gesture of `count` taps.
  public init(count: Int = 1) {}
  /// Called when the tap ends (never, in a still image).
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// Two gestures combined (`exclusively`, `simultaneously`, `sequenced`); as inert as its parts.
public struct CombinedGesture: Gesture {}

extension Gesture {
  /// This gesture, or else `other` (no effect on a still image).
  public func exclusively<Other: Gesture>(before other: Other) -> CombinedGesture {
    CombinedGesture()
  }
  /// This gesture together with `other` (no effect on a still image).
  public func simultaneously<Other: Gesture>(with other: Other) -> CombinedGesture {
    CombinedGesture()
  }
  /// This gesture, then `other` (no effect on a still image).
  public func sequenced<Other: Gesture>(before other: Other) -> CombinedGesture {
    CombinedGesture()
  }
}

/// The reading direction of the view's environment; PlotKit charts lay out left to right.
public enum LayoutDirection: Sendable, Hashable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// The space a gesture reports locations in.
public enum CoordinateSpace: Sendable, Hashable {
  /// The view's own space.
  case local
  /// The whole window's space.
  case global
  /// A named space.
  case named(String)
}

/// The phases of a continuous hover.
public enum HoverPhase: Sendable {
  /// The pointer is over the view at this location.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Attaches a gesture (no effect on a still image).
  public func gesture<G: Gesture>(_ gesture: G) -> ViewNode { _viewNode }
  /// Attaches a gesture alongside others (no effect on a still image).
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> ViewNode { _viewNode }
  /// Attaches a gesture before others (no effect on a still image).
  public func highPriorityGesture<G: Gesture>(_ gesture: G) -> ViewNode { _viewNode }
  /// Runs an action on tap (never, in a still image).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewNode {
    _viewNode
  }
  /// Runs an action with the tap's location (never, in a still image).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ViewNode { _viewNode }
  /// Follows the pointer while it hovers (never, in a still image).
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ViewNode { _viewNode }
  /// Runs an action when the pointer enters or leaves (never, in a still image).
  public func onHover(perform action: @escaping (Bool) -> Void) -> ViewNode { _viewNode }
}
