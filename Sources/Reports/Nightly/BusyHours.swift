import Foundation
import PlotKit

/// One cell of the busy-hours heat map: a weekday and local hour, with the average number of
/// tickets in that hour per operating day of that weekday.
public struct BusyHourCell: Hashable, Sendable {
  /// ISO weekday, 1 (Monday) … 7 (Sunday).
  public let weekday: Int
  /// Local hour, 0–23.
  public let hour: Int
  /// Tickets in the hour per operating day of the weekday.
  public let averageTickets: Double

  /// Creates a cell.
  public init(weekday: Int, hour: Int, averageTickets: Double) {
    self.weekday = weekday
    self.hour = hour
    self.averageTickets = averageTickets
  }
}

/// The heat map's colours: viridis (readable with the common colour-vision deficiencies), pale
/// for few tickets on a light page and dark for few on a dark page, so "more" always stands out
/// from the background.
enum BusyHoursRamp {
  /// Viridis, from its dark end to its bright end.
  static let viridis: [UInt32] = [0x440154, 0x414487, 0x2A788E, 0x22A884, 0x7AD151, 0xFDE725]

  /// Fewest tickets first.
  static let gradient = Gradient(
    colors: viridis.indices.map { Color(light: viridis[viridis.count - 1 - $0], dark: viridis[$0]) }
  )
}
