import Foundation

/// A chart drawn inside a view tree: renders itself at the size its parent gives it.
struct ChartEmbedding {
  let render: (_ width: Double, _ height: Double, _ id: String) -> String
  /// The size the chart asks for when its parent offers none (its `frame`, or 300 × 200).
  let idealWidth: Double
  let idealHeight: Double
  /// The same chart with a change to its configuration: a chart modifier written on a view
  /// around it (`VStack { chart }.chartForegroundStyleScale(…)`).
  let reconfigured: (@escaping (inout ChartConfiguration) -> Void) -> ChartEmbedding
}

extension Chart: View {
  /// The chart as a view, so it can sit in a `VStack` or be returned as `some View`.
  public var _viewNode: ViewNode {
    // Inside a view the chart is transparent, as in SwiftUI: the view behind it shows through.
    var chart = self
    chart.configuration.drawsBackground = false
    return ViewNode(kind: .chart(chart.embedding))
  }

  /// The chart as a view tree's leaf.
  @MainActor var embedding: ChartEmbedding {
    ChartEmbedding(
      render: { self.svg(width: $0, height: $1, id: $2, interactive: false) },
      idealWidth: configuration.frame.width ?? 300,
      idealHeight: configuration.frame.height ?? 200,
      reconfigured: { change in
        var chart = self
        change(&chart.configuration)
        return chart.embedding
      })
  }
}

/// The size and padding a chart's own `frame` and `padding` modifiers ask for.
struct ChartFrame {
  var width: Double?
  var height: Double?
  var minWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var maxHeight: Double?
  var padding = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Width ÷ height kept by `aspectRatio(_:contentMode:)`.
  var aspectRatio: (ratio: Double, mode: ContentMode)?

  /// The chart's size (inside its padding) when `width` × `height` is left for it, as a SwiftUI
  /// frame resolves a proposal: fixed sizes win, minimums and maximums clamp.
  func resolve(width: Double, height: Double) -> (width: Double, height: Double) {
    func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
      var v = value
      if let high, high.isFinite { v = min(v, high) }
      if let low { v = max(v, low) }
      return v
    }
    var size = (
      self.width ?? clamp(width, minWidth, maxWidth),
      self.height ?? clamp(height, minHeight, maxHeight)
    )
    if let (ratio, mode) = aspectRatio {
      let wide = size.0 / size.1 > ratio
      // Fit keeps the shorter side and shrinks the other; fill keeps the longer one.
      if wide == (mode == .fit) { size.0 = size.1 * ratio } else { size.1 = size.0 / ratio }
    }
    return size
  }

  var hasPadding: Bool {
    padding.top != 0 || padding.leading != 0 || padding.bottom != 0 || padding.trailing != 0
  }
}

extension Chart {
  /// Fixes the chart's width and/or height, as SwiftUI's `frame`: a fixed size wins over the
  /// size given to `svg(width:height:)`, which is what `ImageRenderer` would draw.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> Chart
  {
    var copy = self
    if let width { copy.configuration.frame.width = CallerNumbers.positive(Double(width)) }
    if let height { copy.configuration.frame.height = CallerNumbers.positive(Double(height)) }
    return copy
  }

  /// Bounds the chart's size, as SwiftUI's flexible `frame`; `.infinity` leaves a side open.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> Chart {
    var copy = self
    // `.infinity` (an open side) and anything past it are CallerNumbers.maximumLength.
    func bound(_ value: CGFloat?) -> Double? { value.map { CallerNumbers.positive(Double($0)) } }
    copy.configuration.frame.minWidth = bound(minWidth)
    copy.configuration.frame.maxWidth = bound(maxWidth)
    copy.configuration.frame.minHeight = bound(minHeight)
    copy.configuration.frame.maxHeight = bound(maxHeight)
    return copy
  }

  /// Adds `length` points (16 when nil) around the chart on the given edges: outside its
  /// `frame`, as `.frame(height: 300).padding()` is usually written.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Chart {
    let l = CallerNumbers.length(Double(length ?? 16))
    var copy = self
    var insets = copy.configuration.frame.padding
    if edges.contains(.top) { insets.top += l }
    if edges.contains(.leading) { insets.leading += l }
    if edges.contains(.bottom) { insets.bottom += l }
    if edges.contains(.trailing) { insets.trailing += l }
    copy.configuration.frame.padding = insets
    return copy
  }

  /// Insets the chart by `length` points on every edge.
  public func padding(_ length: CGFloat) -> Chart {
    padding(.all, length)
  }

  /// Insets the chart per edge.
  public func padding(_ insets: EdgeInsets) -> Chart {
    var copy = self
    copy.configuration.frame.padding = EdgeInsets(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    return copy
  }

  /// Renders the chart at the size its `frame` gives it (400 × 300 for a side it leaves open).
  @inlinable @MainActor
  public func svg(id: String? = nil, interactive: Bool = false) -> String {
    svg(width: 400, height: 300, id: id, interactive: interactive)
  }
}
