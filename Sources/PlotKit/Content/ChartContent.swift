/// Something that can appear inside a `Chart`: a mark, a group of marks, or a type with a `body`.
///
/// Main-actor isolated, as Swift Charts' protocol is, so a `body` may call `@MainActor`
/// functions and read `@MainActor` models; the built-in marks are nonisolated and can be made
/// anywhere. Render on the main actor with `svg(width:height:)`, or from anywhere with
/// `await renderSVG(width:height:) { … }`.
@MainActor @preconcurrency
public protocol ChartContent {
  /// The content this content is made of; `Never` for the built-in marks.
  associatedtype Body: ChartContent
  /// The content this content is made of.
  @ChartContentBuilder var body: Body { get }
  /// Adds this content's marks to `collector` (implementation detail of the built-in content).
  func _collect(into collector: ChartContentCollector)
}

extension ChartContent {
  /// Composite content collects whatever its body holds.
  public func _collect(into collector: ChartContentCollector) {
    body._collect(into: collector)
  }
}

extension ChartContent where Body == Never {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

extension Never: ChartContent {
  /// Never has no body.
  public typealias Body = Never
  /// Never contributes nothing.
  public func _collect(into collector: ChartContentCollector) {}
}

/// Receives marks while a chart's content is walked; marks go into one columnar layer per mark type.
///
/// Layers hold the data (scales, stacking and dodging see all marks of a type), while `runs`
/// remember the declaration order: `{ Bar A; Rule; Bar B }` is three runs drawn in that order.
public final class ChartContentCollector {
  let environment: ChartEnvironment
  private(set) var layers: [MarkLayer] = []
  /// Consecutive marks of one type in declaration order: the layer and the row the run starts at.
  private(set) var runs: [(layer: MarkLayer, start: Int)] = []
  private var layerByType: [ObjectIdentifier: MarkLayer] = [:]
  private var lastType: ObjectIdentifier?
  private var lastLayer: MarkLayer?
  /// Styles pushed by modifiers; rows refer to them by index so a row stays small.
  private(set) var styles: [MarkStyle] = [MarkStyle()]
  private(set) var currentStyle: Int32 = 0

  /// Function plots waiting for the x scale's domain, sampled when the chart renders.
  var functionSamplers: [FunctionSampler] = []

  /// The row count of the outermost `ForEach`, used to size new layers' columns once.
  private var rowCapacityHint = 0

  /// Notes that about `rows` rows are coming (called by `ForEach`).
  @usableFromInline
  func expectRows(_ rows: Int) {
    if rowCapacityHint == 0 { rowCapacityHint = rows }
  }

  @usableFromInline
  init(environment: ChartEnvironment) {
    self.environment = environment
  }

  /// The layer collecting marks of type `mark`, created on first use so layers keep content order.
  func layer<M: MarkRenderer>(for mark: M.Type) -> MarkLayer {
    let key = ObjectIdentifier(mark)
    if key == lastType, let lastLayer { return lastLayer }
    let layer: MarkLayer
    if let existing = layerByType[key] {
      layer = existing
    } else {
      layer = MarkLayer(mark: mark, order: layers.count)
      if rowCapacityHint > 0 { layer.reserve(rowCapacityHint) }
      layers.append(layer)
      layerByType[key] = layer
    }
    lastType = key
    lastLayer = layer
    runs.append((layer, layer.count))
    return layer
  }

  /// How many `mask(content:)` modifiers the content used, to number their masks.
  var maskCount: Int32 = 0

  /// Ends the current run, so the next mark starts a new one even if its type is the same
  /// (masked content and its mask must not share a run with their neighbours).
  func breakRun() {
    lastType = nil
    lastLayer = nil
  }

  /// Runs `body` with a style that `modify` derived from the current one.
  func withStyle(_ modify: (inout MarkStyle) -> Void, _ body: () -> Void) {
    var style = styles[Int(currentStyle)]
    modify(&style)
    styles.append(style)
    let saved = currentStyle
    currentStyle = Int32(styles.count - 1)
    body()
    currentStyle = saved
  }

  /// Adds a style derived from style `base` and returns its index (vectorized plots make one
  /// per distinct key-path encoding, not one per row).
  func addStyle(from base: Int32, _ modify: (inout MarkStyle) -> Void) -> Int32 {
    var style = styles[Int(base)]
    modify(&style)
    styles.append(style)
    return Int32(styles.count - 1)
  }

  /// Runs `body` with style `index` current.
  func withCurrentStyle(_ index: Int32, _ body: () -> Void) {
    let saved = currentStyle
    currentStyle = index
    body()
    currentStyle = saved
  }
}
