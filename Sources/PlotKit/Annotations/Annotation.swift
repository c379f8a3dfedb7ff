/// Where an annotation sits relative to its mark.
public enum AnnotationPosition: Sendable {
  /// Above vertical bars, after horizontal ones, above other marks.
  case automatic
  /// Above the mark.
  case top
  /// Below the mark.
  case bottom
  /// Before the mark (to its left).
  case leading
  /// After the mark (to its right).
  case trailing
  /// Over the mark, inside it.
  case overlay
}

/// How an annotation lines up with its mark along the side it sits on.
public enum AnnotationAlignment: Sendable {
  /// Centred on the mark.
  case center
  /// Aligned with the mark's leading (left) edge.
  case leading
  /// Aligned with the mark's trailing (right) edge.
  case trailing
  /// Aligned with the mark's top edge.
  case top
  /// Aligned with the mark's bottom edge.
  case bottom
}

/// A text label attached to a mark.
struct Annotation {
  var position: AnnotationPosition
  var alignment: AnnotationAlignment
  var spacing: Double
  var text: Text
}

extension ChartContent {
  /// Labels each mark with the text the closure returns, placed so it stays inside the chart
  /// and does not cover other annotations (it flips to the other side or shifts when needed).
  public func annotation(
    position: AnnotationPosition = .automatic, alignment: AnnotationAlignment = .center,
    spacing: Double? = nil, content: () -> Text
  ) -> ModifiedChartContent<Self> {
    let annotation = Annotation(
      position: position, alignment: alignment, spacing: spacing ?? 4, text: content())
    return modified { $0.annotations.append(annotation) }
  }
}
