/// Makes content for each element of a collection, as SwiftUI's `ForEach` does: chart content
/// inside a chart, views inside a view.
public struct ForEach<Data: RandomAccessCollection, Content> {
  @usableFromInline let data: Data
  @usableFromInline let content: (Data.Element) -> Content

  /// Content for each element.
  @inlinable
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
  where Content: ChartContent {
    self.data = data
    self.content = content
  }

  /// Content for each element; `id` is accepted for source compatibility (a static chart needs no identity).
  @inlinable
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) where Content: ChartContent {
    self.data = data
    self.content = content
  }
}

extension ForEach: ChartContent where Content: ChartContent {
  /// `ForEach` is primitive chart content.
  public typealias Body = Never

  /// Collects the content of every element in order.
  /// - Complexity: O(n) in the number of elements; the closures run here, not at init.
  /// Inlinable so the per-element loop is specialised for the caller's data and content.
  @inlinable
  public func _collect(into collector: ChartContentCollector) {
    collector.expectRows(data.count)
    for element in data {
      content(element)._collect(into: collector)
    }
  }
}

extension ForEach where Content == TupleView {
  /// A view for each element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> TupleView) {
    self.data = data
    self.content = content
  }

  /// A view for each element; `id` is accepted for source compatibility.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> TupleView
  ) {
    self.data = data
    self.content = content
  }
}
