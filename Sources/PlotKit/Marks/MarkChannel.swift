/// A mark type's channels as an enum in column order, so code names a column (`c[Bar.yStart]`)
/// instead of counting positions; the case name is the channel's name in labels and errors.
protocol MarkChannel: RawRepresentable<Int>, CaseIterable {
  /// The position scale the channel feeds.
  var axis: ChannelAxis { get }
}

extension MarkChannel {
  /// The column specs of a layer of this mark, one per case, in declaration order.
  static var specs: [ChannelSpec] {
    allCases.map { ChannelSpec(name: String(describing: $0), axis: $0.axis) }
  }
}

extension Array where Element == Column {
  /// The column of a named channel; modified in place (a `set` would copy the column's values
  /// on every appended row, which makes collecting a large chart quadratic).
  @inline(__always)
  subscript<C: MarkChannel>(_ channel: C) -> Column {
    get { self[channel.rawValue] }
    _modify { yield &self[channel.rawValue] }
  }
}

/// The channels of bars, rectangles and rules.
enum RectangularChannel: Int, MarkChannel {
  case x, y, xStart, xEnd, yStart, yEnd

  var axis: ChannelAxis {
    switch self {
    case .x, .xStart, .xEnd: return .x
    case .y, .yStart, .yEnd: return .y
    }
  }
}

/// The channels of lines.
enum LineChannel: Int, MarkChannel {
  case x, y, series

  var axis: ChannelAxis {
    switch self {
    case .x: return .x
    case .y: return .y
    case .series: return .none
    }
  }
}

/// The channels of areas.
enum AreaChannel: Int, MarkChannel {
  case x, y, yStart, yEnd, series

  var axis: ChannelAxis {
    switch self {
    case .x: return .x
    case .y, .yStart, .yEnd: return .y
    case .series: return .none
    }
  }
}

/// The channels of points.
enum PointChannel: Int, MarkChannel {
  case x, y

  var axis: ChannelAxis { self == .x ? .x : .y }
}

/// The channel of sectors.
enum SectorChannel: Int, MarkChannel {
  case angle

  var axis: ChannelAxis { .none }
}
