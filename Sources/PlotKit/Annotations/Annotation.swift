import Foundation

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
  /// Above and before the mark.
  case topLeading
  /// Above and after the mark.
  case topTrailing
  /// Below and before the mark.
  case bottomLeading
  /// Below and after the mark.
  case bottomTrailing
}

/// How an annotation lines up with its mark along the side it sits on (SwiftUI's `Alignment`).
public typealias AnnotationAlignment = Alignment

/// A label attached to a mark: a text, or any view.
struct Annotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: Double
  var content: ViewNode
  /// How overflow is resolved (`annotation(…overflowResolution:)`); nil: automatic.
  var overflow: AnnotationOverflowResolution?
  /// Content built from the annotated mark's size (`annotation { context in … }`), made when
  /// the mark is placed.
  var contextual: ((AnnotationContext) -> ViewNode)?

  /// The content when it is one plain text, drawn as before views existed (white when it
  /// flips inside its mark).
  var text: Text? {
    if case .text(let text) = content.kind { return text }
    return nil
  }
}

extension ChartContent {
  /// Labels each mark with the view the closure builds (a text, or a stack of texts and shapes
  /// measured with the real font metrics), placed so it stays inside the chart and does not
  /// cover other annotations (it flips to the other side or shifts when needed).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    let annotation = Annotation(
      position: position, alignment: alignment,
      spacing: CallerNumbers.length(spacing.map { Double($0) } ?? 4, or: 4),
      content: content()._viewNode)
    return modified { $0.annotations.append(annotation) }
  }
}
