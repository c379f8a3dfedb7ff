/// Groups chart content without changing it, as Swift Charts' `Plot { … }` does; modifiers on
/// the group apply to every mark inside it.
public struct Plot<Content: ChartContent>: ChartContent {
  /// A group is primitive: it collects its content in place.
  public typealias Body = Never
  let content: Content

  /// Groups the content the closure builds.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  /// Collects the grouped content in order.
  public func _collect(into collector: ChartContentCollector) {
    content._collect(into: collector)
  }
}
