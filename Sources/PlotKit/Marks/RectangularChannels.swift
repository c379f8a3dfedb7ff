/// Where a bar, rectangle or rule sits: a point, or start and end values, on each axis.
///
/// The three marks take the same six channels and differ only in how they draw them, so the
/// channels, their column order and how a row is added live here once. A channel a mark was
/// not given stays nil and becomes a missing (NaN) value in its column.
struct RectangularChannels {
  var x: ChannelValue? = nil
  var y: ChannelValue? = nil
  var xStart: ChannelValue? = nil
  var xEnd: ChannelValue? = nil
  var yStart: ChannelValue? = nil
  var yEnd: ChannelValue? = nil

  /// The columns of a bar, rectangle or rule layer; renderers index them in this order.
  static let specs = [
    ChannelSpec(name: "x", axis: .x), ChannelSpec(name: "y", axis: .y),
    ChannelSpec(name: "xStart", axis: .x), ChannelSpec(name: "xEnd", axis: .x),
    ChannelSpec(name: "yStart", axis: .y), ChannelSpec(name: "yEnd", axis: .y),
  ]

  /// Adds one row of `mark`'s layer with these channels.
  func collect<M: MarkRenderer>(_ mark: M.Type, into collector: ChartContentCollector) {
    collector.layer(for: mark).appendRow(style: collector.currentStyle) {
      $0[0].append(x)
      $0[1].append(y)
      $0[2].append(xStart)
      $0[3].append(xEnd)
      $0[4].append(yStart)
      $0[5].append(yEnd)
    }
  }

  /// Adds one row of `mark`'s layer under a style carrying `width` and `height`.
  ///
  /// Marks of the automatic size keep the current style, so a chart of plain bars does not
  /// grow one style per bar.
  func collect<M: MarkRenderer>(
    _ mark: M.Type, width: MarkDimension, height: MarkDimension,
    into collector: ChartContentCollector
  ) {
    if width == .automatic && height == .automatic {
      collect(mark, into: collector)
    } else {
      collector.withStyle(
        {
          $0.width = width
          $0.height = height
        }, { collect(mark, into: collector) })
    }
  }
}
