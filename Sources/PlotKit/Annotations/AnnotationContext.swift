import Foundation

/// What an annotation's content closure learns about the marks it annotates, as Swift Charts'
/// `AnnotationContext`: `annotation { context in Text("…").frame(width: context.targetSize.width) }`.
public struct AnnotationContext: Sendable {
  /// The size of the annotated mark's bounding box, in points.
  public let targetSize: CGSize
}

extension ChartContent {
  /// Annotates each mark with a view built from the mark's size.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> ModifiedChartContent<Self> {
    var annotation = Annotation(
      position: position, alignment: alignment,
      spacing: CallerNumbers.length(spacing.map { Double($0) } ?? 4, or: 4),
      content: .empty)
    annotation.contextual = { content($0)._viewNode }
    return modified { $0.annotations.append(annotation) }
  }

  /// Annotates each mark with a view built from the mark's size, resolving overflow as asked.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> ModifiedChartContent<Self> {
    var annotation = Annotation(
      position: position, alignment: alignment,
      spacing: CallerNumbers.length(spacing.map { Double($0) } ?? 4, or: 4),
      content: .empty)
    annotation.overflow = overflowResolution
    annotation.contextual = { content($0)._viewNode }
    return modified { $0.annotations.append(annotation) }
  }
}

extension AnnotationRequest {
  /// The annotation with its contextual content made for this mark's frame.
  var resolvedAnnotation: Annotation {
    guard let make = annotation.contextual else { return annotation }
    var resolved = annotation
    resolved.content = make(
      AnnotationContext(targetSize: CGSize(width: frame.width, height: frame.height)))
    resolved.contextual = nil
    return resolved
  }
}
