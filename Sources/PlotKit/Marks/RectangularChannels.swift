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
  static let specs = RectangularChannel.specs

  /// Adds one row of `mark`'s layer with these channels.
  func collect<M: MarkRenderer>(_ mark: M.Type, into collector: ChartContentCollector) {
    let layer = collector.layer(for: mark)
    guard x?.end == nil, y?.end == nil else {
      return spreadingRanges(layer).collect(mark, into: collector)
    }
    layer.appendRow(style: collector.currentStyle) {
      $0[RectangularChannel.x].append(x)
      $0[RectangularChannel.y].append(y)
      $0[RectangularChannel.xStart].append(xStart)
      $0[RectangularChannel.xEnd].append(xEnd)
      $0[RectangularChannel.yStart].append(yStart)
      $0[RectangularChannel.yEnd].append(yEnd)
    }
  }

  /// A range value on x or y (`.value("Range", a..<b)`) as that axis's start and end, the way
  /// the mark would have been written with `xStart:xEnd:`; the layer remembers the axis so a
  /// binned bar grows along the other one.
  private func spreadingRanges(_ layer: MarkLayer) -> RectangularChannels {
    var spread = self
    if let x, let end = x.upperBoundChannel {
      (spread.x, spread.xStart, spread.xEnd) = (
        nil, ChannelValue(label: x.label, value: x.value, unit: x.unit), end
      )
      layer.rangeValueAxes.insert(.x)
    }
    if let y, let end = y.upperBoundChannel {
      (spread.y, spread.yStart, spread.yEnd) = (
        nil, ChannelValue(label: y.label, value: y.value, unit: y.unit), end
      )
      layer.rangeValueAxes.insert(.y)
    }
    return spread
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
