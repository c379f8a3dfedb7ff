/// Builds chart content from the statements of a closure, as in SwiftUI.
@resultBuilder
public enum ChartContentBuilder {
  /// Passes content through.
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
    content
  }

  /// An empty closure.
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

  /// A single statement, passed through; this also keeps per-row closures free of pack metadata.
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content {
    content
  }

  /// Any number of statements, kept as a parameter pack so there is no arity limit.
  public static func buildBlock<each Content: ChartContent>(
    _ content: repeat each Content
  ) -> TupleChartContent<repeat each Content> {
    TupleChartContent(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<First: ChartContent, Second: ChartContent>(
    first: First
  ) -> ConditionalChartContent<First, Second> {
    ConditionalChartContent(storage: .first(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<First: ChartContent, Second: ChartContent>(
    second: Second
  ) -> ConditionalChartContent<First, Second> {
    ConditionalChartContent(storage: .second(second))
  }

  /// A `for` loop.
  public static func buildArray<Content: ChartContent>(_ content: [Content]) -> [Content] {
    content
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content
  {
    content
  }
}

/// Content that draws nothing.
nonisolated public struct EmptyChartContent: ChartContent {
  /// No marks.
  public func _collect(into collector: ChartContentCollector) {}
}

/// Several pieces of content in order.
nonisolated public struct TupleChartContent<each Content: ChartContent>: ChartContent {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// Collects each piece in order.
  @MainActor public func _collect(into collector: ChartContentCollector) {
    repeat (each content)._collect(into: collector)
  }
}

/// One of two pieces of content, chosen by an `if`/`else`.
nonisolated public struct ConditionalChartContent<First: ChartContent, Second: ChartContent>:
  ChartContent
{
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage

  /// Collects the chosen branch.
  @MainActor public func _collect(into collector: ChartContentCollector) {
    switch storage {
    case .first(let content): content._collect(into: collector)
    case .second(let content): content._collect(into: collector)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  /// Optionals are primitive.
  public typealias Body = Never
  /// Collects the wrapped content when there is some.
  public func _collect(into collector: ChartContentCollector) {
    if let content = self { content._collect(into: collector) }
  }
}

extension Array: ChartContent where Element: ChartContent {
  /// Arrays are primitive.
  public typealias Body = Never
  /// Collects every element in order.
  public func _collect(into collector: ChartContentCollector) {
    for content in self { content._collect(into: collector) }
  }
}
